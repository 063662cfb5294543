package dev.tablewright.aws.connect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.Gateway;
import dev.tablewright.engine.api.DeleteItemRequest;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.engine.api.TransactWrite;
import dev.tablewright.engine.api.UpdateItemRequest;
import dev.tablewright.engine.api.WriteRequest;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** Connections to DynamoDB Local over HTTP: what the factory opens, and what a read-only one lets through. */
class GatewaysTest {
    private static final String TABLE = "conn-" + UUID.randomUUID();
    private static final Gateways GATEWAYS = new Gateways(() -> DataModel.of("m", List.of()), CallLimits.TEST);

    @BeforeAll
    static void table() {
        try (Gateway g = GATEWAYS.open(Connection.localEndpoint("Local", HttpDynamoDbLocal.endpoint()))) {
            g.createTable(TableDesign.of(TABLE, KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S)));
        }
    }

    @Test
    void anEndpointConnectionListsTheTables() {
        try (Gateway g = GATEWAYS.open(Connection.localEndpoint("Local", HttpDynamoDbLocal.endpoint()))) {
            assertTrue(g.listTables().contains(TABLE), g.listTables().toString());
            assertEquals("Local (" + HttpDynamoDbLocal.endpoint() + ")", g.displayName());
        }
    }

    @Test
    void theSandboxIsTheOpenModel() {
        TableDesign design = TableDesign.of("Model", KeySchema.of("PK", AttributeType.S));
        Gateways gateways = new Gateways(() -> DataModel.of("m", List.of(design)), CallLimits.TEST);
        try (Gateway g = gateways.open(Connection.SANDBOX)) {
            assertEquals(List.of("Model"), g.listTables());
            assertEquals(design, g.describeTable("Model").orElseThrow());
        }
    }

    @Test
    void aReadOnlyConnectionSendsNoWriteAtAll() throws IOException {
        try (CountingProxy proxy = new CountingProxy(HttpDynamoDbLocal.endpoint());
                Gateway g = GATEWAYS.open(Connection.localEndpoint("Prod copy", proxy.endpoint()).withReadOnly(true))) {
            Item item = Item.of("PK", AttributeValue.s("a"), "SK", AttributeValue.s("1"));
            Map<String, AttributeValue> key = item.attributes();
            List<Executable> writes = List.of(
                    () -> g.putItem(PutItemRequest.of(TABLE, item)),
                    () -> g.updateItem(new UpdateItemRequest(TABLE, key, "SET n = :n", null, Expr.NONE, null)),
                    () -> g.deleteItem(new DeleteItemRequest(TABLE, key, null, Expr.NONE, null)),
                    () -> g.batchWrite(List.of(new WriteRequest.Put(TABLE, item))),
                    () -> g.transactWrite(List.of(new TransactWrite.Put(PutItemRequest.of(TABLE, item)))),
                    () -> g.createTable(TableDesign.of("other", KeySchema.of("PK", AttributeType.S))),
                    () -> g.deleteTable(TABLE));
            for (Executable write : writes) {
                DynamoException e = assertThrows(DynamoException.class, write);
                assertEquals(ReadOnlyGateway.READ_ONLY, e.errorCode());
                assertTrue(e.getMessage().contains("read-only connection; nothing was sent"), e.getMessage());
            }
            g.scan(ScanRequest.of(TABLE));
            assertTrue(g.describeTable(TABLE).isPresent());
            assertEquals(List.of("Scan", "DescribeTable"), proxy.operations());
        }
    }

    @Test
    void theProxyCountsWhatAWritableConnectionSends() throws IOException {
        try (CountingProxy proxy = new CountingProxy(HttpDynamoDbLocal.endpoint());
                Gateway g = GATEWAYS.open(Connection.localEndpoint("Local", proxy.endpoint()))) {
            g.putItem(PutItemRequest.of(TABLE, Item.of("PK", AttributeValue.s("p"), "SK", AttributeValue.s("1"))));
            assertEquals(List.of("PutItem"), proxy.operations());
        }
    }

    @Test
    void testingAnEndpointMakesOneCheapCall() throws IOException {
        try (CountingProxy proxy = new CountingProxy(HttpDynamoDbLocal.endpoint())) {
            ConnectionTester.Result r = new ConnectionTester(() -> DataModel.of("m", List.of()), CallLimits.TEST)
                    .test(Connection.localEndpoint("Local", proxy.endpoint()));
            assertTrue(r.ok(), r.message());
            assertTrue(r.message().startsWith("Connected: "), r.message());
            assertEquals(List.of("ListTables"), proxy.operations());
        }
    }

    @Test
    void refusedAndUnknownHostsAreOneClearLine() {
        ConnectionTester tester = new ConnectionTester(() -> DataModel.of("m", List.of()), CallLimits.TEST);
        int closed = HttpDynamoDbLocal.freePort();
        ConnectionTester.Result refused = tester.test(Connection.localEndpoint("L", "http://localhost:" + closed));
        assertFalse(refused.ok());
        assertEquals("Connection refused at http://localhost:" + closed + ": is DynamoDB Local running there?",
                refused.message());
        ConnectionTester.Result unknown = tester.test(Connection.localEndpoint("L", "http://no-such-host.invalid:8000"));
        assertFalse(unknown.ok());
        assertTrue(unknown.message().startsWith("Unknown host no-such-host.invalid"), unknown.message());
        ConnectionTester.Result malformed = tester.test(Connection.localEndpoint("L", "localhost 8000"));
        assertEquals("Not an endpoint URL: \"localhost 8000\" (like http://localhost:8000)", malformed.message());
    }
}
