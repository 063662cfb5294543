package dev.tablewright.engine.expr;

/** The comparators of condition expressions. */
public enum CompareOp {
    EQ("="), NE("<>"), LT("<"), LE("<="), GT(">"), GE(">=");

    private final String symbol;

    CompareOp(String symbol) {
        this.symbol = symbol;
    }

    public String symbol() {
        return symbol;
    }

    /** The comparator with its operands swapped: {@code :v < sk} is {@code sk > :v}. */
    public CompareOp flip() {
        return switch (this) {
            case LT -> GT;
            case LE -> GE;
            case GT -> LT;
            case GE -> LE;
            default -> this;
        };
    }

    /** Whether a comparison result (negative, zero, positive) satisfies this comparator. */
    public boolean test(int comparison) {
        return switch (this) {
            case EQ -> comparison == 0;
            case NE -> comparison != 0;
            case LT -> comparison < 0;
            case LE -> comparison <= 0;
            case GT -> comparison > 0;
            case GE -> comparison >= 0;
        };
    }

    public static java.util.Optional<CompareOp> ofSymbol(String symbol) {
        for (CompareOp c : values()) {
            if (c.symbol.equals(symbol)) {
                return java.util.Optional.of(c);
            }
        }
        return java.util.Optional.empty();
    }
}
