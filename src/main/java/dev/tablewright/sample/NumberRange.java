package dev.tablewright.sample;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Random;

/** Numbers drawn uniformly between two bounds, with {@code scale} decimals (2 for money). */
record NumberRange(BigDecimal min, BigDecimal max, int scale) {

    static NumberRange of(long min, long max, int scale) {
        return new NumberRange(BigDecimal.valueOf(min), BigDecimal.valueOf(max), scale);
    }

    NumberRange withScale(int newScale) {
        return new NumberRange(min, max, newScale);
    }

    BigDecimal draw(Random random) {
        try {
            long lo = min.movePointRight(scale).setScale(0, RoundingMode.CEILING).longValueExact();
            long hi = max.movePointRight(scale).setScale(0, RoundingMode.FLOOR).longValueExact();
            if (hi <= lo) {
                return BigDecimal.valueOf(lo, scale);
            }
            long span = Math.addExact(Math.subtractExact(hi, lo), 1);
            return BigDecimal.valueOf(lo + random.nextLong(span), scale);
        } catch (ArithmeticException tooWide) {
            return min; // a learned range beyond 18 digits: rare enough to repeat its lower bound
        }
    }
}
