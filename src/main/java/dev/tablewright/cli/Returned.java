package dev.tablewright.cli;

import dev.tablewright.engine.api.ConsumedCapacity;
import dev.tablewright.engine.api.ItemCollectionMetrics;
import dev.tablewright.engine.api.SearchVectorsResult;
import dev.tablewright.format.dynamo.DynamoJson;
import dev.tablewright.format.json.Json;
import dev.tablewright.model.Item;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The lines {@code run} prints for what a request's Return… members asked DynamoDB to return beside
 * its answer: the consumed capacity (split by table and index for INDEXES), the item collection's
 * metrics (SIZE), and the item a failed condition found (ALL_OLD).
 */
final class Returned {
    private Returned() {
    }

    /**
     * What ReturnConsumedCapacity asked for: the capacity units the request consumed, per table as DynamoDB
     * reports them ({@code ConsumedCapacity (TOTAL): 0.5 capacity units (Movies)}), with the table's and each
     * index's part where DynamoDB split them ({@code (Movies: table 1, GSI1 1, LSI1 1)}).
     */
    static String capacity(String asked, List<ConsumedCapacity> consumed) {
        if (consumed.isEmpty()) {
            return "ConsumedCapacity (" + asked + "): not reported";
        }
        return "ConsumedCapacity (" + asked + "): " + consumed.stream()
                .map(c -> units(c.capacityUnits()) + " capacity units (" + (c.byIndex() ? split(c) : c.table()) + ")")
                .collect(Collectors.joining(", "));
    }

    /** A table's units split between the table and each index: {@code Movies: table 0, global index GSI-1 0.5}. */
    static String split(ConsumedCapacity c) {
        List<String> parts = new ArrayList<>();
        parts.add("table " + capacity(c.tableCapacity()));
        c.globalIndexes().forEach((name, units) -> parts.add("global index " + name + " " + capacity(units)));
        c.localIndexes().forEach((name, units) -> parts.add("local index " + name + " " + capacity(units)));
        return c.table() + ": " + String.join(", ", parts);
    }

    /**
     * What a SearchVectors consumed: bytes, not capacity units ({@code VectorSearchRequestBytes}), said to be
     * the Sandbox's estimate where it is one (docs/engine-differences.md).
     */
    static String searchCapacity(String asked, Optional<SearchVectorsResult.VectorCapacity> consumed) {
        return "ConsumedCapacity (" + asked + "): " + consumed.map(c -> "VectorSearchRequestBytes "
                + units(c.searchRequestBytes()) + (c.estimated() ? " (the Sandbox's estimate: the vectors examined and "
                + "the items returned, at least 1 KB)" : "")).orElse("not reported");
    }

    /** Capacity units, with the read and write units where DynamoDB reports them apart. */
    private static String capacity(ConsumedCapacity.Capacity c) {
        List<String> split = new ArrayList<>();
        if (c.readCapacityUnits() != 0) {
            split.add("read " + units(c.readCapacityUnits()));
        }
        if (c.writeCapacityUnits() != 0) {
            split.add("write " + units(c.writeCapacityUnits()));
        }
        return units(c.capacityUnits()) + (split.isEmpty() ? "" : " (" + String.join(", ", split) + ")");
    }

    /**
     * What ReturnItemCollectionMetrics SIZE returned: the collection's key and its size estimate, or
     * one line saying none came back (DynamoDB returns them for a table with local secondary indexes
     * only, DynamoDB Local never).
     */
    static String collectionMetrics(Optional<ItemCollectionMetrics> metrics) {
        if (metrics.isEmpty()) {
            return "ItemCollectionMetrics (SIZE): none returned (DynamoDB returns them only for a table with local "
                    + "secondary indexes; DynamoDB Local returns none)";
        }
        ItemCollectionMetrics m = metrics.get();
        return "ItemCollectionMetrics (SIZE): ItemCollectionKey " + key(m.key()) + ", SizeEstimateRangeGB ["
                + units(m.lowerGb()) + ", " + units(m.upperGb()) + "]";
    }

    /** The item a failed condition found, as the AWS CLI shows an error's Item: DynamoDB JSON. */
    static String item(Item item) {
        return "Item: " + Json.compact(DynamoJson.encodeItem(item));
    }

    private static String key(Map<String, dev.tablewright.model.AttributeValue> key) {
        return Json.compact(DynamoJson.encodeItem(new Item(key)));
    }

    static String units(double units) {
        return BigDecimal.valueOf(units).stripTrailingZeros().toPlainString();
    }
}
