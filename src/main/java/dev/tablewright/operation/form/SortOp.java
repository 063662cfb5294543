package dev.tablewright.operation.form;


/** The condition a Query puts on the last sort attribute it names (those before it take {@code =}). */
public enum SortOp {
    EQ("="), LT("<"), LE("<="), GT(">"), GE(">="), BETWEEN("BETWEEN"), BEGINS_WITH("begins_with");

    private final String symbol;

    SortOp(String symbol) {
        this.symbol = symbol;
    }

    public String symbol() {
        return symbol;
    }

    @Override
    public String toString() {
        return symbol;
    }
}
