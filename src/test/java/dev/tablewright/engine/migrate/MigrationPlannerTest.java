package dev.tablewright.engine.migrate;

import static dev.tablewright.engine.migrate.Shop.model;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.KeyDerivation;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.Entity;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.DistanceFunction;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.PriceTable;
import dev.tablewright.model.Projection;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import dev.tablewright.model.settings.Consistency;
import dev.tablewright.model.settings.IndexSettings;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.Replication;
import dev.tablewright.model.settings.StreamView;
import dev.tablewright.model.settings.TableClass;
import dev.tablewright.model.settings.Throughput;
import dev.tablewright.model.settings.WarmThroughput;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class MigrationPlannerTest {
    private static final PlanFacts THOUSAND = PlanFacts.of(PriceTable.US_EAST_1).withGivenItems(1000).withWriteRate(100);

    private static MigrationPlan plan(TableDesign from, TableDesign to, PlanFacts facts) {
        return MigrationPlanner.plan(model(from), model(to), facts);
    }

    private static List<String> ids(MigrationPlan plan) {
        return plan.steps().stream().map(MigrationStep::id).toList();
    }

    @Test
    void theSameDesignNeedsNoStep() {
        MigrationPlan plan = plan(Shop.v2(), Shop.v2(), THOUSAND);
        assertTrue(plan.isEmpty(), plan::toString);
    }

    /**
     * Worked by hand (see {@link Shop}): 1,000 items, 3 of 4 samples are orders, so 750 orders. The
     * backfill writes each once (70 bytes: 1 unit): 750 units, and scans the table: 1,000 × 61.25 bytes
     * / 4,096 / 2 = 7.48, 8 read units; $0.625 and $0.125 per million: $0.00046975; 750 units at 100/s:
     * 7.5 s. The index then fills with the 750 orders that carry its keys, each 41 bytes projected
     * (pk 8, sk 9, gsi1pk 17, gsi1sk 7; KEYS_ONLY): 750 units, $0.00046875, at DynamoDB's pace.
     */
    @Test
    void aNewIndexWhoseKeysItemsLackIsBackfilledFirstAndEstimated() {
        MigrationPlan plan = plan(Shop.v1(), Shop.v2(), THOUSAND);
        assertEquals(List.of("Shop/backfill/Order", "Shop/create-gsi/ByStatus"), ids(plan));
        assertFalse(plan.refused());

        MigrationStep.Backfill backfill = assertInstanceOf(MigrationStep.Backfill.class, plan.steps().get(0));
        assertEquals("Order", backfill.entity());
        assertEquals(List.of("gsi1pk", "gsi1sk"), backfill.attributes());
        assertEquals(List.of(new MigrationStep.TemplateChange("gsi1pk", Optional.empty(), "STATUS#${status}"),
                new MigrationStep.TemplateChange("gsi1sk", Optional.empty(), "${orderId}")), backfill.templates());
        assertTrue(backfill.why().startsWith("Index ByStatus needs gsi1pk and gsi1sk on Order's items"), backfill.why());
        assertTrue(backfill.reversal().reversible());
        assertEquals("remove gsi1pk and gsi1sk from Order's items", backfill.reversal().how());
        Estimate e = backfill.estimate();
        assertEquals(Optional.of(750L), e.items());
        assertEquals(750, e.writeUnits());
        assertEquals(8, e.readUnits());
        assertEquals(0.00046975, e.dollars(), 1e-12);
        assertEquals(Optional.of(7.5), e.seconds());

        MigrationStep.CreateGsi create = assertInstanceOf(MigrationStep.CreateGsi.class, plan.steps().get(1));
        assertEquals("gsi1pk / gsi1sk", create.keys());
        assertEquals("KEYS_ONLY", create.projection());
        assertEquals(Optional.of(750L), create.estimate().items());
        assertEquals(750, create.estimate().writeUnits());
        assertEquals(0, create.estimate().readUnits());
        assertEquals(0.00046875, create.estimate().dollars(), 1e-12);
        assertEquals(Optional.empty(), create.estimate().seconds());
        assertEquals("delete index ByStatus", create.reversal().how());
        assertEquals("The new design adds index ByStatus for Orders by status.", create.why());
    }

    @Test
    void aStandardInfrequentAccessTablePaysItsOwnWriteRate() {
        TableDesign v2 = Shop.v2().withSettings(s -> s.withTableClass(TableClass.STANDARD_INFREQUENT_ACCESS));
        TableDesign v1 = Shop.v1().withSettings(s -> s.withTableClass(TableClass.STANDARD_INFREQUENT_ACCESS));
        Estimate e = plan(v1, v2, THOUSAND).steps().get(0).estimate();
        // 8 reads at $0.15625 and 750 writes at $0.78125 per million.
        assertEquals(8 * 0.15625 / 1e6 + 750 * 0.78125 / 1e6, e.dollars(), 1e-12);
    }

    @Test
    void theItemCountComesFromWhatIsGivenThenDescribedThenTheModel() {
        TableDesign v1 = Shop.v1().withSettings(s -> s.withExpectedItemCount(Optional.of(400L)));
        PlanFacts described = new PlanFacts(Optional.empty(), java.util.Map.of("Shop", 2000L), 100,
                PriceTable.US_EAST_1);
        assertEquals(Optional.of(1500L), plan(v1, Shop.v2(), described).steps().get(0).estimate().items());
        assertEquals(Optional.of(3L), plan(v1, Shop.v2(), described.withGivenItems(4)).steps().get(0).estimate().items());
        MigrationPlan fromModel = plan(v1, Shop.v2(), PlanFacts.of(PriceTable.US_EAST_1));
        assertEquals(Optional.of(300L), fromModel.steps().get(0).estimate().items());
        assertEquals("the expected item count of the design before", fromModel.tables().get(0).itemsBasis());
    }

    @Test
    void withoutAnItemCountTheEstimateSaysWhatIsMissing() {
        MigrationPlan plan = plan(Shop.v1(), Shop.v2(), PlanFacts.of(PriceTable.US_EAST_1));
        Estimate e = plan.steps().get(0).estimate();
        assertFalse(e.known());
        assertTrue(e.basis().contains("--items N"), e.basis());
        assertFalse(plan.totals().complete());
    }

    @Test
    void aRemovedIndexGoesLastAfterItsPatternsMoveToTheNewOne() {
        GlobalSecondaryIndex byCustomer = new GlobalSecondaryIndex("ByCustomer",
                KeySchema.of("pk", AttributeType.S, "sk", AttributeType.S), Projection.ALL);
        GlobalSecondaryIndex inverted = new GlobalSecondaryIndex("Inverted",
                KeySchema.of("sk", AttributeType.S, "pk", AttributeType.S), Projection.ALL);
        TableDesign from = Shop.v1().withGlobalIndexes(List.of(byCustomer))
                .withAccessPatterns(List.of(Shop.pattern("Customer of an order", "ByCustomer")));
        TableDesign to = Shop.v1().withGlobalIndexes(List.of(inverted))
                .withAccessPatterns(List.of(Shop.pattern("Customer of an order", "Inverted")));
        MigrationPlan plan = plan(from, to, THOUSAND);
        assertEquals(List.of("Shop/create-gsi/Inverted", "Shop/move-patterns/ByCustomer-to-Inverted",
                "Shop/delete-gsi/ByCustomer"), ids(plan));
        MigrationStep.MovePatterns move = (MigrationStep.MovePatterns) plan.steps().get(1);
        assertEquals(List.of("Customer of an order"), move.patterns());
        assertEquals(0, move.estimate().writeUnits());
    }

    @Test
    void aLiveTablesSampleSharesItsCountAmongEntitiesAsItsOwnItemsAre() {
        // TO's sample says one Order in several items; the live table is nearly all orders.
        TableDesign to = Shop.v2();
        Entity order = to.entity("Order").orElseThrow();
        List<Item> live = new java.util.ArrayList<>();
        for (int i = 0; i < 90; i++) {
            Item o = order.items().get(0);
            live.add(o.edit(m -> m.put("orderId", AttributeValue.s("o" + live.size()))));
        }
        TableDesign fromLive = Shop.v1().withEntities(List.of()).withItems(List.of());
        KeyDerivation.Deriver deriver = KeyDerivation.forEntity(Shop.v1(), Shop.v1().entity("Order").orElseThrow());
        List<Item> stored = live.stream().map(i -> deriver.deriveAll(i).item()).toList();
        PlanFacts facts = PlanFacts.of(PriceTable.US_EAST_1).withLiveTable("Shop", Optional.of(1000L), stored);
        MigrationPlan plan = plan(fromLive, to, facts);
        MigrationStep backfill = plan.steps().stream().filter(x -> x.kind().equals("backfill")).findFirst().orElseThrow();
        assertEquals(Optional.of(1000L), backfill.estimate().items(), backfill.estimate().basis());
        assertTrue(backfill.estimate().basis().contains("90 of 90 sampled live items are Order"),
                backfill.estimate().basis());
    }

    @Test
    void aReplacementThatTakesTheTableOverTheGsiQuotaSaysSo() {
        List<GlobalSecondaryIndex> twenty = new java.util.ArrayList<>();
        for (int i = 1; i <= 20; i++) {
            twenty.add(new GlobalSecondaryIndex("G" + i, KeySchema.of("pk", AttributeType.S, "sk", AttributeType.S),
                    Projection.ALL));
        }
        List<GlobalSecondaryIndex> changed = new java.util.ArrayList<>(twenty);
        changed.set(0, twenty.get(0).withProjection(Projection.KEYS_ONLY));
        MigrationPlan plan = plan(Shop.v1().withGlobalIndexes(twenty), Shop.v1().withGlobalIndexes(changed), THOUSAND);
        MigrationStep.CreateGsi create = (MigrationStep.CreateGsi) plan.steps().stream()
                .filter(x -> x instanceof MigrationStep.CreateGsi).findFirst().orElseThrow();
        assertEquals("G1-v2", create.index());
        assertTrue(create.why().contains("The table then has 21 GSIs until the old ones are removed, above DynamoDB's "
                + "default quota of 20 per table"), create.why());

        // Within the quota the step says nothing of it.
        MigrationPlan few = plan(Shop.v1().withGlobalIndexes(twenty.subList(0, 19)),
                Shop.v1().withGlobalIndexes(changed.subList(0, 19)), THOUSAND);
        assertTrue(few.steps().stream().noneMatch(x -> x.why().contains("quota")));
    }

    @Test
    void anIndexWhoseKeysChangeIsCreatedUnderANewNameThenTheOldRemoved() {
        TableDesign from = Shop.v2();
        GlobalSecondaryIndex changed = Shop.BY_STATUS.withKeys(KeySchema.of("gsi1pk", AttributeType.S, "gsi2sk",
                AttributeType.S));
        TableDesign to = Shop.v2().withGlobalIndexes(List.of(changed))
                .withEntity("Order", e -> e.withKeyTemplate("gsi2sk", dev.tablewright.model.KeyTemplate.parse("${customerId}#${orderId}")));
        MigrationPlan plan = plan(from, to, THOUSAND);
        assertEquals(List.of("Shop/backfill/Order", "Shop/create-gsi/ByStatus-v2",
                "Shop/move-patterns/ByStatus-to-ByStatus-v2", "Shop/delete-gsi/ByStatus"), ids(plan));
        MigrationStep.CreateGsi create = (MigrationStep.CreateGsi) plan.steps().get(1);
        assertEquals("ByStatus", create.design());
        assertTrue(create.why().contains("cannot change an index's keys or projection"), create.why());
        assertEquals(List.of("Orders by status"), ((MigrationStep.MovePatterns) plan.steps().get(2)).patterns());
    }

    /**
     * gsi1sk becomes a number: DynamoDB cannot define it as S (the old index) and N (the new) at once, so
     * the old index goes first, before the backfill writes numbers into it.
     */
    @Test
    void anIndexWhoseKeyChangesTypeIsRemovedBeforeItsSuccessorIsCreated() {
        GlobalSecondaryIndex numeric = Shop.BY_STATUS.withKeys(KeySchema.of("gsi1pk", AttributeType.S, "gsi1sk",
                AttributeType.N));
        TableDesign to = Shop.v2().withGlobalIndexes(List.of(numeric))
                .withEntity("Order", e -> e.withKeyTemplate("gsi1sk", dev.tablewright.model.KeyTemplate.parse("${amount}")));
        MigrationPlan plan = plan(Shop.v2(), to, THOUSAND);
        assertEquals(List.of("Shop/delete-gsi/ByStatus", "Shop/backfill/Order", "Shop/create-gsi/ByStatus-v2",
                "Shop/move-patterns/ByStatus-to-ByStatus-v2"), ids(plan));
        assertEquals("DynamoDB defines each attribute with one type per table and gsi1sk is S in ByStatus and N in "
                + "ByStatus-v2: ByStatus is removed before ByStatus-v2 is created, so its patterns have no index in between.",
                plan.steps().get(0).why());
    }

    @Test
    void aChangedProjectionIsANewIndexTooButNeedsNoBackfill() {
        TableDesign to = Shop.v2().withGlobalIndexes(List.of(Shop.BY_STATUS.withProjection(Projection.ALL)));
        assertEquals(List.of("Shop/create-gsi/ByStatus-v2", "Shop/move-patterns/ByStatus-to-ByStatus-v2",
                "Shop/delete-gsi/ByStatus"), ids(plan(Shop.v2(), to, THOUSAND)));
    }

    @Test
    void aChangedTableKeyTemplateMovesTheItemsToTheirNewKeys() {
        TableDesign to = Shop.v1().withEntity("Order", e -> e.withKeyTemplate("sk",
                dev.tablewright.model.KeyTemplate.parse("ORDER#${status}#${orderId}")));
        MigrationPlan plan = plan(Shop.v1(), to, THOUSAND);
        assertEquals(List.of("Shop/rekey/Order"), ids(plan));
        MigrationStep.Rekey rekey = (MigrationStep.Rekey) plan.steps().get(0);
        assertEquals(List.of(new MigrationStep.TemplateChange("sk", Optional.of("ORDER#${orderId}"),
                "ORDER#${status}#${orderId}")), rekey.templates());
        // 750 orders (52 bytes each after: sk grows by 5): a put and a delete, 1 unit each.
        assertEquals(1500, rekey.estimate().writeUnits());
    }

    @Test
    void newKeysReplaceTheTableWithACopyAndAConfirmedRemoval() {
        TableDesign to = Shop.v1().withKeySchema(KeySchema.of("pk", AttributeType.S, "sk2", AttributeType.S))
                .withEntity("Order", e -> e.withKeyTemplate("sk", null).withKeyTemplate("sk2",
                        dev.tablewright.model.KeyTemplate.parse("ORDER#${orderId}")))
                .withEntity("Customer", e -> e.withKeyTemplate("sk", null).withKeyTemplate("sk2",
                        dev.tablewright.model.KeyTemplate.parse("PROFILE")));
        MigrationPlan plan = plan(Shop.v1(), to, THOUSAND);
        assertEquals(List.of("Shop/create-table/Shop-v2", "Shop/copy-items/Shop-v2", "Shop/delete-table/Shop"),
                ids(plan));
        assertTrue(plan.steps().get(0).why().contains("keys change from pk / sk to pk / sk2"), plan.steps().get(0).why());
        Estimate copy = plan.steps().get(1).estimate();
        assertEquals(Optional.of(1000L), copy.items());
        assertEquals(1000, copy.writeUnits());
        MigrationStep delete = plan.steps().get(2);
        assertInstanceOf(MigrationStep.DeleteTable.class, delete);
        assertFalse(delete.reversal().reversible());
    }

    @Test
    void anLsiAddedReplacesTheTableUnderTheNewDesignsName() {
        TableDesign to = Shop.v1().withName("Shop2").withLocalIndexes(List.of(new LocalSecondaryIndex("ByStatus",
                new AttributeDef("status", AttributeType.S), Projection.ALL)));
        MigrationPlan plan = plan(Shop.v1(), to, THOUSAND);
        assertEquals(List.of("Shop/create-table/Shop2", "Shop/copy-items/Shop2", "Shop/delete-table/Shop"), ids(plan));
        assertEquals(List.of("ByStatus"), ((MigrationStep.CreateTable) plan.steps().get(0)).localIndexes());
    }

    @Test
    void settingsChangeOneStepEachAndWarmThroughputOnlyRises() {
        TableDesign from = Shop.v1().withSettings(s -> s.withThroughput(Throughput.NONE.withWarm(
                new WarmThroughput(Optional.of(12000L), Optional.empty()))));
        TableDesign to = Shop.v1().withSettings(s -> s.withTtlAttribute(Optional.of("expiresAt"))
                .withThroughput(Throughput.NONE.withWarm(new WarmThroughput(Optional.of(15000L), Optional.empty()))));
        MigrationPlan plan = plan(from, to, THOUSAND);
        assertEquals(List.of("Shop/setting/settings/warmReadUnitsPerSecond", "Shop/setting/settings/timeToLive"),
                ids(plan));
        MigrationStep.ChangeSetting warm = (MigrationStep.ChangeSetting) plan.steps().get(0);
        assertEquals("12000 units/s", warm.before());
        assertEquals("15000 units/s", warm.after());
        assertFalse(warm.reversal().reversible());
        MigrationStep.ChangeSetting ttl = (MigrationStep.ChangeSetting) plan.steps().get(1);
        assertEquals("on, attribute expiresAt", ttl.after());
        assertEquals("set it back to off", ttl.reversal().how());

        MigrationPlan lowered = plan(to, from, THOUSAND);
        assertTrue(lowered.refused());
        assertEquals(List.of(new Refusal("Shop", "the table's warm throughput would fall from 15,000 to 12,000 read"
                + " units per second", "DynamoDB only raises warm throughput (keep 15,000 in the new design, or create a"
                + " new table)")), lowered.refusals());
        assertEquals(List.of("Shop/setting/settings/timeToLive"), ids(lowered), "the rest is still planned");
    }

    @Test
    void aStreamsNewViewTypeIsSaidToTakeANewStream() {
        TableDesign from = Shop.v1().withSettings(s -> s.withStream(Optional.of(StreamView.NEW_IMAGE)));
        TableDesign to = Shop.v1().withSettings(s -> s.withStream(Optional.of(StreamView.NEW_AND_OLD_IMAGES)));
        MigrationStep step = plan(from, to, THOUSAND).steps().get(0);
        assertEquals("Shop/setting/settings/stream", step.id());
        assertTrue(step.why().endsWith("DynamoDB cannot change a stream's view type, so the stream is turned off and on "
                + "again with the new one (a new stream, with a new ARN)."), step.why());
        MigrationStep on = plan(Shop.v1(), to, THOUSAND).steps().get(0);
        assertEquals("The new design sets settings/stream to on, NEW_AND_OLD_IMAGES (it is off).", on.why());
    }

    @Test
    void anIndexsLoweredWarmThroughputIsRefusedToo() {
        GlobalSecondaryIndex warm = Shop.BY_STATUS.withSettings(IndexSettings.DEFAULT.withThroughput(
                Throughput.NONE.withWarm(new WarmThroughput(Optional.empty(), Optional.of(9000L)))));
        GlobalSecondaryIndex cooler = Shop.BY_STATUS.withSettings(IndexSettings.DEFAULT.withThroughput(
                Throughput.NONE.withWarm(new WarmThroughput(Optional.empty(), Optional.of(5000L)))));
        MigrationPlan plan = plan(Shop.v2().withGlobalIndexes(List.of(warm)), Shop.v2().withGlobalIndexes(List.of(cooler)),
                THOUSAND);
        assertEquals(1, plan.refusals().size());
        assertEquals("index ByStatus's warm throughput would fall from 9,000 to 5,000 write units per second",
                plan.refusals().get(0).what());
    }

    @Test
    void aGlobalTablesConsistencyModeCannotChange() {
        TableDesign from = Shop.v1().withSettings(s -> s.withReplication(new Replication(Consistency.EVENTUAL,
                List.of(Replica.in("eu-west-1")))));
        TableDesign to = Shop.v1().withSettings(s -> s.withReplication(new Replication(Consistency.STRONG,
                List.of(Replica.in("eu-west-1")))));
        MigrationPlan plan = plan(from, to, THOUSAND);
        assertEquals(1, plan.refusals().size());
        assertTrue(plan.refusals().get(0).reason().startsWith("DynamoDB fixes a global table's consistency mode"));
    }

    @Test
    void aNewReplicaIsACopyTheEstimateDoesNotClaimToKnow() {
        TableDesign to = Shop.v1().withSettings(s -> s.withReplication(new Replication(Consistency.EVENTUAL,
                List.of(Replica.in("eu-west-1")))));
        MigrationStep step = plan(Shop.v1(), to, THOUSAND).steps().get(0);
        assertEquals("Shop/setting/settings/replicas/eu-west-1", step.id());
        assertFalse(step.estimate().known());
        MigrationStep removed = plan(to, Shop.v1(), THOUSAND).steps().get(0);
        assertTrue(removed.estimate().known());
        assertFalse(removed.reversal().reversible());
    }

    @Test
    void vectorIndexesAreAddedAndAChangedOneReplaced() {
        VectorIndex v = new VectorIndex("Similar", "embedding", 3, DistanceFunction.COSINE, Projection.ALL, null);
        MigrationPlan added = plan(Shop.v1(), Shop.v1().withVectorIndexes(List.of(v)), THOUSAND);
        assertEquals(List.of("Shop/create-vector-index/Similar"), ids(added));
        assertFalse(added.steps().get(0).estimate().known());
        MigrationPlan changed = plan(Shop.v1().withVectorIndexes(List.of(v)),
                Shop.v1().withVectorIndexes(List.of(v.withDimensions(4))), THOUSAND);
        assertEquals(List.of("Shop/create-vector-index/Similar-v2", "Shop/delete-vector-index/Similar"), ids(changed));
    }

    @Test
    void aLiveTableWithoutEntitiesIsBackfilledOnlyForWhatItDoesNotIndex() {
        // What DescribeTable gives: keys and indexes, no entity, no item.
        TableDesign live = TableDesign.of("Shop", Shop.KEYS);
        MigrationPlan plan = plan(live, Shop.v2(), THOUSAND);
        assertEquals(List.of("Shop/backfill/Order", "Shop/create-gsi/ByStatus"), ids(plan));
        assertEquals(List.of("gsi1pk", "gsi1sk"), ((MigrationStep.Backfill) plan.steps().get(0)).attributes());
        // With the index already live, its keys are taken as carried.
        assertEquals(List.of(), ids(plan(live.withGlobalIndexes(List.of(Shop.BY_STATUS)), Shop.v2(), THOUSAND)));
    }

    @Test
    void tablesAreAddedAndRemovedByName() {
        DataModel from = DataModel.of("m", List.of(Shop.v1(), TableDesign.of("Old", Shop.KEYS)));
        DataModel to = DataModel.of("m", List.of(Shop.v1(), TableDesign.of("Fresh", KeySchema.of("id", AttributeType.S))));
        MigrationPlan plan = MigrationPlanner.plan(from, to, THOUSAND);
        assertEquals(List.of("Fresh/create-table/Fresh", "Old/delete-table/Old"), ids(plan));
    }

    @Test
    void everyIdIsUniqueAndTheSameWhenPlannedAgain() {
        TableDesign to = Shop.v2().withSettings(s -> s.withDeletionProtection(true).withTtlAttribute(Optional.of("ttl")));
        MigrationPlan once = plan(Shop.v1(), to, THOUSAND);
        assertEquals(ids(once).size(), new HashSet<>(ids(once)).size());
        assertEquals(once, plan(Shop.v1(), to, THOUSAND));
    }
}
