package dev.tablewright.ui.explorer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.LocalItems;
import dev.tablewright.aws.LocalServer;
import dev.tablewright.aws.connect.ReadOnlyGateway;
import dev.tablewright.aws.live.AttributeConflict;
import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.engine.api.GetItemRequest;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.WriteRequest;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import dev.tablewright.ui.pivot.GridRow;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Live edits from the table page, the same on the Sandbox and on DynamoDB Local over HTTP: real
 * conflicts (the item changed behind the ViewModel's back by a plain put), refusals, batch deletes.
 */
class LiveEditsViewModelTest {
    private static final int ITEMS = 40;
    private static LocalServer server;
    private final ImmediateTaskRunner tasks = new ImmediateTaskRunner();

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

    /** A fresh table of {@link #ITEMS} items (pk P0..P3, sk 0..39, title, n) with a KEYS_ONLY index on title. */
    private static String table(Gateway g) {
        String name = "edits-" + UUID.randomUUID();
        g.createTable(TableDesign.of(name, KeySchema.of("pk", AttributeType.S, "sk", AttributeType.N))
                .withGlobalIndexes(List.of(new GlobalSecondaryIndex("byTitle", KeySchema.of("title", AttributeType.S),
                        Projection.KEYS_ONLY, null))));
        LocalItems.put(g, name, ITEMS, i -> item(i, "t" + i, i));
        return name;
    }

    private static Item item(int i, String title, int n) {
        return new Item(Map.of("pk", AttributeValue.s("P" + i % 4), "sk", new AttributeValue.N(new BigDecimal(i)),
                "title", AttributeValue.s(title), "n", new AttributeValue.N(new BigDecimal(n))));
    }

    private static Map<String, AttributeValue> key(int i) {
        return Map.of("pk", AttributeValue.s("P" + i % 4), "sk", new AttributeValue.N(new BigDecimal(i)));
    }

    private static Optional<Item> now(Gateway g, String table, int i) {
        return g.getItem(GetItemRequest.of(table, key(i)));
    }

    /** The table's page on {@code g}, every item shown (by the table, or by {@code index}). */
    private TablePageViewModel page(Gateway g, String table, boolean readOnly, String index) {
        TablePageViewModel page = new TablePageViewModel(tasks, () -> g, "Test", readOnly, table, () -> null);
        page.load();
        if (index != null) {
            page.browse().indexProperty().set(index);
        }
        page.browse().loadAll();
        assertEquals(ITEMS, page.browse().items().size());
        return page;
    }

    private static GridRow row(TablePageViewModel page, int sk) {
        return page.browse().gridProperty().get().rows().stream()
                .filter(r -> r.value("sk").equals(new AttributeValue.N(new BigDecimal(sk)))).findFirst().orElseThrow();
    }

    @ParameterizedTest
    @MethodSource("gateways")
    void aCellEditIsWrittenAndItsRowChangesInPlace(Gateway g) {
        String t = table(g);
        TablePageViewModel page = page(g, t, false, null);
        LiveEditsViewModel edits = page.edits();
        assertEquals(Optional.empty(), edits.edit(row(page, 5), "title", "renamed"));
        assertEquals("Saved pk = P1, sk = 5", edits.messageProperty().get());
        assertEquals(Optional.of(item(5, "renamed", 5)), now(g, t, 5));
        assertEquals(AttributeValue.s("renamed"), row(page, 5).value("title"), "the row shows the write");
        assertEquals(ITEMS, page.browse().gridProperty().get().rows().size());

        assertEquals(Optional.empty(), edits.edit(row(page, 6), "n", "66"));
        assertEquals(Optional.of(item(6, "t6", 66)), now(g, t, 6), "typed as the value's type: a number");
        assertTrue(edits.edit(row(page, 6), "n", "six").isPresent(), "not a number: refused, nothing sent");
        assertEquals(Optional.of(item(6, "t6", 66)), now(g, t, 6));
        assertFalse(edits.busyProperty().get());
        g.deleteTable(t);
    }

    @ParameterizedTest
    @MethodSource("gateways")
    void anotherWritersChangeToAnotherAttributeIsNoConflictAndSurvivesTheEdit(Gateway g) {
        String t = table(g);
        TablePageViewModel page = page(g, t, false, null);
        LiveEditsViewModel edits = page.edits();
        GridRow read = row(page, 13);
        g.putItem(PutItemRequest.of(t, item(13, "t13", 1300)));

        assertEquals(Optional.empty(), edits.edit(read, "title", "mine"));
        assertNull(page.conflicts().conflictProperty().get(), edits.messageProperty().get());
        assertEquals("Saved pk = P1, sk = 13", edits.messageProperty().get());
        assertEquals(Optional.of(item(13, "mine", 1300)), now(g, t, 13), "their n is kept");
        assertEquals(new AttributeValue.N(new BigDecimal(1300)), row(page, 13).value("n"), "the row shows the item as written");
        g.deleteTable(t);
    }

    @ParameterizedTest
    @MethodSource("gateways")
    void aChangeBehindItsBackIsAConflictShowingEachAttributeAndWriteMineWritesOnlyMine(Gateway g) {
        String t = table(g);
        TablePageViewModel page = page(g, t, false, null);
        LiveEditsViewModel edits = page.edits();
        GridRow read = row(page, 7);
        Item theirs = item(7, "theirs", 700);
        g.putItem(PutItemRequest.of(t, theirs));

        edits.edit(read, "title", "mine");
        LiveConflicts.ConflictShown conflict = page.conflicts().conflictProperty().get();
        assertNotNull(conflict, edits.messageProperty().get());
        assertEquals("The item pk = P3, sk = 7 changed since it was read", conflict.title());
        assertEquals(List.of(
                new AttributeConflict("title", Optional.of(AttributeValue.s("t7")), Optional.of(AttributeValue.s("theirs")),
                        Optional.of(AttributeValue.s("mine"))),
                new AttributeConflict("n", Optional.of(AttributeValue.n(7)), Optional.of(AttributeValue.n(700)),
                        Optional.of(AttributeValue.n(7)))), conflict.rows());
        assertEquals("Write mine over theirs writes only title; their change to n stays.", conflict.resolution());
        assertEquals(Optional.of(theirs), now(g, t, 7), "nothing clobbered");

        page.conflicts().writeMine();
        assertNull(page.conflicts().conflictProperty().get());
        assertEquals(Optional.of(item(7, "mine", 700)), now(g, t, 7), "my title over theirs, their n kept");
        assertEquals(AttributeValue.s("mine"), row(page, 7).value("title"));
        assertEquals(AttributeValue.n(700), row(page, 7).value("n"));
        g.deleteTable(t);
    }

    @ParameterizedTest
    @MethodSource("gateways")
    void anItemEditedAsJsonWritesOnlyWhatItChangedAndNothingWhenNothingChanged(Gateway g) {
        String t = table(g);
        TablePageViewModel page = page(g, t, false, null);
        LiveEditsViewModel edits = page.edits();
        GridRow read = row(page, 14);
        String json = edits.itemJson(read).orElseThrow();
        assertEquals(Optional.empty(), edits.editJson(read, json));
        assertEquals("Nothing of pk = P2, sk = 14 changed: nothing was written.", edits.messageProperty().get());

        g.putItem(PutItemRequest.of(t, item(14, "theirs", 14)));
        String withoutN = "{\"pk\": {\"S\": \"P2\"}, \"sk\": {\"N\": \"14\"}, \"title\": {\"S\": \"t14\"}}";
        assertEquals(Optional.empty(), edits.editJson(read, withoutN));
        assertNull(page.conflicts().conflictProperty().get(), edits.messageProperty().get());
        assertEquals(Optional.of(item(14, "theirs", 14).without("n")), now(g, t, 14),
                "n removed; the title I left as read is theirs still");
        g.deleteTable(t);
    }

    @ParameterizedTest
    @MethodSource("gateways")
    void keepTheirsShowsTheItemAsItIsNowAndAThirdChangeIsAConflictAgain(Gateway g) {
        String t = table(g);
        TablePageViewModel page = page(g, t, false, null);
        LiveEditsViewModel edits = page.edits();
        g.putItem(PutItemRequest.of(t, item(8, "theirs", 8)));
        edits.edit(row(page, 8), "title", "mine");
        page.conflicts().keepTheirs();
        assertNull(page.conflicts().conflictProperty().get());
        assertEquals(AttributeValue.s("theirs"), row(page, 8).value("title"), "the row reloaded from the conflict");
        assertEquals(Optional.of(item(8, "theirs", 8)), now(g, t, 8));

        g.putItem(PutItemRequest.of(t, item(9, "second", 9)));
        edits.edit(row(page, 9), "title", "mine");
        g.putItem(PutItemRequest.of(t, item(9, "third", 9)));
        page.conflicts().writeMine();
        assertNotNull(page.conflicts().conflictProperty().get(), "Write mine holds only while theirs is as shown");
        assertEquals(Optional.of(AttributeValue.s("third")), page.conflicts().conflictProperty().get().rows().get(0).theirs());
        assertEquals(Optional.of(item(9, "third", 9)), now(g, t, 9));
        page.conflicts().dismiss();
        assertNull(page.conflicts().conflictProperty().get());
        g.deleteTable(t);
    }

    @ParameterizedTest
    @MethodSource("gateways")
    void aKeyAttributeIsNeverEditedAndAReadOnlyConnectionRefusesEveryWrite(Gateway g) {
        String t = table(g);
        TablePageViewModel page = page(g, t, false, null);
        Optional<String> refused = page.edits().edit(row(page, 1), "sk", "100");
        assertTrue(refused.orElseThrow().startsWith("sk is part of the item's key") && refused.get().contains("Duplicate"),
                refused.get());
        assertTrue(page.edits().editJson(row(page, 1), page.edits().itemJson(row(page, 1)).orElseThrow()
                .replace("\"P1\"", "\"P9\"")).orElseThrow().startsWith("An item's key cannot change"));
        assertEquals(Optional.of(item(1, "t1", 1)), now(g, t, 1));

        TablePageViewModel readOnly = page(new ReadOnlyGateway(g), t, true, null);
        LiveEditsViewModel edits = readOnly.edits();
        GridRow row = row(readOnly, 2);
        String why = "Test is read-only: its items cannot be changed. Edit the connection to allow writes.";
        assertEquals(Optional.of(why), edits.edit(row, "title", "x"));
        assertEquals(Optional.empty(), edits.newItemJson());
        assertEquals(Optional.of(why), edits.add("{\"pk\": {\"S\": \"P1\"}, \"sk\": {\"N\": \"77\"}}"));
        assertEquals(Optional.empty(), edits.itemJson(row));
        assertEquals(Optional.empty(), readOnly.deletes().askDelete(List.of(row)));
        assertEquals(why, edits.messageProperty().get());
        assertEquals(Optional.of(item(2, "t2", 2)), now(g, t, 2));
        g.deleteTable(t);
    }

    @ParameterizedTest
    @MethodSource("gateways")
    void severalRowsAreDeletedInBatchesAfterAQuestionWithTheirCount(Gateway g) {
        String t = table(g);
        TablePageViewModel page = page(g, t, false, null);
        LiveEditsViewModel edits = page.edits();
        List<GridRow> rows = page.browse().gridProperty().get().rows().subList(0, 30);
        LiveDeletes.DeleteQuestion question = page.deletes().askDelete(rows).orElseThrow();
        assertTrue(question.text().startsWith("Delete 30 items from " + t + "?"), question.text());
        assertTrue(question.text().contains("not checked for changes since read"), question.text());
        page.deletes().delete(question);
        assertEquals("Deleted 30 items", edits.messageProperty().get());
        assertEquals(ITEMS - 30, page.browse().gridProperty().get().rows().size(), "the rows left, no read again");
        for (GridRow r : rows) {
            assertTrue(g.getItem(GetItemRequest.of(t, Map.of("pk", r.value("pk"), "sk", r.value("sk")))).isEmpty());
        }
        page.browse().loadAll();
        assertEquals(ITEMS - 30, page.browse().items().size());
        g.deleteTable(t);
    }

    @ParameterizedTest
    @MethodSource("gateways")
    void oneRowIsDeletedOnlyIfUnchangedAndWriteMineThenDeletesTheirs(Gateway g) {
        String t = table(g);
        TablePageViewModel page = page(g, t, false, null);
        LiveEditsViewModel edits = page.edits();
        LiveDeletes.DeleteQuestion question = page.deletes().askDelete(List.of(row(page, 3))).orElseThrow();
        assertEquals("Delete the item pk = P3, sk = 3 from " + t + "? It is deleted only if it is unchanged since it"
                + " was read.", question.text());
        g.putItem(PutItemRequest.of(t, item(3, "theirs", 3)));
        page.deletes().delete(question);
        assertTrue(page.conflicts().conflictProperty().get().deleting(), "a delete has no version of mine");
        assertEquals("Delete theirs too deletes the item as it is now in the table.",
                page.conflicts().conflictProperty().get().resolution());
        assertTrue(now(g, t, 3).isPresent());
        page.conflicts().writeMine();
        assertTrue(now(g, t, 3).isEmpty());
        assertEquals(ITEMS - 1, page.browse().gridProperty().get().rows().size());

        page.deletes().delete(page.deletes().askDelete(List.of(row(page, 4))).orElseThrow());
        assertEquals("Deleted pk = P0, sk = 4", edits.messageProperty().get());
        assertTrue(now(g, t, 4).isEmpty());
        g.deleteTable(t);
    }

    @ParameterizedTest
    @MethodSource("gateways")
    void addAndDuplicateWriteNewItemsOnlyWhereThereIsNone(Gateway g) {
        String t = table(g);
        TablePageViewModel page = page(g, t, false, null);
        LiveEditsViewModel edits = page.edits();
        String skeleton = edits.newItemJson().orElseThrow();
        assertTrue(skeleton.contains("\"pk\"") && skeleton.contains("\"sk\""), skeleton);
        String fresh = "{\"pk\": {\"S\": \"P1\"}, \"sk\": {\"N\": \"100\"}, \"title\": {\"S\": \"new\"}}";
        assertEquals(Optional.empty(), edits.add(fresh));
        assertEquals(ITEMS + 1, page.browse().gridProperty().get().rows().size(), "the new row joins");
        assertEquals(AttributeValue.s("new"), row(page, 100).value("title"));

        edits.add(fresh);
        assertTrue(page.conflicts().conflictProperty().get().title().endsWith("is already there"));
        page.conflicts().dismiss();

        String copy = edits.itemJson(row(page, 10)).orElseThrow();
        assertTrue(edits.duplicate(row(page, 10), copy).orElseThrow().startsWith("The copy needs a key of its own"));
        assertEquals(Optional.empty(), edits.duplicate(row(page, 10), copy.replace("\"10\"", "\"110\"")));
        assertEquals(AttributeValue.s("t10"), g.getItem(GetItemRequest.of(t, Map.of("pk", AttributeValue.s("P2"), "sk",
                AttributeValue.n(110)))).orElseThrow().attributes().get("title"));
        assertTrue(edits.add("{\"pk\": {\"S\": \"x\"}}").orElseThrow().contains("no sk"));
        assertTrue(edits.add("{\"pk\": ").isPresent(), "broken JSON is refused with where");
        g.deleteTable(t);
    }

    @ParameterizedTest
    @MethodSource("gateways")
    void aRowOfAKeysOnlyIndexIsCheckedAgainstTheWholeItemBeforeItsEditIsWritten(Gateway g) {
        String t = table(g);
        TablePageViewModel page = page(g, t, false, "byTitle");
        LiveEditsViewModel edits = page.edits();
        assertNull(row(page, 11).value("n"), "KEYS_ONLY: n is not in the index");
        assertEquals(Optional.empty(), edits.itemJson(row(page, 11)));
        assertTrue(edits.messageProperty().get().startsWith("byTitle holds only some"), edits.messageProperty().get());

        edits.edit(row(page, 11), "title", "t11b");
        assertEquals(Optional.of(item(11, "t11b", 11)), now(g, t, 11), "n kept: the whole item was read first");
        assertEquals(AttributeValue.s("t11b"), row(page, 11).value("title"));
        assertNull(row(page, 11).value("n"), "the row still shows what the index holds");

        g.putItem(PutItemRequest.of(t, item(12, "t12 theirs", 1200)));
        edits.edit(row(page, 12), "title", "t12 mine");
        LiveConflicts.ConflictShown conflict = page.conflicts().conflictProperty().get();
        assertNotNull(conflict, "the title the row shows differs from the item now");
        assertEquals(List.of("title"), conflict.rows().stream().map(AttributeConflict::name).toList(),
                "n, which the row does not show, is not compared");
        assertEquals(Optional.of(item(12, "t12 theirs", 1200)), now(g, t, 12));
        page.conflicts().writeMine();
        assertEquals(Optional.of(item(12, "t12 mine", 1200)), now(g, t, 12));

        g.deleteTable(t);
    }

    @Test
    void aCancelledWriteSaysSoAndTheNextOneRuns() {
        Gateway g = SandboxGateway.empty();
        String t = table(g);
        TablePageViewModel page = page(g, t, false, null);
        LiveEditsViewModel edits = page.edits();
        tasks.cancelWhen(title -> title.startsWith("Saving"));
        assertEquals(Optional.empty(), edits.edit(row(page, 1), "title", "x"));
        assertTrue(edits.messageProperty().get().startsWith("Saving title of pk = P1, sk = 1 was cancelled"),
                edits.messageProperty().get());
        assertFalse(edits.busyProperty().get());
        tasks.cancelWhen(title -> false);
        edits.edit(row(page, 2), "title", "y");
        assertEquals("Saved pk = P2, sk = 2", edits.messageProperty().get());
    }

    @Test
    @SuppressWarnings("unchecked")
    void deletesDynamoDbLeavesUnprocessedAreSentAgain() {
        SandboxGateway sandbox = SandboxGateway.empty();
        String t = table(sandbox);
        AtomicInteger calls = new AtomicInteger();
        // As DynamoDB under load: of each BatchWriteItem of more than 5, the first 5 come back unprocessed.
        Gateway stingy = (Gateway) Proxy.newProxyInstance(Gateway.class.getClassLoader(), new Class<?>[] {Gateway.class},
                (proxy, method, args) -> {
                    if (method.getName().equals("batchWrite")) {
                        calls.incrementAndGet();
                        List<WriteRequest> writes = (List<WriteRequest>) args[0];
                        if (writes.size() > 5) {
                            sandbox.batchWrite(writes.subList(5, writes.size()));
                            return List.copyOf(writes.subList(0, 5));
                        }
                    }
                    try {
                        return method.invoke(sandbox, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
        TablePageViewModel page = page(stingy, t, false, null);
        LiveEditsViewModel edits = page.edits();
        page.deletes().delete(page.deletes().askDelete(page.browse().gridProperty().get().rows().subList(0, 30)).orElseThrow());
        assertEquals("Deleted 30 items", edits.messageProperty().get());
        assertEquals(3, calls.get(), "25 (5 left over, sent again), then 5");
        page.browse().loadAll();
        assertEquals(ITEMS - 30, page.browse().items().size());
    }
}
