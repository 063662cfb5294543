package dev.tablewright.aws.differential;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.aws.EmbeddedDynamoDb;
import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.aws.sdk.SdkGateway;
import dev.tablewright.engine.api.DataRequest;
import dev.tablewright.engine.api.DeleteItemRequest;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.ExecuteStatementRequest;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.ReturnCapacity;
import dev.tablewright.engine.api.ReturnValues;
import dev.tablewright.engine.api.TransactWrite;
import dev.tablewright.engine.api.TransactWriteRequest;
import dev.tablewright.engine.api.UpdateItemRequest;
import dev.tablewright.engine.api.WriteReturns;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.Projection;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * ReturnValuesOnConditionCheckFailure on the Sandbox and on DynamoDB Local: a Put, Update, Delete or
 * PartiQL statement whose condition fails reports the item as it was when it asked ALL_OLD (nothing
 * where there was no item, nothing when it did not ask), and a cancelled transaction carries that item
 * in the reason of each action that asked.
 */
class ConditionFailureDifferentialTest {
    private static final Gateway LOCAL = new SdkGateway(EmbeddedDynamoDb.client(), "DynamoDB Local (embedded)", false);
    private static final WriteReturns ALL_OLD = new WriteReturns(ReturnCapacity.NONE, false, true);
    private static final Item STORED = Item.of("PK", AttributeValue.s("a"), "SK", AttributeValue.s("1"), "L",
            AttributeValue.n("3"), "title", AttributeValue.s("Heat"), "tags", new AttributeValue.SS(Set.of("x", "y")));
    private static final Item OTHER = Item.of("PK", AttributeValue.s("a"), "SK", AttributeValue.s("2"), "title",
            AttributeValue.s("Ran"));

    private final SandboxGateway sandbox = SandboxGateway.empty();
    private String table;

    @BeforeEach
    void twoItemsOnBoth() {
        table = "conditions-" + UUID.randomUUID();
        TableDesign design = TableDesign.of(table, KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S))
                .withLocalIndexes(List.of(new LocalSecondaryIndex("LSI1", new AttributeDef("L", AttributeType.N),
                        Projection.KEYS_ONLY)));
        for (Gateway g : List.of(sandbox, LOCAL)) {
            g.createTable(design);
            g.putItem(PutItemRequest.of(table, STORED));
            g.putItem(PutItemRequest.of(table, OTHER));
        }
    }

    @AfterEach
    void dropTheTable() {
        LOCAL.deleteTable(table);
    }

    @Test
    void aFailedSingleWriteReportsTheItemAsItWasWhenAskedOnBoth() {
        Expr nope = Expr.NONE.withValue(":t", AttributeValue.s("nope"));
        Expr newTitle = nope.withValue(":n", AttributeValue.s("new"));
        List<String> differences = new ArrayList<>();
        same(differences, "put over an item, ALL_OLD", new PutItemRequest(table, STORED, "attribute_not_exists(PK)",
                Expr.NONE, ReturnValues.NONE, ALL_OLD), Optional.of(STORED));
        same(differences, "put over an item, NONE", new PutItemRequest(table, STORED, "attribute_not_exists(PK)",
                Expr.NONE, ReturnValues.NONE), Optional.empty());
        same(differences, "put where there is no item, ALL_OLD", new PutItemRequest(table, Item.of("PK",
                AttributeValue.s("b"), "SK", AttributeValue.s("1")), "attribute_exists(PK)", Expr.NONE,
                ReturnValues.NONE, ALL_OLD), Optional.empty());
        same(differences, "update, ALL_OLD", new UpdateItemRequest(table, key("1"), "SET title = :n", "title = :t",
                newTitle, ReturnValues.ALL_NEW, ALL_OLD), Optional.of(STORED));
        same(differences, "update of a missing item, ALL_OLD", new UpdateItemRequest(table, key("9"), "SET title = :n",
                "attribute_exists(PK)", Expr.NONE.withValue(":n", AttributeValue.s("new")),
                ReturnValues.NONE, ALL_OLD), Optional.empty());
        same(differences, "delete, ALL_OLD", new DeleteItemRequest(table, key("2"), "title = :t", nope,
                ReturnValues.ALL_OLD, ALL_OLD), Optional.of(OTHER));
        same(differences, "delete, NONE", new DeleteItemRequest(table, key("2"), "title = :t", nope,
                ReturnValues.NONE), Optional.empty());
        same(differences, "PartiQL UPDATE, ALL_OLD", new ExecuteStatementRequest("UPDATE \"" + table
                + "\" SET title = 'new' WHERE PK = 'a' AND SK = '1' AND title = 'nope'", List.of(), null, null, false,
                true), Optional.of(STORED));
        same(differences, "PartiQL DELETE, ALL_OLD", new ExecuteStatementRequest("DELETE FROM \"" + table
                + "\" WHERE PK = 'a' AND SK = '2' AND title = 'nope'", List.of(), null, null, false, true),
                Optional.of(OTHER));
        assertEquals(List.of(), differences);
    }

    @Test
    void aCancelledTransactionCarriesTheItemOfEachActionThatAskedOnBoth() {
        TransactWriteRequest transaction = new TransactWriteRequest(List.of(
                new TransactWrite.Put(new PutItemRequest(table, STORED, "attribute_not_exists(PK)", Expr.NONE, null,
                        ALL_OLD)),
                new TransactWrite.ConditionCheck(table, key("2"), "attribute_not_exists(PK)", Expr.NONE, true),
                new TransactWrite.Delete(new DeleteItemRequest(table, key("9"), "attribute_exists(PK)", Expr.NONE, null,
                        ALL_OLD)),
                new TransactWrite.Update(new UpdateItemRequest(table, key("3"), "SET title = :n", "", Expr.NONE
                        .withValue(":n", AttributeValue.s("new")), null, ALL_OLD))));
        List<DynamoException.Reason> expected = List.of(new DynamoException.Reason("ConditionalCheckFailed",
                Optional.of(STORED)), new DynamoException.Reason("ConditionalCheckFailed", Optional.of(OTHER)),
                DynamoException.Reason.of("ConditionalCheckFailed"), DynamoException.Reason.of("None"));
        assertEquals(expected, failure(sandbox, transaction).reasons(), "Sandbox");
        assertEquals(expected, failure(LOCAL, transaction).reasons(), "DynamoDB Local");
        TransactWriteRequest unasked = new TransactWriteRequest(List.of(new TransactWrite.ConditionCheck(table, key("1"),
                "attribute_not_exists(PK)", Expr.NONE)));
        assertEquals(List.of(DynamoException.Reason.of("ConditionalCheckFailed")), failure(sandbox, unasked).reasons());
        assertEquals(List.of(DynamoException.Reason.of("ConditionalCheckFailed")), failure(LOCAL, unasked).reasons());
    }

    private void same(List<String> differences, String what, DataRequest<?> request, Optional<Item> expected) {
        DynamoException mine = failure(sandbox, request);
        DynamoException theirs = failure(LOCAL, request);
        assertEquals(DynamoException.CONDITIONAL_CHECK_FAILED, theirs.errorCode(), what);
        if (!mine.errorCode().equals(theirs.errorCode()) || !mine.item().equals(theirs.item())) {
            differences.add(what + ": Sandbox " + mine + " " + mine.item() + ", DynamoDB Local " + theirs + " "
                    + theirs.item());
        } else if (!theirs.item().equals(expected)) {
            differences.add(what + ": both " + theirs.item() + ", expected " + expected);
        }
    }

    private static DynamoException failure(Gateway g, DataRequest<?> request) {
        try {
            g.execute(request);
        } catch (DynamoException e) {
            return e;
        }
        throw new AssertionError(g.displayName() + " ran " + request + " without an error");
    }

    private static Map<String, AttributeValue> key(String sk) {
        return Map.of("PK", AttributeValue.s("a"), "SK", AttributeValue.s(sk));
    }
}
