package dev.tablewright.format.request;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.engine.api.BatchGetRequest;
import dev.tablewright.engine.api.BatchWriteRequest;
import dev.tablewright.engine.api.DeleteItemRequest;
import dev.tablewright.engine.api.GetItemRequest;
import dev.tablewright.engine.api.MultiItemRequest;
import dev.tablewright.engine.api.ReturnCapacity;
import dev.tablewright.engine.api.WriteReturns;
import dev.tablewright.engine.api.TransactGet;
import dev.tablewright.engine.api.TransactGetRequest;
import dev.tablewright.engine.api.TransactWrite;
import dev.tablewright.engine.api.TransactWriteRequest;
import dev.tablewright.engine.api.WriteRequest;
import dev.tablewright.format.dynamo.DynamoJson;
import dev.tablewright.format.json.Json;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The four multi-item requests in the AWS CLI's {@code --cli-input-json} shape, both ways:
 * {@code batch-get-item} and {@code batch-write-item} (RequestItems: table → …), {@code transact-get-items}
 * and {@code transact-write-items} (TransactItems: [{Get | Put | Update | Delete | ConditionCheck: …}]).
 * An action of a transaction has the same members as the single-item request (less ReturnValues), so
 * it is written and read by {@link CliInputJson}'s own code.
 */
final class MultiInputJson {
    private static final String EXPR_NAMES = "ExpressionAttributeNames";
    private static final String EXPR_VALUES = "ExpressionAttributeValues";
    private static final Set<String> KEYS_AND_ATTRIBUTES = Set.of("Keys", "ProjectionExpression", EXPR_NAMES,
            "ConsistentRead");
    private static final Set<String> WRITE_REQUEST = Set.of("PutRequest", "DeleteRequest");
    private static final Set<String> GET = Set.of("TableName", "Key", "ProjectionExpression", EXPR_NAMES);
    private static final String CAPACITY = ReturnMembers.CONSUMED_CAPACITY;
    private static final String METRICS = ReturnMembers.ITEM_COLLECTION_METRICS;
    private static final String ON_FAILURE = ReturnMembers.ON_CONDITION_CHECK_FAILURE;
    private static final Set<String> TRANSACT_WRITE = Set.of("TransactItems", "ClientRequestToken", CAPACITY, METRICS);
    private static final Set<String> ACTION = Set.of("Put", "Update", "Delete", "ConditionCheck");
    private static final Set<String> PUT = Set.of("TableName", "Item", "ConditionExpression", EXPR_NAMES, EXPR_VALUES,
            ON_FAILURE);
    private static final Set<String> UPDATE = Set.of("TableName", "Key", "UpdateExpression", "ConditionExpression",
            EXPR_NAMES, EXPR_VALUES, ON_FAILURE);
    private static final Set<String> DELETE = Set.of("TableName", "Key", "ConditionExpression", EXPR_NAMES, EXPR_VALUES,
            ON_FAILURE);

    private MultiInputJson() {
    }

    static String write(MultiItemRequest<?> request) {
        ObjectNode o = Json.object();
        if (request instanceof BatchGetRequest b) {
            ObjectNode items = o.putObject("RequestItems");
            b.tables().forEach((table, keys) -> {
                ObjectNode k = items.putObject(table);
                ArrayNode list = k.putArray("Keys");
                keys.keys().forEach(key -> list.add(DynamoJson.encodeItem(new Item(key))));
                CliInputJson.putCommon(k, "", keys.projection(), keys.expr(), null, null, null);
                if (keys.consistentRead()) {
                    k.put("ConsistentRead", true);
                }
            });
            ReturnMembers.write(o, b.capacity(), false, false);
        } else if (request instanceof BatchWriteRequest w) {
            ObjectNode items = o.putObject("RequestItems");
            for (WriteRequest r : w.writes()) {
                ArrayNode list = items.has(r.table()) ? (ArrayNode) items.get(r.table()) : items.putArray(r.table());
                ObjectNode entry = list.addObject();
                if (r instanceof WriteRequest.Put p) {
                    entry.putObject("PutRequest").set("Item", DynamoJson.encodeItem(p.item()));
                } else {
                    entry.putObject("DeleteRequest").set("Key",
                            DynamoJson.encodeItem(new Item(((WriteRequest.Delete) r).key())));
                }
            }
            ReturnMembers.write(o, w.returns().capacity(), w.returns().collectionMetrics(), false);
        } else if (request instanceof TransactGetRequest t) {
            ArrayNode items = o.putArray("TransactItems");
            t.gets().forEach(g -> items.addObject().set("Get", CliInputJson.getItemNode(
                    new GetItemRequest(g.table(), g.key(), g.projection(), g.expr(), false))));
            ReturnMembers.write(o, t.capacity(), false, false);
        } else {
            TransactWriteRequest t = (TransactWriteRequest) request;
            ArrayNode items = o.putArray("TransactItems");
            t.actions().forEach(a -> items.add(action(a)));
            CliInputJson.putText(o, "ClientRequestToken", t.clientRequestToken());
            ReturnMembers.write(o, t.returns().capacity(), t.returns().collectionMetrics(), false);
        }
        return Json.pretty(o);
    }

    private static ObjectNode action(TransactWrite a) {
        ObjectNode entry = Json.object();
        if (a instanceof TransactWrite.Put p) {
            entry.set("Put", CliInputJson.putItemNode(p.request()));
        } else if (a instanceof TransactWrite.Update u) {
            entry.set("Update", CliInputJson.updateItemNode(u.request()));
        } else if (a instanceof TransactWrite.Delete d) {
            entry.set("Delete", CliInputJson.deleteItemNode(d.request()));
        } else {
            // a ConditionCheck has a Delete's members
            TransactWrite.ConditionCheck c = (TransactWrite.ConditionCheck) a;
            entry.set("ConditionCheck", CliInputJson.deleteItemNode(new DeleteItemRequest(c.table(), c.key(),
                    c.condition(), c.expr(), null,
                    new WriteReturns(ReturnCapacity.NONE, false, c.oldItemOnConditionFailure()))));
        }
        return entry;
    }

    static MultiItemRequest<?> parse(MultiOperation operation, String json) {
        String what = operation.cliName() + " request";
        return switch (operation) {
            case BATCH_GET -> batchGet(RequestObject.root(json, Set.of("RequestItems", CAPACITY), what));
            case BATCH_WRITE -> batchWrite(RequestObject.root(json, Set.of("RequestItems", CAPACITY, METRICS), what));
            case TRANSACT_GET -> transactGet(RequestObject.root(json, Set.of("TransactItems", CAPACITY), what));
            case TRANSACT_WRITE -> transactWrite(RequestObject.root(json, TRANSACT_WRITE, what));
        };
    }

    private static MultiItemRequest<?> batchGet(RequestObject root) {
        Map<String, BatchGetRequest.TableKeys> tables = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> e : root.entries("RequestItems")) {
            RequestObject k = RequestObject.of(e.getValue(), root.path("RequestItems") + "." + e.getKey(),
                    KEYS_AND_ATTRIBUTES, "batch-get-item table entry (KeysAndAttributes)");
            List<Map<String, AttributeValue>> keys = new ArrayList<>();
            List<JsonNode> elements = k.array("Keys");
            for (int i = 0; i < elements.size(); i++) {
                keys.add(RequestObject.item(elements.get(i), k.path("Keys") + "[" + i + "]"));
            }
            tables.put(e.getKey(), new BatchGetRequest.TableKeys(keys, k.text("ProjectionExpression", false), k.expr(),
                    k.bool("ConsistentRead", false)));
        }
        return new BatchGetRequest(tables, ReturnMembers.capacity(root));
    }

    private static MultiItemRequest<?> batchWrite(RequestObject root) {
        List<WriteRequest> writes = new ArrayList<>();
        for (Map.Entry<String, JsonNode> e : root.entries("RequestItems")) {
            String tablePath = root.path("RequestItems") + "." + e.getKey();
            List<JsonNode> elements = RequestObject.array(e.getValue(), tablePath);
            for (int i = 0; i < elements.size(); i++) {
                String path = tablePath + "[" + i + "]";
                RequestObject w = RequestObject.of(elements.get(i), path, WRITE_REQUEST, "batch-write-item WriteRequest");
                String kind = only(elements.get(i), path, WRITE_REQUEST);
                if (kind.equals("PutRequest")) {
                    RequestObject put = w.object("PutRequest", Set.of("Item"), "PutRequest");
                    writes.add(new WriteRequest.Put(e.getKey(), new Item(put.item("Item", true))));
                } else {
                    RequestObject delete = w.object("DeleteRequest", Set.of("Key"), "DeleteRequest");
                    writes.add(new WriteRequest.Delete(e.getKey(), delete.item("Key", true)));
                }
            }
        }
        return new BatchWriteRequest(writes, ReturnMembers.writeReturns(root));
    }

    private static MultiItemRequest<?> transactGet(RequestObject root) {
        List<TransactGet> gets = new ArrayList<>();
        List<JsonNode> elements = root.array("TransactItems");
        for (int i = 0; i < elements.size(); i++) {
            String path = root.path("TransactItems") + "[" + i + "]";
            RequestObject item = RequestObject.of(elements.get(i), path, Set.of("Get"), "TransactGetItem");
            GetItemRequest g = CliInputJson.getItem(item.object("Get", GET, "transaction's Get"));
            gets.add(new TransactGet(g.table(), g.key(), g.projection(), g.expr()));
        }
        return new TransactGetRequest(gets, ReturnMembers.capacity(root));
    }

    private static MultiItemRequest<?> transactWrite(RequestObject root) {
        List<TransactWrite> actions = new ArrayList<>();
        List<JsonNode> elements = root.array("TransactItems");
        for (int i = 0; i < elements.size(); i++) {
            String path = root.path("TransactItems") + "[" + i + "]";
            RequestObject item = RequestObject.of(elements.get(i), path, ACTION, "TransactWriteItem");
            String kind = only(elements.get(i), path, ACTION);
            actions.add(switch (kind) {
                case "Put" -> new TransactWrite.Put(CliInputJson.putItem(item.object(kind, PUT, "transaction's Put")));
                case "Update" -> new TransactWrite.Update(
                        CliInputJson.updateItem(item.object(kind, UPDATE, "transaction's Update")));
                case "Delete" -> new TransactWrite.Delete(
                        CliInputJson.deleteItem(item.object(kind, DELETE, "transaction's Delete")));
                default -> {
                    RequestObject c = item.object(kind, DELETE, "transaction's ConditionCheck");
                    yield new TransactWrite.ConditionCheck(c.text("TableName", true), c.item("Key", true),
                            c.text("ConditionExpression", true), c.expr(), ReturnMembers.oldItemOnConditionFailure(c));
                }
            });
        }
        String token = root.text("ClientRequestToken", false);
        return new TransactWriteRequest(actions, token, ReturnMembers.writeReturns(root));
    }

    /** The one member an element of a union holds ({@code PutRequest} or {@code DeleteRequest} …). */
    private static String only(JsonNode element, String path, Set<String> choices) {
        List<String> names = new ArrayList<>();
        for (Iterator<String> it = element.fieldNames(); it.hasNext(); ) {
            names.add(it.next());
        }
        if (names.size() != 1) {
            throw new IllegalArgumentException(path + ": expected exactly one of " + String.join(", ",
                    choices.stream().sorted().toList()) + ", found " + (names.isEmpty() ? "none" : String.join(", ", names)));
        }
        return names.get(0);
    }
}
