package dev.tablewright.model;

import java.util.List;
import java.util.Objects;

/**
 * Index items the stream keeps beside each source item: one per source item ({@code each} empty), or
 * one per entry of the source's map attribute {@code each} (an issue's custom fields), whose entry
 * the kept entity's templates name {@code ${key}} and {@code ${value}}. {@code copied} are source
 * attributes copied onto each. The handler removes them when their source item goes.
 */
public record IndexItems(String each, List<String> copied) implements Keeping {
    /** What the kept entity's templates call a map entry's key and value. */
    public static final String KEY = "key";
    public static final String VALUE = "value";

    public IndexItems {
        each = Objects.requireNonNullElse(each, "");
        copied = List.copyOf(copied);
    }

    public boolean perEntry() {
        return !each.isEmpty();
    }

    @Override
    public IndexItems renameSourceAttribute(String from, String to) {
        return new IndexItems(each.equals(from) ? to : each,
                copied.stream().map(c -> c.equals(from) ? to : c).toList());
    }

    /** A copied attribute keeps its source name on the kept item. */
    @Override
    public IndexItems renameKeptAttribute(String from, String to) {
        return this;
    }
}
