package dev.tablewright.operation.read;

import static dev.tablewright.operation.form.ExpressionRows.clauses;
import static dev.tablewright.operation.form.ExpressionRows.filterRows;
import static dev.tablewright.operation.form.ExpressionRows.projection;
import static dev.tablewright.operation.form.ExpressionRows.substitute;
import static dev.tablewright.operation.form.ExpressionRows.text;

import dev.tablewright.engine.api.QueryRequest;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.engine.pattern.PatternRequest;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.operation.form.ExpressionRows.Clause;
import dev.tablewright.operation.form.SortOp;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Reads a request edited as JSON back into the form, where the form can say the same thing: key
 * conditions and filters made of simple comparisons joined by AND (filters also OR), a projection of
 * top-level names, no start key or Select. The form it finds must build the very same request
 * (names and values substituted), else there is none and the request stays "edited as JSON".
 */
public final class ReadFormParser {
    private ReadFormParser() {
    }

    public static Optional<ReadForm> parse(PatternRequest.Read request, TableDesign table) {
        try {
            Optional<ReadForm> form = request instanceof PatternRequest.Query q ? query(q.request(), table)
                    : request instanceof PatternRequest.Scan s ? scan(s.request()) : Optional.empty();
            return form.filter(f -> resolved(ReadRequests.build(f, table)).equals(resolved(request)));
        } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
            return Optional.empty(); // not a shape the form holds
        }
    }

    private static Optional<ReadForm> query(QueryRequest r, TableDesign table) {
        if (r.exclusiveStartKey() != null || r.select() != null) {
            return Optional.empty();
        }
        KeySchema keys = ReadRequests.keys(table, r.index());
        List<Clause> clauses = clauses(r.keyCondition(), r.expr());
        List<String> partition = new ArrayList<>();
        for (String name : keys.partitionNames()) {
            partition.add(clauses.stream().filter(c -> c.attribute().equals(name) && c.op().equals("=")).findFirst()
                    .map(c -> text(c.values().get(0))).orElseThrow(IllegalArgumentException::new));
        }
        List<Clause> sortClauses = clauses.stream().filter(c -> !keys.isPartitionAttribute(c.attribute())).toList();
        List<String> sort = new ArrayList<>();
        SortOp op = SortOp.EQ;
        String upper = "";
        for (String name : keys.sortNames()) {
            Optional<Clause> c = sortClauses.stream().filter(x -> x.attribute().equals(name)).findFirst();
            if (c.isEmpty()) {
                sort.add("");
                continue;
            }
            sort.add(text(c.get().values().get(0)));
            op = sortOp(c.get().op());
            upper = c.get().values().size() > 1 ? text(c.get().values().get(1)) : "";
        }
        return Optional.of(new ReadForm(ReadKind.QUERY, r.table(), r.index(), partition, sort, op, upper,
                filterRows(r.filter(), r.expr()), projection(r.projection(), r.expr()), r.limit(), r.scanIndexForward(),
                r.consistentRead(), 1));
    }

    private static Optional<ReadForm> scan(ScanRequest r) {
        if (r.exclusiveStartKey() != null || r.select() != null || (r.segment() != null && r.segment() != 0)
                || (r.totalSegments() != null && r.totalSegments() > ReadForm.MAX_SEGMENTS)) {
            return Optional.empty();
        }
        return Optional.of(new ReadForm(ReadKind.SCAN, r.table(), r.index(), List.of(), List.of(), SortOp.EQ, "",
                filterRows(r.filter(), r.expr()), projection(r.projection(), r.expr()), r.limit(), true,
                r.consistentRead(), r.totalSegments() == null ? 1 : r.totalSegments()));
    }

    private static SortOp sortOp(String symbol) {
        return Arrays.stream(SortOp.values()).filter(o -> o.symbol().equals(symbol)).findFirst()
                .orElseThrow(IllegalArgumentException::new);
    }

    /** The request with every placeholder replaced by what it stands for: equal when they ask the same. */
    private static List<Object> resolved(PatternRequest.Read request) {
        if (request instanceof PatternRequest.Query q) {
            QueryRequest r = q.request();
            return List.of("Q", r.table(), String.valueOf(r.index()), substitute(r.keyCondition(), r.expr()),
                    substitute(r.filter(), r.expr()), substitute(r.projection(), r.expr()), String.valueOf(r.limit()),
                    r.scanIndexForward(), r.consistentRead());
        }
        ScanRequest r = ((PatternRequest.Scan) request).request();
        return List.of("S", r.table(), String.valueOf(r.index()), substitute(r.filter(), r.expr()),
                substitute(r.projection(), r.expr()), String.valueOf(r.limit()), String.valueOf(r.totalSegments()),
                r.consistentRead());
    }
}
