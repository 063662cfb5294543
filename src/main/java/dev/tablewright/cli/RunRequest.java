package dev.tablewright.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.engine.api.DeleteItemRequest;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.GetItemRequest;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.QueryRequest;
import dev.tablewright.engine.api.ReturnValues;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.engine.api.Select;
import dev.tablewright.engine.api.UpdateItemRequest;
import dev.tablewright.format.dynamo.DynamoJson;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonTreeReader;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.Problem;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A request file in the shape the AWS CLI takes with {@code --cli-input-json}: the API's member names
 * (TableName, Key, KeyConditionExpression, ExpressionAttributeValues in DynamoDB JSON …). A member the
 * operation does not have is refused by name rather than ignored.
 */
final class RunRequest {
    private static final Set<String> EXPRESSIONS = Set.of("TableName", "ExpressionAttributeNames", "ExpressionAttributeValues");
    private static final Map<String, Set<String>> MEMBERS = Map.of(
            "query", Set.of("IndexName", "KeyConditionExpression", "FilterExpression", "ProjectionExpression", "Limit",
                    "ScanIndexForward", "ExclusiveStartKey", "Select", "ConsistentRead"),
            "scan", Set.of("IndexName", "FilterExpression", "ProjectionExpression", "Limit", "ExclusiveStartKey",
                    "Segment", "TotalSegments", "Select", "ConsistentRead"),
            "get-item", Set.of("Key", "ProjectionExpression", "ConsistentRead"),
            "put-item", Set.of("Item", "ConditionExpression", "ReturnValues"),
            "update-item", Set.of("Key", "UpdateExpression", "ConditionExpression", "ReturnValues"),
            "delete-item", Set.of("Key", "ConditionExpression", "ReturnValues"));

    private final JsonNode o;

    private RunRequest(JsonNode o) {
        this.o = o;
    }

    /** @throws IllegalArgumentException naming the member and what was expected */
    static RunRequest parse(String json, String operation) {
        Diagnostics d = new Diagnostics("request");
        JsonNode root = JsonTreeReader.read(json, d).orElse(null);
        failOnErrors(d);
        if (root == null || !root.isObject()) {
            throw new IllegalArgumentException("expected a JSON object, found " + (root == null ? "nothing" : Json.describe(root)));
        }
        Set<String> allowed = MEMBERS.get(operation);
        for (Iterator<String> it = root.fieldNames(); it.hasNext(); ) {
            String name = it.next();
            if (!allowed.contains(name) && !EXPRESSIONS.contains(name)) {
                throw new IllegalArgumentException("$." + name + ": not a member of " + operation + " (it takes "
                        + allowed.stream().sorted().collect(Collectors.joining(", ")) + " and " + String.join(", ",
                        EXPRESSIONS.stream().sorted().toList()) + ")");
            }
        }
        return new RunRequest(root);
    }

    QueryRequest query() {
        return new QueryRequest(table(), text("IndexName", false), text("KeyConditionExpression", true),
                text("FilterExpression", false), text("ProjectionExpression", false), expr(), integer("Limit"),
                bool("ScanIndexForward", true), key("ExclusiveStartKey", false), select(), bool("ConsistentRead", false));
    }

    ScanRequest scan() {
        Integer segment = integer("Segment");
        Integer total = integer("TotalSegments");
        if ((segment == null) != (total == null)) {
            throw new IllegalArgumentException("Segment and TotalSegments go together");
        }
        return new ScanRequest(table(), text("IndexName", false), text("FilterExpression", false),
                text("ProjectionExpression", false), expr(), integer("Limit"), key("ExclusiveStartKey", false), segment, total,
                select(), bool("ConsistentRead", false));
    }

    GetItemRequest getItem() {
        return new GetItemRequest(table(), key("Key", true), text("ProjectionExpression", false), expr(),
                bool("ConsistentRead", false));
    }

    PutItemRequest putItem() {
        return new PutItemRequest(table(), new Item(key("Item", true)), text("ConditionExpression", false), expr(),
                returnValues());
    }

    UpdateItemRequest updateItem() {
        return new UpdateItemRequest(table(), key("Key", true), text("UpdateExpression", false),
                text("ConditionExpression", false), expr(), returnValues());
    }

    DeleteItemRequest deleteItem() {
        return new DeleteItemRequest(table(), key("Key", true), text("ConditionExpression", false), expr(), returnValues());
    }

    String table() {
        return text("TableName", true);
    }

    private String text(String member, boolean required) {
        JsonNode n = o.get(member);
        if (n == null || n.isNull()) {
            if (required) {
                throw new IllegalArgumentException("$." + member + " is required");
            }
            return null;
        }
        if (!n.isTextual()) {
            throw new IllegalArgumentException("$." + member + ": expected a string, found " + Json.describe(n));
        }
        return n.asText();
    }

    private Integer integer(String member) {
        JsonNode n = o.get(member);
        if (n == null || n.isNull()) {
            return null;
        }
        if (!n.canConvertToInt() || !n.isIntegralNumber()) {
            throw new IllegalArgumentException("$." + member + ": expected a whole number, found " + Json.describe(n));
        }
        return n.asInt();
    }

    private boolean bool(String member, boolean otherwise) {
        JsonNode n = o.get(member);
        if (n == null || n.isNull()) {
            return otherwise;
        }
        if (!n.isBoolean()) {
            throw new IllegalArgumentException("$." + member + ": expected true or false, found " + Json.describe(n));
        }
        return n.asBoolean();
    }

    private Map<String, AttributeValue> key(String member, boolean required) {
        JsonNode n = o.get(member);
        if (n == null || n.isNull()) {
            if (required) {
                throw new IllegalArgumentException("$." + member + " is required");
            }
            return null;
        }
        Diagnostics d = new Diagnostics("request");
        Map<String, AttributeValue> attributes = DynamoJson.decodeItem(n, "$." + member, d).map(Item::attributes).orElse(null);
        failOnErrors(d);
        return attributes;
    }

    private Expr expr() {
        Map<String, String> names = new LinkedHashMap<>();
        JsonNode n = o.get("ExpressionAttributeNames");
        if (n != null && !n.isNull()) {
            if (!n.isObject()) {
                throw new IllegalArgumentException("$.ExpressionAttributeNames: expected an object, found " + Json.describe(n));
            }
            n.fields().forEachRemaining(e -> {
                if (!e.getValue().isTextual()) {
                    throw new IllegalArgumentException("$.ExpressionAttributeNames." + e.getKey()
                            + ": expected an attribute name string, found " + Json.describe(e.getValue()));
                }
                names.put(e.getKey(), e.getValue().asText());
            });
        }
        Map<String, AttributeValue> values = key("ExpressionAttributeValues", false);
        return new Expr(names, values);
    }

    private Select select() {
        String s = text("Select", false);
        return s == null ? null : parseEnum(Select.class, s, "Select");
    }

    private ReturnValues returnValues() {
        String s = text("ReturnValues", false);
        return s == null ? ReturnValues.NONE : parseEnum(ReturnValues.class, s, "ReturnValues");
    }

    private static <E extends Enum<E>> E parseEnum(Class<E> type, String value, String member) {
        try {
            return Enum.valueOf(type, value.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("$." + member + ": expected one of "
                    + List.of(type.getEnumConstants()) + ", found \"" + value + "\"");
        }
    }

    private static void failOnErrors(Diagnostics d) {
        String errors = d.problems().stream().filter(Problem::isError).map(Problem::toString).collect(Collectors.joining("; "));
        if (!errors.isEmpty()) {
            throw new IllegalArgumentException(errors);
        }
    }
}
