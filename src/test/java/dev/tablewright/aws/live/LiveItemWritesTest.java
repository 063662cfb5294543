package dev.tablewright.aws.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.LocalServer;
import dev.tablewright.aws.connect.ReadOnlyGateway;
import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.GetItemRequest;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.ReturnValues;
import dev.tablewright.engine.api.UpdateItemRequest;
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

    private static Item movie() {
        return item("m", "title", AttributeValue.s("Alien"), "director", AttributeValue.s("Scott"),
                "year", AttributeValue.n(1979));
    }

    /** Another writer's UpdateItem of one attribute, as any other client would send it. */
    private static void theySet(Gateway g, String t, String name, AttributeValue value) {
        g.updateItem(new UpdateItemRequest(t, Map.of("pk", AttributeValue.s("P"), "sk", AttributeValue.s("m")),
                "SET #n = :v", "", new Expr(Map.of("#n", name), Map.of(":v", value)), ReturnValues.NONE));
    }

    @ParameterizedTest
    @MethodSource("gateways")
    void editsOfDisjointAttributesAreNoConflictAndBothSurvive(Gateway g) {
        String t = table(g);
        LiveItemWrites writes = new LiveItemWrites(g, t, KEYS);
        Item read = movie();
        g.putItem(PutItemRequest.of(t, read));
        theySet(g, t, "director", AttributeValue.s("Ridley Scott"));

        LiveItemWrites.Outcome saved = writes.save(Optional.of(read), read.with("title", AttributeValue.s("Alien (1979)")));
        Item both = movie().with("title", AttributeValue.s("Alien (1979)")).with("director", AttributeValue.s("Ridley Scott"));
        assertEquals(new LiveItemWrites.Written(Optional.of(both)), saved, "the item as written, theirs included");
        assertEquals(Optional.of(both), now(g, t, "m"), "their director is not reverted");
        g.deleteTable(t);
    }

    @ParameterizedTest
    @MethodSource("gateways")
    void bothEditingTitleIsAConflictAndMineOverTheirsKeepsTheirOtherChange(Gateway g) {
        String t = table(g);
        LiveItemWrites writes = new LiveItemWrites(g, t, KEYS);
        Item read = movie();
        g.putItem(PutItemRequest.of(t, read));
        theySet(g, t, "director", AttributeValue.s("Ridley Scott"));
        theySet(g, t, "title", AttributeValue.s("Alien: theirs"));
        Item theirs = movie().with("director", AttributeValue.s("Ridley Scott")).with("title", AttributeValue.s("Alien: theirs"));

        Item mine = read.with("title", AttributeValue.s("Alien: mine"));
        LiveItemWrites.Conflict conflict = assertInstanceOf(LiveItemWrites.Conflict.class, writes.save(Optional.of(read), mine));
        assertEquals(Optional.of(theirs), conflict.current());
        assertEquals(Optional.of(theirs), now(g, t, "m"), "nothing written");
        assertEquals(List.of(
                new AttributeConflict("title", Optional.of(AttributeValue.s("Alien")),
                        Optional.of(AttributeValue.s("Alien: theirs")), Optional.of(AttributeValue.s("Alien: mine"))),
                new AttributeConflict("director", Optional.of(AttributeValue.s("Scott")),
                        Optional.of(AttributeValue.s("Ridley Scott")), Optional.of(AttributeValue.s("Scott")))),
                conflict.rows(KEYS.names()));
        assertTrue(conflict.rows(KEYS.names()).get(0).clash());
        assertFalse(conflict.rows(KEYS.names()).get(1).clash());

        Item merged = theirs.with("title", AttributeValue.s("Alien: mine"));
        assertEquals(new LiveItemWrites.Written(Optional.of(merged)), writes.writeOver(conflict));
        assertEquals(Optional.of(merged), now(g, t, "m"), "mine over theirs keeps their director");
        g.deleteTable(t);
    }

    @ParameterizedTest
    @MethodSource("gateways")
    void aThirdWriterDuringTheConflictIsAConflictAgainAndMineStaysOnlyMyChange(Gateway g) {
        String t = table(g);
        LiveItemWrites writes = new LiveItemWrites(g, t, KEYS);
        Item read = movie();
        g.putItem(PutItemRequest.of(t, read));
        theySet(g, t, "title", AttributeValue.s("second"));
        LiveItemWrites.Conflict first = assertInstanceOf(LiveItemWrites.Conflict.class,
                writes.save(Optional.of(read), read.with("title", AttributeValue.s("mine"))));
        theySet(g, t, "title", AttributeValue.s("third"));
        theySet(g, t, "director", AttributeValue.s("third's director"));

        LiveItemWrites.Conflict again = assertInstanceOf(LiveItemWrites.Conflict.class, writes.writeOver(first));
        Item third = movie().with("title", AttributeValue.s("third")).with("director", AttributeValue.s("third's director"));
        assertEquals(Optional.of(third), now(g, t, "m"), "nothing written");
        assertEquals(first.current(), again.read(), "what the user last saw is what the conflict showed");
        assertEquals(Optional.of(third), again.current());
        assertEquals(List.of("title", "director"), again.rows(KEYS.names()).stream().map(AttributeConflict::name).toList());
        assertTrue(again.rows(KEYS.names()).get(0).mineChanged());
        assertFalse(again.rows(KEYS.names()).get(1).mineChanged(), "the director is theirs alone");

        assertInstanceOf(LiveItemWrites.Written.class, writes.writeOver(again));
        assertEquals(Optional.of(third.with("title", AttributeValue.s("mine"))), now(g, t, "m"));
        g.deleteTable(t);
    }

    @ParameterizedTest
    @MethodSource("gateways")
    void addedChangedAndRemovedAttributesOfAnyNameAreWrittenAndTheRestIsLeftAlone(Gateway g) {
        String t = table(g);
        LiveItemWrites writes = new LiveItemWrites(g, t, KEYS);
        // Reserved words, a dot (not a path here), a dash, a hash and a space are all plain names.
        Item read = item("5", "name", AttributeValue.s("n"), "a.b", AttributeValue.n(1), "status", AttributeValue.s("old"),
                "keep", AttributeValue.s("k"));
        g.putItem(PutItemRequest.of(t, read));
        Item edited = item("5", "name", AttributeValue.s("n2"), "a.b", AttributeValue.n(2), "keep", AttributeValue.s("k"),
                "x-y", AttributeValue.s("new"), "#h :v", new AttributeValue.L(List.of(AttributeValue.n(3))));
        LiveItemWrites.Written w = assertInstanceOf(LiveItemWrites.Written.class, writes.save(Optional.of(read), edited));
        assertEquals(Optional.of(edited), w.now());
        assertEquals(Optional.of(edited), now(g, t, "5"), "status removed, a.b a top-level attribute");

        g.putItem(PutItemRequest.of(t, edited.with("x-y", AttributeValue.s("theirs"))));
        LiveItemWrites.Conflict c = assertInstanceOf(LiveItemWrites.Conflict.class,
                writes.save(Optional.of(edited), edited.with("x-y", AttributeValue.s("mine"))));
        assertEquals(List.of("x-y"), c.rows(KEYS.names()).stream().map(AttributeConflict::name).toList());
        g.deleteTable(t);
    }

    @ParameterizedTest
    @MethodSource("gateways")
    void anAttributeAbsentWhenReadMustStillBeAbsentAndAGoneItemIsNotMadeAgain(Gateway g) {
        String t = table(g);
        LiveItemWrites writes = new LiveItemWrites(g, t, KEYS);
        Item read = movie();
        g.putItem(PutItemRequest.of(t, read));
        theySet(g, t, "rating", AttributeValue.n(7));
        LiveItemWrites.Conflict added = assertInstanceOf(LiveItemWrites.Conflict.class,
                writes.save(Optional.of(read), read.with("rating", AttributeValue.n(9))));
        assertTrue(added.rows(KEYS.names()).get(0).clash());

        g.deleteItem(new dev.tablewright.engine.api.DeleteItemRequest(t, Map.of("pk", AttributeValue.s("P"), "sk",
                AttributeValue.s("m")), "", Expr.NONE, ReturnValues.NONE));
        Item mine = read.with("title", AttributeValue.s("mine"));
        LiveItemWrites.Conflict gone = assertInstanceOf(LiveItemWrites.Conflict.class, writes.save(Optional.of(read), mine));
        assertTrue(gone.current().isEmpty());
        assertTrue(now(g, t, "m").isEmpty(), "an update of a deleted item does not make a new one of the change alone");
        LiveItemWrites.Conflict goneToo = assertInstanceOf(LiveItemWrites.Conflict.class,
                writes.save(Optional.of(read), read.with("added", AttributeValue.s("a"))));
        assertTrue(goneToo.current().isEmpty());
        assertTrue(now(g, t, "m").isEmpty(), "nor does one that only adds an attribute (absent then as now)");
        assertEquals(new LiveItemWrites.Written(Optional.of(mine)), writes.writeOver(gone));
        assertEquals(Optional.of(mine), now(g, t, "m"), "mine over their delete puts my version back whole");
        g.deleteTable(t);
    }

    @ParameterizedTest
    @MethodSource("gateways")
    void anEditThatChangesNothingSendsNothing(Gateway g) {
        String t = table(g);
        Item read = movie();
        g.putItem(PutItemRequest.of(t, read));
        // A read-only connection refuses any write: an edit that reaches it would fail.
        LiveItemWrites readOnly = new LiveItemWrites(new ReadOnlyGateway(g), t, KEYS);
        assertEquals(new LiveItemWrites.Unchanged(read), readOnly.save(Optional.of(read),
                item("m", "year", AttributeValue.n(1979), "director", AttributeValue.s("Scott"), "title", AttributeValue.s("Alien"))));
        g.deleteTable(t);
    }

    @ParameterizedTest
    @MethodSource("gateways")
    void aDeleteStillNeedsTheWholeItemAsRead(Gateway g) {
        String t = table(g);
        LiveItemWrites writes = new LiveItemWrites(g, t, KEYS);
        Item read = movie();
        g.putItem(PutItemRequest.of(t, read));
        theySet(g, t, "director", AttributeValue.s("Ridley Scott"));
        LiveItemWrites.Conflict c = assertInstanceOf(LiveItemWrites.Conflict.class, writes.delete(read));
        assertEquals(List.of("director", "title", "year"),
                c.rows(KEYS.names()).stream().map(AttributeConflict::name).toList(),
                "a delete changes every attribute; deleting loses their director: a clash, first");
        assertTrue(c.rows(KEYS.names()).get(0).clash());
        assertTrue(now(g, t, "m").isPresent());
        assertEquals(new LiveItemWrites.Written(Optional.empty()), writes.writeOver(c));
        assertTrue(now(g, t, "m").isEmpty());
        g.deleteTable(t);
    }
}
