package dev.tablewright.engine.query;

import dev.tablewright.engine.value.ValueOrder;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeValue;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The value of a partition key: one attribute's value, or for a GSI with a multi-attribute partition
 * key the tuple of its attributes' values, in key order. Partitions are ordered (for Scan's stable
 * order) by the first value, then the second, each by its type's order.
 */
record PartitionValue(List<AttributeValue> values) implements Comparable<PartitionValue> {
    PartitionValue {
        values = List.copyOf(values);
    }

    static PartitionValue of(AttributeValue value) {
        return new PartitionValue(List.of(value));
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
        return new PartitionValue(values);
    }

    @Override
    public int compareTo(PartitionValue other) {
        for (int i = 0; i < Math.min(values.size(), other.values.size()); i++) {
            int c = ValueOrder.compareKeys(values.get(i), other.values.get(i));
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(values.size(), other.values.size());
    }

    /** What spreads partitions over Scan segments: a single value hashes as the value itself. */
    int segmentHash() {
        return values.size() == 1 ? values.get(0).hashCode() : values.hashCode();
    }
}
