package dev.tablewright.format.request;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.engine.api.BatchGetRequest;
import dev.tablewright.engine.api.BatchWriteRequest;
import dev.tablewright.engine.api.DeleteItemRequest;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.GetItemRequest;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.QueryRequest;
import dev.tablewright.engine.api.ReturnCapacity;
import dev.tablewright.engine.api.ReturnValues;
import dev.tablewright.engine.api.WriteReturns;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.engine.api.SearchVectorsRequest;
import dev.tablewright.engine.api.Select;
import dev.tablewright.engine.api.TransactGet;
import dev.tablewright.engine.api.TransactGetRequest;
import dev.tablewright.engine.api.TransactWrite;
import dev.tablewright.engine.api.TransactWriteRequest;
import dev.tablewright.engine.api.UpdateItemRequest;
import dev.tablewright.engine.api.WriteRequest;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.OperationKind;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The AWS CLI's own input skeletons (src/test/resources/aws-cli-skeletons, aws-cli 1.45.11) against
 * what {@code run} reads and what Tablewright writes back: every member the CLI takes, at every level,
 * is read, or refused by name as a legacy parameter with the expression to write instead; and every
 * member written (a request as {@code --cli-input-json}, a saved operation) is one the skeleton has.
 */
class AwsCliSkeletonsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String KEY = "{\"pk\": {\"S\": \"a\"}, \"sk\": {\"S\": \"b\"}}";

    /** A minimal request of each operation that {@code run} reads. */
    private static final Map<OperationKind, String> BASE = Map.ofEntries(
            Map.entry(OperationKind.QUERY, "{\"TableName\": \"t\", \"KeyConditionExpression\": \"pk = :v\","
                    + " \"ExpressionAttributeValues\": {\":v\": {\"S\": \"a\"}}}"),
            Map.entry(OperationKind.SCAN, "{\"TableName\": \"t\"}"),
            Map.entry(OperationKind.GET_ITEM, "{\"TableName\": \"t\", \"Key\": " + KEY + "}"),
            Map.entry(OperationKind.PUT_ITEM, "{\"TableName\": \"t\", \"Item\": " + KEY + "}"),
            Map.entry(OperationKind.UPDATE_ITEM, "{\"TableName\": \"t\", \"Key\": " + KEY + "}"),
            Map.entry(OperationKind.DELETE_ITEM, "{\"TableName\": \"t\", \"Key\": " + KEY + "}"),
            Map.entry(OperationKind.EXECUTE_STATEMENT, "{\"Statement\": \"SELECT * FROM t\"}"),
            Map.entry(OperationKind.BATCH_GET_ITEM, "{\"RequestItems\": {\"t\": {\"Keys\": [" + KEY + "]}}}"),
            Map.entry(OperationKind.BATCH_WRITE_ITEM, "{\"RequestItems\": {\"t\": [{\"PutRequest\": {\"Item\": " + KEY
                    + "}}]}}"),
            Map.entry(OperationKind.TRANSACT_GET_ITEMS, "{\"TransactItems\": [{\"Get\": {\"TableName\": \"t\", \"Key\": "
                    + KEY + "}}]}"),
            Map.entry(OperationKind.TRANSACT_WRITE_ITEMS, "{\"TransactItems\": [{\"ConditionCheck\": {\"TableName\": \"t\","
                    + " \"Key\": " + KEY + ", \"ConditionExpression\": \"attribute_exists(pk)\"}}]}"),
            Map.entry(OperationKind.SEARCH_VECTORS, "{\"TableName\": \"t\", \"IndexName\": \"i\", \"SearchVector\":"
                    + " [{\"N\": \"1\"}], \"TopK\": 1}"));

    /** A value of each member as a request would give it. */
    private static final Map<String, String> SAMPLE = Map.ofEntries(
            Map.entry("TableName", "\"t\""), Map.entry("IndexName", "\"i\""), Map.entry("Select", "\"ALL_ATTRIBUTES\""),
            Map.entry("Limit", "1"), Map.entry("ConsistentRead", "true"), Map.entry("ScanIndexForward", "false"),
            Map.entry("ExclusiveStartKey", KEY), Map.entry("Key", KEY), Map.entry("Item", KEY),
            Map.entry("ReturnConsumedCapacity", "\"INDEXES\""), Map.entry("ReturnItemCollectionMetrics", "\"NONE\""),
            Map.entry("ReturnValuesOnConditionCheckFailure", "\"ALL_OLD\""), Map.entry("ReturnValues", "\"ALL_OLD\""),
            Map.entry("ProjectionExpression", "\"pk\""), Map.entry("FilterExpression", "\"x = :v\""),
            Map.entry("KeyConditionExpression", "\"pk = :v\""), Map.entry("ConditionExpression", "\"attribute_exists(pk)\""),
            Map.entry("UpdateExpression", "\"SET x = :v\""), Map.entry("ExpressionAttributeNames", "{\"#x\": \"x\"}"),
            Map.entry("ExpressionAttributeValues", "{\":v\": {\"S\": \"a\"}}"), Map.entry("TotalSegments", "2"),
            Map.entry("Segment", "0"), Map.entry("Statement", "\"SELECT * FROM t\""),
            Map.entry("Parameters", "[{\"S\": \"a\"}]"), Map.entry("NextToken", "\"token\""),
            Map.entry("ClientRequestToken", "\"token\""), Map.entry("Keys", "[" + KEY + "]"),
            Map.entry("RequestItems", "null"), Map.entry("TransactItems", "null"),
            Map.entry("SearchVector", "[{\"N\": \"0.5\"}]"), Map.entry("SearchConditionExpression", "\"x = :v\""),
            Map.entry("TopK", "3"));

    /**
     * The CLI's skeleton of the operation; search-vectors' is the same generator run on the newer
     * service model (the CLI 1.45.11 here predates it: docs/vector-indexes.md §5).
     */
    private static JsonNode skeleton(OperationKind kind) throws IOException {
        String path = kind == OperationKind.SEARCH_VECTORS ? "/vector/search-vectors-cli-skeleton.json"
                : "/aws-cli-skeletons/" + kind.cliName() + ".json";
        try (InputStream in = AwsCliSkeletonsTest.class.getResourceAsStream(path)) {
            return JSON.readTree(in);
        }
    }

    @Test
    void everyMemberTheCliTakesIsReadOrRefusedAsALegacyParameter() throws IOException {
        List<String> problems = new ArrayList<>();
        int checked = 0;
        for (OperationKind kind : OperationKind.values()) {
            JsonNode skeleton = skeleton(kind);
            ObjectNode base = (ObjectNode) JSON.readTree(BASE.get(kind));
            // The members of the request, and of the objects inside a multi-item request's entries.
            List<Target> targets = new ArrayList<>();
            targets.add(new Target("$", base, skeleton));
            if (kind == OperationKind.BATCH_GET_ITEM) {
                targets.add(new Target("$.RequestItems.t", (ObjectNode) base.get("RequestItems").get("t"),
                        skeleton.get("RequestItems").get("KeyName"), base));
            } else if (kind == OperationKind.TRANSACT_GET_ITEMS || kind == OperationKind.TRANSACT_WRITE_ITEMS) {
                JsonNode actions = skeleton.get("TransactItems").get(0);
                for (Iterator<String> it = actions.fieldNames(); it.hasNext(); ) {
                    String action = it.next();
                    ObjectNode request = (ObjectNode) JSON.readTree(BASE.get(kind));
                    ObjectNode entry = (ObjectNode) request.get("TransactItems").get(0);
                    ObjectNode body = (ObjectNode) entry.elements().next();
                    entry.removeAll();
                    entry.set(action, body);
                    if (action.equals("Update")) {
                        body.put("UpdateExpression", "SET x = :v").remove("ConditionExpression");
                        body.set("ExpressionAttributeValues", JSON.readTree("{\":v\": {\"S\": \"a\"}}"));
                    } else if (action.equals("Put")) {
                        body.set("Item", body.remove("Key"));
                    }
                    targets.add(new Target("$.TransactItems[0]." + action, body, actions.get(action), request));
                }
            }
            for (Target t : targets) {
                for (Iterator<String> it = t.skeleton.fieldNames(); it.hasNext(); ) {
                    String member = it.next();
                    if (!SAMPLE.containsKey(member)) {
                        // a legacy parameter: its value does not matter, it must be refused by name
                        assertLegacy(kind, t, member, problems);
                    } else if (!t.object.has(member) && !SAMPLE.get(member).equals("null")) {
                        t.object.set(member, JSON.readTree(SAMPLE.get(member)));
                        if (member.equals("Segment") || member.equals("TotalSegments")) {
                            t.object.put("Segment", 0).put("TotalSegments", 2); // they go together
                        }
                        try {
                            CliInputJson.parse(kind, JSON.writeValueAsString(t.root));
                        } catch (IllegalArgumentException e) {
                            problems.add(kind.cliName() + " " + t.path + "." + member + ": " + e.getMessage());
                        }
                        t.object.remove(member);
                        t.object.remove(List.of("Segment", "TotalSegments"));
                    }
                    checked++;
                }
            }
        }
        assertEquals(List.of(), problems);
        assertTrue(checked > 100, "members checked: " + checked);
    }

    private static void assertLegacy(OperationKind kind, Target t, String member, List<String> problems)
            throws IOException {
        t.object.set(member, JSON.readTree("{}"));
        try {
            CliInputJson.parse(kind, JSON.writeValueAsString(t.root));
            problems.add(kind.cliName() + " " + t.path + "." + member + ": taken and ignored");
        } catch (IllegalArgumentException e) {
            if (!e.getMessage().contains(member + ": a legacy parameter Tablewright does not run; write ")) {
                problems.add(kind.cliName() + " " + t.path + "." + member + ": " + e.getMessage());
            }
        }
        t.object.remove(member);
    }

    /** An object of the request whose members are tried one by one, its skeleton, and the request it is in. */
    private record Target(String path, ObjectNode object, JsonNode skeleton, ObjectNode root) {
        Target(String path, ObjectNode object, JsonNode skeleton) {
            this(path, object, skeleton, object);
        }
    }

    @Test
    void aSearchNeedsItsVectorAndTopKAndKeepsWhatItsVectorHoldsForDynamoDbToJudge() {
        String base = "{\"TableName\": \"t\", \"IndexName\": \"i\"";
        assertEquals("$.SearchVector: missing", assertThrows(IllegalArgumentException.class,
                () -> SearchVectorsJson.parse(base + ", \"TopK\": 1}")).getMessage());
        assertEquals("$.TopK: missing", assertThrows(IllegalArgumentException.class,
                () -> SearchVectorsJson.parse(base + ", \"SearchVector\": [{\"N\": \"1\"}]}")).getMessage());
        assertEquals("$.SearchVector: expected a JSON array with at least one element, found an empty array",
                assertThrows(IllegalArgumentException.class, () -> SearchVectorsJson.parse(base
                        + ", \"SearchVector\": [], \"TopK\": 1}")).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> SearchVectorsJson.parse(base
                + ", \"SearchVector\": [{\"N\": \"1\"}], \"TopK\": 1, \"ConsistentRead\": true}")).getMessage()
                .startsWith("$.ConsistentRead: not a member of a search-vectors request"));
        SearchVectorsRequest r = SearchVectorsJson.parse(base + ", \"SearchVector\": [{\"N\": \"0.25\"},"
                + " {\"S\": \"x\"}], \"TopK\": 101}");
        assertEquals(List.of(AttributeValue.n("0.25"), AttributeValue.s("x")), r.searchVector());
        assertEquals(101, r.topK()); // the range is DynamoDB's to check, with its message
    }

    @Test
    void whatTheCliTakesButTablewrightDoesNotRunIsRefusedByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> CliInputJson.parseDeleteItem(
                "{\"TableName\": \"t\", \"Key\": " + KEY + ", \"ReturnValuesOnConditionCheckFailure\": \"ALL_NEW\"}"));
        assertEquals("$.ReturnValuesOnConditionCheckFailure: 'ALL_NEW' is not one of NONE, ALL_OLD", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> CliInputJson.parseQuery(
                "{\"TableName\": \"t\", \"KeyConditionExpression\": \"pk = :v\", \"ReturnConsumedCapacity\": \"ALL\"}"));
        assertEquals("$.ReturnConsumedCapacity: 'ALL' is not one of NONE, TOTAL, INDEXES", e.getMessage());
        assertEquals("INDEXES", CliInputJson.consumedCapacity(
                "{\"TableName\": \"t\", \"ReturnConsumedCapacity\": \"INDEXES\"}"));
        assertEquals("NONE", CliInputJson.consumedCapacity("{\"TableName\": \"t\"}"));
    }

    @Test
    void theReturnMembersAreReadIntoTheRequestAndWrittenBackAsTheyWere() {
        Map<String, AttributeValue> key = Map.of("pk", AttributeValue.s("a"), "sk", AttributeValue.n(1));
        WriteReturns all = new WriteReturns(ReturnCapacity.INDEXES, true, true);
        PutItemRequest put = CliInputJson.parsePutItem("{\"TableName\": \"t\", \"Item\": " + KEY
                + ", \"ReturnConsumedCapacity\": \"INDEXES\", \"ReturnItemCollectionMetrics\": \"SIZE\","
                + " \"ReturnValuesOnConditionCheckFailure\": \"ALL_OLD\"}");
        assertEquals(all, put.returns());
        assertEquals(put, CliInputJson.parsePutItem(CliInputJson.putItem(put)));
        UpdateItemRequest update = new UpdateItemRequest("t", key, "SET x = :v", "", Expr.NONE.withValue(":v",
                AttributeValue.s("a")), ReturnValues.NONE, new WriteReturns(ReturnCapacity.TOTAL, true, false));
        assertEquals(update, CliInputJson.parseUpdateItem(CliInputJson.updateItem(update)));
        DeleteItemRequest delete = new DeleteItemRequest("t", key, "", Expr.NONE, ReturnValues.NONE,
                new WriteReturns(ReturnCapacity.NONE, false, true));
        assertEquals(delete, CliInputJson.parseDeleteItem(CliInputJson.deleteItem(delete)));
        assertEquals(WriteReturns.NONE, CliInputJson.parseDeleteItem("{\"TableName\": \"t\", \"Key\": " + KEY
                + ", \"ReturnItemCollectionMetrics\": \"NONE\", \"ReturnValuesOnConditionCheckFailure\": \"NONE\"}").returns());
        QueryRequest query = new QueryRequest("t", null, "pk = :v", "", "", Expr.NONE.withValue(":v", AttributeValue.s("a")),
                null, true, null, null, false, ReturnCapacity.INDEXES);
        assertEquals(query, CliInputJson.parseQuery(CliInputJson.query(query)));
        ScanRequest scan = new ScanRequest("t", null, "", "", Expr.NONE, null, null, null, null, null, false,
                ReturnCapacity.TOTAL);
        assertEquals(scan, CliInputJson.parseScan(CliInputJson.scan(scan)));
        GetItemRequest get = new GetItemRequest("t", key, "", Expr.NONE, false, ReturnCapacity.INDEXES);
        assertEquals(get, CliInputJson.parseGetItem(CliInputJson.getItem(get)));
        TransactWriteRequest transaction = new TransactWriteRequest(List.of(
                new TransactWrite.Put(new PutItemRequest("t", new Item(key), "attribute_not_exists(pk)", Expr.NONE, null,
                        new WriteReturns(ReturnCapacity.NONE, false, true))),
                new TransactWrite.ConditionCheck("t", key, "attribute_exists(pk)", Expr.NONE, true)), "");
        assertEquals(transaction, CliInputJson.parse(OperationKind.TRANSACT_WRITE_ITEMS, CliInputJson.multi(transaction)));
        WriteReturns sized = new WriteReturns(ReturnCapacity.TOTAL, true, false);
        TransactWriteRequest asked = new TransactWriteRequest(transaction.actions(), "", sized);
        assertEquals(asked, CliInputJson.parse(OperationKind.TRANSACT_WRITE_ITEMS, CliInputJson.multi(asked)));
        BatchWriteRequest batch = (BatchWriteRequest) CliInputJson.parse(OperationKind.BATCH_WRITE_ITEM, "{\"RequestItems\": "
                + "{\"t\": [{\"PutRequest\": {\"Item\": " + KEY + "}}]}, \"ReturnConsumedCapacity\": \"TOTAL\","
                + " \"ReturnItemCollectionMetrics\": \"SIZE\"}");
        assertEquals(sized, batch.returns());
        assertEquals(batch, CliInputJson.parse(OperationKind.BATCH_WRITE_ITEM, CliInputJson.multi(batch)));
        assertTrue(CliInputJson.parseExecuteStatement("{\"Statement\": \"DELETE FROM t WHERE pk = 'a'\","
                + " \"ReturnValuesOnConditionCheckFailure\": \"ALL_OLD\"}").oldItemOnConditionFailure());
        assertEquals(ReturnCapacity.INDEXES, CliInputJson.parseExecuteStatement("{\"Statement\": \"SELECT * FROM t\","
                + " \"ReturnConsumedCapacity\": \"INDEXES\"}").capacity());
        SearchVectorsRequest search = new SearchVectorsRequest("t", "i", SearchVectorsRequest.vector(0.5, -1), 3, "x = :v",
                "pk", Expr.NONE.withValue(":v", AttributeValue.s("a")), ReturnCapacity.TOTAL);
        assertEquals(search, CliInputJson.parse(OperationKind.SEARCH_VECTORS, SearchVectorsJson.write(search)));
    }

    @Test
    void whatTablewrightWritesUsesOnlyMembersTheSkeletonHas() throws IOException {
        Map<String, AttributeValue> key = Map.of("pk", AttributeValue.s("a"), "sk", AttributeValue.n(1));
        Expr expr = new Expr(Map.of("#x", "x"), Map.of(":v", AttributeValue.s("a")));
        Expr names = new Expr(Map.of("#x", "x"), Map.of());
        List<String> problems = new ArrayList<>();
        WriteReturns all = new WriteReturns(ReturnCapacity.INDEXES, true, true);
        WriteReturns onFailure = new WriteReturns(ReturnCapacity.NONE, false, true); // what an action may ask
        check(problems, OperationKind.QUERY, CliInputJson.query(new QueryRequest("t", "i", "pk = :v", "#x = :v", "pk, #x",
                expr, 5, false, key, Select.SPECIFIC_ATTRIBUTES, true, ReturnCapacity.INDEXES)));
        check(problems, OperationKind.SCAN, CliInputJson.scan(new ScanRequest("t", "i", "#x = :v", "pk", expr, 5, key, 1,
                4, Select.COUNT, true, ReturnCapacity.INDEXES)));
        check(problems, OperationKind.GET_ITEM, CliInputJson.getItem(new GetItemRequest("t", key, "#x", names, true,
                ReturnCapacity.INDEXES)));
        check(problems, OperationKind.PUT_ITEM, CliInputJson.putItem(new PutItemRequest("t", new Item(key),
                "attribute_not_exists(#x) OR #x = :v", expr, ReturnValues.ALL_OLD, all)));
        check(problems, OperationKind.UPDATE_ITEM, CliInputJson.updateItem(new UpdateItemRequest("t", key, "SET #x = :v",
                "attribute_exists(pk)", expr, ReturnValues.UPDATED_NEW, all)));
        check(problems, OperationKind.DELETE_ITEM, CliInputJson.deleteItem(new DeleteItemRequest("t", key, "#x = :v", expr,
                ReturnValues.ALL_OLD, all)));
        check(problems, OperationKind.BATCH_GET_ITEM, CliInputJson.multi(new BatchGetRequest(Map.of("t",
                new BatchGetRequest.TableKeys(List.of(key), "#x", names, true)))));
        WriteReturns batchReturns = new WriteReturns(ReturnCapacity.INDEXES, true, false); // no ALL_OLD on a batch
        check(problems, OperationKind.BATCH_WRITE_ITEM, CliInputJson.multi(new BatchWriteRequest(List.of(
                new WriteRequest.Put("t", new Item(key)), new WriteRequest.Delete("t", key)), batchReturns)));
        check(problems, OperationKind.TRANSACT_GET_ITEMS, CliInputJson.multi(new TransactGetRequest(List.of(
                new TransactGet("t", key, "#x", names)))));
        check(problems, OperationKind.TRANSACT_WRITE_ITEMS, CliInputJson.multi(new TransactWriteRequest(List.of(
                new TransactWrite.Put(new PutItemRequest("t", new Item(key), "#x = :v", expr, null, onFailure)),
                new TransactWrite.Update(new UpdateItemRequest("t", key, "SET #x = :v", "attribute_exists(pk)", expr, null,
                        onFailure)),
                new TransactWrite.Delete(new DeleteItemRequest("t", key, "#x = :v", expr, null, onFailure)),
                new TransactWrite.ConditionCheck("t", key, "#x = :v", expr, true)), "token", batchReturns)));
        check(problems, OperationKind.SEARCH_VECTORS, SearchVectorsJson.write(new SearchVectorsRequest("t", "i",
                SearchVectorsRequest.vector(0.5, -1), 3, "#x = :v", "pk, #x", expr, ReturnCapacity.INDEXES)));
        assertEquals(List.of(), problems);
    }

    private static void check(List<String> problems, OperationKind kind, String written) throws IOException {
        JsonNode w = JSON.readTree(written);
        // what was written is read back as it was (a saved operation opens again)
        try {
            CliInputJson.parse(kind, written);
        } catch (IllegalArgumentException e) {
            problems.add(kind.cliName() + ": written, then refused: " + e.getMessage());
        }
        within(problems, kind.cliName() + " $", w, skeleton(kind));
    }

    /** Every member of {@code written} is one of {@code skeleton}'s; a skeleton's one KeyName member stands for any name. */
    private static void within(List<String> problems, String path, JsonNode written, JsonNode skeleton) {
        if (written.isObject()) {
            if (!skeleton.isObject()) {
                problems.add(path + ": an object where the skeleton has " + skeleton.getNodeType());
                return;
            }
            boolean anyName = skeleton.size() == 1 && skeleton.has("KeyName");
            for (Iterator<Map.Entry<String, JsonNode>> it = written.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                JsonNode s = anyName ? skeleton.get("KeyName") : skeleton.get(e.getKey());
                if (s == null) {
                    problems.add(path + "." + e.getKey() + ": not a member the AWS CLI takes");
                } else if (!(anyName && s.isObject() && s.isEmpty())) {
                    within(problems, path + "." + e.getKey(), e.getValue(), s);
                }
            }
        } else if (written.isArray()) {
            for (int i = 0; i < written.size(); i++) {
                within(problems, path + "[" + i + "]", written.get(i), skeleton.get(0));
            }
        }
    }
}
