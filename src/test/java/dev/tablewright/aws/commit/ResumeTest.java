package dev.tablewright.aws.commit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.LocalServer;
import dev.tablewright.aws.ScanAllPages;
import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.engine.api.DeleteItemRequest;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.format.SampleModels;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** {@link ExistingTables#RESUME} on DynamoDB Local: what is missing or different is written, nothing deleted. */
class ResumeTest {
    private static final DataModel MOVIES = SampleModels.read(SampleModels.FIRST).model().orElseThrow();
    private static final String TABLE = MOVIES.tables().get(0).name();
    private static LocalServer server;

    @BeforeAll
    static void start() {
        server = LocalServer.start();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @BeforeEach
    void empty() {
        live().listTables().forEach(t -> live().deleteTable(t));
    }

    private static Gateway live() {
        return server.gateway();
    }

    @Test
    void aResumeWritesOnlyTheItemsMissingOrOtherwiseAndKeepsTheRest() {
        new Commit(live(), MOVIES, CommitOptions.of(List.of(), ExistingTables.REFUSE)).run(p -> { }, () -> false);
        List<Item> model = new ArrayList<>(all(SandboxGateway.of(MOVIES)).keySet());
        for (int i = 0; i < 10; i++) {
            Item gone = model.get(i);
            live().deleteItem(new DeleteItemRequest(TABLE, Map.of("pk", gone.attributes().get("pk"),
                    "sk", gone.attributes().get("sk")), null, null, null));
        }
        for (int i = 10; i < 15; i++) {
            Map<String, AttributeValue> a = new LinkedHashMap<>(model.get(i).attributes());
            a.put("note", AttributeValue.s("changed on the live table"));
            live().putItem(PutItemRequest.of(TABLE, new Item(a)));
        }
        Item stranger = Item.of("pk", AttributeValue.s("ZZ#stranger"), "sk", AttributeValue.s("ZZ#stranger"));
        live().putItem(PutItemRequest.of(TABLE, stranger));

        CommitReport report = new Commit(live(), MOVIES, CommitOptions.of(List.of(), ExistingTables.RESUME))
                .run(p -> { }, () -> false);
        TableCommit t = report.tables().get(0);
        assertEquals(TableCommit.Action.RESUMED, t.action());
        assertEquals(15, t.items().written(), "ten missing, five otherwise");
        assertEquals(model.size() - 15, t.alreadyThere());
        assertTrue(report.complete(), report.text());
        assertTrue(report.text().startsWith(TABLE + ": resumed · 15 items written · " + (model.size() - 15)
                + " already there · 0 retried · 0 failed"), report.text());
        Map<Item, Integer> expected = new HashMap<>(all(SandboxGateway.of(MOVIES)));
        expected.put(stranger, 1);
        assertEquals(expected, all(live()), "the model's items as the model has them, and the stranger kept");

        CommitReport again = new Commit(live(), MOVIES, CommitOptions.of(List.of(), ExistingTables.RESUME))
                .run(p -> { }, () -> false);
        assertEquals(0, again.written(), "nothing left to write");
        assertEquals(model.size(), again.tables().get(0).alreadyThere());
    }

    @Test
    void aResumeCreatesATableThatIsMissing() {
        CommitReport report = new Commit(live(), MOVIES, CommitOptions.of(List.of(), ExistingTables.RESUME))
                .run(p -> { }, () -> false);
        assertEquals(TableCommit.Action.CREATED, report.tables().get(0).action());
        assertTrue(report.complete(), report.text());
        assertEquals(all(SandboxGateway.of(MOVIES)), all(live()));
    }

    @Test
    void aResumeNeedsTheSameKeys() {
        live().createTable(TableDesign.of(TABLE, KeySchema.of("id", AttributeType.S)));
        CommitRefusedException e = assertThrows(CommitRefusedException.class, () -> new Commit(live(), MOVIES,
                CommitOptions.of(List.of(), ExistingTables.RESUME)).run(p -> { }, () -> false));
        assertEquals(CommitRefusedException.Reason.OTHER_KEYS, e.reason());
        assertTrue(e.getMessage().contains("resuming needs the same key schema"), e.getMessage());
    }

    @Test
    void aReplaceSaysBeforehandWhatItDeletes() {
        new Commit(live(), MOVIES, CommitOptions.of(List.of(), ExistingTables.REFUSE)).run(p -> { }, () -> false);
        long items = all(live()).size();
        CommitPlan plan = new Commit(live(), MOVIES, CommitOptions.of(List.of(), ExistingTables.REPLACE)).plan();
        assertEquals("Replacing deletes " + TABLE + " (" + items + " items), then creates it again from the model:"
                + " its items are lost.", plan.deletions());
        assertEquals(items, all(live()).size(), "a plan changes nothing");
        assertEquals("", new Commit(live(), MOVIES, CommitOptions.of(List.of(), ExistingTables.RESUME)).plan()
                .deletions(), "a resume deletes nothing");
    }

    private static Map<Item, Integer> all(Gateway g) {
        Map<Item, Integer> items = new HashMap<>();
        ScanAllPages.of(g, ScanRequest.of(TABLE), 1).run(page -> page.forEach(i -> items.merge(i, 1, Integer::sum)));
        return items;
    }
}
