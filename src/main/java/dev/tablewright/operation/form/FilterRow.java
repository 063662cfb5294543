package dev.tablewright.operation.form;


/**
 * One condition of a filter.
 *
 * @param or     joins it to the row before with OR instead of AND (ignored on the first row)
 * @param value2 BETWEEN's upper bound, else ""
 */
public record FilterRow(boolean or, String attribute, FilterOp op, String value, String value2) {
    public FilterRow {
        attribute = attribute == null ? "" : attribute.strip();
        op = op == null ? FilterOp.EQ : op;
        value = value == null ? "" : value;
        value2 = value2 == null ? "" : value2;
    }

    public static FilterRow of(String attribute, FilterOp op, String value) {
        return new FilterRow(false, attribute, op, value, "");
    }
}
