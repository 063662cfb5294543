package dev.tablewright.engine.value;

import dev.tablewright.model.DynamoNumber;
import java.math.BigDecimal;
import java.util.Optional;

/** DynamoDB's number range, with the messages it gives when a computed number leaves it. */
public final class NumberLimits {
    private static final BigDecimal MAX = new BigDecimal("1E126");
    private static final BigDecimal MIN_POSITIVE = new BigDecimal("1E-130");

    private NumberLimits() {
    }

    /** Why DynamoDB would refuse to store this number, if it would. */
    public static Optional<String> violation(BigDecimal value) {
        BigDecimal n = DynamoNumber.canonical(value);
        if (n.signum() == 0) {
            return Optional.empty();
        }
        // Precision before magnitude, as DynamoDB Local checks a number it stores: a sum such as
        // 9.99…E125 + 2E88 is refused for its 39 digits, not as an overflow.
        if (n.stripTrailingZeros().precision() > DynamoNumber.MAX_DIGITS) {
            return Optional.of("DynamoDB only supports precision up to 38 digits");
        }
        BigDecimal abs = n.abs();
        if (abs.compareTo(MAX) >= 0) {
            return Optional.of("Number overflow. Attempting to store a number with magnitude larger than supported range");
        }
        if (abs.compareTo(MIN_POSITIVE) < 0) {
            return Optional.of("Number underflow. Attempting to store a number with magnitude smaller than supported range");
        }
        return Optional.empty();
    }
}
