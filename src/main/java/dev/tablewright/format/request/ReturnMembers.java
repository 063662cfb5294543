package dev.tablewright.format.request;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.engine.api.ReturnCapacity;
import dev.tablewright.engine.api.WriteReturns;
import dev.tablewright.format.json.Json;
import java.util.List;
import java.util.Map;

/**
 * The members of a request that ask DynamoDB to return more than its answer, as the AWS CLI takes
 * them, read into the request: {@code ReturnConsumedCapacity} (NONE, TOTAL, INDEXES),
 * {@code ReturnItemCollectionMetrics} (NONE, SIZE) and {@code ReturnValuesOnConditionCheckFailure}
 * (NONE, ALL_OLD); {@code run} prints what they return. And the legacy parameters the CLI still
 * takes, each refused with the expression that replaces it.
 */
final class ReturnMembers {
    static final String CONSUMED_CAPACITY = "ReturnConsumedCapacity";
    static final String ITEM_COLLECTION_METRICS = "ReturnItemCollectionMetrics";
    static final String ON_CONDITION_CHECK_FAILURE = "ReturnValuesOnConditionCheckFailure";

    /** A legacy parameter and what to write instead. */
    private static final Map<String, String> LEGACY = Map.of(
            "KeyConditions", "a KeyConditionExpression",
            "QueryFilter", "a FilterExpression",
            "ScanFilter", "a FilterExpression",
            "AttributesToGet", "a ProjectionExpression",
            "Expected", "a ConditionExpression",
            "AttributeUpdates", "an UpdateExpression",
            "ConditionalOperator", "AND or OR inside the FilterExpression or ConditionExpression");

    private ReturnMembers() {
    }

    /** Why the member cannot be taken when it is a legacy parameter, else null. */
    static String legacy(String path, String member) {
        String instead = LEGACY.get(member);
        return instead == null ? null : path + "." + member + ": a legacy parameter Tablewright does not run; write "
                + instead + " instead";
    }

    /**
     * Checks the values of the Return… members the object has.
     *
     * @throws IllegalArgumentException naming the member and what was expected
     */
    static void check(RequestObject o) {
        value(o, CONSUMED_CAPACITY, List.of("NONE", "TOTAL", "INDEXES"));
        value(o, ITEM_COLLECTION_METRICS, List.of("NONE", "SIZE"));
        value(o, ON_CONDITION_CHECK_FAILURE, List.of("NONE", "ALL_OLD"));
    }

    /** The object's ReturnConsumedCapacity (checked): NONE when absent. */
    static ReturnCapacity capacity(RequestObject o) {
        String v = o.text(CONSUMED_CAPACITY, false);
        return v == null ? ReturnCapacity.NONE : ReturnCapacity.valueOf(v);
    }

    /** Whether the object asks ReturnValuesOnConditionCheckFailure ALL_OLD. */
    static boolean oldItemOnConditionFailure(RequestObject o) {
        return "ALL_OLD".equals(o.text(ON_CONDITION_CHECK_FAILURE, false));
    }

    /** What a Put, Update or Delete (or one action of a transaction) asks for beside ReturnValues. */
    static WriteReturns writeReturns(RequestObject o) {
        return new WriteReturns(capacity(o), "SIZE".equals(o.text(ITEM_COLLECTION_METRICS, false)),
                oldItemOnConditionFailure(o));
    }

    /** Writes the members that differ from DynamoDB's defaults, so a request written reads back the same. */
    static void write(ObjectNode o, ReturnCapacity capacity, boolean collectionMetrics, boolean oldItem) {
        if (capacity != ReturnCapacity.NONE) {
            o.put(CONSUMED_CAPACITY, capacity.name());
        }
        if (collectionMetrics) {
            o.put(ITEM_COLLECTION_METRICS, "SIZE");
        }
        if (oldItem) {
            o.put(ON_CONDITION_CHECK_FAILURE, "ALL_OLD");
        }
    }

    /** ReturnConsumedCapacity of a request's top object: NONE when absent. */
    static String consumedCapacity(JsonNode root) {
        JsonNode n = root.get(CONSUMED_CAPACITY);
        return n == null || !n.isTextual() ? "NONE" : n.textValue();
    }

    private static String value(RequestObject o, String member, List<String> allowed) {
        String v = o.text(member, false);
        if (v != null && !allowed.contains(v)) {
            throw new IllegalArgumentException(o.path(member) + ": '" + Json.abbreviate(v, 40) + "' is not one of "
                    + String.join(", ", allowed));
        }
        return v;
    }
}
