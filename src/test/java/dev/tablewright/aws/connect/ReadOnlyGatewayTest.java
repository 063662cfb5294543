package dev.tablewright.aws.connect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.engine.api.BatchGetRequest;
import dev.tablewright.engine.api.BatchWriteRequest;
import dev.tablewright.engine.api.DataRequest;
import dev.tablewright.engine.api.DeleteItemRequest;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.ExecuteStatementRequest;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.GetItemRequest;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.QueryRequest;
import dev.tablewright.engine.api.ReturnValues;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.engine.api.SearchVectorsRequest;
import dev.tablewright.engine.api.TransactGet;
import dev.tablewright.engine.api.TransactGetRequest;
import dev.tablewright.engine.api.TransactWrite;
import dev.tablewright.engine.api.TransactWriteRequest;
import dev.tablewright.engine.api.UpdateItemRequest;
import dev.tablewright.engine.api.WriteRequest;
import dev.tablewright.format.SampleModels;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DistanceFunction;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.SearchSchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import org.junit.jupiter.api.Test;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** PartiQL on a read-only connection: a SELECT reads, anything else is refused before it is sent. */
class ReadOnlyGatewayTest {

    @Test
    void onlyASelectStatementPasses() {
        try (SandboxGateway sandbox = SandboxGateway.of(SampleModels.read("movies-actors.json").model().orElseThrow())) {
            ReadOnlyGateway readOnly = new ReadOnlyGateway(sandbox);
            assertFalse(readOnly.executeStatement(statement("  SELECT * FROM \"Movies\" WHERE pk = 'mov#tt0109830'"))
                    .items().isEmpty());
            for (String write : List.of("INSERT INTO \"Movies\" VALUE {'pk': 'x', 'sk': 'y'}",
                    "update \"Movies\" SET a = 1 WHERE pk = 'mov#tt0109830' AND sk = 'mov#tt0109830'",
                    "DELETE FROM \"Movies\" WHERE pk = 'x' AND sk = 'y'", "selection")) {
                DynamoException e = assertThrows(DynamoException.class, () -> readOnly.executeStatement(statement(write)));
                assertEquals(ReadOnlyGateway.READ_ONLY, e.errorCode(), write);
            }
            assertEquals(0, sandbox.scan(dev.tablewright.engine.api.ScanRequest.of("Movies")).items().stream()
                    .filter(i -> i.attributes().containsKey("a")).count(), "nothing written");
        }
    }

    /** One request of every kind: each that writes is refused by its kind, before the delegate sees it. */
    @Test
    void everyKindThatWritesIsRefusedBeforeItIsSentAndEveryReadGoesThrough() {
        Map<String, AttributeValue> key = Map.of("pk", new AttributeValue.S("mov#tt0109830"),
                "sk", new AttributeValue.S("mov#tt0109830"));
        List<DataRequest<?>> requests = List.of(GetItemRequest.of("Movies", key), QueryRequest.of("Movies", "pk = :p",
                Expr.NONE.withValue(":p", new AttributeValue.S("mov#tt0109830"))), ScanRequest.of("Movies"),
                new PutItemRequest("Movies", new Item(key), "", Expr.NONE, ReturnValues.NONE),
                new UpdateItemRequest("Movies", key, "SET a = :a", "", Expr.NONE.withValue(":a",
                        new AttributeValue.N(java.math.BigDecimal.ONE)), ReturnValues.NONE),
                new DeleteItemRequest("Movies", key, "", Expr.NONE, ReturnValues.NONE),
                new BatchGetRequest(Map.of("Movies", BatchGetRequest.TableKeys.of(List.of(key)))),
                new BatchWriteRequest(List.of(new WriteRequest.Delete("Movies", key))),
                new TransactGetRequest(List.of(new TransactGet("Movies", key, "", Expr.NONE))),
                new TransactWriteRequest(List.of(new TransactWrite.Delete(new DeleteItemRequest("Movies", key, "", Expr.NONE,
                        ReturnValues.NONE)))),
                statement("SELECT * FROM \"Movies\""),
                SearchVectorsRequest.of("Vectors", "byV", SearchVectorsRequest.vector(1, 0), 3));
        assertEquals(EnumSet.allOf(OperationKind.class), requests.stream().map(DataRequest::kind)
                .collect(Collectors.toCollection(() -> EnumSet.noneOf(OperationKind.class))), "every kind once");
        try (SandboxGateway sandbox = SandboxGateway.of(SampleModels.read("movies-actors.json").model().orElseThrow())) {
            sandbox.createTable(TableDesign.of("Vectors", KeySchema.of("pk", AttributeType.S)).withVectorIndexes(List.of(
                    new VectorIndex("byV", "v", 2, DistanceFunction.COSINE, Projection.ALL, SearchSchema.NONE))));
            List<OperationKind> reached = new ArrayList<>();
            Gateway counting = new ForwardingGateway(sandbox) {
                @Override
                public <R> R execute(DataRequest<R> request) {
                    reached.add(request.kind());
                    return super.execute(request);
                }
            };
            ReadOnlyGateway readOnly = new ReadOnlyGateway(counting);
            for (DataRequest<?> request : requests) {
                boolean writes = request.kind().writes() && request.kind() != OperationKind.EXECUTE_STATEMENT;
                if (writes) {
                    DynamoException e = assertThrows(DynamoException.class, () -> readOnly.execute(request));
                    assertEquals(ReadOnlyGateway.READ_ONLY, e.errorCode());
                    assertTrue(e.getMessage().startsWith(request.kind().apiName() + " refused"), e.getMessage());
                } else {
                    readOnly.execute(request);
                }
            }
            assertEquals(List.of(OperationKind.GET_ITEM, OperationKind.QUERY, OperationKind.SCAN,
                    OperationKind.BATCH_GET_ITEM, OperationKind.TRANSACT_GET_ITEMS, OperationKind.EXECUTE_STATEMENT,
                    OperationKind.SEARCH_VECTORS),
                    reached, "only the reads reached the connection");
        }
    }

    private static ExecuteStatementRequest statement(String text) {
        return new ExecuteStatementRequest(text, List.of(), null, null, false);
    }
}
