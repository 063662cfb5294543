package dev.tablewright.format.request;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.engine.api.DeleteItemRequest;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.ReturnValues;
import dev.tablewright.engine.api.UpdateItemRequest;
import dev.tablewright.engine.api.GetItemRequest;
import dev.tablewright.engine.api.QueryRequest;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.engine.api.Select;
import dev.tablewright.format.dynamo.DynamoJson;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonTreeReader;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A request as the JSON the AWS CLI takes with {@code --cli-input-json}: the API's own member names
 * (TableName, KeyConditionExpression, ExpressionAttributeValues in DynamoDB JSON …), written from a
 * request and read back (Query, Scan, GetItem, PutItem, UpdateItem, DeleteItem: the query tabs and
 * the {@code run} command). Members left at DynamoDB's default are not written, so the text shows what
 * the request changes; a member the operation does not have is refused by name, not ignored.
 */
public final class CliInputJson {
    private static final Set<String> QUERY_MEMBERS = Set.of("TableName", "IndexName", "KeyConditionExpression",
            "FilterExpression", "ProjectionExpression", "ExpressionAttributeNames", "ExpressionAttributeValues",
            "Limit", "ScanIndexForward", "ExclusiveStartKey", "Select", "ConsistentRead");
    private static final Set<String> SCAN_MEMBERS = Set.of("TableName", "IndexName", "FilterExpression",
            "ProjectionExpression", "ExpressionAttributeNames", "ExpressionAttributeValues", "Limit",
            "ExclusiveStartKey", "Segment", "TotalSegments", "Select", "ConsistentRead");

    private static final Set<String> GET_MEMBERS = Set.of("TableName", "Key", "ProjectionExpression",
            "ExpressionAttributeNames", "ExpressionAttributeValues", "ConsistentRead");
    private static final Set<String> PUT_MEMBERS = Set.of("TableName", "Item", "ConditionExpression",
            "ExpressionAttributeNames", "ExpressionAttributeValues", "ReturnValues");
    private static final Set<String> UPDATE_MEMBERS = Set.of("TableName", "Key", "UpdateExpression",
            "ConditionExpression", "ExpressionAttributeNames", "ExpressionAttributeValues", "ReturnValues");
    private static final Set<String> DELETE_MEMBERS = Set.of("TableName", "Key", "ConditionExpression",
            "ExpressionAttributeNames", "ExpressionAttributeValues", "ReturnValues");

    private CliInputJson() {
    }

    public static String query(QueryRequest r) {
        ObjectNode o = Json.object();
        o.put("TableName", r.table());
        putText(o, "IndexName", r.index());
        putText(o, "KeyConditionExpression", r.keyCondition());
        putCommon(o, r.filter(), r.projection(), r.expr(), r.limit(), r.exclusiveStartKey(), r.select());
        if (!r.scanIndexForward()) {
            o.put("ScanIndexForward", false);
        }
        if (r.consistentRead()) {
            o.put("ConsistentRead", true);
        }
        return Json.pretty(o);
    }

    public static String scan(ScanRequest r) {
        ObjectNode o = Json.object();
        o.put("TableName", r.table());
        putText(o, "IndexName", r.index());
        putCommon(o, r.filter(), r.projection(), r.expr(), r.limit(), r.exclusiveStartKey(), r.select());
        if (r.totalSegments() != null) {
            o.put("Segment", r.segment() == null ? 0 : r.segment());
            o.put("TotalSegments", r.totalSegments());
        }
        if (r.consistentRead()) {
            o.put("ConsistentRead", true);
        }
        return Json.pretty(o);
    }

    public static String getItem(GetItemRequest r) {
        ObjectNode o = Json.object();
        o.put("TableName", r.table());
        o.set("Key", DynamoJson.encodeItem(new Item(r.key())));
        putCommon(o, "", r.projection(), r.expr(), null, null, null);
        if (r.consistentRead()) {
            o.put("ConsistentRead", true);
        }
        return Json.pretty(o);
    }

    public static String putItem(PutItemRequest r) {
        ObjectNode o = Json.object();
        o.put("TableName", r.table());
        o.set("Item", DynamoJson.encodeItem(r.item()));
        putWrite(o, "", r.condition(), r.expr(), r.returnValues());
        return Json.pretty(o);
    }

    public static String updateItem(UpdateItemRequest r) {
        ObjectNode o = Json.object();
        o.put("TableName", r.table());
        o.set("Key", DynamoJson.encodeItem(new Item(r.key())));
        putWrite(o, r.update(), r.condition(), r.expr(), r.returnValues());
        return Json.pretty(o);
    }

    public static String deleteItem(DeleteItemRequest r) {
        ObjectNode o = Json.object();
        o.put("TableName", r.table());
        o.set("Key", DynamoJson.encodeItem(new Item(r.key())));
        putWrite(o, "", r.condition(), r.expr(), r.returnValues());
        return Json.pretty(o);
    }

    /**
     * Attributes typed as a DynamoDB JSON object ({@code {"title": {"S": "Heat"}}}), as a Put's item.
     *
     * @throws IllegalArgumentException saying where and what was expected
     */
    public static Map<String, AttributeValue> attributes(String json) {
        Diagnostics d = new Diagnostics("item");
        JsonNode root = JsonTreeReader.read(json, d).orElse(null);
        RequestJson.failOnErrors(d);
        if (root == null || !root.isObject()) {
            throw new IllegalArgumentException("item: expected a JSON object of attributes in DynamoDB JSON, found "
                    + (root == null ? "nothing" : Json.describe(root)));
        }
        Map<String, AttributeValue> item = DynamoJson.decodeItem(root, "$", d).map(Item::attributes).orElse(Map.of());
        RequestJson.failOnErrors(d);
        return item;
    }

    private static void putWrite(ObjectNode o, String update, String condition, Expr expr, ReturnValues returnValues) {
        putText(o, "UpdateExpression", update);
        putText(o, "ConditionExpression", condition);
        putCommon(o, "", "", expr, null, null, null);
        if (returnValues != ReturnValues.NONE) {
            o.put("ReturnValues", returnValues.name());
        }
    }

    /** @throws IllegalArgumentException naming the member and what was expected */
    public static QueryRequest parseQuery(String json) {
        ObjectNode o = object(json, QUERY_MEMBERS, "query");
        return new QueryRequest(text(o, "TableName", true), text(o, "IndexName", false),
                text(o, "KeyConditionExpression", true), text(o, "FilterExpression", false),
                text(o, "ProjectionExpression", false), expr(o), integer(o, "Limit"), bool(o, "ScanIndexForward", true),
                key(o, "ExclusiveStartKey", false), select(o), bool(o, "ConsistentRead", false));
    }

    /** @throws IllegalArgumentException naming the member and what was expected */
    public static ScanRequest parseScan(String json) {
        ObjectNode o = object(json, SCAN_MEMBERS, "scan");
        Integer segment = integer(o, "Segment");
        Integer total = integer(o, "TotalSegments");
        if ((segment == null) != (total == null)) {
            throw new IllegalArgumentException("Segment and TotalSegments go together");
        }
        return new ScanRequest(text(o, "TableName", true), text(o, "IndexName", false),
                text(o, "FilterExpression", false), text(o, "ProjectionExpression", false), expr(o),
                integer(o, "Limit"), key(o, "ExclusiveStartKey", false), segment, total, select(o),
                bool(o, "ConsistentRead", false));
    }

    /** @throws IllegalArgumentException naming the member and what was expected */
    public static GetItemRequest parseGetItem(String json) {
        ObjectNode o = object(json, GET_MEMBERS, "get-item");
        return new GetItemRequest(text(o, "TableName", true), key(o, "Key", true),
                text(o, "ProjectionExpression", false), expr(o), bool(o, "ConsistentRead", false));
    }

    /** @throws IllegalArgumentException naming the member and what was expected */
    public static PutItemRequest parsePutItem(String json) {
        ObjectNode o = object(json, PUT_MEMBERS, "put-item");
        return new PutItemRequest(text(o, "TableName", true), new Item(key(o, "Item", true)),
                text(o, "ConditionExpression", false), expr(o), returnValues(o));
    }

    /** @throws IllegalArgumentException naming the member and what was expected */
    public static UpdateItemRequest parseUpdateItem(String json) {
        ObjectNode o = object(json, UPDATE_MEMBERS, "update-item");
        return new UpdateItemRequest(text(o, "TableName", true), key(o, "Key", true),
                text(o, "UpdateExpression", false), text(o, "ConditionExpression", false), expr(o), returnValues(o));
    }

    /** @throws IllegalArgumentException naming the member and what was expected */
    public static DeleteItemRequest parseDeleteItem(String json) {
        ObjectNode o = object(json, DELETE_MEMBERS, "delete-item");
        return new DeleteItemRequest(text(o, "TableName", true), key(o, "Key", true),
                text(o, "ConditionExpression", false), expr(o), returnValues(o));
    }

    /**
     * The command a shell runs: {@code aws dynamodb query --cli-input-json '…'}, the JSON on one line
     * with each single quote closed, escaped and reopened.
     */
    public static String command(String operation, String json) {
        Diagnostics d = new Diagnostics("request");
        String oneLine = JsonTreeReader.read(json, d).map(Json::compact).orElse(json.strip());
        return "aws dynamodb " + operation + " --cli-input-json '" + oneLine.replace("'", "'\\''") + "'";
    }

    private static void putCommon(ObjectNode o, String filter, String projection, Expr expr, Integer limit,
            Map<String, AttributeValue> startKey, Select select) {
        putText(o, "FilterExpression", filter);
        putText(o, "ProjectionExpression", projection);
        if (!expr.names().isEmpty()) {
            ObjectNode names = o.putObject("ExpressionAttributeNames");
            expr.names().forEach(names::put);
        }
        if (!expr.values().isEmpty()) {
            ObjectNode values = o.putObject("ExpressionAttributeValues");
            expr.values().forEach((k, v) -> values.set(k, DynamoJson.encode(v)));
        }
        if (limit != null) {
            o.put("Limit", limit);
        }
        if (startKey != null) {
            o.set("ExclusiveStartKey", DynamoJson.encodeItem(new Item(startKey)));
        }
        if (select != null) {
            o.put("Select", select.name());
        }
    }

    private static void putText(ObjectNode o, String member, String value) {
        if (value != null && !value.isEmpty()) {
            o.put(member, value);
        }
    }

    private static ObjectNode object(String json, Set<String> members, String operation) {
        Diagnostics d = new Diagnostics("request");
        JsonNode root = JsonTreeReader.read(json, d).orElse(null);
        RequestJson.failOnErrors(d);
        if (root == null || !root.isObject()) {
            throw new IllegalArgumentException("expected a JSON object, found "
                    + (root == null ? "nothing" : Json.describe(root)));
        }
        for (Iterator<String> it = root.fieldNames(); it.hasNext(); ) {
            String name = it.next();
            if (!members.contains(name)) {
                throw new IllegalArgumentException("$." + name + ": not a member of a " + operation + " request (expected one of "
                        + members.stream().sorted().collect(Collectors.joining(", ")) + ")");
            }
        }
        return (ObjectNode) root;
    }

    private static String text(ObjectNode o, String member, boolean required) {
        JsonNode n = o.get(member);
        if (n == null || n.isNull()) {
            if (required) {
                throw new IllegalArgumentException("$." + member + ": missing");
            }
            return null;
        }
        if (!n.isTextual()) {
            throw new IllegalArgumentException("$." + member + ": expected a string, found " + Json.describe(n));
        }
        return n.asText();
    }

    private static Integer integer(ObjectNode o, String member) {
        JsonNode n = o.get(member);
        if (n == null || n.isNull()) {
            return null;
        }
        if (!n.canConvertToInt() || !n.isIntegralNumber() || n.asInt() < 0) {
            throw new IllegalArgumentException("$." + member + ": expected a whole number, found " + Json.describe(n));
        }
        return n.asInt();
    }

    private static boolean bool(ObjectNode o, String member, boolean absent) {
        JsonNode n = o.get(member);
        if (n == null || n.isNull()) {
            return absent;
        }
        if (!n.isBoolean()) {
            throw new IllegalArgumentException("$." + member + ": expected true or false, found " + Json.describe(n));
        }
        return n.asBoolean();
    }

    private static Select select(ObjectNode o) {
        String s = text(o, "Select", false);
        if (s == null) {
            return null;
        }
        try {
            return Select.valueOf(s.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("$.Select: '" + s + "' is not one of ALL_ATTRIBUTES, "
                    + "ALL_PROJECTED_ATTRIBUTES, SPECIFIC_ATTRIBUTES, COUNT");
        }
    }

    private static Expr expr(ObjectNode o) {
        Map<String, String> names = o.has("ExpressionAttributeNames")
                ? RequestJson.names(Json.compact(o.get("ExpressionAttributeNames"))) : Map.of();
        Map<String, AttributeValue> values = o.has("ExpressionAttributeValues")
                ? RequestJson.values(Json.compact(o.get("ExpressionAttributeValues"))) : Map.of();
        return new Expr(names, values);
    }

    /** A key or an item in DynamoDB JSON. */
    private static Map<String, AttributeValue> key(ObjectNode o, String member, boolean required) {
        JsonNode n = o.get(member);
        if (n == null || n.isNull()) {
            if (required) {
                throw new IllegalArgumentException("$." + member + ": missing");
            }
            return null;
        }
        Diagnostics d = new Diagnostics(member);
        Map<String, AttributeValue> key = new LinkedHashMap<>(
                DynamoJson.decodeItem(n, "$." + member, d).map(Item::attributes).orElse(Map.of()));
        RequestJson.failOnErrors(d);
        return key;
    }

    private static ReturnValues returnValues(ObjectNode o) {
        String s = text(o, "ReturnValues", false);
        if (s == null) {
            return ReturnValues.NONE;
        }
        try {
            return ReturnValues.valueOf(s.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("$.ReturnValues: '" + s + "' is not one of "
                    + java.util.Arrays.toString(ReturnValues.values()));
        }
    }
}
