package dev.tablewright.model;

import java.util.Objects;

/**
 * The kept item's attribute {@code attribute} holds {@code kind} of the source's attribute {@code of}
 * over the group: COUNT of the items ({@code of} empty), SUM, MIN or MAX of a number, or LATEST, the
 * value on the group's latest-written item (in sample data, the last in the items' order).
 */
public record Measure(String attribute, MeasureKind kind, String of) {
    public Measure {
        Objects.requireNonNull(attribute, "measure attribute");
        Objects.requireNonNull(kind, "measure kind");
        of = kind == MeasureKind.COUNT || of == null ? "" : of;
    }

    public Measure withAttribute(String newAttribute) {
        return new Measure(newAttribute, kind, of);
    }

    Measure renameSourceAttribute(String from, String to) {
        return !of.isEmpty() && of.equals(from) ? new Measure(attribute, kind, to) : this;
    }
}
