package dev.tablewright.model;

import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * DynamoDB's number rules: up to 38 significant digits, magnitude between 1E-130 and 9.9…E+125,
 * compared by exact value. Values are kept canonical (trailing zeros stripped) so that {@code 1e2},
 * {@code 100} and {@code 100.0} are one value, as DynamoDB stores them.
 */
public final class DynamoNumber {
    public static final int MAX_DIGITS = 38;
    private static final BigDecimal MAX = new BigDecimal("1E126");
    private static final BigDecimal MIN_POSITIVE = new BigDecimal("1E-130");

    private DynamoNumber() {
    }

    /**
     * Parses number text as DynamoDB accepts it.
     *
     * @throws IllegalArgumentException with a user-facing reason when the text is not a number
     *                                  DynamoDB can store
     */
    public static BigDecimal parse(String text) {
        if (text == null) {
            throw new IllegalArgumentException("a number is required");
        }
        String t = text.strip();
        if (t.isEmpty()) {
            throw new IllegalArgumentException("an empty string is not a number");
        }
        BigDecimal value;
        try {
            value = new BigDecimal(t);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + abbreviate(t) + "' is not a number");
        }
        return check(value);
    }

    /** Canonicalises and range-checks a value. */
    public static BigDecimal check(BigDecimal value) {
        if (value.signum() == 0) {
            return BigDecimal.ZERO;
        }
        // The range comes first: canonicalising 1E+999999999 would write out a billion digits.
        BigDecimal abs = value.abs();
        if (abs.compareTo(MAX) >= 0) {
            throw new IllegalArgumentException("a number's magnitude must be below 1E+126");
        }
        if (abs.compareTo(MIN_POSITIVE) < 0) {
            throw new IllegalArgumentException("a number's magnitude must be at least 1E-130");
        }
        // Significant digits: 9.9E+125 has two, though its plain form is 126 digits long.
        int digits = value.stripTrailingZeros().precision();
        if (digits > MAX_DIGITS) {
            throw new IllegalArgumentException(
                    "a number has at most " + MAX_DIGITS + " significant digits, this one has " + digits);
        }
        return canonical(value);
    }

    /** Trailing zeros stripped; zero is always plain {@code 0}. */
    public static BigDecimal canonical(BigDecimal value) {
        if (value.signum() == 0) {
            return BigDecimal.ZERO;
        }
        BigDecimal stripped = value.stripTrailingZeros();
        // An integral value keeps scale 0 so that 100 prints as 100, not 1E+2.
        if (stripped.scale() < 0) {
            stripped = stripped.setScale(0);
        }
        return stripped;
    }

    /** The text DynamoDB returns for a number: plain notation, no trailing zeros. */
    public static String format(BigDecimal value) {
        return canonical(value).toPlainString();
    }

    public static BigDecimal of(long value) {
        return canonical(new BigDecimal(BigInteger.valueOf(value)));
    }

    private static String abbreviate(String s) {
        return s.length() <= 40 ? s : s.substring(0, 37) + "...";
    }
}
