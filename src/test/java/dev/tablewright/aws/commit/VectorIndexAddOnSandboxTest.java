package dev.tablewright.aws.commit;

import static dev.tablewright.aws.commit.VectorIndexCommitOverHttpTest.BY_EMBEDDING;
import static dev.tablewright.aws.commit.VectorIndexCommitOverHttpTest.BY_EMBEDDING_2;
import static dev.tablewright.aws.commit.VectorIndexCommitOverHttpTest.products;
import static dev.tablewright.engine.api.SearchVectorsRequest.vector;
import static dev.tablewright.model.AttributeValue.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.SearchVectorsRequest;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Item;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code --add} against the Sandbox creates a vector index on a table that already holds items: the
 * engine stores nothing per index, so the new index searches the items already there.
 */
class VectorIndexAddOnSandboxTest {
    @Test
    void addingCreatesTheIndexAndItSearchesTheItemsAlreadyThere() {
        try (SandboxGateway sandbox = SandboxGateway.empty()) {
            sandbox.createTable(products(List.of()));
            sandbox.putItem(PutItemRequest.of("Products", Item.of("pk", s("far"), "embedding", vec(3, 4, 0))));
            sandbox.putItem(PutItemRequest.of("Products", Item.of("pk", s("near"), "embedding", vec(0, 1, 0))));
            Commit add = new Commit(sandbox, DataModel.of("m", List.of(products(List.of(BY_EMBEDDING_2)))),
                    new CommitOptions(List.of(), ExistingTables.ADD, 2, Backoff.DEFAULT));
            CommitReport report = add.run(add.plan(), p -> { }, () -> false);
            assertTrue(report.complete(), report.text());
            assertEquals(List.of("vector index by-embedding-2: created"),
                    report.tables().get(0).vectorIndexes().stream().map(VectorIndexOutcome::line).toList());
            assertEquals(List.of(BY_EMBEDDING_2), sandbox.describeTable("Products").orElseThrow().vectorIndexes());
            assertEquals(List.of(Item.of("pk", s("near")), Item.of("pk", s("far"))), sandbox.searchVectors(
                    SearchVectorsRequest.of("Products", "by-embedding-2", vector(0, 0, 0), 2)).items());
        }
    }

    @Test
    void aNameAnyIndexOfTheTableHasIsRefused() {
        try (SandboxGateway sandbox = SandboxGateway.empty()) {
            sandbox.createTable(products(List.of(BY_EMBEDDING)));
            DynamoException e = assertThrows(DynamoException.class,
                    () -> sandbox.addVectorIndex(products(List.of()), BY_EMBEDDING));
            assertEquals("Attempting to create an index which already exists", e.getMessage());
            assertEquals(List.of(BY_EMBEDDING), sandbox.describeTable("Products").orElseThrow().vectorIndexes());
        }
    }

    private static AttributeValue vec(double... elements) {
        return AttributeValue.list(vector(elements).toArray(AttributeValue[]::new));
    }
}
