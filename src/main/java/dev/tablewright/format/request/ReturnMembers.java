package dev.tablewright.format.request;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.format.json.Json;
import java.util.List;
import java.util.Map;

/**
 * The members of a request that ask DynamoDB to return more than its answer, as the AWS CLI takes
 * them: {@code ReturnConsumedCapacity} (NONE, TOTAL, INDEXES: honoured, {@code run} prints the
 * capacity), {@code ReturnItemCollectionMetrics} and {@code ReturnValuesOnConditionCheckFailure}
 * (their NONE is what a request does anyway; SIZE and ALL_OLD are refused by name, not ignored).
 * And the legacy parameters the CLI still takes, each refused with the expression that replaces it.
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
        if ("SIZE".equals(value(o, ITEM_COLLECTION_METRICS, List.of("NONE", "SIZE")))) {
            throw new IllegalArgumentException(o.path(ITEM_COLLECTION_METRICS) + ": SIZE is not run by Tablewright "
                    + "(DynamoDB Local returns no item collection metrics either); leave it out or give NONE");
        }
        if ("ALL_OLD".equals(value(o, ON_CONDITION_CHECK_FAILURE, List.of("NONE", "ALL_OLD")))) {
            throw new IllegalArgumentException(o.path(ON_CONDITION_CHECK_FAILURE) + ": ALL_OLD is not run by "
                    + "Tablewright yet (the failed item is not shown); leave it out or give NONE");
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
