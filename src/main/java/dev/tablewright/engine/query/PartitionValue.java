package dev.tablewright.engine.query;

import dev.tablewright.engine.value.ValueOrder;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * The value of a partition key: one attribute's value, or for a GSI with a multi-attribute partition
 * key the tuple of its attributes' values, in key order. Partitions are ordered (for Scan's stable
 * order) by the first value, then the second, each by its type's order.
 *
 * <p>A table holds one per partition and index (a million for a million single-item partitions), so
 * a single value is held as it is, without a list around it.
 */
final class PartitionValue implements Comparable<PartitionValue> {
    /** The one value itself, or the list of a multi-attribute key's values. */
    private final Object value;

    private PartitionValue(Object value) {
        this.value = value;
    }

    static PartitionValue of(AttributeValue value) {
        return new PartitionValue(Objects.requireNonNull(value, "partition value"));
    }

    /** The values of the partition attributes in key order (a Query's key condition). */
    static PartitionValue of(List<AttributeValue> values) {
        return values.size() == 1 ? of(values.get(0)) : new PartitionValue(List.copyOf(values));
    }

    /** The partition value of an item (or a key) with these partition attributes; null when one is missing. */
    static PartitionValue of(List<AttributeDef> partitionKeys, Function<String, AttributeValue> attribute) {
        if (partitionKeys.size() == 1) {
            AttributeValue v = attribute.apply(partitionKeys.get(0).name());
            return v == null ? null : of(v);
        }
        List<AttributeValue> values = new ArrayList<>(partitionKeys.size());
        for (AttributeDef k : partitionKeys) {
            AttributeValue v = attribute.apply(k.name());
            if (v == null) {
                return null;
            }
            values.add(v);
        }
        return of(values);
    }

    /** The values in key order. */
    @SuppressWarnings("unchecked")
    List<AttributeValue> values() {
        return value instanceof AttributeValue v ? List.of(v) : (List<AttributeValue>) value;
    }

    @Override
    public int compareTo(PartitionValue other) {
        if (value instanceof AttributeValue a && other.value instanceof AttributeValue b) {
            return ValueOrder.compareKeys(a, b);
        }
        List<AttributeValue> mine = values();
        List<AttributeValue> theirs = other.values();
        for (int i = 0; i < Math.min(mine.size(), theirs.size()); i++) {
            int c = ValueOrder.compareKeys(mine.get(i), theirs.get(i));
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(mine.size(), theirs.size());
    }

    /** What spreads partitions over Scan segments: a single value hashes as the value itself. */
    int segmentHash() {
        return value.hashCode();
    }

    /** Equal when the values are: one value is never held as a list of one, so the held objects compare. */
    @Override
    public boolean equals(Object o) {
        return o instanceof PartitionValue p && value.equals(p.value);
    }

    @Override
    public int hashCode() {
        return value.hashCode();
    }

    @Override
    public String toString() {
        return values().toString();
    }
}
