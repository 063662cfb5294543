package dev.tablewright.operation.form;


/** A comparator of a filter row, with how many values it takes. */
public enum FilterOp {
    EQ("=", 1), NE("<>", 1), LT("<", 1), LE("<=", 1), GT(">", 1), GE(">=", 1), BETWEEN("BETWEEN", 2),
    BEGINS_WITH("begins_with", 1), CONTAINS("contains", 1), EXISTS("attribute_exists", 0),
    NOT_EXISTS("attribute_not_exists", 0);

    private final String symbol;
    private final int operands;

    FilterOp(String symbol, int operands) {
        this.symbol = symbol;
        this.operands = operands;
    }

    public String symbol() {
        return symbol;
    }

    /** Values it compares with: 0 for the existence tests, 2 for BETWEEN. */
    public int operands() {
        return operands;
    }

    /** Written as a function ({@code begins_with(#n, :v)}) rather than between its operands. */
    public boolean isFunction() {
        return Character.isLetter(symbol.charAt(0)) && this != BETWEEN;
    }

    @Override
    public String toString() {
        return symbol;
    }
}
