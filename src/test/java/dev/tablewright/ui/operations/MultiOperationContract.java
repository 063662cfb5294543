package dev.tablewright.ui.operations;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.Throttled;
import dev.tablewright.aws.connect.ReadOnlyGateway;
import dev.tablewright.engine.api.GetItemRequest;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.format.request.MultiOperation;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.operation.form.FilterOp;
import dev.tablewright.operation.form.FilterRow;
import dev.tablewright.operation.form.UpdateRow;
import dev.tablewright.operation.multi.MultiRowKind;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The batch and transaction tab's ViewModel, without a toolkit, on a real gateway: each of the four
 * operations, the limits, a cancelled transaction's reasons, the retry of what was left unprocessed.
 */
abstract class MultiOperationContract {
    protected Gateway gateway;
    private String table;
    private TableDesign design;
    private MultiOperationViewModel vm;

    protected abstract Gateway newGateway();

    @BeforeEach
    void seed() {
        gateway = newGateway();
        table = "music-" + UUID.randomUUID();
        design = TableDesign.of(table, KeySchema.of("Artist", AttributeType.S, "SongTitle", AttributeType.S));
        gateway.createTable(design);
        for (String[] s : new String[][] {{"Acme Band", "Happy Day", "Songs About Life"},
                {"No One You Know", "Call Me Today", "Somewhat Famous"}, {"No One You Know", "Scared of My Shadow", "Blue Sky Blues"}}) {
            gateway.putItem(PutItemRequest.of(table, Item.of("Artist", AttributeValue.s(s[0]), "SongTitle", AttributeValue.s(s[1]),
                    "AlbumTitle", AttributeValue.s(s[2]))));
        }
        vm = tab(() -> gateway);
    }

    @AfterEach
    void drop() {
        gateway.deleteTable(table);
        gateway.close();
    }

    private MultiOperationViewModel tab(java.util.function.Supplier<Gateway> g) {
        // The table's keys as the tab's catalog knows them: the design the table was created from.
        return new MultiOperationViewModel(new ImmediateTaskRunner(), g,
                () -> dev.tablewright.model.DataModel.of("contract", List.of(design)));
    }

    /** Fills the rows: one per song, each {kind, artist, title}. */
    private static void rows(MultiOperationViewModel vm, MultiRowKind kind, String... artistThenTitle) {
        while (vm.rows().size() < artistThenTitle.length / 2) {
            vm.addRow();
        }
        for (int i = 0; i < artistThenTitle.length / 2; i++) {
            MultiRow r = vm.rows().get(i);
            r.kindProperty().set(kind);
            r.keyFields().get(0).valueProperty().set(artistThenTitle[2 * i]);
            r.keyFields().get(1).valueProperty().set(artistThenTitle[2 * i + 1]);
        }
    }

    private Optional<Item> song(String artist, String title) {
        return gateway.getItem(GetItemRequest.of(table, Map.of("Artist", AttributeValue.s(artist),
                "SongTitle", AttributeValue.s(title))));
    }

    private String summary() {
        return vm.runs().summaryProperty().get();
    }

    private String error() {
        return vm.runs().errorProperty().get();
    }

    @Test
    void aTransactGetOfTwoRowsReadsBothItems() {
        vm.operationProperty().set(MultiOperation.TRANSACT_GET);
        rows(vm, MultiRowKind.GET, "Acme Band", "Happy Day", "No One You Know", "Call Me Today");
        assertTrue(vm.jsonProperty().get().contains("\"TransactItems\""), vm.jsonProperty().get());
        vm.runCommand().execute();
        assertEquals("", error());
        assertTrue(summary().matches("2 of 2 found · ([0-9.]+|—) RCU · \\d+ ms"), summary());
        assertEquals(2, vm.gridProperty().get().rows().size());
        assertEquals(List.of(table), vm.results().tables());
        assertTrue(vm.resultJsonProperty().get().contains("Somewhat Famous"), vm.resultJsonProperty().get());
    }

    @Test
    void aBatchGetWithAProjectionReadsEveryKeyFoundAndTheHistoryKeepsIt() {
        rows(vm, MultiRowKind.GET, "Acme Band", "Happy Day", "No One You Know", "Scared of My Shadow", "Nobody", "Nothing");
        vm.rows().forEach(r -> r.projectionProperty().set("AlbumTitle, SongTitle"));
        vm.runCommand().execute();
        assertEquals("", error());
        assertTrue(summary().startsWith("2 items"), summary());
        assertTrue(vm.resultJsonProperty().get().contains("Blue Sky Blues"), vm.resultJsonProperty().get());
        assertFalse(vm.resultJsonProperty().get().contains("\"Artist\""), "projected: " + vm.resultJsonProperty().get());
        assertTrue(vm.runs().history().get(0).label().contains("batch-get-item"));
        assertFalse(vm.retryUnprocessedCommand().isExecutable());
    }

    @Test
    void aBatchWritePutsAndDeletesInOneCall() {
        vm.operationProperty().set(MultiOperation.BATCH_WRITE);
        rows(vm, MultiRowKind.PUT, "New Band", "First Song", "Acme Band", "Happy Day");
        vm.rows().get(0).itemProperty().set("{\"AlbumTitle\": {\"S\": \"Debut\"}}");
        vm.rows().get(1).kindProperty().set(MultiRowKind.DELETE);
        vm.runCommand().execute();
        assertEquals("", error());
        assertTrue(summary().startsWith("done · 0 unprocessed · "), summary());
        assertEquals(AttributeValue.s("Debut"), song("New Band", "First Song").orElseThrow().attributes().get("AlbumTitle"));
        assertTrue(song("Acme Band", "Happy Day").isEmpty());
    }

    @Test
    void aTransactWriteUpdatesPutsAndChecksTogether() {
        vm.operationProperty().set(MultiOperation.TRANSACT_WRITE);
        rows(vm, MultiRowKind.UPDATE, "Acme Band", "Happy Day", "T", "New", "No One You Know", "Call Me Today");
        vm.rows().get(0).actions().add(new UpdateRow(UpdateRow.Verb.SET, "AlbumTitle", "Updated Album Title"));
        vm.rows().get(1).kindProperty().set(MultiRowKind.PUT);
        vm.rows().get(2).kindProperty().set(MultiRowKind.CONDITION_CHECK);
        assertEquals("row 3: add a condition: a ConditionCheck checks one", vm.noteProperty().get());
        vm.rows().get(2).condition().add(FilterRow.of("AlbumTitle", FilterOp.EQ, "Somewhat Famous"));
        vm.clientRequestTokenProperty().set("tab-token-1");
        assertTrue(vm.jsonProperty().get().contains("\"ClientRequestToken\": \"tab-token-1\""));
        vm.runCommand().execute();
        assertEquals("", error());
        assertTrue(summary().startsWith("done · 3 actions · "), summary());
        assertEquals(AttributeValue.s("Updated Album Title"), song("Acme Band", "Happy Day").orElseThrow().attributes().get("AlbumTitle"));
        assertTrue(song("T", "New").isPresent());
    }

    @Test
    void aCancelledTransactionShowsEachReasonNextToItsRow() {
        vm.operationProperty().set(MultiOperation.TRANSACT_WRITE);
        rows(vm, MultiRowKind.PUT, "T", "Never", "Acme Band", "Happy Day");
        vm.rows().get(1).kindProperty().set(MultiRowKind.CONDITION_CHECK);
        vm.rows().get(1).condition().add(FilterRow.of("AlbumTitle", FilterOp.NOT_EXISTS, ""));
        vm.runCommand().execute();
        assertTrue(error().startsWith("TransactionCanceledException: "), error());
        assertEquals("None", vm.rows().get(0).reasonProperty().get());
        assertEquals("ConditionalCheckFailed", vm.rows().get(1).reasonProperty().get());
        assertTrue(song("T", "Never").isEmpty(), "nothing of a cancelled transaction is written");
        vm.rows().get(1).condition().clear();
        vm.rows().get(1).condition().add(FilterRow.of("AlbumTitle", FilterOp.EXISTS, ""));
        assertEquals("", vm.rows().get(1).reasonProperty().get(), "an edit forgets the old reasons");
    }

    @Test
    void limitsAreShownAndNothingOverThemIsSent() {
        vm.operationProperty().set(MultiOperation.BATCH_WRITE);
        String[] keys = new String[52];
        for (int i = 0; i < 26; i++) {
            keys[2 * i] = "L";
            keys[2 * i + 1] = "song " + i;
        }
        rows(vm, MultiRowKind.PUT, keys);
        assertEquals("BatchWrite takes at most 25 put or delete requests; this one has 26", vm.noteProperty().get());
        assertFalse(vm.runCommand().isExecutable());
        vm.removeRow(25);
        assertEquals("25 of 25 put or delete requests at most", vm.limitProperty().get());
        assertTrue(vm.runCommand().isExecutable());
        vm.runCommand().execute();
        assertEquals("", error());
        assertTrue(song("L", "song 24").isPresent());
    }

    @Test
    void whatABatchWriteLeavesUnprocessedIsRetriedOnCommand() {
        AtomicInteger calls = new AtomicInteger();
        MultiOperationViewModel throttled = tab(() -> Throttled.batchWrites(gateway, 1, 2, calls));
        throttled.operationProperty().set(MultiOperation.BATCH_WRITE);
        rows(throttled, MultiRowKind.PUT, "U", "1", "U", "2", "U", "3");
        throttled.runCommand().execute();
        assertEquals("", throttled.runs().errorProperty().get());
        assertTrue(throttled.runs().summaryProperty().get().startsWith("done · 2 unprocessed"),
                throttled.runs().summaryProperty().get());
        assertTrue(song("U", "3").isEmpty());
        assertTrue(throttled.retryUnprocessedCommand().isExecutable());
        throttled.retryUnprocessedCommand().execute();
        assertTrue(throttled.runs().summaryProperty().get().startsWith("done · 0 unprocessed"),
                throttled.runs().summaryProperty().get());
        assertFalse(throttled.retryUnprocessedCommand().isExecutable());
        assertTrue(song("U", "2").isPresent() && song("U", "3").isPresent());
        assertEquals(2, calls.get());
        assertTrue(throttled.runs().history().get(0).label().contains("batch-write-item unprocessed"));
    }

    @Test
    void aReadOnlyConnectionRefusesTheWritesAndStillReads() {
        MultiOperationViewModel readOnly = tab(() -> new ReadOnlyGateway(gateway));
        readOnly.operationProperty().set(MultiOperation.TRANSACT_WRITE);
        rows(readOnly, MultiRowKind.PUT, "R", "O");
        readOnly.runCommand().execute();
        assertTrue(readOnly.runs().errorProperty().get().startsWith("ReadOnlyConnection: TransactWriteItems refused"),
                readOnly.runs().errorProperty().get());
        assertTrue(song("R", "O").isEmpty());
        readOnly.operationProperty().set(MultiOperation.BATCH_GET);
        rows(readOnly, MultiRowKind.GET, "Acme Band", "Happy Day");
        readOnly.runCommand().execute();
        assertEquals("", readOnly.runs().errorProperty().get());
        assertTrue(readOnly.runs().summaryProperty().get().startsWith("1 item"));
    }
}
