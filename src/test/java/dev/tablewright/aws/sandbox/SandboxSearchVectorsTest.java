package dev.tablewright.aws.sandbox;

import static dev.tablewright.engine.api.SearchVectorsRequest.vector;
import static dev.tablewright.model.AttributeValue.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.SearchVectorsRequest;
import dev.tablewright.engine.api.SearchVectorsResult;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DistanceFunction;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.SearchSchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Sandbox answers SearchVectors from the engine, through the typed call and through execute alike. */
class SandboxSearchVectorsTest {
    @Test
    void theSandboxSearchesItsTablesVectorIndexes() {
        try (SandboxGateway sandbox = SandboxGateway.empty()) {
            sandbox.createTable(TableDesign.of("Docs", KeySchema.of("id", AttributeType.S)).withVectorIndexes(List.of(
                    new VectorIndex("byText", "embedding", 2, DistanceFunction.EUCLIDEAN, Projection.KEYS_ONLY,
                            SearchSchema.NONE))));
            sandbox.putItem(PutItemRequest.of("Docs", Item.of("id", s("far"), "embedding", vec(3, 4))));
            sandbox.putItem(PutItemRequest.of("Docs", Item.of("id", s("near"), "embedding", vec(0, 1))));
            SearchVectorsRequest search = SearchVectorsRequest.of("Docs", "byText", vector(0, 0), 2);
            SearchVectorsResult typed = sandbox.searchVectors(search);
            assertEquals(List.of(Item.of("id", s("near")), Item.of("id", s("far"))), typed.items());
            assertEquals(List.of(1.0, 5.0), typed.scores());
            assertEquals(typed, sandbox.execute(search));
            DynamoException e = assertThrows(DynamoException.class,
                    () -> sandbox.searchVectors(SearchVectorsRequest.of("Docs", "byTitle", vector(0, 0), 2)));
            assertEquals("The table does not have the specified index: byTitle", e.getMessage());
        }
    }

    private static AttributeValue vec(double... elements) {
        return AttributeValue.list(vector(elements).toArray(AttributeValue[]::new));
    }
}
