package dev.tablewright.aws.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.LocalServer;
import dev.tablewright.aws.connect.ReadOnlyGateway;
import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.GetItemRequest;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Conditional edits of live items, the same on the Sandbox and on DynamoDB Local over HTTP. */
class LiveItemWritesTest {
    private static final KeySchema KEYS = KeySchema.of("pk", AttributeType.S, "sk", AttributeType.S);
    private static LocalServer server;

    @BeforeAll
    static void start() {
        server = LocalServer.start();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    static Stream<Gateway> gateways() {
        return Stream.of(SandboxGateway.empty(), server.gateway());
    }

    private static String table(Gateway g) {
        String name = "live-" + UUID.randomUUID();
        g.createTable(TableDesign.of(name, KEYS));
        return name;
    }

    private static Item item(String sk, Object... more) {
        Object[] all = Stream.concat(Stream.of("pk", AttributeValue.s("P"), "sk", AttributeValue.s(sk)), Stream.of(more))
                .toArray();
        return Item.of(all);
    }

    private static Optional<Item> now(Gateway g, String table, String sk) {
        return g.getItem(GetItemRequest.of(table, Map.of("pk", AttributeValue.s("P"), "sk", AttributeValue.s(sk))));
    }

    @ParameterizedTest
    @MethodSource("gateways")
    void anEditIsWrittenOnlyWhileTheItemIsAsRead(Gateway g) {
        String t = table(g);
        LiveItemWrites writes = new LiveItemWrites(g, t, KEYS);
        Item first = item("1", "title", AttributeValue.s("a"), "tags", new AttributeValue.SS(java.util.Set.of("x", "y")),
                "m", new AttributeValue.M(Map.of("n", AttributeValue.n(1))),
                "l", new AttributeValue.L(List.of(AttributeValue.s("q"))));
        assertInstanceOf(LiveItemWrites.Written.class, writes.save(Optional.empty(), first));
        assertInstanceOf(LiveItemWrites.Conflict.class, writes.save(Optional.empty(), item("1")), "a new item's key is taken");

        Item edited = item("1", "title", AttributeValue.s("b"), "tags", new AttributeValue.SS(new java.util.LinkedHashSet<>(List.of("y", "x"))),
                "m", new AttributeValue.M(Map.of("n", AttributeValue.n(1))),
                "l", new AttributeValue.L(List.of(AttributeValue.s("q"))));
        assertEquals(new LiveItemWrites.Written(Optional.of(edited)), writes.save(Optional.of(first), edited),
                "sets, maps and lists compare equal as read");

        Item theirs = item("1", "title", AttributeValue.s("theirs"));
        g.putItem(PutItemRequest.of(t, theirs));
        LiveItemWrites.Outcome late = writes.save(Optional.of(edited), item("1", "title", AttributeValue.s("mine")));
        LiveItemWrites.Conflict conflict = assertInstanceOf(LiveItemWrites.Conflict.class, late);
        assertEquals(Optional.of(theirs), conflict.current());
        assertEquals(Optional.of(edited), conflict.read());
        assertEquals(Optional.of(theirs), now(g, t, "1"), "nothing clobbered");
        g.deleteTable(t);
    }

    @ParameterizedTest
    @MethodSource("gateways")
    void aDeleteOfAChangedItemIsAConflictAndOfAnUnchangedOneRemovesIt(Gateway g) {
        String t = table(g);
        LiveItemWrites writes = new LiveItemWrites(g, t, KEYS);
        Item read = item("2", "n", AttributeValue.n(1));
        g.putItem(PutItemRequest.of(t, read));
        g.putItem(PutItemRequest.of(t, item("2", "n", AttributeValue.n(10))));
        assertInstanceOf(LiveItemWrites.Conflict.class, writes.delete(read));
        Item fresh = now(g, t, "2").orElseThrow();
        assertEquals(new LiveItemWrites.Written(Optional.empty()), writes.delete(fresh));
        assertTrue(now(g, t, "2").isEmpty());
        LiveItemWrites.Conflict gone = assertInstanceOf(LiveItemWrites.Conflict.class, writes.delete(fresh));
        assertTrue(gone.current().isEmpty(), "already deleted by someone");
        g.deleteTable(t);
    }

    @ParameterizedTest
    @MethodSource("gateways")
    void theKeyCannotChangeAndAReadOnlyConnectionSendsNothing(Gateway g) {
        String t = table(g);
        LiveItemWrites writes = new LiveItemWrites(g, t, KEYS);
        Item read = item("3");
        g.putItem(PutItemRequest.of(t, read));
        IllegalArgumentException moved = assertThrows(IllegalArgumentException.class,
                () -> writes.save(Optional.of(read), item("4")));
        assertTrue(moved.getMessage().startsWith("An item's key cannot change"));
        LiveItemWrites readOnly = new LiveItemWrites(new ReadOnlyGateway(g), t, KEYS);
        DynamoException refused = assertThrows(DynamoException.class,
                () -> readOnly.save(Optional.of(read), item("3", "x", AttributeValue.s("y"))));
        assertEquals(ReadOnlyGateway.READ_ONLY, refused.errorCode());
        assertEquals(Optional.of(read), now(g, t, "3"));
        g.deleteTable(t);
    }
}
