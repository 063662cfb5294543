package dev.tablewright.aws.commit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.LocalServer;
import dev.tablewright.aws.ScanAllPages;
import dev.tablewright.aws.differential.LocalVersion;
import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.format.SampleModels;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.TableDesign;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Commits to a real DynamoDB Local served over HTTP: what lands is what the Sandbox holds. */
class CommitTest {
    private static LocalServer server;

    @BeforeAll
    static void start() {
        server = LocalServer.start();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static Gateway live() {
        return server.gateway();
    }

    /** Deletion protection (shop-settings.json has it) off first: Local enforces it as DynamoDB does. */
    private static void dropAll() {
        dev.tablewright.aws.LocalServerExtension.dropAll(live());
    }

    @Test
    void everySampleModelLandsAsTheSandboxHoldsIt() {
        for (String name : SampleModels.NAMES) {
            dropAll();
            DataModel model = SampleModels.read(name).model().orElseThrow();
            if (!LocalVersion.current().hasMultiAttributeKeys() && hasMultiAttributeKeys(model)) {
                // DynamoDB Local before 3.3.0 refuses such a table: the report says so, in DynamoDB's words, at once.
                CommitReport refused = new Commit(live(), model, CommitOptions.of(List.of(), ExistingTables.REFUSE))
                        .run(p -> { }, () -> false);
                CommitFailure failure = refused.failure().orElseThrow();
                assertTrue(failure.reason().startsWith("Key Schema too big"), failure.reason());
                assertEquals(1, failure.attempts(), "a refusal is not retried");
                TableCommit first = refused.tables().get(0);
                assertEquals(first.table() + " was not created; 0 of " + first.modelItems() + " items written",
                        first.state());
                continue;
            }
            List<CommitProgress> seen = new ArrayList<>();
            CommitReport report = new Commit(live(), model, CommitOptions.of(List.of(), ExistingTables.REFUSE))
                    .run(seen::add, () -> false);
            SandboxGateway sandbox = SandboxGateway.of(model);
            long expected = 0;
            for (TableDesign t : model.tables()) {
                Map<Item, Integer> want = all(sandbox, t.name());
                assertEquals(want, all(live(), t.name()), name + " " + t.name());
                expected += want.values().stream().mapToInt(Integer::intValue).sum();
                TableDesign described = live().describeTable(t.name()).orElseThrow();
                assertEquals(t.globalIndexes().stream().map(GlobalSecondaryIndex::name).sorted().toList(),
                        described.globalIndexes().stream().map(GlobalSecondaryIndex::name).sorted().toList());
            }
            assertEquals(expected, report.written(), name);
            assertEquals(0, report.failed(), name);
            assertTrue(report.tables().stream().allMatch(t -> t.action() == TableCommit.Action.CREATED));
            assertTrue(seen.stream().anyMatch(p -> p.step().equals("writing items")), name);
            if (expected > 0) {
                assertEquals(expected, seen.stream().mapToLong(CommitProgress::written).max().orElse(0), name);
            }
        }
    }

    @Test
    void anExistingTableIsLeftAloneUnlessAllowed() {
        dropAll();
        DataModel model = SampleModels.read(SampleModels.FIRST).model().orElseThrow();
        TableDesign first = model.tables().get(0);
        live().createTable(TableDesign.of(first.name(), first.keySchema()));
        Item stranger = strangerItem(first);
        live().putItem(PutItemRequest.of(first.name(), stranger));

        CommitRefusedException refused = assertThrows(CommitRefusedException.class, () -> new Commit(live(), model,
                CommitOptions.of(List.of(), ExistingTables.REFUSE)).run(p -> { }, () -> false));
        assertTrue(refused.getMessage().contains("table " + first.name() + " already exists"), refused.getMessage());
        assertEquals(CommitRefusedException.Reason.EXISTS, refused.reason());
        assertEquals(Map.of(stranger, 1), all(live(), first.name()), "nothing written");

        CommitReport added = new Commit(live(), model, CommitOptions.of(List.of(first.name()), ExistingTables.ADD))
                .run(p -> { }, () -> false);
        assertEquals(first.globalIndexes().stream().map(GlobalSecondaryIndex::name).toList(),
                added.tables().get(0).indexesAdded());
        Map<Item, Integer> expected = all(SandboxGateway.of(model), first.name());
        expected.put(stranger, 1);
        assertEquals(expected, all(live(), first.name()), "the model's items beside the one already there");
        if (!first.globalIndexes().isEmpty()) {
            GlobalSecondaryIndex g = first.globalIndexes().get(0);
            assertTrue(live().scan(new ScanRequest(first.name(), g.name(), "", "", Expr.NONE, null, null, null, null,
                    null, false)).count() > 0, "the added index was backfilled");
        }

        CommitReport replaced = new Commit(live(), model, CommitOptions.of(List.of(first.name()),
                ExistingTables.REPLACE)).run(p -> { }, () -> false);
        assertEquals(TableCommit.Action.REPLACED, replaced.tables().get(0).action());
        assertEquals(all(SandboxGateway.of(model), first.name()), all(live(), first.name()), "only the model's items");
    }

    @Test
    void addingNeedsTheSameKeys() {
        dropAll();
        DataModel model = SampleModels.read(SampleModels.FIRST).model().orElseThrow();
        TableDesign first = model.tables().get(0);
        live().createTable(TableDesign.of(first.name(), dev.tablewright.model.KeySchema.of("id",
                dev.tablewright.model.AttributeType.S)));
        CommitRefusedException e = assertThrows(CommitRefusedException.class, () -> new Commit(live(), model,
                CommitOptions.of(List.of(first.name()), ExistingTables.ADD)).run(p -> { }, () -> false));
        assertTrue(e.getMessage().contains("adding needs the same key schema"), e.getMessage());
    }

    @Test
    void aCancelledCommitStopsAndSaysSo() {
        dropAll();
        DataModel model = SampleModels.read(SampleModels.FIRST).model().orElseThrow();
        CommitReport report = new Commit(live(), model, CommitOptions.of(List.of(), ExistingTables.REFUSE))
                .run(p -> { }, () -> true);
        assertTrue(report.cancelled());
        assertEquals(0, report.written());
        long items = SandboxGateway.of(model).scan(ScanRequest.of(model.tables().get(0).name())).count();
        assertEquals(items, report.notWritten(), "every item of the model not written, and said so");
        assertTrue(report.text().contains(" · " + items + " not written"), report.text());
        assertEquals(model.tables().get(0).name() + " was not created; 0 of " + items + " items written",
                report.whereThingsStand());
        assertEquals(CommitReport.Next.RESUME, report.next());
    }

    private static boolean hasMultiAttributeKeys(DataModel model) {
        return model.tables().stream().flatMap(t -> t.globalIndexes().stream()).anyMatch(g -> g.keys().isMultiAttribute());
    }

    private static Item strangerItem(TableDesign t) {
        Map<String, AttributeValue> attributes = new HashMap<>();
        t.keySchema().partitionKeys().forEach(k -> attributes.put(k.name(), sample(k.type())));
        t.keySchema().sortKeys().forEach(k -> attributes.put(k.name(), sample(k.type())));
        attributes.put("note", AttributeValue.s("was here before"));
        return Item.of(attributes.entrySet().stream().flatMap(e -> java.util.stream.Stream.of(e.getKey(), e.getValue())).toArray());
    }

    private static AttributeValue sample(dev.tablewright.model.AttributeType type) {
        return type == dev.tablewright.model.AttributeType.N ? AttributeValue.n(987654) : AttributeValue.s("ZZ#stranger");
    }

    private static Map<Item, Integer> all(Gateway g, String table) {
        Map<Item, Integer> items = new HashMap<>();
        ScanAllPages.of(g, ScanRequest.of(table), 1).run(page -> page.forEach(i -> items.merge(i, 1, Integer::sum)));
        return items;
    }
}
