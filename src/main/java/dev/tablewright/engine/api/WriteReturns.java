package dev.tablewright.engine.api;

/**
 * What a Put, Update or Delete asks DynamoDB to return beside its ReturnValues.
 *
 * @param capacity                  ReturnConsumedCapacity
 * @param collectionMetrics         ReturnItemCollectionMetrics SIZE: the size of the item collection written
 *                                  (reported for a table with local secondary indexes only)
 * @param oldItemOnConditionFailure ReturnValuesOnConditionCheckFailure ALL_OLD: a failed condition reports
 *                                  the item as it was ({@link DynamoException#item()})
 */
public record WriteReturns(ReturnCapacity capacity, boolean collectionMetrics, boolean oldItemOnConditionFailure) {
    /** DynamoDB's defaults: nothing beside the answer (the gateways report the total capacity all the same). */
    public static final WriteReturns NONE = new WriteReturns(ReturnCapacity.NONE, false, false);

    public WriteReturns {
        capacity = capacity == null ? ReturnCapacity.NONE : capacity;
    }
}
