package dev.tablewright.sample;

import java.time.LocalDate;
import java.time.YearMonth;
import java.util.Objects;

/**
 * The days generated dates, months and timestamps fall on, both ends included (birth dates keep
 * their own decades). The usual range is the twelve whole months before the current one: a month in a
 * key ({@code TOTAL#${month}}) then takes twelve values, so "the top movies of a month" finds several
 * items, where ten years of months left one in each.
 */
public record DateRange(LocalDate from, LocalDate to) {
    /** Years of four digits: dates and timestamps are written as ISO text. */
    private static final LocalDate FIRST = LocalDate.of(1, 1, 1);
    private static final LocalDate LAST = LocalDate.of(9999, 12, 31);

    public DateRange {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
        if (to.isBefore(from)) {
            throw new IllegalArgumentException("the date range ends (" + to + ") before it starts (" + from + ")");
        }
        if (from.isBefore(FIRST) || to.isAfter(LAST)) {
            throw new IllegalArgumentException("dates must lie between " + FIRST + " and " + LAST);
        }
    }

    /** The twelve whole months before {@code today}'s: no date in the future, each month as often. */
    public static DateRange twelveMonthsBefore(LocalDate today) {
        YearMonth month = YearMonth.from(today);
        return new DateRange(month.minusMonths(12).atDay(1), month.minusMonths(1).atEndOfMonth());
    }

    /** The range with only one end given: a year from it (or to it), else {@code usual}. */
    public static DateRange of(LocalDate from, LocalDate to, DateRange usual) {
        if (from != null && to != null) {
            return new DateRange(from, to);
        }
        if (from != null) {
            return new DateRange(from, from.plusYears(1).minusDays(1));
        }
        return to != null ? new DateRange(to.minusYears(1).plusDays(1), to) : usual;
    }

    long firstDay() {
        return from.toEpochDay();
    }

    long lastDay() {
        return to.toEpochDay();
    }

    @Override
    public String toString() {
        return from + " to " + to;
    }
}
