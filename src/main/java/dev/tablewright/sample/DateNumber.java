package dev.tablewright.sample;

import java.math.BigDecimal;
import java.time.LocalDate;

/**
 * How a number stands for a date: what the model's own numbers are (their size tells), else epoch
 * seconds for dates and timestamps and {@code yyyymm} for months. A date range then moves the value,
 * never its unit: a model of epoch milliseconds gets epoch milliseconds.
 */
enum DateNumber {
    EPOCH_DAYS, YEAR_MONTH, YEAR_MONTH_DAY, EPOCH_SECONDS, EPOCH_MILLIS;

    private static final long SECONDS_PER_DAY = 86_400;

    static DateNumber of(ValueRecipe recipe) {
        if (!recipe.rangeLearned()) {
            return recipe.kind() == AttributeKind.YEAR_MONTH ? YEAR_MONTH : EPOCH_SECONDS;
        }
        double top = Math.max(recipe.range().max().abs().doubleValue(), recipe.range().min().abs().doubleValue());
        if (top >= 1e11) {
            return EPOCH_MILLIS; // past 1973 in milliseconds, year 5138 in seconds
        }
        if (top >= 1e9) {
            return EPOCH_SECONDS;
        }
        if (top >= 1e7) {
            return YEAR_MONTH_DAY; // 20240131
        }
        return top >= 1e5 ? YEAR_MONTH : EPOCH_DAYS; // 202401, else days since 1970 (20,000 is 2024)
    }

    /** The number for a moment, {@code second} seconds after the epoch. */
    BigDecimal at(long second) {
        LocalDate day = LocalDate.ofEpochDay(Math.floorDiv(second, SECONDS_PER_DAY));
        return switch (this) {
            case EPOCH_DAYS -> BigDecimal.valueOf(day.toEpochDay());
            case YEAR_MONTH -> BigDecimal.valueOf(day.getYear() * 100L + day.getMonthValue());
            case YEAR_MONTH_DAY -> BigDecimal.valueOf(day.getYear() * 10_000L + day.getMonthValue() * 100L
                    + day.getDayOfMonth());
            case EPOCH_SECONDS -> BigDecimal.valueOf(second);
            case EPOCH_MILLIS -> BigDecimal.valueOf(Math.multiplyExact(second, 1000L));
        };
    }
}
