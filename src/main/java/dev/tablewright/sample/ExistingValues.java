package dev.tablewright.sample;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.YearMonth;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The values an attribute already has in the model's items: generated values follow them, so an
 * issue's {@code state} stays open or closed, a race's {@code startedAt} stays in 2021 and an
 * {@code oscar} that holds dates gets dates.
 */
final class ExistingValues {
    private static final Pattern ISO_DATE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");
    private static final Pattern ISO_INSTANT = Pattern.compile(
            "\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2})?");
    private static final Pattern YEAR_MONTH = Pattern.compile("\\d{4}-\\d{2}");
    /** More distinct values than this is not a set of categories but free values. */
    private static final int MAX_CATEGORIES = 12;

    static final ExistingValues NONE = new ExistingValues(List.of());

    private final List<AttributeValue> values;

    private ExistingValues(List<AttributeValue> values) {
        this.values = values;
    }

    static ExistingValues of(Collection<Item> items, String attribute) {
        List<AttributeValue> found = new ArrayList<>();
        for (Item i : items) {
            AttributeValue v = i.attributes().get(attribute);
            if (v != null) {
                found.add(v);
            }
        }
        return found.isEmpty() ? NONE : new ExistingValues(found);
    }

    /** The elements of set and list values, as values of their own. */
    ExistingValues elements() {
        List<AttributeValue> found = new ArrayList<>();
        for (AttributeValue v : values) {
            if (v instanceof AttributeValue.SS ss) {
                ss.value().forEach(s -> found.add(AttributeValue.s(s)));
            } else if (v instanceof AttributeValue.NS ns) {
                ns.value().forEach(n -> found.add(new AttributeValue.N(n)));
            } else if (v instanceof AttributeValue.L l) {
                found.addAll(l.value());
            }
        }
        return found.isEmpty() ? NONE : new ExistingValues(found);
    }

    List<AttributeValue> values() {
        return values;
    }

    /**
     * The distinct values of this type when they look like categories: a few values, repeated
     * ({@code open}/{@code closed}, three devices across eight streams); for an attribute that names a
     * category ({@code status}, {@code genres}), any few values. Empty otherwise.
     */
    List<AttributeValue> categories(AttributeType type, boolean namedCategory) {
        List<AttributeValue> typed = values.stream().filter(v -> v.type() == type).toList();
        Set<AttributeValue> distinct = new LinkedHashSet<>(typed);
        boolean few = distinct.size() <= MAX_CATEGORIES;
        boolean repeated = typed.size() >= 3 && distinct.size() * 2 <= typed.size();
        if (few && (repeated || namedCategory && distinct.size() >= 2)) {
            return List.copyOf(distinct);
        }
        return List.of();
    }

    /** The range of the numbers, when there are at least two different ones. */
    Optional<NumberRange> numberRange() {
        BigDecimal min = null;
        BigDecimal max = null;
        int scale = 0;
        for (AttributeValue v : values) {
            if (v instanceof AttributeValue.N n) {
                BigDecimal d = n.value();
                min = min == null || d.compareTo(min) < 0 ? d : min;
                max = max == null || d.compareTo(max) > 0 ? d : max;
                scale = Math.max(scale, Math.min(6, Math.max(0, d.scale())));
            }
        }
        if (min == null || min.compareTo(max) == 0) {
            return Optional.empty();
        }
        return Optional.of(new NumberRange(min, max, scale));
    }

    /**
     * The span of date-like strings as numbers: epoch days for dates and year-months, epoch seconds
     * for timestamps; when every string parses and at least two differ. A span shorter than a year is
     * stretched to one: dates are often part of keys ({@code tot#${yearMonth}}), and two months of
     * sample data leave too few keys for thousands of new items.
     */
    Optional<NumberRange> textRange(AttributeKind kind) {
        long min = Long.MAX_VALUE;
        long max = Long.MIN_VALUE;
        for (AttributeValue v : values) {
            if (!(v instanceof AttributeValue.S s)) {
                continue;
            }
            long n;
            try {
                switch (kind) {
                    case DATE:
                    case BIRTH_DATE:
                        n = LocalDate.parse(s.value()).toEpochDay();
                        break;
                    case YEAR_MONTH:
                        n = YearMonth.parse(s.value()).atDay(1).toEpochDay();
                        break;
                    case TIMESTAMP:
                        n = OffsetDateTime.parse(s.value()).toEpochSecond();
                        break;
                    default:
                        return Optional.empty();
                }
            } catch (DateTimeParseException e) {
                return Optional.empty();
            }
            min = Math.min(min, n);
            max = Math.max(max, n);
        }
        if (min >= max) {
            return Optional.empty();
        }
        long year = kind == AttributeKind.TIMESTAMP ? 365L * 86_400 : 365;
        return Optional.of(NumberRange.of(min, Math.max(max, min + year), 0));
    }

    /** A date-like kind when every string value has that shape (an {@code oscar} of "2004-02-29"s). */
    Optional<AttributeKind> textShape() {
        List<String> texts = values.stream().filter(v -> v instanceof AttributeValue.S)
                .map(v -> ((AttributeValue.S) v).value()).toList();
        if (texts.isEmpty()) {
            return Optional.empty();
        }
        if (texts.stream().allMatch(t -> ISO_DATE.matcher(t).matches())) {
            return Optional.of(AttributeKind.DATE);
        }
        if (texts.stream().allMatch(t -> ISO_INSTANT.matcher(t).matches())) {
            return Optional.of(AttributeKind.TIMESTAMP);
        }
        if (texts.stream().allMatch(t -> YEAR_MONTH.matcher(t).matches())) {
            return Optional.of(AttributeKind.YEAR_MONTH);
        }
        return Optional.empty();
    }
}
