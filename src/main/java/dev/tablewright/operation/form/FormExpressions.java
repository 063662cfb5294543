package dev.tablewright.operation.form;

import dev.tablewright.engine.api.PlaceholderAllocator;
import dev.tablewright.engine.value.CellInput;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.TableDesign;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The expression parts every form shares: condition rows (a filter, a write's condition), a
 * projection, and values typed as the table declares the attribute.
 */
public final class FormExpressions {
    private FormExpressions() {
    }

    /** Rows joined with AND/OR; a row without an attribute is one not filled in yet. */
    public static String condition(List<FilterRow> rows, TableDesign table, PlaceholderAllocator p) {
        StringBuilder out = new StringBuilder();
        for (FilterRow r : rows) {
            if (r.attribute().isEmpty()) {
                continue; // a row the user has not filled in yet
            }
            if (out.length() > 0) {
                out.append(r.or() ? " OR " : " AND ");
            }
            String name = p.name(r.attribute());
            FilterOp op = r.op();
            if (op.operands() == 0) {
                out.append(op.symbol()).append('(').append(name).append(')');
            } else if (op == FilterOp.BETWEEN) {
                out.append(name).append(" BETWEEN ").append(p.value(filterValue(table, r.attribute(), r.value())))
                        .append(" AND ").append(p.value(filterValue(table, r.attribute(), r.value2())));
            } else if (op.isFunction()) {
                // begins_with and contains compare with text (contains also with a set's element)
                out.append(op.symbol()).append('(').append(name).append(", ")
                        .append(p.value(op == FilterOp.BEGINS_WITH ? AttributeValue.s(r.value())
                                : filterValue(table, r.attribute(), r.value()))).append(')');
            } else {
                out.append(name).append(' ').append(op.symbol()).append(' ')
                        .append(p.value(filterValue(table, r.attribute(), r.value())));
            }
        }
        return out.toString();
    }

    public static String projection(String projection, PlaceholderAllocator p) {
        if (projection.isBlank()) {
            return "";
        }
        return Arrays.stream(projection.split(",")).map(String::strip).filter(s -> !s.isEmpty()).map(p::name)
                .collect(Collectors.joining(", "));
    }

    public static AttributeValue typed(AttributeDef a, String text) {
        try {
            return CellInput.parse(text, a.type());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(a.name() + " is " + a.type() + " but '" + text.strip() + "' is not: "
                    + e.getMessage());
        }
    }

    public static AttributeValue filterValue(TableDesign table, String attribute, String text) {
        return table.attributeType(attribute).map(t -> typed(new AttributeDef(attribute, t), text))
                .orElseGet(() -> CellInput.guess(text));
    }
}
