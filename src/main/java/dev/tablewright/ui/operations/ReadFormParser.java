package dev.tablewright.ui.operations;

import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.QueryRequest;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.engine.pattern.PatternRequest;
import dev.tablewright.format.pivot.CellText;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * PageReads a request edited as JSON back into the form, where the form can say the same thing: key
 * conditions and filters made of simple comparisons joined by AND (filters also OR), a projection of
 * top-level names, no start key or Select. The form it finds must build the very same request
 * (names and values substituted), else there is none and the request stays "edited as JSON".
 */
final class ReadFormParser {
    private static final Pattern TOKEN = Pattern.compile(
            "\\s*(#[A-Za-z0-9_]+|:[A-Za-z0-9_]+|<=|>=|<>|[=<>(),]|[A-Za-z_][A-Za-z0-9_\\-]*)");

    private record Clause(boolean or, String attribute, String op, List<AttributeValue> values) {
    }

    private ReadFormParser() {
    }

    static Optional<ReadForm> parse(PatternRequest.Read request, TableDesign table) {
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
            partition.add(clauses.stream().filter(c -> c.attribute.equals(name) && c.op.equals("=")).findFirst()
                    .map(c -> text(c.values.get(0))).orElseThrow(IllegalArgumentException::new));
        }
        List<Clause> sortClauses = clauses.stream().filter(c -> !keys.isPartitionAttribute(c.attribute)).toList();
        List<String> sort = new ArrayList<>();
        SortOp op = SortOp.EQ;
        String upper = "";
        for (String name : keys.sortNames()) {
            Optional<Clause> c = sortClauses.stream().filter(x -> x.attribute.equals(name)).findFirst();
            if (c.isEmpty()) {
                sort.add("");
                continue;
            }
            sort.add(text(c.get().values.get(0)));
            op = sortOp(c.get().op);
            upper = c.get().values.size() > 1 ? text(c.get().values.get(1)) : "";
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

    static List<FilterRow> filterRows(String filter, Expr expr) {
        return clauses(filter, expr).stream().map(c -> new FilterRow(c.or, c.attribute, filterOp(c.op),
                c.values.isEmpty() ? "" : text(c.values.get(0)), c.values.size() > 1 ? text(c.values.get(1)) : ""))
                .toList();
    }

    static String projection(String projection, Expr expr) {
        if (projection.isBlank()) {
            return "";
        }
        return Arrays.stream(projection.split(",")).map(String::strip).map(n -> name(n, expr))
                .collect(Collectors.joining(", "));
    }

    /** {@code a = :v AND begins_with(#b, :w) OR c BETWEEN :x AND :y …}; anything else throws. */
    private static List<Clause> clauses(String text, Expr expr) {
        List<String> t = tokens(text);
        List<Clause> out = new ArrayList<>();
        int i = 0;
        boolean or = false;
        while (i < t.size()) {
            String first = t.get(i);
            Clause c;
            if (i + 1 < t.size() && t.get(i + 1).equals("(")) {
                String attribute = name(t.get(i + 2), expr);
                if (t.get(i + 3).equals(")")) {
                    c = new Clause(or, attribute, first, List.of());
                    i += 4;
                } else {
                    expect(t, i + 3, ",");
                    expect(t, i + 5, ")");
                    c = new Clause(or, attribute, first, List.of(value(t.get(i + 4), expr)));
                    i += 6;
                }
            } else if (t.get(i + 1).equals("BETWEEN")) {
                expect(t, i + 3, "AND");
                c = new Clause(or, name(first, expr), "BETWEEN",
                        List.of(value(t.get(i + 2), expr), value(t.get(i + 4), expr)));
                i += 5;
            } else {
                c = new Clause(or, name(first, expr), t.get(i + 1), List.of(value(t.get(i + 2), expr)));
                i += 3;
            }
            out.add(c);
            if (i < t.size()) {
                String joint = t.get(i++);
                if (!joint.equals("AND") && !joint.equals("OR")) {
                    throw new IllegalArgumentException();
                }
                or = joint.equals("OR");
            }
        }
        return out;
    }

    static List<String> tokens(String text) {
        List<String> out = new ArrayList<>();
        Matcher m = TOKEN.matcher(text);
        int at = 0;
        while (at < text.length() && m.find(at) && m.start() == at) {
            out.add(m.group(1));
            at = m.end();
        }
        if (!text.substring(at).isBlank()) {
            throw new IllegalArgumentException();
        }
        return out;
    }

    private static void expect(List<String> tokens, int at, String token) {
        if (!tokens.get(at).equals(token)) {
            throw new IllegalArgumentException();
        }
    }

    static String name(String token, Expr expr) {
        if (token.startsWith("#")) {
            String name = expr.names().get(token);
            if (name == null) {
                throw new IllegalArgumentException();
            }
            return name;
        }
        if (token.startsWith(":") || !Character.isLetter(token.charAt(0)) && token.charAt(0) != '_') {
            throw new IllegalArgumentException();
        }
        return token;
    }

    static AttributeValue value(String token, Expr expr) {
        AttributeValue v = expr.values().get(token);
        if (v == null) {
            throw new IllegalArgumentException();
        }
        return v;
    }

    static String text(AttributeValue v) {
        return CellText.of(v);
    }

    private static SortOp sortOp(String symbol) {
        return Arrays.stream(SortOp.values()).filter(o -> o.symbol().equals(symbol)).findFirst()
                .orElseThrow(IllegalArgumentException::new);
    }

    private static FilterOp filterOp(String symbol) {
        return Arrays.stream(FilterOp.values()).filter(o -> o.symbol().equals(symbol)).findFirst()
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

    static String substitute(String text, Expr expr) {
        return tokens(text).stream().map(t -> t.startsWith("#") ? expr.names().getOrDefault(t, t)
                : t.startsWith(":") ? String.valueOf(expr.values().get(t)) : t).collect(Collectors.joining(" "));
    }
}
