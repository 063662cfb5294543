package dev.tablewright.model;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which part of a source value a group part takes: the value whole, or the year, month or day of
 * an ISO-8601 date or timestamp string ({@code 2024-05-17T10:00:00Z} → {@code 2024}, {@code 2024-05},
 * {@code 2024-05-17}).
 */
public enum PartOf {
    VALUE(null),
    YEAR("\\d{4}"),
    MONTH("\\d{4}-\\d{2}"),
    DAY("\\d{4}-\\d{2}-\\d{2}");

    private final Pattern start;

    PartOf(String start) {
        this.start = start == null ? null : Pattern.compile(start);
    }

    /** The part of a text, or empty when the text does not start with that much of a date. */
    public Optional<String> of(String text) {
        if (start == null) {
            return Optional.of(text);
        }
        Matcher m = start.matcher(text);
        return m.lookingAt() ? Optional.of(m.group()) : Optional.empty();
    }

    /** {@code VALUE}, {@code YEAR}, … as written in files; empty for any other text. */
    public static Optional<PartOf> parse(String text) {
        for (PartOf p : values()) {
            if (p.name().equals(text)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }
}
