package dev.tablewright.aws.sdk;

import dev.tablewright.engine.api.ItemCollectionMetrics;
import dev.tablewright.engine.api.ReturnCapacity;
import dev.tablewright.engine.api.WriteReturns;
import dev.tablewright.model.Item;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ReturnItemCollectionMetrics;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;

/** A request's Return… members in the SDK's terms, and what DynamoDB returned for them in the engine's. */
final class SdkReturns {
    private SdkReturns() {
    }

    /** TOTAL at least, which the window shows under every answer; INDEXES where the request asks for it. */
    static ReturnConsumedCapacity capacity(ReturnCapacity asked) {
        return asked == ReturnCapacity.INDEXES ? ReturnConsumedCapacity.INDEXES : ReturnConsumedCapacity.TOTAL;
    }

    /** SIZE where asked, else not sent (DynamoDB's default, NONE). */
    static ReturnItemCollectionMetrics collectionMetrics(WriteReturns returns) {
        return returns.collectionMetrics() ? ReturnItemCollectionMetrics.SIZE : null;
    }

    /** ALL_OLD where asked, else not sent (DynamoDB's default, NONE). */
    static ReturnValuesOnConditionCheckFailure onConditionFailure(boolean oldItem) {
        return oldItem ? ReturnValuesOnConditionCheckFailure.ALL_OLD : null;
    }

    /** The item an error carries; the SDK gives an empty map where DynamoDB sent none. */
    static Optional<Item> item(boolean present, Map<String, AttributeValue> item) {
        return present && !item.isEmpty() ? Optional.of(SdkValues.item(item)) : Optional.empty();
    }

    /** ItemCollectionMetrics as returned, or empty when DynamoDB returned none (DynamoDB Local never does). */
    static Optional<ItemCollectionMetrics> metrics(
            software.amazon.awssdk.services.dynamodb.model.ItemCollectionMetrics m) {
        if (m == null || !m.hasItemCollectionKey()) {
            return Optional.empty();
        }
        List<Double> range = m.hasSizeEstimateRangeGB() ? m.sizeEstimateRangeGB() : List.of();
        return Optional.of(new ItemCollectionMetrics(SdkValues.fromSdk(m.itemCollectionKey()),
                range.isEmpty() ? 0 : range.get(0), range.size() < 2 ? 0 : range.get(1)));
    }

    /** A batch's or transaction's ItemCollectionMetrics by table, each table's as returned (Local returns none). */
    static Map<String, List<ItemCollectionMetrics>> metricsByTable(
            Map<String, List<software.amazon.awssdk.services.dynamodb.model.ItemCollectionMetrics>> byTable) {
        Map<String, List<ItemCollectionMetrics>> out = new java.util.LinkedHashMap<>();
        byTable.forEach((table, list) -> {
            List<ItemCollectionMetrics> metrics = list.stream().map(SdkReturns::metrics)
                    .flatMap(Optional::stream).toList();
            if (!metrics.isEmpty()) {
                out.put(table, metrics);
            }
        });
        return out;
    }
}
