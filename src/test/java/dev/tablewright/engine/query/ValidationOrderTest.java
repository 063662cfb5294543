package dev.tablewright.engine.query;

import static dev.tablewright.model.AttributeValue.n;
import static dev.tablewright.model.AttributeValue.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.QueryRequest;
import dev.tablewright.engine.api.ReturnValues;
import dev.tablewright.engine.api.TransactWrite;
import dev.tablewright.engine.api.UpdateItemRequest;
import dev.tablewright.engine.api.WriteRequest;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.Projection;
import dev.tablewright.model.TableDesign;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Which fault a request with several is refused for: the order of DynamoDB Local's checks, as the
 * differential test found it (each case once disagreed there).
 */
class ValidationOrderTest {
    private static final String ITEM_TOO_BIG = "Item size has exceeded the maximum allowed size";
    private static final String HASH_KEY_TOO_LONG = "One or more parameter values were invalid: Size of hashkey has "
            + "exceeded the maximum size limit of2048 bytes";
    private static final String RANGE_KEY_TOO_LONG = "One or more parameter values were invalid: Aggregated size of "
            + "all range keys has exceeded the size limit of 1024 bytes";
    private static final String INDEX_KEY_TOO_LONG = "One or more parameter values were invalid: Size limit exceeded";
    private static final String BIG = "x".repeat(410 * 1024);
    private static final String LONG = "k".repeat(2049);
    private static final AttributeValue EMPTY_BINARY = new AttributeValue.B(Binary.of(new byte[0]));

    private QueryEngine engine;

    @BeforeEach
    void table() {
        engine = new QueryEngine();
        engine.createTable(TableDesign.of("t", KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S))
                .withGlobalIndexes(List.of(new GlobalSecondaryIndex("gsi", KeySchema.of("G", AttributeType.B, "GS",
                        AttributeType.N), Projection.ALL)))
                .withLocalIndexes(List.of(new LocalSecondaryIndex("lsi", new AttributeDef("L", AttributeType.S),
                        Projection.ALL))));
    }

    private static void fails(String message, Executable call) {
        assertEquals(message, assertThrows(DynamoException.class, call).getMessage());
    }

    private void put(Item item) {
        put(item, "", Expr.NONE);
    }

    private void put(Item item, String condition, Expr expr) {
        engine.putItem(new PutItemRequest("t", item, condition, expr, ReturnValues.NONE));
    }

    private static Expr binarySet() {
        return Expr.NONE.withValue(":v", new AttributeValue.BS(Set.of(Binary.of(new byte[] {1}))));
    }

    // ---- PutItem ----

    @Test
    void anItemTooBigAsSentIsRefusedBeforeItsKeys() {
        // DynamoDB Local measures the item while reading the request, before any key check.
        fails(ITEM_TOO_BIG, () -> put(Item.of("PK", n(1), "SK", s("1"), "big", s(BIG))));
        fails(ITEM_TOO_BIG, () -> put(Item.of("SK", s("1"), "big", s(BIG))));
        fails(ITEM_TOO_BIG, () -> put(Item.of("PK", s(""), "SK", s("1"), "big", s(BIG))));
        fails(ITEM_TOO_BIG, () -> put(Item.of("PK", s("a"), "SK", s("1"), "G", n(1), "big", s(BIG))));
    }

    @Test
    void placeholdersWithoutAConditionAreRefusedBeforeTheItem() {
        fails("ExpressionAttributeValues can only be specified when using expressions: ConditionExpression is null",
                () -> put(Item.of("PK", s("a"), "SK", s("1"), "big", s(BIG)), "", Expr.NONE.withValue(":u", n(1))));
    }

    @Test
    void theConditionIsParsedAfterTheItem() {
        fails(ITEM_TOO_BIG, () -> put(Item.of("PK", s("a"), "SK", s("1"), "big", s(BIG)), "a > :v", binarySet()));
        fails(HASH_KEY_TOO_LONG, () -> put(Item.of("PK", s(LONG), "SK", s("1")), "a >", Expr.NONE));
    }

    @Test
    void eachKeyAttributeIsCheckedInFullBeforeTheNext() {
        // Table partition key, table sort key, LSI sort keys, GSI keys; presence, type, emptiness, length.
        fails(HASH_KEY_TOO_LONG, () -> put(Item.of("PK", s(LONG), "SK", n(1))));
        fails(HASH_KEY_TOO_LONG, () -> put(Item.of("PK", s(LONG))));
        fails(HASH_KEY_TOO_LONG, () -> put(Item.of("PK", s(LONG), "SK", s("1"), "G", n(1))));
        fails(RANGE_KEY_TOO_LONG, () -> put(Item.of("PK", s("a"), "SK", s(LONG), "L", n(1))));
        fails(INDEX_KEY_TOO_LONG, () -> put(Item.of("PK", s("a"), "SK", s("1"), "L", s(LONG), "G", n(1))));
        fails(INDEX_KEY_TOO_LONG, () -> put(Item.of("PK", s("a"), "SK", s("1"), "G", EMPTY_BINARY, "L", s(LONG))));
        fails(INDEX_KEY_TOO_LONG, () -> put(Item.of("PK", s("a"), "SK", s("1"),
                "G", new AttributeValue.B(Binary.of(new byte[2049])), "GS", s("x"))));
        fails("One or more parameter values are not valid. A value specified for a secondary index key is not "
                + "supported. The AttributeValue for a key attribute cannot contain an empty binary value. "
                + "IndexName: gsi, IndexKey: G", () -> put(Item.of("PK", s("a"), "SK", s("1"), "G", EMPTY_BINARY,
                "GS", s("x"))));
    }

    @Test
    void tableKeyLengthsComeBeforeTheSizeWithIndexEntries() {
        // Under 400 KB as sent, over it with the LSI entry: the long sort key is reported first.
        fails(RANGE_KEY_TOO_LONG, () -> put(Item.of("PK", s("a"), "SK", s(LONG), "L", s("l"),
                "d", s("y".repeat(205 * 1024)))));
    }

    // ---- BatchWriteItem ----

    @Test
    void aBatchChecksSizesAsSentFirstNotWithIndexEntries() {
        Item lsiTooBig = Item.of("PK", s("a"), "SK", s("2"), "L", s("l"), "d", s("y".repeat(205 * 1024)));
        fails("One or more parameter values were invalid: Type mismatch for key PK expected: S actual: N",
                () -> engine.batchWrite(List.of(new WriteRequest.Put("t", Item.of("PK", n(1), "SK", s("1"))),
                        new WriteRequest.Put("t", lsiTooBig))));
        fails(ITEM_TOO_BIG, () -> engine.batchWrite(List.of(new WriteRequest.Put("t", Item.of("PK", n(1), "SK",
                s("1"))), new WriteRequest.Put("t", Item.of("PK", s("a"), "SK", s("3"), "big", s(BIG))))));
    }

    // ---- TransactWriteItems ----

    private static TransactWrite.Put txPut(Item item, String condition, Expr expr) {
        return new TransactWrite.Put(new PutItemRequest("t", item, condition, expr, ReturnValues.NONE));
    }

    @Test
    void aTransactionReadsActionByActionExpressionsThenItemSize() {
        Item big = Item.of("PK", s("a"), "SK", s("1"), "big", s(BIG));
        Item small = Item.of("PK", s("b"), "SK", s("1"));
        fails(ITEM_TOO_BIG, () -> engine.transactWrite(List.of(txPut(big, "", Expr.NONE),
                txPut(small, "a > :v", binarySet()))));
        fails("Invalid ConditionExpression: Incorrect operand type for operator or function; operator or function: "
                + ">, operand type: BS", () -> engine.transactWrite(List.of(txPut(big, "a > :v", binarySet()))));
    }

    @Test
    void aTransactionLeavesPlaceholdersWithoutExpressionsForLater() {
        Item unusedValue = Item.of("PK", s("c"), "SK", s("1"));
        fails(ITEM_TOO_BIG, () -> engine.transactWrite(List.of(
                txPut(unusedValue, "", Expr.NONE.withValue(":u", n(1))),
                txPut(Item.of("PK", s("a"), "SK", s("1"), "big", s(BIG)), "", Expr.NONE))));
    }

    // ---- computed numbers ----

    @Test
    void aComputedNumberIsRefusedForItsPrecisionBeforeItsMagnitude() {
        put(Item.of("PK", s("a"), "SK", s("1"), "b",
                AttributeValue.N.parse("9.9999999999999999999999999999999999999E125")));
        // 1.00000000000000000000000000000000000001E126: both 39 digits and out of range.
        fails("DynamoDB only supports precision up to 38 digits", () -> engine.updateItem(new UpdateItemRequest("t",
                Map.of("PK", s("a"), "SK", s("1")), "ADD b :v", "", Expr.NONE.withValue(":v",
                AttributeValue.N.parse("2E88")), ReturnValues.NONE)));
        fails("Number overflow. Attempting to store a number with magnitude larger than supported range",
                () -> engine.updateItem(new UpdateItemRequest("t", Map.of("PK", s("a"), "SK", s("1")),
                        "SET c = :x + :y", "", Expr.NONE.withValue(":x", AttributeValue.N.parse("9E125"))
                        .withValue(":y", AttributeValue.N.parse("1E125")), ReturnValues.NONE)));
    }

    // ---- UpdateItem of a key attribute ----

    private static UpdateItemRequest setPartitionKey(String condition) {
        return new UpdateItemRequest("t", Map.of("PK", s("a"), "SK", s("1")), "SET PK = :v", condition,
                Expr.NONE.withValue(":v", s("b")), ReturnValues.NONE);
    }

    @Test
    void anUpdateOfAKeyAttributeIsRefusedOnlyOnceItsConditionHolds() {
        put(Item.of("PK", s("a"), "SK", s("1")));
        fails("The conditional request failed", () -> engine.updateItem(setPartitionKey("attribute_not_exists(PK)")));
        fails("One or more parameter values were invalid: Cannot update attribute PK. This attribute is part of the "
                + "key", () -> engine.updateItem(setPartitionKey("attribute_exists(PK)")));
    }

    @Test
    void inATransactionAnUpdateOfAKeyAttributeCancelsOnlyItsAction() {
        put(Item.of("PK", s("a"), "SK", s("1")));
        DynamoException failed = assertThrows(DynamoException.class, () -> engine.transactWrite(List.of(
                new TransactWrite.Update(setPartitionKey("attribute_not_exists(PK)")))));
        assertEquals(List.of("ConditionalCheckFailed"), failed.cancellationReasons());
        DynamoException invalid = assertThrows(DynamoException.class, () -> engine.transactWrite(List.of(
                new TransactWrite.Update(setPartitionKey("attribute_exists(PK)")))));
        assertEquals(List.of("ValidationError"), invalid.cancellationReasons());
    }

    // ---- ExclusiveStartKey ----

    private Page query(String index, String keyCondition, Expr expr, Map<String, AttributeValue> start) {
        return engine.query(new QueryRequest("t", index, keyCondition, "", "", expr, null, true, start, null, false));
    }

    @Test
    void anEmptyStartKeyValueIsRefusedBeforeTheKeyCondition() {
        Expr values = Expr.NONE.withValue(":p", s("a")).withValue(":x", s("b"));
        fails("The provided starting key is invalid: One or more parameter values are not valid. The AttributeValue "
                + "for a key attribute cannot contain an empty string value. Key: SK",
                () -> query(null, "PK = :p AND SK > :x", values, Map.of("PK", s("a"), "SK", s(""))));
        // Of the partition key DynamoDB Local also says that the query cannot be restarted.
        fails("The query can return at most one row and cannot be restarted. The provided starting key is invalid: "
                + "One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain "
                + "an empty string value. Key: PK",
                () -> query(null, "PK = :p", Expr.NONE.withValue(":p", s("a")), Map.of("PK", s(""), "SK", s(""))));
        fails("The provided starting key is invalid: One or more parameter values are not valid. A value specified "
                + "for a secondary index key is not supported. The AttributeValue for a key attribute cannot contain "
                + "an empty string value. IndexName: lsi, IndexKey: L",
                () -> query("lsi", "PK = :p", Expr.NONE.withValue(":p", s("a")),
                        Map.of("PK", s("a"), "SK", s("1"), "L", s(""))));
    }

    @Test
    void aStartKeyOnTheBoundTheQueryReadsTowardsIsRefused() {
        // Found by seed 20027: SK BETWEEN z AND z, forwards from SK = z. Forwards the upper bound (<=,
        // BETWEEN) is exclusive for a start key, backwards the lower (>=, BETWEEN).
        Expr values = Expr.NONE.withValue(":p", s("a")).withValue(":lo", s("b")).withValue(":hi", s("d"));
        String between = "PK = :p AND SK BETWEEN :lo AND :hi";
        String refused = "The provided starting key does not match the range key predicate";
        fails(refused, () -> startAt(between, values, "d", true));
        fails(refused, () -> startAt(between, values, "b", false));
        startAt(between, values, "b", true);
        startAt(between, values, "d", false);
        Expr bound = Expr.NONE.withValue(":p", s("a")).withValue(":lo", s("b"));
        fails(refused, () -> startAt("PK = :p AND SK <= :lo", bound, "b", true));
        startAt("PK = :p AND SK <= :lo", bound, "b", false);
        fails(refused, () -> startAt("PK = :p AND SK >= :lo", bound, "b", false));
        startAt("PK = :p AND SK >= :lo", bound, "b", true);
    }

    private Page startAt(String keyCondition, Expr values, String sortKey, boolean forward) {
        return engine.query(new QueryRequest("t", null, keyCondition, "", "", values, null, forward,
                Map.of("PK", s("a"), "SK", s(sortKey)), null, false));
    }

    // ---- several indexes ----

    @Test
    void indexesAreCheckedInDynamoDbLocalsOrderLocalOnesFirst() {
        // Local keeps indexes in a HashMap by name: lsi2 before lsi1, zeta before gsi1 before alpha.
        engine.createTable(TableDesign.of("t2", KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S))
                .withGlobalIndexes(List.of(index("gsi1", "G1"), index("alpha", "G2"), index("zeta", "G3")))
                .withLocalIndexes(List.of(new LocalSecondaryIndex("lsi1", new AttributeDef("L1", AttributeType.S),
                        Projection.ALL), new LocalSecondaryIndex("lsi2", new AttributeDef("L2", AttributeType.S),
                        Projection.ALL))));
        String empty = "One or more parameter values are not valid. A value specified for a secondary index key is "
                + "not supported. The AttributeValue for a key attribute cannot contain an empty string value. ";
        fails(empty + "IndexName: lsi2, IndexKey: L2", () -> putT2("L1", s(""), "L2", s(""), "G3", s("")));
        fails(empty + "IndexName: zeta, IndexKey: G3", () -> putT2("G1", s(""), "G2", s(""), "G3", s("")));
        fails(empty + "IndexName: gsi1, IndexKey: G1", () -> putT2("G1", s(""), "G2", s("")));
    }

    private void putT2(String name, AttributeValue value, Object... more) {
        Item item = Item.of("PK", s("a"), "SK", s("1"), name, value);
        for (int i = 0; i < more.length; i += 2) {
            item = item.with((String) more[i], (AttributeValue) more[i + 1]);
        }
        engine.putItem(PutItemRequest.of("t2", item));
    }

    private static GlobalSecondaryIndex index(String name, String key) {
        return new GlobalSecondaryIndex(name, KeySchema.of(key, AttributeType.S), Projection.ALL);
    }
}
