package dev.tablewright.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** A partition key and an optional sort key. */
public record KeySchema(AttributeDef partitionKey, Optional<AttributeDef> sortKey) {
    public KeySchema {
        if (partitionKey == null || sortKey == null) {
            throw new NullPointerException("partition key");
        }
    }

    public static KeySchema of(String pk, AttributeType pkType) {
        return new KeySchema(new AttributeDef(pk, pkType), Optional.empty());
    }

    public static KeySchema of(String pk, AttributeType pkType, String sk, AttributeType skType) {
        return new KeySchema(new AttributeDef(pk, pkType), Optional.of(new AttributeDef(sk, skType)));
    }

    /** Partition key first, then the sort key if any. */
    public List<AttributeDef> attributes() {
        List<AttributeDef> list = new ArrayList<>(2);
        list.add(partitionKey);
        sortKey.ifPresent(list::add);
        return list;
    }

    public List<String> names() {
        return attributes().stream().map(AttributeDef::name).toList();
    }

    public boolean contains(String attribute) {
        return partitionKey.name().equals(attribute) || sortKey.map(k -> k.name().equals(attribute)).orElse(false);
    }
}
