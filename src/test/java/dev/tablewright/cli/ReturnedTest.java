package dev.tablewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.engine.api.ConsumedCapacity;
import dev.tablewright.engine.api.ItemCollectionMetrics;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The lines run prints for what the Return… members asked for. */
class ReturnedTest {
    @Test
    void theCapacityIsPrintedWithEachPartWhenSplit() {
        assertEquals("ConsumedCapacity (TOTAL): 1.5 capacity units (Movies)",
                Returned.capacity("TOTAL", List.of(new ConsumedCapacity("Movies", 1.5, 0, 0))));
        assertEquals("ConsumedCapacity (INDEXES): 12 capacity units (t: table 4 (write 4), global index g 6 (write 6), "
                + "local index l 2 (write 2))", Returned.capacity("INDEXES", List.of(new ConsumedCapacity("t", 12, 0, 12,
                        new ConsumedCapacity.Capacity(4, 0, 4), Map.of("g", new ConsumedCapacity.Capacity(6, 0, 6)),
                        Map.of("l", new ConsumedCapacity.Capacity(2, 0, 2))))));
        assertEquals("ConsumedCapacity (INDEXES): not reported", Returned.capacity("INDEXES", List.of()));
    }

    @Test
    void theMetricsAnEndpointReturnsArePrintedAndTheirAbsenceSaid() {
        assertEquals("ItemCollectionMetrics (SIZE): ItemCollectionKey {\"pk\":{\"S\":\"p#1\"}}, SizeEstimateRangeGB [1, 2]",
                Returned.collectionMetrics(Optional.of(new ItemCollectionMetrics(Map.of("pk", AttributeValue.s("p#1")),
                        1.0, 2.0))));
        assertEquals("ItemCollectionMetrics (SIZE): none returned (DynamoDB returns them only for a table with local "
                + "secondary indexes; DynamoDB Local returns none)", Returned.collectionMetrics(Optional.empty()));
    }

    @Test
    void theItemAFailedConditionFoundIsDynamoDbJson() {
        assertEquals("Item: {\"pk\":{\"S\":\"a\"},\"n\":{\"N\":\"1\"}}",
                Returned.item(Item.of("pk", AttributeValue.s("a"), "n", AttributeValue.n("1"))));
    }
}
