package dev.tablewright.format.request;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.engine.api.DataRequest;
import dev.tablewright.engine.api.DeleteItemRequest;
import dev.tablewright.engine.api.ExecuteStatementRequest;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.GetItemRequest;
import dev.tablewright.engine.api.MultiItemRequest;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.QueryRequest;
import dev.tablewright.engine.api.ReturnValues;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.engine.api.Select;
import dev.tablewright.engine.api.UpdateItemRequest;
import dev.tablewright.engine.api.WriteReturns;
import dev.tablewright.format.dynamo.DynamoJson;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonTreeReader;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.OperationKind;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A request as the JSON the AWS CLI takes with {@code --cli-input-json}: the API's own member names
 * (TableName, KeyConditionExpression, ExpressionAttributeValues in DynamoDB JSON …), written from a
 * request and read back (Query, Scan, GetItem, PutItem, UpdateItem, DeleteItem, SearchVectors, and through
 * {@link MultiInputJson} the four multi-item operations: the query tabs and the {@code run} command).
 * Members left at DynamoDB's default are not written, so the text shows what
 * the request changes; a member the operation does not have is refused by name, not ignored.
 */
public final class CliInputJson {
    private static final String CAPACITY = ReturnMembers.CONSUMED_CAPACITY;
    private static final String METRICS = ReturnMembers.ITEM_COLLECTION_METRICS;
    private static final String ON_FAILURE = ReturnMembers.ON_CONDITION_CHECK_FAILURE;
    private static final Set<String> QUERY_MEMBERS = Set.of("TableName", "IndexName", "KeyConditionExpression",
            "FilterExpression", "ProjectionExpression", "ExpressionAttributeNames", "ExpressionAttributeValues",
            "Limit", "ScanIndexForward", "ExclusiveStartKey", "Select", "ConsistentRead", CAPACITY);
    private static final Set<String> SCAN_MEMBERS = Set.of("TableName", "IndexName", "FilterExpression",
            "ProjectionExpression", "ExpressionAttributeNames", "ExpressionAttributeValues", "Limit",
            "ExclusiveStartKey", "Segment", "TotalSegments", "Select", "ConsistentRead", CAPACITY);

    private static final Set<String> GET_MEMBERS = Set.of("TableName", "Key", "ProjectionExpression",
            "ExpressionAttributeNames", "ConsistentRead", CAPACITY);
    private static final Set<String> PUT_MEMBERS = Set.of("TableName", "Item", "ConditionExpression",
            "ExpressionAttributeNames", "ExpressionAttributeValues", "ReturnValues", CAPACITY, METRICS, ON_FAILURE);
    private static final Set<String> UPDATE_MEMBERS = Set.of("TableName", "Key", "UpdateExpression",
            "ConditionExpression", "ExpressionAttributeNames", "ExpressionAttributeValues", "ReturnValues", CAPACITY,
            METRICS, ON_FAILURE);
    private static final Set<String> DELETE_MEMBERS = Set.of("TableName", "Key", "ConditionExpression",
            "ExpressionAttributeNames", "ExpressionAttributeValues", "ReturnValues", CAPACITY, METRICS, ON_FAILURE);
    private static final Set<String> STATEMENT_MEMBERS = Set.of("Statement", "Parameters", "Limit", "ConsistentRead",
            "NextToken", CAPACITY, ON_FAILURE);

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
        ReturnMembers.write(o, r.capacity(), false, false);
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
        ReturnMembers.write(o, r.capacity(), false, false);
        return Json.pretty(o);
    }

    public static String getItem(GetItemRequest r) {
        return Json.pretty(getItemNode(r));
    }

    /** The request as a JSON object: also one action of a transaction. */
    static ObjectNode getItemNode(GetItemRequest r) {
        ObjectNode o = Json.object();
        o.put("TableName", r.table());
        o.set("Key", DynamoJson.encodeItem(new Item(r.key())));
        putCommon(o, "", r.projection(), r.expr(), null, null, null);
        if (r.consistentRead()) {
            o.put("ConsistentRead", true);
        }
        ReturnMembers.write(o, r.capacity(), false, false);
        return o;
    }

    public static String putItem(PutItemRequest r) {
        return Json.pretty(putItemNode(r));
    }

    /** The request as a JSON object: also one action of a transaction. */
    static ObjectNode putItemNode(PutItemRequest r) {
        ObjectNode o = Json.object();
        o.put("TableName", r.table());
        o.set("Item", DynamoJson.encodeItem(r.item()));
        putWrite(o, "", r.condition(), r.expr(), r.returnValues(), r.returns());
        return o;
    }

    public static String updateItem(UpdateItemRequest r) {
        return Json.pretty(updateItemNode(r));
    }

    /** The request as a JSON object: also one action of a transaction. */
    static ObjectNode updateItemNode(UpdateItemRequest r) {
        ObjectNode o = Json.object();
        o.put("TableName", r.table());
        o.set("Key", DynamoJson.encodeItem(new Item(r.key())));
        putWrite(o, r.update(), r.condition(), r.expr(), r.returnValues(), r.returns());
        return o;
    }

    public static String deleteItem(DeleteItemRequest r) {
        return Json.pretty(deleteItemNode(r));
    }

    /** The request as a JSON object: also one action of a transaction. */
    static ObjectNode deleteItemNode(DeleteItemRequest r) {
        ObjectNode o = Json.object();
        o.put("TableName", r.table());
        o.set("Key", DynamoJson.encodeItem(new Item(r.key())));
        putWrite(o, "", r.condition(), r.expr(), r.returnValues(), r.returns());
        return o;
    }

    /** A BatchGetItem, BatchWriteItem, TransactGetItems or TransactWriteItems in the CLI's shape. */
    public static String multi(MultiItemRequest<?> request) {
        return MultiInputJson.write(request);
    }

    /**
     * A multi-item request of the operation given; members outside its shape are refused by JSON path.
     *
     * @throws IllegalArgumentException naming the member (its JSON path) and what was expected
     */
    public static MultiItemRequest<?> parseMulti(MultiOperation operation, String json) {
        return MultiInputJson.parse(operation, json);
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
        Map<String, AttributeValue> item = DynamoJson.decodeItemAsSent(root, "$", d).map(Item::attributes).orElse(Map.of());
        RequestJson.failOnErrors(d);
        return item;
    }

    private static void putWrite(ObjectNode o, String update, String condition, Expr expr, ReturnValues returnValues,
            WriteReturns returns) {
        putText(o, "UpdateExpression", update);
        putText(o, "ConditionExpression", condition);
        putCommon(o, "", "", expr, null, null, null);
        if (returnValues != ReturnValues.NONE) {
            o.put("ReturnValues", returnValues.name());
        }
        ReturnMembers.write(o, returns.capacity(), returns.collectionMetrics(), returns.oldItemOnConditionFailure());
    }

    /** @throws IllegalArgumentException naming the member and what was expected */
    public static QueryRequest parseQuery(String json) {
        RequestObject o = RequestObject.root(json, QUERY_MEMBERS, "query request");
        return new QueryRequest(o.text("TableName", true), o.text("IndexName", false),
                o.text("KeyConditionExpression", true), o.text("FilterExpression", false),
                o.text("ProjectionExpression", false), o.expr(), o.integer("Limit"), o.bool("ScanIndexForward", true),
                o.item("ExclusiveStartKey", false), select(o), o.bool("ConsistentRead", false),
                ReturnMembers.capacity(o));
    }

    /** @throws IllegalArgumentException naming the member and what was expected */
    public static ScanRequest parseScan(String json) {
        RequestObject o = RequestObject.root(json, SCAN_MEMBERS, "scan request");
        Integer segment = o.integer("Segment");
        Integer total = o.integer("TotalSegments");
        if ((segment == null) != (total == null)) {
            throw new IllegalArgumentException("Segment and TotalSegments go together");
        }
        return new ScanRequest(o.text("TableName", true), o.text("IndexName", false),
                o.text("FilterExpression", false), o.text("ProjectionExpression", false), o.expr(),
                o.integer("Limit"), o.item("ExclusiveStartKey", false), segment, total, select(o),
                o.bool("ConsistentRead", false), ReturnMembers.capacity(o));
    }

    /** @throws IllegalArgumentException naming the member and what was expected */
    public static GetItemRequest parseGetItem(String json) {
        return getItem(RequestObject.root(json, GET_MEMBERS, "get-item request"));
    }

    /** Read from an object whose members were checked: a whole request, or one action of a transaction. */
    static GetItemRequest getItem(RequestObject o) {
        return new GetItemRequest(o.text("TableName", true), o.item("Key", true),
                o.text("ProjectionExpression", false), o.expr(), o.bool("ConsistentRead", false),
                ReturnMembers.capacity(o));
    }

    /** @throws IllegalArgumentException naming the member and what was expected */
    public static PutItemRequest parsePutItem(String json) {
        return putItem(RequestObject.root(json, PUT_MEMBERS, "put-item request"));
    }

    /** Read from an object whose members were checked: a whole request, or one action of a transaction. */
    static PutItemRequest putItem(RequestObject o) {
        return new PutItemRequest(o.text("TableName", true), new Item(o.item("Item", true)),
                o.text("ConditionExpression", false), o.expr(), returnValues(o), ReturnMembers.writeReturns(o));
    }

    /** @throws IllegalArgumentException naming the member and what was expected */
    public static UpdateItemRequest parseUpdateItem(String json) {
        return updateItem(RequestObject.root(json, UPDATE_MEMBERS, "update-item request"));
    }

    /** Read from an object whose members were checked: a whole request, or one action of a transaction. */
    static UpdateItemRequest updateItem(RequestObject o) {
        return new UpdateItemRequest(o.text("TableName", true), o.item("Key", true),
                o.text("UpdateExpression", false), o.text("ConditionExpression", false), o.expr(), returnValues(o),
                ReturnMembers.writeReturns(o));
    }

    /** @throws IllegalArgumentException naming the member and what was expected */
    public static DeleteItemRequest parseDeleteItem(String json) {
        return deleteItem(RequestObject.root(json, DELETE_MEMBERS, "delete-item request"));
    }

    /** Read from an object whose members were checked: a whole request, or one action of a transaction. */
    static DeleteItemRequest deleteItem(RequestObject o) {
        return new DeleteItemRequest(o.text("TableName", true), o.item("Key", true),
                o.text("ConditionExpression", false), o.expr(), returnValues(o), ReturnMembers.writeReturns(o));
    }

    /**
     * The request of {@code kind} written in its {@code --cli-input-json} shape: the one place each
     * kind's reader is named (a kind added without one does not compile).
     *
     * @throws IllegalArgumentException naming the member (its JSON path) and what was expected
     */
    public static DataRequest<?> parse(OperationKind kind, String json) {
        return switch (kind) {
            case QUERY -> parseQuery(json);
            case SCAN -> parseScan(json);
            case GET_ITEM -> parseGetItem(json);
            case PUT_ITEM -> parsePutItem(json);
            case UPDATE_ITEM -> parseUpdateItem(json);
            case DELETE_ITEM -> parseDeleteItem(json);
            case BATCH_GET_ITEM, BATCH_WRITE_ITEM, TRANSACT_GET_ITEMS, TRANSACT_WRITE_ITEMS ->
                    parseMulti(MultiOperation.of(kind), json);
            case EXECUTE_STATEMENT -> parseExecuteStatement(json);
            case SEARCH_VECTORS -> SearchVectorsJson.parse(json);
        };
    }

    /**
     * PartiQL's request: {@code {"Statement": "…", "Parameters": [DynamoDB JSON…], "Limit": n}}.
     *
     * @throws IllegalArgumentException naming the member and what was expected
     */
    public static ExecuteStatementRequest parseExecuteStatement(String json) {
        RequestObject o = RequestObject.root(json, STATEMENT_MEMBERS, "execute-statement request");
        String statement = o.text("Statement", true);
        if (statement.isBlank()) {
            throw new IllegalArgumentException(o.path("Statement") + ": expected the PartiQL statement, found \"\"");
        }
        JsonNode parameters = RequestObject.rootNode(json).get("Parameters");
        List<AttributeValue> values = parameters == null ? List.of() : RequestJson.parameters(Json.compact(parameters));
        return new ExecuteStatementRequest(statement, values, o.integer("Limit"), o.text("NextToken", false),
                o.bool("ConsistentRead", false), ReturnMembers.oldItemOnConditionFailure(o), ReturnMembers.capacity(o));
    }

    /**
     * What the request's ReturnConsumedCapacity asks for (NONE, TOTAL or INDEXES; NONE when absent), read
     * from a request {@link #parse} took.
     */
    public static String consumedCapacity(String json) {
        return ReturnMembers.consumedCapacity(RequestObject.rootNode(json));
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

    static void putCommon(ObjectNode o, String filter, String projection, Expr expr, Integer limit,
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

    static void putText(ObjectNode o, String member, String value) {
        if (value != null && !value.isEmpty()) {
            o.put(member, value);
        }
    }

    private static Select select(RequestObject o) {
        String s = o.text("Select", false);
        if (s == null) {
            return null;
        }
        try {
            return Select.valueOf(s.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(o.path("Select") + ": '" + s + "' is not one of ALL_ATTRIBUTES, "
                    + "ALL_PROJECTED_ATTRIBUTES, SPECIFIC_ATTRIBUTES, COUNT");
        }
    }

    private static ReturnValues returnValues(RequestObject o) {
        String s = o.text("ReturnValues", false);
        if (s == null) {
            return ReturnValues.NONE;
        }
        try {
            return ReturnValues.valueOf(s.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(o.path("ReturnValues") + ": '" + s + "' is not one of "
                    + java.util.Arrays.toString(ReturnValues.values()));
        }
    }
}
