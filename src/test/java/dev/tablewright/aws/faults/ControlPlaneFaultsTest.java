package dev.tablewright.aws.faults;

import dev.tablewright.aws.LocalServerExtension;
import org.junit.jupiter.api.extension.RegisterExtension;
import static dev.tablewright.aws.faults.FaultProxy.Fault.DROP_AFTER;
import static dev.tablewright.aws.faults.FaultProxy.Fault.PASS;
import static dev.tablewright.aws.faults.FaultProxy.Fault.SERVER_ERROR;
import static dev.tablewright.aws.faults.FaultProxy.Fault.THROTTLE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.ScanAllPages;
import dev.tablewright.aws.commit.Backoff;
import dev.tablewright.aws.commit.Commit;
import dev.tablewright.aws.commit.CommitOptions;
import dev.tablewright.aws.commit.CommitReport;
import dev.tablewright.aws.commit.ExistingTables;
import dev.tablewright.aws.commit.TableCommit;
import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.aws.sdk.SdkEndpoint;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.format.SampleModels;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.TableDesign;
import java.io.IOException;
import java.time.Duration;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Faults at every control-plane call of a commit (DescribeTable, CreateTable and the wait for ACTIVE,
 * DeleteTable and the wait for gone, UpdateTable adding a GSI and its wait), put by {@link FaultProxy}
 * between the SDK and DynamoDB Local: a call whose answer was lost is recognised by the state it
 * reached, passing failures are ridden out, and a step that keeps failing ends in a report that says
 * where the table stands, after which a resume (or the same replace again) finishes the job.
 */
class ControlPlaneFaultsTest {
    private static final DataModel MOVIES = SampleModels.read(SampleModels.FIRST).model().orElseThrow();
    private static final TableDesign TABLE = MOVIES.tables().get(0);
    private static final Backoff FAST = new Backoff(Duration.ofMillis(2), Duration.ofMillis(40), 12);
    private static final Item STRANGER = Item.of("pk", AttributeValue.s("ZZ#stranger"), "sk",
            AttributeValue.s("ZZ#stranger"), "note", AttributeValue.s("was here before"));
    @RegisterExtension
    static final LocalServerExtension local = new LocalServerExtension();

    @BeforeEach
    void empty() {
        local.dropAllTables();
    }

    @Test
    void aCreateTableWhoseAnswerWasLostIsRecognisedNotRepeatedIntoAnError() throws IOException {
        try (FaultProxy proxy = FaultProxy.scripted(local.endpoint()).script("CreateTable", DROP_AFTER)) {
            CommitReport report = commit(proxy, ExistingTables.REFUSE);
            assertComplete(report);
            assertEquals(2, proxy.calls("CreateTable"), "the SDK sent it again and heard 'Cannot create preexisting table'");
        }
        assertHoldsTheModel(Map.of());
    }

    @Test
    void aCreateTableWhoseEveryAnswerWasLostIsRecognisedByTheTableItMade() throws IOException {
        try (FaultProxy proxy = FaultProxy.scripted(local.endpoint())
                .script("CreateTable", DROP_AFTER, DROP_AFTER, DROP_AFTER)) {
            assertComplete(commit(proxy, ExistingTables.REFUSE));
            assertEquals(3, proxy.calls("CreateTable"), "the SDK gave up; the commit looked and found the table");
        }
        assertHoldsTheModel(Map.of());
    }

    @Test
    void serverErrorsWhileWaitingForActiveAreRiddenOut() throws IOException {
        // The plan's look passes; the wait after CreateTable meets five 500s (more than the SDK's three attempts).
        try (FaultProxy proxy = FaultProxy.scripted(local.endpoint())
                .script("DescribeTable", PASS, SERVER_ERROR, SERVER_ERROR, SERVER_ERROR, SERVER_ERROR, SERVER_ERROR)) {
            assertComplete(commit(proxy, ExistingTables.REFUSE));
            assertEquals(5, proxy.faulted("DescribeTable"));
            assertEquals(1, proxy.calls("CreateTable"), "created once: the wait went on");
        }
        assertHoldsTheModel(Map.of());
    }

    @Test
    void serverErrorsWhileWaitingForTheOldTableToGoAreRiddenOut() throws IOException {
        oldTableWithAStranger();
        // The plan looks twice (the table, then its item count); the wait after DeleteTable meets four 500s.
        try (FaultProxy proxy = FaultProxy.scripted(local.endpoint())
                .script("DescribeTable", PASS, PASS, SERVER_ERROR, SERVER_ERROR, SERVER_ERROR, SERVER_ERROR)) {
            assertComplete(commit(proxy, ExistingTables.REPLACE));
            assertEquals(4, proxy.faulted("DescribeTable"));
            assertEquals(1, proxy.calls("DeleteTable"), "deleted once: the wait went on");
        }
        assertHoldsTheModel(Map.of());
    }

    @Test
    void serverErrorsWhileWaitingForAnIndexAreRiddenOut() throws IOException {
        local.gateway().createTable(TableDesign.of(TABLE.name(), TABLE.keySchema()));
        // The plan's look, the gateway's look before UpdateTable; then the wait for the index meets four 500s.
        try (FaultProxy proxy = FaultProxy.scripted(local.endpoint())
                .script("DescribeTable", PASS, PASS, SERVER_ERROR, SERVER_ERROR, SERVER_ERROR, SERVER_ERROR)) {
            CommitReport report = commit(proxy, ExistingTables.ADD);
            assertComplete(report);
            assertEquals(indexNames(TABLE), report.tables().get(0).indexesAdded());
            assertEquals(4, proxy.faulted("DescribeTable"));
            // The sample's stream (it keeps the monthly totals) is set by one UpdateTable more.
            assertEquals(TABLE.globalIndexes().size() + 1, proxy.calls("UpdateTable"),
                    "each index asked for once, the stream once");
        }
        assertHoldsTheModel(Map.of());
    }

    @Test
    void theGatewaysWaitForActiveGoesOnThroughFailedLooks() throws IOException {
        try (FaultProxy proxy = FaultProxy.scripted(local.endpoint())
                .script("DescribeTable", SERVER_ERROR, SERVER_ERROR, SERVER_ERROR, THROTTLE, THROTTLE, THROTTLE);
                SdkEndpoint flaky = SdkEndpoint.open(proxy.endpoint(), "us-east-1")) {
            assertTimeoutPreemptively(Duration.ofMinutes(1), () -> flaky.gateway().createTable(TABLE));
            assertEquals(6, proxy.faulted("DescribeTable"), "two looks missed, then ACTIVE seen");
        }
        assertTrue(local.gateway().describeTable(TABLE.name()).isPresent());
    }

    @Test
    void lookingTheTablesUpIsRetried() throws IOException {
        try (FaultProxy proxy = FaultProxy.scripted(local.endpoint())
                .script("DescribeTable", SERVER_ERROR, SERVER_ERROR, SERVER_ERROR, THROTTLE)) {
            assertComplete(commit(proxy, ExistingTables.REFUSE));
            assertEquals(4, proxy.faulted("DescribeTable"));
        }
        assertHoldsTheModel(Map.of());
    }

    @Test
    void aDeleteTableWhoseAnswerWasLostIsRecognisedByTheTableBeingGone() throws IOException {
        oldTableWithAStranger();
        try (FaultProxy proxy = FaultProxy.scripted(local.endpoint()).script("DeleteTable", DROP_AFTER)) {
            CommitReport report = commit(proxy, ExistingTables.REPLACE);
            assertComplete(report);
            assertEquals(TableCommit.Action.REPLACED, report.tables().get(0).action());
            assertEquals(2, proxy.calls("DeleteTable"), "sent again by the SDK: ResourceNotFoundException means gone");
        }
        assertHoldsTheModel(Map.of());
    }

    @Test
    void throttledCreateAndDeleteAreRetriedBeyondTheSdksAttempts() throws IOException {
        oldTableWithAStranger();
        try (FaultProxy proxy = FaultProxy.scripted(local.endpoint())
                .script("DeleteTable", THROTTLE, THROTTLE, THROTTLE, THROTTLE)
                .script("CreateTable", SERVER_ERROR, THROTTLE, SERVER_ERROR, THROTTLE)) {
            assertComplete(commit(proxy, ExistingTables.REPLACE));
            assertEquals(5, proxy.calls("DeleteTable"));
            assertEquals(5, proxy.calls("CreateTable"));
        }
        assertHoldsTheModel(Map.of());
    }

    @Test
    void anUpdateTableWhoseAnswerWasLostIsRecognisedByTheIndexItMade() throws IOException {
        local.gateway().createTable(TableDesign.of(TABLE.name(), TABLE.keySchema()));
        try (FaultProxy proxy = FaultProxy.scripted(local.endpoint()).script("UpdateTable", DROP_AFTER, THROTTLE)) {
            CommitReport report = commit(proxy, ExistingTables.RESUME);
            assertComplete(report);
            assertEquals(indexNames(TABLE), report.tables().get(0).indexesAdded());
            assertEquals(TABLE.globalIndexes().size() + 1 + 2, proxy.calls("UpdateTable"),
                    "each index and the stream, the first sent again by the SDK ('an index which already exists'), "
                            + "the second once more");
        }
        assertEquals(indexNames(TABLE), indexNames(local.gateway().describeTable(TABLE.name()).orElseThrow()));
        assertHoldsTheModel(Map.of());
    }

    @Test
    void aCreateThatKeepsFailingAfterTheDeleteSaysWhereThingsStandAndResumeFinishesIt() throws IOException {
        oldTableWithAStranger();
        CommitReport report;
        try (FaultProxy proxy = new FaultProxy(local.endpoint(), Set.of("CreateTable"),
                new FaultProxy.Faults(0, 1, 0, 0, 0), 1)) {
            report = commit(proxy, ExistingTables.REPLACE);
        }
        assertFalse(report.complete());
        assertEquals("creating Movies", report.failure().orElseThrow().step());
        assertEquals("creating Movies failed after 12 attempts (Internal server error)",
                report.failure().orElseThrow().sentence());
        TableCommit movies = report.tables().get(0);
        assertEquals(TableCommit.Stage.DELETED, movies.stage());
        assertEquals("Movies was deleted but not created again; 0 of 60 items written", movies.state());
        assertEquals(60, report.notWritten());
        assertEquals(CommitReport.Next.RESUME, report.next());
        assertTrue(report.text().contains("Movies: deleted, not created again · 0 items written · 0 retried · 0 failed"
                + " · 60 not written"), report.text());
        assertTrue(local.gateway().describeTable(TABLE.name()).isEmpty(), "as the report says: gone");

        CommitReport resumed = new Commit(local.gateway(), MOVIES, CommitOptions.of(List.of(), ExistingTables.RESUME))
                .run(p -> { }, () -> false);
        assertComplete(resumed);
        assertEquals(TableCommit.Action.CREATED, resumed.tables().get(0).action());
        assertHoldsTheModel(Map.of());
    }

    /** Cancel reaches a step that keeps failing: it stops at the next pause, not after its dozen retries. */
    @Test
    void cancelStopsAStepThatKeepsFailingAndTheReportSaysWhereThingsStand() throws IOException {
        oldTableWithAStranger();
        Backoff slow = new Backoff(Duration.ofSeconds(2), Duration.ofSeconds(2), 12);
        CommitReport report;
        try (FaultProxy proxy = new FaultProxy(local.endpoint(), Set.of("CreateTable"),
                new FaultProxy.Faults(0, 1, 0, 0, 0), 1);
                SdkEndpoint flaky = SdkEndpoint.open(proxy.endpoint(), "us-east-1")) {
            java.util.concurrent.atomic.AtomicBoolean cancel = new java.util.concurrent.atomic.AtomicBoolean();
            report = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> new Commit(flaky.gateway(), MOVIES,
                    new CommitOptions(List.of(), ExistingTables.REPLACE, 4, slow)).run(p -> {
                        if (p.step().equals("creating")) {
                            cancel.set(true); // the user's Cancel while CreateTable fails
                        }
                    }, cancel::get));
            assertTrue(proxy.calls("CreateTable") < 12, "stopped before its retries ran out: " + proxy.calls("CreateTable"));
        }
        assertEquals("creating Movies failed (cancelled)", report.failure().orElseThrow().sentence());
        assertEquals(CommitReport.Next.RESUME, report.next(), report.text());
        assertEquals(60, report.notWritten());
    }

    @Test
    void aDeleteThatKeepsFailingLeavesTheTableAndSaysToReplaceAgain() throws IOException {
        oldTableWithAStranger();
        CommitReport report;
        try (FaultProxy proxy = new FaultProxy(local.endpoint(), Set.of("DeleteTable"),
                new FaultProxy.Faults(0, 1, 0, 0, 0), 1)) {
            report = commit(proxy, ExistingTables.REPLACE);
        }
        assertEquals("Movies was not deleted; 0 of 60 items written", report.tables().get(0).state());
        assertEquals(CommitReport.Next.AGAIN, report.next(), "resuming would keep the old items");
        assertEquals(Map.of(STRANGER, 1), all(local.gateway(), TABLE.name()), "left as it was");
    }

    /**
     * Replaces through random faults on every control-plane call and on the writes, one seed after
     * another: each ends with every item exactly once, or with a report whose missing items a resume
     * (without faults) then writes.
     */
    @Test
    void seededReplacesThroughFaultsAtEveryCall() throws IOException {
        Set<String> operations = Set.of("DescribeTable", "DeleteTable", "CreateTable", "BatchWriteItem", "Scan");
        Map<String, Integer> faulted = new HashMap<>();
        for (long seed = 1; seed <= 5; seed++) {
            empty();
            oldTableWithAStranger();
            try (FaultProxy proxy = new FaultProxy(local.endpoint(), operations,
                    new FaultProxy.Faults(0.1, 0.15, 0.05, 0.15, 0.2), seed)) {
                CommitReport report = commit(proxy, ExistingTables.REPLACE);
                operations.forEach(o -> faulted.merge(o, proxy.faulted(o), Integer::sum));
                finishAndCheck(report, Map.of(), "seed " + seed);
            }
        }
        for (String o : List.of("DescribeTable", "DeleteTable", "CreateTable", "BatchWriteItem")) {
            assertTrue(faulted.getOrDefault(o, 0) > 0, o + " met faults: " + faulted);
        }
    }

    /** Resumes into a table lacking its GSIs, some items and holding others changed, through random faults. */
    @Test
    void seededResumesThroughFaultsAtEveryCall() throws IOException {
        Set<String> operations = Set.of("DescribeTable", "UpdateTable", "CreateTable", "BatchWriteItem", "Scan");
        Map<String, Integer> faulted = new HashMap<>();
        List<Item> model = List.copyOf(all(SandboxGateway.of(MOVIES), TABLE.name()).keySet());
        List<String> faultable = List.of("DescribeTable", "UpdateTable", "Scan", "BatchWriteItem");
        // Three seeds at least, more until every call kind has met a fault: which call draws which fault
        // depends on how the parallel writers interleave, and a loaded machine can end a resume before
        // its first UpdateTable in all three.
        for (long seed = 1; seed <= 3 || seed <= 8 && faultable.stream().anyMatch(o -> faulted.getOrDefault(o, 0) == 0);
                seed++) {
            empty();
            oldTableWithAStranger();
            for (int i = 0; i < model.size(); i += 2) {
                Item item = model.get(i);
                local.gateway().putItem(PutItemRequest.of(TABLE.name(), i % 4 == 0 ? item : changed(item)));
            }
            try (FaultProxy proxy = new FaultProxy(local.endpoint(), operations,
                    new FaultProxy.Faults(0.1, 0.15, 0.05, 0.15, 0.2), seed)) {
                CommitReport report = commit(proxy, ExistingTables.RESUME);
                operations.forEach(o -> faulted.merge(o, proxy.faulted(o), Integer::sum));
                if (report.complete()) {
                    assertEquals((model.size() + 3) / 4, report.tables().get(0).alreadyThere(), "seed " + seed);
                }
                finishAndCheck(report, Map.of(STRANGER, 1), "seed " + seed);
            }
        }
        for (String o : faultable) {
            assertTrue(faulted.getOrDefault(o, 0) > 0, o + " met faults: " + faulted);
        }
    }

    /**
     * A complete report: the table holds every item once. Otherwise the report says how many are not
     * written (no fewer than are missing: a batch whose answer was lost may have landed) and a resume
     * without faults writes them.
     */
    private static void finishAndCheck(CommitReport report, Map<Item, Integer> besides, String what) {
        if (!report.complete()) {
            Map<Item, Integer> there = all(local.gateway(), TABLE.name());
            long missing = all(SandboxGateway.of(MOVIES), TABLE.name()).keySet().stream()
                    .filter(i -> !there.containsKey(i)).count();
            assertTrue(report.notWritten() >= missing, what + ": " + report.text());
            assertTrue(report.text().contains("Stopped: "), report.text());
            report = new Commit(local.gateway(), MOVIES, CommitOptions.of(List.of(), report.next()
                    == CommitReport.Next.AGAIN ? ExistingTables.REPLACE : ExistingTables.RESUME)).run(p -> { }, () -> false);
        }
        assertComplete(report);
        assertHoldsTheModel(besides);
    }

    private static CommitReport commit(FaultProxy proxy, ExistingTables mode) {
        try (SdkEndpoint flaky = SdkEndpoint.open(proxy.endpoint(), "us-east-1")) {
            return assertTimeoutPreemptively(Duration.ofMinutes(2), () -> new Commit(flaky.gateway(), MOVIES,
                    new CommitOptions(List.of(), mode, 4, FAST)).run(p -> { }, () -> false));
        }
    }

    private static void oldTableWithAStranger() {
        local.gateway().createTable(TableDesign.of(TABLE.name(), TABLE.keySchema()));
        local.gateway().putItem(PutItemRequest.of(TABLE.name(), STRANGER));
    }

    private static Item changed(Item item) {
        Map<String, AttributeValue> a = new LinkedHashMap<>(item.attributes());
        a.put("note", AttributeValue.s("changed since"));
        return new Item(a);
    }

    private static void assertComplete(CommitReport report) {
        assertTrue(report.complete(), report.text());
        assertEquals(CommitReport.Next.NOTHING, report.next());
        assertEquals(0, report.notWritten());
    }

    /** The live table holds every item of the model once, as the model has it, and {@code besides}. */
    private static void assertHoldsTheModel(Map<Item, Integer> besides) {
        Map<Item, Integer> expected = new HashMap<>(all(SandboxGateway.of(MOVIES), TABLE.name()));
        expected.putAll(besides);
        Map<Item, Integer> landed = all(local.gateway(), TABLE.name());
        assertEquals(expected, landed, "every item once, none twice, none changed");
    }

    private static List<String> indexNames(TableDesign t) {
        return t.globalIndexes().stream().map(GlobalSecondaryIndex::name).sorted().toList();
    }

    private static Map<Item, Integer> all(Gateway g, String table) {
        Map<Item, Integer> items = new HashMap<>();
        ScanAllPages.of(g, ScanRequest.of(table), 1).run(page -> page.forEach(i -> items.merge(i, 1, Integer::sum)));
        return items;
    }
}
