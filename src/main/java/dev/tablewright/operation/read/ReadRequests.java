package dev.tablewright.operation.read;

import dev.tablewright.engine.api.PlaceholderAllocator;
import dev.tablewright.engine.api.QueryRequest;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.engine.pattern.PatternRequest;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.operation.form.FormExpressions;
import dev.tablewright.operation.form.SortOp;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Builds the Query or Scan a {@link ReadForm} describes: key values typed as the key schema declares
 * them, filter values as the table declares the attribute (else a string, or a document when typed as
 * JSON), every name and value through a placeholder.
 */
public final class ReadRequests {
    private ReadRequests() {
    }

    /** The key schema of the table, or of its index {@code index} (null for the table). */
    public static KeySchema keys(TableDesign table, String index) {
        if (index == null || index.isEmpty()) {
            return table.keySchema();
        }
        return table.index(index).map(i -> i.keySchema(table.keySchema()))
                .orElseThrow(() -> new IllegalArgumentException(table.name() + " has no index " + index + " (it has "
                        + table.indexes().stream().map(SecondaryIndex::name).collect(Collectors.joining(", ")) + ")"));
    }

    /** @throws IllegalArgumentException with a sentence for the user, naming the field */
    public static PatternRequest.Read build(ReadForm form, TableDesign table) {
        KeySchema keys = keys(table, form.index());
        PlaceholderAllocator p = new PlaceholderAllocator("#n");
        String keyCondition = form.kind() == ReadKind.QUERY ? keyCondition(form, keys, p) : "";
        String filter = FormExpressions.condition(form.filters(), table, p);
        String projection = FormExpressions.projection(form.projection(), p);
        if (form.kind() == ReadKind.QUERY) {
            return new PatternRequest.Query(new QueryRequest(table.name(), form.index(), keyCondition, filter,
                    projection, p.expr(), form.limit(), form.scanForward(), null, null, form.consistentRead()));
        }
        boolean parallel = form.segments() > 1;
        return new PatternRequest.Scan(new ScanRequest(table.name(), form.index(), filter, projection, p.expr(),
                form.limit(), null, parallel ? 0 : null, parallel ? form.segments() : null, null,
                form.consistentRead()));
    }

    private static String keyCondition(ReadForm form, KeySchema keys, PlaceholderAllocator p) {
        List<String> parts = new ArrayList<>();
        List<AttributeDef> partition = keys.partitionKeys();
        for (int i = 0; i < partition.size(); i++) {
            AttributeDef a = partition.get(i);
            String text = i < form.partitionValues().size() ? form.partitionValues().get(i) : "";
            if (text.isBlank()) {
                throw new IllegalArgumentException("give a value for " + a.name()
                        + (partition.size() > 1 ? ": a Query names every partition attribute of the key" : ""));
            }
            parts.add(p.name(a.name()) + " = " + p.value(FormExpressions.typed(a, text)));
        }
        List<AttributeDef> sort = keys.sortKeys();
        int given = 0;
        while (given < sort.size() && given < form.sortValues().size() && !form.sortValues().get(given).isBlank()) {
            given++;
        }
        for (int i = given; i < Math.min(sort.size(), form.sortValues().size()); i++) {
            if (!form.sortValues().get(i).isBlank()) {
                throw new IllegalArgumentException("give " + sort.get(given).name() + " before " + sort.get(i).name()
                        + ": the sort condition is on a left-to-right prefix of the sort attributes");
            }
        }
        for (int i = 0; i < given; i++) {
            AttributeDef a = sort.get(i);
            String name = p.name(a.name());
            String value = p.value(FormExpressions.typed(a, form.sortValues().get(i)));
            SortOp op = i == given - 1 ? form.sortOp() : SortOp.EQ;
            parts.add(switch (op) {
                case BEGINS_WITH -> "begins_with(" + name + ", " + value + ")";
                case BETWEEN -> {
                    if (form.sortValue2().isBlank()) {
                        throw new IllegalArgumentException("give the upper bound of BETWEEN for " + a.name());
                    }
                    yield name + " BETWEEN " + value + " AND " + p.value(FormExpressions.typed(a, form.sortValue2()));
                }
                default -> name + " " + op.symbol() + " " + value;
            });
        }
        return String.join(" AND ", parts);
    }
}
