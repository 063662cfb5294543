package dev.tablewright.aws.sdk;

import dev.tablewright.engine.api.ConsumedCapacity;
import java.util.List;

/** DynamoDB's ConsumedCapacity (asked for as TOTAL on every data call) in the engine's terms. */
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
                orZero(c.writeCapacityUnits()));
    }

    private static double orZero(Double d) {
        return d == null ? 0 : d;
    }
}
