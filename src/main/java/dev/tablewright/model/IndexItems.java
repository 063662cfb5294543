package dev.tablewright.model;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Index items the stream keeps beside each source item: one per source item ({@code each} empty), or
 * one per entry of the source's map attribute {@code each} (an issue's custom fields), whose entry
 * the kept entity's templates name {@code ${key}} and {@code ${value}}. {@code entryType}, when
 * present, takes only the entries whose value is of that type (the issue tracker keeps text fields
 * and number fields as two entities, each in an index of its own key type). {@code copied} are source
 * attributes copied onto each. The handler removes them when their source item goes.
 */
public record IndexItems(String each, Optional<AttributeType> entryType, List<String> copied) implements Keeping {
    /** What the kept entity's templates call a map entry's key and value. */
    public static final String KEY = "key";
    public static final String VALUE = "value";

    public IndexItems {
        each = Objects.requireNonNullElse(each, "");
        entryType = entryType == null ? Optional.empty() : entryType;
        copied = List.copyOf(copied);
    }

    /** Every entry of {@code each} (or one item per source item when {@code each} is empty). */
    public IndexItems(String each, List<String> copied) {
        this(each, Optional.empty(), copied);
    }

    public boolean perEntry() {
        return !each.isEmpty();
    }

    /** Whether an entry whose value is this one makes an index item. */
    public boolean takes(AttributeValue value) {
        return entryType.map(t -> t == value.type()).orElse(true);
    }

    @Override
    public IndexItems renameSourceAttribute(String from, String to) {
        return new IndexItems(each.equals(from) ? to : each, entryType,
                copied.stream().map(c -> c.equals(from) ? to : c).toList());
    }

    /** A copied attribute keeps its source name on the kept item. */
    @Override
    public IndexItems renameKeptAttribute(String from, String to) {
        return this;
    }
}
