package dev.tablewright.aws.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.LocalServerExtension;
import dev.tablewright.aws.commit.Commit;
import dev.tablewright.aws.commit.CommitOptions;
import dev.tablewright.aws.commit.CommitReport;
import dev.tablewright.aws.commit.ExistingTables;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.ReturnValues;
import dev.tablewright.engine.api.UpdateItemRequest;
import dev.tablewright.engine.api.WriteRequest;
import dev.tablewright.engine.diff.Change;
import dev.tablewright.engine.drift.ConformanceCheck;
import dev.tablewright.engine.drift.DriftModels;
import dev.tablewright.engine.migrate.MigrationPlan;
import dev.tablewright.engine.migrate.MigrationPlanner;
import dev.tablewright.engine.migrate.MigrationStep;
import dev.tablewright.engine.migrate.PlanFacts;
import dev.tablewright.engine.migrate.PlanNames;
import dev.tablewright.engine.migrate.VerifiedTable;
import dev.tablewright.engine.migrate.VerifyReport;
import dev.tablewright.format.SampleModels;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.PriceTable;
import dev.tablewright.model.Projection;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@link MigrationVerify} on DynamoDB Local over HTTP: TO's design and items committed (under the names the
 * plan leaves them), verified, then broken item by item and index by index, each break counted exactly.
 */
class MigrationVerifyTest {
    @RegisterExtension
    static final LocalServerExtension local = new LocalServerExtension();

    private static final PlanFacts FACTS = PlanFacts.of(PriceTable.US_EAST_1).withGivenItems(1000);
    private static final DataModel V1 = SampleModels.read("movies-actors.json").model().orElseThrow();
    private static final DataModel V2 = SampleModels.read("movies-actors-v2.json").model().orElseThrow();
    private static final String SHAWSHANK = "mov#tt0111161";

    @AfterEach
    void drop() {
        local.dropAllTables();
    }

    private static void commit(DataModel model) {
        CommitReport report = new Commit(local.gateway(), model, CommitOptions.of(List.of(), ExistingTables.REFUSE))
                .run(p -> { }, () -> false);
        assertTrue(report.failure().isEmpty(), report.toString());
    }

    private static VerifyReport verify(MigrationPlan plan, DataModel to, int show) {
        return new MigrationVerify(local.gateway(), show, p -> { }, () -> false).run(plan, to);
    }

    private static long items(DataModel model, String entity) {
        return model.tables().get(0).entity(entity).orElseThrow().items().size();
    }

    private static List<String> described(ConformanceCheck.Items items) {
        return new ArrayList<>(new TreeSet<>(items.mismatches().stream().map(m -> m.describe("TO")).toList()));
    }

    private static Map<String, AttributeValue> key(String pk) {
        return Map.of("pk", AttributeValue.s(pk), "sk", AttributeValue.s(pk));
    }

    @Test
    void toCommittedMatchesThenEachBrokenItemIsReportedExactly() {
        commit(V2);
        MigrationPlan plan = MigrationPlanner.plan(V1, V2, FACTS);
        VerifyReport clean = verify(plan, V2, 20);
        VerifiedTable t = clean.tables().get(0);
        assertTrue(clean.matches(), t.toString());
        assertEquals("Movies", t.liveTable());
        ConformanceCheck.Items items = t.items().orElseThrow();
        long all = V2.tables().get(0).entities().stream().mapToLong(e -> e.items().size()).sum();
        assertEquals(all, items.read());
        assertEquals(new ConformanceCheck.EntityItems("Movie", items(V2, "Movie"), 0),
                items.entities().stream().filter(e -> e.entity().equals("Movie")).findFirst().orElseThrow());

        Gateway g = local.gateway();
        g.updateItem(new UpdateItemRequest("Movies", key(SHAWSHANK), "SET gsi4pk = :y", "attribute_exists(pk)",
                Expr.NONE.withValue(":y", AttributeValue.s("year#1999")), ReturnValues.NONE));
        g.updateItem(new UpdateItemRequest("Movies", key("mov#tt0110912"), "REMOVE gsi4sk", "attribute_exists(pk)", Expr.NONE, ReturnValues.NONE));
        g.updateItem(new UpdateItemRequest("Movies", key("mov#tt0109830"), "REMOVE gsi4sk", "attribute_exists(pk)", Expr.NONE, ReturnValues.NONE));
        g.putItem(PutItemRequest.of("Movies", Item.of("pk", AttributeValue.s("tmp#1"), "sk", AttributeValue.s("x"))));

        VerifyReport broken = verify(plan, V2, 20);
        assertFalse(broken.matches());
        VerifiedTable b = broken.tables().get(0);
        assertEquals(List.of(), b.design(), "the design is still TO's");
        ConformanceCheck.Items bi = b.items().orElseThrow();
        assertEquals(all + 1, bi.read());
        assertEquals(new ConformanceCheck.EntityItems("Movie", items(V2, "Movie"), 3),
                bi.entities().stream().filter(e -> e.entity().equals("Movie")).findFirst().orElseThrow());
        assertEquals(3, bi.mismatched(), "no other entity's item is touched");
        assertEquals(List.of(
                "Movie mov#tt0109830 / mov#tt0109830: gsi4sk is missing, TO gives mov#tt0109830",
                "Movie mov#tt0110912 / mov#tt0110912: gsi4sk is missing, TO gives mov#tt0110912",
                "Movie mov#tt0111161 / mov#tt0111161: gsi4pk is year#1999, TO gives year#1994"), described(bi));
        assertEquals(1, bi.unclaimed());
        assertEquals(List.of("[pk=tmp#1, sk=x]"), bi.unclaimedKeys());

        // --show 1: one kept, every one counted.
        ConformanceCheck.Items one = verify(plan, V2, 1).tables().get(0).items().orElseThrow();
        assertEquals(1, one.mismatches().size());
        assertEquals(3, one.mismatched());
        assertEquals(1, one.unclaimedKeys().size());
    }

    @Test
    void beforeApplyTheMissingIndexAndTheMoviesWithoutItsKeysAreReported() {
        commit(V1);
        VerifiedTable t = verify(MigrationPlanner.plan(V1, V2, FACTS), V2, 20).tables().get(0);
        assertEquals(1, t.design().size(), t.design().toString());
        Change missing = t.design().get(0);
        assertEquals("Movies/indexes/GSI-4", missing.path());
        assertEquals(Change.Kind.REMOVED, missing.kind(), "TO has it, the live table does not");
        ConformanceCheck.Items items = t.items().orElseThrow();
        long movies = items(V1, "Movie");
        assertEquals(new ConformanceCheck.EntityItems("Movie", movies, movies),
                items.entities().stream().filter(e -> e.entity().equals("Movie")).findFirst().orElseThrow());
        assertEquals(movies, items.mismatched());
        assertTrue(described(items).contains("Movie mov#tt0111161 / mov#tt0111161: gsi4pk is missing, TO gives year#1994;"
                + " gsi4sk is missing, TO gives mov#tt0111161"), described(items).toString());
        assertEquals(0, items.unclaimed());
    }

    @Test
    void aGsiCreatedAsV2IsVerifiedAsTosIndex() {
        TableDesign movies = V2.tables().get(0);
        List<GlobalSecondaryIndex> gsis = movies.globalIndexes().stream()
                .map(g -> g.name().equals("GSI-4") ? g.withProjection(Projection.ALL) : g).toList();
        DataModel to = V2.withTables(List.of(movies.withGlobalIndexes(gsis)));
        MigrationPlan plan = MigrationPlanner.plan(V2, to, FACTS);
        assertTrue(plan.steps().stream().anyMatch(s -> s instanceof MigrationStep.CreateGsi c && c.index().equals("GSI-4-v2")),
                plan.steps().toString());
        PlanNames names = PlanNames.of(plan, to);
        commit(to.withTables(List.of(names.underLiveNames(to.tables().get(0)))));
        assertTrue(local.gateway().describeTable("Movies").orElseThrow().globalIndexes().stream()
                .anyMatch(g -> g.name().equals("GSI-4-v2")), "live as GSI-4-v2");

        VerifyReport report = verify(plan, to, 20);
        assertTrue(report.matches(), report.tables().get(0).design().toString());

        // Verified against the plan's FROM instead, the v2 index's projection is a difference, named as TO's GSI-4.
        DataModel wrongTo = V2.withTables(List.of(V2.tables().get(0)));
        List<Change> design = verify(plan, wrongTo, 20).tables().get(0).design();
        assertEquals(List.of("Movies/indexes/GSI-4/projection"), design.stream().map(Change::path).toList());
    }

    @Test
    void aReplacedTableIsVerifiedUnderItsNewNameAndAMissingOneIsUnreadable() {
        TableDesign movies = V2.tables().get(0);
        LocalSecondaryIndex byTitle = new LocalSecondaryIndex("LSI-1", new AttributeDef("title", AttributeType.S, false),
                Projection.KEYS_ONLY);
        DataModel to = V2.withTables(List.of(movies.withLocalIndexes(List.of(byTitle))));
        MigrationPlan plan = MigrationPlanner.plan(V2, to, FACTS);
        assertEquals("Movies-v2", PlanNames.of(plan, to).liveTable("Movies"));

        VerifyUnreadable notYet = assertThrows(VerifyUnreadable.class, () -> verify(plan, to, 20));
        assertEquals("no table Movies-v2 at " + local.gateway().displayName() + " (where the plan leaves TO's Movies)",
                notYet.getMessage());

        commit(to.withTables(List.of(PlanNames.of(plan, to).underLiveNames(to.tables().get(0)))));
        VerifyReport report = verify(plan, to, 20);
        VerifiedTable t = report.tables().get(0);
        assertEquals("Movies", t.toTable());
        assertEquals("Movies-v2", t.liveTable());
        assertTrue(report.matches(), t.toString());
    }

    /** Thousands of items read by the parallel scan, each counted once: 3,000 orders, every 100th without its GSI1PK. */
    @Test
    void aTableOfThousandsOfItemsIsCountedExactly() {
        commit(DriftModels.shop());
        List<WriteRequest> writes = new ArrayList<>();
        for (int i = 1; i <= 3000; i++) {
            writes.add(new WriteRequest.Put(DriftModels.TABLE, DriftModels.order(7, i, "OPEN",
                    String.format("ORDER#%04d", i), i % 100 != 0)));
        }
        for (int from = 0; from < writes.size(); from += 25) {
            List<WriteRequest> left = local.gateway().batchWrite(writes.subList(from, Math.min(from + 25, writes.size())));
            assertEquals(List.of(), left, "DynamoDB Local leaves nothing unprocessed");
        }
        MigrationPlan none = MigrationPlanner.plan(DriftModels.shop(), DriftModels.shop(), FACTS);
        AtomicLong lastSeen = new AtomicLong();
        VerifyReport report = new MigrationVerify(local.gateway(), 5, p -> lastSeen.set(p.items()), () -> false)
                .run(none, DriftModels.shop());
        ConformanceCheck.Items items = report.tables().get(0).items().orElseThrow();
        // The committed model's own items: two customers and one order, as the templates give them.
        assertEquals(3003, items.read());
        assertEquals(List.of(new ConformanceCheck.EntityItems("Customer", 2, 0), new ConformanceCheck.EntityItems("Order", 3001, 30)),
                items.entities());
        assertEquals(5, items.mismatches().size());
        assertTrue(items.mismatches().stream().allMatch(m -> m.describe("TO").endsWith(": GSI1PK is missing, TO gives STATUS#OPEN")));
        assertEquals(3003, lastSeen.get(), "the last progress counts every item");
        assertFalse(report.matches());
    }

    @Test
    void aStoppedScanIsPartialAndDoesNotVerify() {
        commit(V2);
        VerifyReport report = new MigrationVerify(local.gateway(), 20, p -> { }, () -> true)
                .run(MigrationPlanner.plan(V1, V2, FACTS), V2);
        VerifiedTable t = report.tables().get(0);
        assertFalse(t.complete());
        assertFalse(report.matches(), "what was not read is not verified");
    }
}
