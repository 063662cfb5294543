package dev.tablewright.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The key of a table or an index: its partition attributes, then its sort attributes. A table and an
 * LSI have one partition attribute and at most one sort attribute; a GSI may have up to four of each
 * (DynamoDB's multi-attribute keys): items are grouped by the tuple of partition values and ordered
 * by the first sort attribute, then the second, each by its own type's order.
 */
public record KeySchema(List<AttributeDef> partitionKeys, List<AttributeDef> sortKeys) {
    /** DynamoDB's limit on the attributes of a GSI's partition key, and of its sort key. */
    public static final int MAX_ATTRIBUTES_PER_KEY = 4;

    public KeySchema {
        if (partitionKeys == null || sortKeys == null) {
            throw new NullPointerException("partition and sort keys");
        }
        if (partitionKeys.isEmpty()) {
            throw new IllegalArgumentException("a key has at least one partition attribute");
        }
        partitionKeys = List.copyOf(partitionKeys);
        sortKeys = List.copyOf(sortKeys);
    }

    public KeySchema(AttributeDef partitionKey, Optional<AttributeDef> sortKey) {
        this(List.of(partitionKey), sortKey.map(List::of).orElse(List.of()));
    }

    public static KeySchema of(String pk, AttributeType pkType) {
        return new KeySchema(new AttributeDef(pk, pkType), Optional.empty());
    }

    public static KeySchema of(String pk, AttributeType pkType, String sk, AttributeType skType) {
        return new KeySchema(new AttributeDef(pk, pkType), Optional.of(new AttributeDef(sk, skType)));
    }

    /**
     * The first partition attribute: the partition key of a table, an LSI or a single-attribute GSI.
     * Code that may meet a GSI with several must use {@link #partitionKeys()}.
     */
    public AttributeDef partitionKey() {
        return partitionKeys.get(0);
    }

    /**
     * The first sort attribute, if any: the sort key of a table, an LSI or a single-attribute GSI.
     * Code that may meet a GSI with several must use {@link #sortKeys()}.
     */
    public Optional<AttributeDef> sortKey() {
        return sortKeys.isEmpty() ? Optional.empty() : Optional.of(sortKeys.get(0));
    }

    /** Whether the partition or the sort key has more than one attribute (only a GSI's can). */
    public boolean isMultiAttribute() {
        return partitionKeys.size() > 1 || sortKeys.size() > 1;
    }

    public boolean hasSortKey() {
        return !sortKeys.isEmpty();
    }

    /** Partition attributes first, then the sort attributes, in key order. */
    public List<AttributeDef> attributes() {
        List<AttributeDef> list = new ArrayList<>(partitionKeys.size() + sortKeys.size());
        list.addAll(partitionKeys);
        list.addAll(sortKeys);
        return list;
    }

    public List<String> names() {
        return attributes().stream().map(AttributeDef::name).toList();
    }

    public List<String> partitionNames() {
        return partitionKeys.stream().map(AttributeDef::name).toList();
    }

    public List<String> sortNames() {
        return sortKeys.stream().map(AttributeDef::name).toList();
    }

    public boolean contains(String attribute) {
        return isPartitionAttribute(attribute) || sortKeys.stream().anyMatch(k -> k.name().equals(attribute));
    }

    public boolean isPartitionAttribute(String attribute) {
        return partitionKeys.stream().anyMatch(k -> k.name().equals(attribute));
    }

    /** The key attribute of that name, if the key has one. */
    public Optional<AttributeDef> attribute(String name) {
        return attributes().stream().filter(a -> a.name().equals(name)).findFirst();
    }

    /** "PK / SK", or "(tournamentId, region) / (round, bracket, matchId)" for multi-attribute keys. */
    public String describe() {
        return tuple(partitionNames()) + (hasSortKey() ? " / " + tuple(sortNames()) : "");
    }

    /** One part as it is, several as "(a, b)": how a multi-attribute key's names or values are shown. */
    public static String tuple(List<String> parts) {
        return parts.size() == 1 ? parts.get(0) : "(" + String.join(", ", parts) + ")";
    }

    /** The same key with an attribute renamed wherever it appears. */
    public KeySchema renamed(String from, String to) {
        return new KeySchema(rename(partitionKeys, from, to), rename(sortKeys, from, to));
    }

    private static List<AttributeDef> rename(List<AttributeDef> keys, String from, String to) {
        return keys.stream().map(k -> k.name().equals(from) ? k.withName(to) : k).toList();
    }
}
