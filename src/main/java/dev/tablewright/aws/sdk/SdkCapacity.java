package dev.tablewright.aws.sdk;

import dev.tablewright.engine.api.ConsumedCapacity;
import dev.tablewright.engine.api.ConsumedCapacity.Capacity;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * DynamoDB's ConsumedCapacity (asked for as TOTAL on every data call, INDEXES where the request asks)
 * in the engine's terms: the total and, when DynamoDB split it, the table's and each index's part.
 */
final class SdkCapacity {
    private SdkCapacity() {
    }

    static List<ConsumedCapacity> of(software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity c) {
        return c == null ? List.of() : List.of(convert(c));
    }

    static List<ConsumedCapacity> of(List<software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity> list,
            boolean present) {
        return present ? list.stream().map(SdkCapacity::convert).toList() : List.of();
    }

    private static ConsumedCapacity convert(software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity c) {
        return new ConsumedCapacity(c.tableName(), orZero(c.capacityUnits()), orZero(c.readCapacityUnits()),
                orZero(c.writeCapacityUnits()), c.table() == null ? null : capacity(c.table()),
                c.hasGlobalSecondaryIndexes() ? capacities(c.globalSecondaryIndexes()) : Map.of(),
                c.hasLocalSecondaryIndexes() ? capacities(c.localSecondaryIndexes()) : Map.of());
    }

    private static Map<String, Capacity> capacities(
            Map<String, software.amazon.awssdk.services.dynamodb.model.Capacity> byIndex) {
        Map<String, Capacity> out = new LinkedHashMap<>();
        byIndex.forEach((name, c) -> out.put(name, capacity(c)));
        return out;
    }

    private static Capacity capacity(software.amazon.awssdk.services.dynamodb.model.Capacity c) {
        return new Capacity(orZero(c.capacityUnits()), orZero(c.readCapacityUnits()), orZero(c.writeCapacityUnits()));
    }

    private static double orZero(Double d) {
        return d == null ? 0 : d;
    }
}
