package dev.tablewright.engine.api;

import dev.tablewright.model.AttributeValue;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * DynamoDB's ItemCollectionMetrics: the item collection a write touched (its partition key value) and
 * an estimate of its size in GB, as a lower and an upper bound. The size counts the collection's
 * items in the table and what every local secondary index holds of them.
 */
public record ItemCollectionMetrics(Map<String, AttributeValue> key, double lowerGb, double upperGb) {
    public ItemCollectionMetrics {
        key = Collections.unmodifiableMap(new LinkedHashMap<>(key));
    }
}
