package dev.tablewright.aws.sdk;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.engine.api.ConsumedCapacity;
import dev.tablewright.engine.api.ItemCollectionMetrics;
import dev.tablewright.engine.api.ReturnCapacity;
import dev.tablewright.engine.api.WriteReturns;
import dev.tablewright.model.AttributeValue;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.Capacity;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ReturnItemCollectionMetrics;

/**
 * What DynamoDB returns for the Return… members, read into the engine's terms: the shapes DynamoDB
 * (on AWS) sends that DynamoDB Local never does, ItemCollectionMetrics and a capacity with read and
 * write units per index, are built here as the service sends them.
 */
class SdkReturnsTest {
    @Test
    void itemCollectionMetricsAreReadAsReturnedAndNoneWhenAbsent() {
        var returned = software.amazon.awssdk.services.dynamodb.model.ItemCollectionMetrics.builder()
                .itemCollectionKey(Map.of("pk", software.amazon.awssdk.services.dynamodb.model.AttributeValue
                        .fromS("p#1")))
                .sizeEstimateRangeGB(1.0, 2.0).build();
        assertEquals(Optional.of(new ItemCollectionMetrics(Map.of("pk", AttributeValue.s("p#1")), 1, 2)),
                SdkReturns.metrics(returned));
        assertEquals(Optional.empty(), SdkReturns.metrics(null));
        assertEquals(Optional.empty(), SdkReturns.metrics(
                software.amazon.awssdk.services.dynamodb.model.ItemCollectionMetrics.builder().build()));
    }

    @Test
    void theCapacityIsSplitAsReturned() {
        var returned = software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity.builder().tableName("t")
                .capacityUnits(12.0).writeCapacityUnits(12.0)
                .table(Capacity.builder().capacityUnits(4.0).writeCapacityUnits(4.0).build())
                .globalSecondaryIndexes(Map.of("g", Capacity.builder().capacityUnits(8.0).writeCapacityUnits(8.0).build()))
                .build();
        assertEquals(List.of(new ConsumedCapacity("t", 12, 0, 12, new ConsumedCapacity.Capacity(4, 0, 4),
                Map.of("g", new ConsumedCapacity.Capacity(8, 0, 8)), Map.of())), SdkCapacity.of(returned));
        var total = software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity.builder().tableName("t")
                .capacityUnits(0.5).build();
        assertEquals(List.of(new ConsumedCapacity("t", 0.5, 0, 0)), SdkCapacity.of(total));
    }

    @Test
    void theRequestAsksTotalAtLeastAndTheRestOnlyWhereItAsks() {
        assertEquals(ReturnConsumedCapacity.TOTAL, SdkReturns.capacity(ReturnCapacity.NONE));
        assertEquals(ReturnConsumedCapacity.INDEXES, SdkReturns.capacity(ReturnCapacity.INDEXES));
        assertEquals(null, SdkReturns.collectionMetrics(WriteReturns.NONE));
        assertEquals(ReturnItemCollectionMetrics.SIZE, SdkReturns.collectionMetrics(
                new WriteReturns(ReturnCapacity.NONE, true, false)));
    }
}
