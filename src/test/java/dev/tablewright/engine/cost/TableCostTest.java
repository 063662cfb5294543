package dev.tablewright.engine.cost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.engine.pattern.MonthlyCost;
import dev.tablewright.engine.pattern.PatternAnalysis;
import dev.tablewright.engine.pattern.PatternAnalyzer;
import dev.tablewright.engine.pattern.RequestCapacity;
import dev.tablewright.engine.pattern.ServedBy;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Billing;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.PriceTable;
import dev.tablewright.model.Projection;
import dev.tablewright.model.RequestRate;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AutoScaling;
import dev.tablewright.model.settings.IndexSettings;
import dev.tablewright.model.settings.OnDemandLimit;
import dev.tablewright.model.settings.Recovery;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.Replication;
import dev.tablewright.model.settings.StreamView;
import dev.tablewright.model.settings.TableClass;
import dev.tablewright.model.settings.Throughput;
import dev.tablewright.model.settings.WarmThroughput;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Each line of a table's cost on a small table, against figures worked by hand at the us-east-1
 * defaults. A month is 730 hours = 2,628,000 s. The patterns: a write of 1 unit at 100/s average and
 * 200/s peak, and a read of 0.5 unit at 300/s average and 400/s peak (150 and 200 read units/s).
 */
class TableCostTest {
    private static final double CENT = 0.005;
    private static final TableCostEstimator COST = new TableCostEstimator(PriceTable.US_EAST_1);
    /** 26 characters: "PK" (2 bytes) + the value (26) + 100 bytes of overhead = 128 bytes an item. */
    private static final Item ITEM = Item.of("PK", AttributeValue.s("abcdefghijklmnopqrstuvwxyz"));
    /** 10 GiB of 128-byte items. */
    private static final long TEN_GB_OF_ITEMS = 10L * 1024 * 1024 * 1024 / 128;

    private static TableDesign table() {
        return TableDesign.of("Events", KeySchema.of("PK", AttributeType.S)).withItems(List.of(ITEM));
    }

    private static List<PatternAnalysis> patterns() {
        return List.of(analysis(OperationKind.PUT_ITEM, new RequestCapacity(0, 1, false), new RequestRate(200, 100)),
                analysis(OperationKind.GET_ITEM, new RequestCapacity(0.5, 0, false), new RequestRate(400, 300)));
    }

    private static PatternAnalysis analysis(OperationKind op, RequestCapacity c, RequestRate rate) {
        AccessPattern p = new AccessPattern(op.apiName(), "", null, op, null, "", "", "", true, Map.of())
                .withRate(rate);
        return new PatternAnalysis("Events", p, ServedBy.of(op, Optional.empty()), List.of(), List.of(), false,
                Optional.of(c), Optional.empty(), List.of(), List.of());
    }

    @Test
    void requestsAtTheStandardRates() {
        TableCost c = COST.of(table(), patterns());
        // 150 × 2,628,000 × $0.125 / 1e6 + 100 × 2,628,000 × $0.625 / 1e6 = 49.275 + 164.25
        assertEquals(213.525, c.requests().onDemand(), CENT);
        // (200 × $0.00013 + 200 × $0.00065) × 730 = 18.98 + 94.90
        assertEquals(113.88, c.requests().provisioned(), CENT);
        assertEquals(List.of(), c.notes());
    }

    @Test
    void standardInfrequentAccessRequestsAreDearer() {
        TableCost c = COST.of(table().withSettings(s -> s.withTableClass(TableClass.STANDARD_INFREQUENT_ACCESS)),
                patterns());
        // 394.2 million read units × $0.15625 + 262.8 million write units × $0.78125
        assertEquals(61.59375 + 205.3125, c.requests().onDemand(), CENT);
        // (200 × $0.00016 + 200 × $0.00081) × 730 = 23.36 + 118.26
        assertEquals(141.62, c.requests().provisioned(), CENT);
    }

    @Test
    void aPatternOfAStandardInfrequentAccessTableIsCostedAtItsRates() {
        AccessPattern get = new AccessPattern("Get", "", null, OperationKind.GET_ITEM, null,
                "PK = abcdefghijklmnopqrstuvwxyz", "", "", true, Map.of()).withRate(new RequestRate(10, 10));
        TableDesign standard = table().withAccessPatterns(List.of(get));
        TableDesign ia = standard.withSettings(s -> s.withTableClass(TableClass.STANDARD_INFREQUENT_ACCESS));
        MonthlyCost s = PatternAnalyzer.of(DataModel.of("m", List.of(standard))).analyseAll().get(0).cost().orElseThrow();
        MonthlyCost i = PatternAnalyzer.of(DataModel.of("m", List.of(ia))).analyseAll().get(0).cost().orElseThrow();
        // An eventually consistent GetItem of a small item: 0.5 unit at 10/s.
        assertEquals(5 * 2_628_000 * 0.125 / 1e6, s.onDemand(), 1e-9);
        assertEquals(5 * 2_628_000 * 0.15625 / 1e6, i.onDemand(), 1e-9);
        assertEquals(5 * 0.00016 * 730, i.provisioned(), 1e-9);
    }

    @Test
    void storageFromTheMeanItemSizeTimesTheExpectedCount() {
        TableCost none = COST.of(table(), List.of());
        assertTrue(none.storage().isEmpty());
        assertEquals("no expected item count is set", none.noStorage());
        assertEquals(0, none.storageMonthly());

        TableCost c = COST.of(table().withSettings(s -> s.withExpectedItemCount(Optional.of(TEN_GB_OF_ITEMS))),
                List.of());
        assertEquals(128, c.storage().orElseThrow().meanBytes(), 1e-9);
        assertEquals(10, c.storage().orElseThrow().gigabytes(), 1e-9);
        assertEquals(2.50, c.storageMonthly(), 1e-9); // 10 GB × $0.25
        TableCost ia = COST.of(table().withSettings(s -> s.withExpectedItemCount(Optional.of(TEN_GB_OF_ITEMS))
                .withTableClass(TableClass.STANDARD_INFREQUENT_ACCESS)), List.of());
        assertEquals(1.00, ia.storageMonthly(), 1e-9); // 10 GB × $0.10

        // The mean of two sizes: 128 and 9 + 100 ("PK"+"bb" 4 bytes, "n" 1 + 12345 as 4 bytes).
        TableDesign two = table().withItems(List.of(ITEM, Item.of("PK", AttributeValue.s("bb"), "n",
                AttributeValue.N.parse("12345")))).withSettings(s -> s.withExpectedItemCount(Optional.of(1000L)));
        assertEquals((128 + 109) / 2.0, StorageEstimate.of(two).orElseThrow().meanBytes(), 1e-9);
        assertEquals("the table has no sample items to size", COST.of(two.withItems(List.of()), List.of()).noStorage());
    }

    @Test
    void pointInTimeRecoveryIsChargedOnTheStorage() {
        TableCost c = COST.of(table().withSettings(s -> s.withExpectedItemCount(Optional.of(TEN_GB_OF_ITEMS))
                .withRecovery(new Recovery(true, 7))), List.of());
        assertEquals(2.00, c.pitrMonthly(), 1e-9); // 10 GB × $0.20
        assertEquals(2.50 + 2.00, c.fixedMonthly(), 1e-9);
    }

    @Test
    void streamReadsOnePerWriteUnit() {
        TableCost c = COST.of(table().withSettings(s -> s.withStream(Optional.of(StreamView.NEW_IMAGE))), patterns());
        assertEquals(262_800_000, c.streamReadUnits(), 1e-3); // 100 write units/s for a month
        assertEquals(52.56, c.streamMonthly(), 1e-9); // × $0.02 per 100,000
        assertEquals(0, COST.of(table(), patterns()).streamMonthly());
    }

    @Test
    void replicatedWritesInEveryOtherRegionAndStorageInEach() {
        TableDesign global = table().withSettings(s -> s.withExpectedItemCount(Optional.of(TEN_GB_OF_ITEMS))
                .withReplication(new Replication(null, List.of(Replica.in("us-east-1"), Replica.in("us-east-2"),
                        new Replica("us-west-2", Optional.of(TableClass.STANDARD_INFREQUENT_ACCESS), null, null, null,
                                null, null, null, null, null, null, null)))));
        TableCost c = COST.of(global, patterns());
        assertEquals(3, c.regions());
        // 2 other regions × 262.8 million write units × $0.625; provisioned 2 × 200 × $0.00065 × 730
        assertEquals(328.50, c.replicatedWrites().onDemand(), CENT);
        assertEquals(189.80, c.replicatedWrites().provisioned(), CENT);
        // storage: 10 GB in two Standard regions and one Standard-IA region
        assertEquals(2.50 + 2.50 + 1.00, c.storageMonthly(), 1e-9);
    }

    @Test
    void provisionedEachReplicaProvisionsItsOwnReadCapacityOrItsOverride() {
        Replica west = new Replica("us-west-2", null, null, null, null, null, Optional.of(50L), null, null, null, null,
                null);
        TableDesign global = table().withSettings(s -> s.withReplication(new Replication(null,
                List.of(Replica.in("us-east-1"), Replica.in("us-east-2"), west))));
        TableCost c = COST.of(global, patterns());
        // The table provisions the read peak, 200 units: us-east-2 as many, us-west-2 its override of 50.
        // Beyond the one region in requests: 250 units × $0.00013 × 730 = $23.725; nothing on demand.
        assertEquals(23.725, c.replicaReads().provisioned(), CENT);
        assertEquals(0, c.replicaReads().onDemand());
        assertEquals(113.88 + 23.725 + c.replicatedWrites().provisioned() + c.fixedMonthly(),
                c.monthlyTotal().provisioned(), CENT);
        assertTrue(c.notes().contains("Provisioned, each region provisions its own read capacity, table and GSIs:"
                + " us-east-1 200, us-east-2 200, us-west-2 50 (its override) read units; the 250 beyond one region's"
                + " are costed on the replicas line."), c.notes()::toString);
        assertEquals(0, COST.of(table(), patterns()).replicaReads().provisioned(), "one region: none");
    }

    @Test
    void theOnDemandMaximumCapsTheAverageAndSaysSo() {
        TableDesign t = table().withSettings(s -> s.withThroughput(Throughput.NONE.withOnDemandLimit(
                new OnDemandLimit(Optional.of(100L), Optional.of(150L)))));
        TableCost c = COST.of(t, patterns());
        // reads costed at 100/s instead of 150/s: 262.8 million × $0.125 = 32.85; writes as before 164.25
        assertEquals(32.85 + 164.25, c.requests().onDemand(), CENT);
        assertEquals(113.88, c.requests().provisioned(), CENT, "provisioned is not capped");
        assertEquals(List.of("The on-demand maximum of 100 read units/s caps the expected average of 150/s: on demand "
                        + "is costed at 100/s and requests above it are throttled.",
                "The expected peak of 200 write units/s is above the on-demand maximum of 150/s: requests above it are "
                        + "throttled at peak."), c.notes());
    }

    /** The stand-in rates the warm tests enter, as a user would in Prices…: AWS publishes none we could read. */
    private static final TableCostEstimator WARM_PRICED = new TableCostEstimator(new PriceTable(
            Map.of(PriceTable.Rate.WARM_READ, 0.00013, PriceTable.Rate.WARM_WRITE, 0.00065), "2026-11-27", "own"));

    @Test
    void warmThroughputAboveTheDefaultsOnceAtTheRatesEntered() {
        TableDesign onDemand = table().withSettings(s -> s.withThroughput(Throughput.NONE.withWarm(
                new WarmThroughput(Optional.of(15_000L), Optional.of(5_000L)))));
        // 3,000 read units/s above 12,000 × $0.00013 + 1,000 write units/s above 4,000 × $0.00065
        assertEquals(0.39 + 0.65, WARM_PRICED.of(onDemand, List.of()).warmOnce(), 1e-9);
        assertEquals(TableCost.WarmUnits.NONE, WARM_PRICED.of(onDemand, List.of()).warmUnpriced());
        assertEquals(0, WARM_PRICED.of(table(), List.of()).warmOnce());

        GlobalSecondaryIndex gsi = new GlobalSecondaryIndex("G", KeySchema.of("g", AttributeType.S), Projection.ALL)
                .withSettings(IndexSettings.DEFAULT.withUnits(Optional.of(10L), Optional.empty()).withThroughput(
                        Throughput.NONE.withWarm(new WarmThroughput(Optional.of(110L), Optional.of(3L)))));
        TableDesign provisioned = table().withBilling(Billing.provisioned(5, 3)).withGlobalIndexes(List.of(gsi))
                .withSettings(s -> s.withThroughput(Throughput.NONE.withWarm(
                        new WarmThroughput(Optional.of(105L), Optional.empty()))));
        // table: 100 read units/s above its 5; GSI: 100 above its own 10, writes at the table's 3 (nothing raised)
        assertEquals(200 * 0.00013, WARM_PRICED.of(provisioned, List.of()).warmOnce(), 1e-9);
    }

    @Test
    void warmThroughputWithoutAPriceIsANoteAndNoDollarFigure() {
        TableDesign onDemand = table().withSettings(s -> s.withThroughput(Throughput.NONE.withWarm(
                new WarmThroughput(Optional.of(15_000L), Optional.of(5_000L)))));
        TableCost c = COST.of(onDemand, List.of());
        assertEquals(0, c.warmOnce());
        // 15,000 − 12,000 and 5,000 − 4,000
        assertEquals(new TableCost.WarmUnits(3_000, 1_000), c.warmUnpriced());
        assertEquals(List.of("warm throughput: 3000 read / 1000 write units/s raised; no price set — enter the rate "
                + "in Prices…"), c.notes());
        assertTrue(c.hasSettingsLines());
        List<TableCostLines.Line> lines = TableCostLines.of(c);
        assertTrue(lines.stream().noneMatch(l -> l.label().equals("warm")), lines.toString());
        assertEquals("$0.00/month on demand, $0.00/month provisioned; excludes warm throughput, which has no price set",
                lines.get(lines.size() - 1).text());

        // Only the write rate set: the write units are costed (1,000 × $0.00065), the read units noted.
        TableCost half = new TableCostEstimator(new PriceTable(Map.of(PriceTable.Rate.WARM_WRITE, 0.00065), "", ""))
                .of(onDemand, List.of());
        assertEquals(0.65, half.warmOnce(), 1e-9);
        assertEquals(List.of("warm throughput: 3000 read units/s raised; no price set — enter the rate in Prices…"),
                half.notes());
    }

    /**
     * A table keyed PK, SK with a KEYS_ONLY GSI on g and an ALL LSI on l, and two sample items:
     * A = PK "p1" (2+2) + SK "s1" (2+2) + g "g1" (1+2) + l "l1" (1+2) + data "xxxxxxxxxx" (4+10) = 28 bytes,
     * B = PK "p2" + SK "s2" + data = 22 bytes; only A carries the index keys (both indexes are sparse).
     */
    private static TableDesign indexed() {
        Item a = Item.of("PK", AttributeValue.s("p1"), "SK", AttributeValue.s("s1"), "g", AttributeValue.s("g1"),
                "l", AttributeValue.s("l1"), "data", AttributeValue.s("xxxxxxxxxx"));
        Item b = Item.of("PK", AttributeValue.s("p2"), "SK", AttributeValue.s("s2"), "data",
                AttributeValue.s("xxxxxxxxxx"));
        return TableDesign.of("Events", KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S))
                .withGlobalIndexes(List.of(new GlobalSecondaryIndex("ByG", KeySchema.of("g", AttributeType.S),
                        Projection.KEYS_ONLY)))
                .withLocalIndexes(List.of(new LocalSecondaryIndex("ByL", new AttributeDef("l", AttributeType.S),
                        Projection.ALL)))
                .withItems(List.of(a, b))
                // 2^29 items: the table's mean (128 + 122) / 2 = 125 bytes makes 62.5 GB
                .withSettings(s -> s.withExpectedItemCount(Optional.of(1L << 29)));
    }

    @Test
    void eachIndexIsStoredFromTheSampleItemsThatCarryItsKeys() {
        TableCost c = COST.of(indexed(), List.of());
        assertEquals(125, c.storage().orElseThrow().meanBytes(), 1e-9);
        assertEquals(62.5, c.storage().orElseThrow().gigabytes(), 1e-9);
        IndexStorage gsi = c.indexes().get(0).storage();
        IndexStorage lsi = c.indexes().get(1).storage();
        assertEquals("ByG", gsi.index());
        assertTrue(gsi.global());
        assertEquals(1, gsi.sampleEntries());
        assertEquals(2, gsi.sampleItems());
        // half the 2^29 items carry g: 2^28 index items
        assertEquals(1L << 28, gsi.items(), 1e-9);
        // KEYS_ONLY: PK (4) + SK (4) + g (3) = 11 bytes + 100 of overhead
        assertEquals(111, gsi.meanBytes(), 1e-9);
        assertEquals(27.75, gsi.gigabytes(), 1e-9); // 2^28 × 111 / 2^30
        // ALL: the whole of A, 28 + 100
        assertEquals(128, lsi.meanBytes(), 1e-9);
        assertEquals(32, lsi.gigabytes(), 1e-9); // 2^28 × 128 / 2^30
        assertTrue(!lsi.global());
        // (62.5 + 27.75 + 32) GB × $0.25
        assertEquals(122.25 * 0.25, c.storageMonthly(), 1e-9);
        assertEquals(62.5 * 0.25, c.tableStorageMonthly(), 1e-9);
        assertEquals(27.75 * 0.25, c.indexes().get(0).storageMonthly(), 1e-9);
        assertEquals("GSI ByG: 268435456 items (1 of 2 sample items carry its keys) × 111 bytes = 27.75 GB: $6.94/month",
                TableCostLines.of(c).stream().filter(l -> l.label().equals("index")).findFirst().orElseThrow().text());
    }

    @Test
    void pointInTimeRecoveryIsBilledOnTheTableAndItsLocalIndexesNotItsGlobalOnes() {
        TableCost c = COST.of(indexed().withSettings(s -> s.withRecovery(Recovery.ON)), List.of());
        // (62.5 GB table + 32 GB LSI) × $0.20; the GSI's 27.75 GB is not billed for PITR
        assertEquals(94.5 * 0.20, c.pitrMonthly(), 1e-9);
        assertEquals(0, c.indexes().get(0).pitrMonthly());
        assertEquals(32 * 0.20, c.indexes().get(1).pitrMonthly(), 1e-9);
        assertEquals(62.5 * 0.20, c.tablePitrMonthly(), 1e-9);
    }

    @Test
    void indexesAreStoredInEveryRegionOfAGlobalTable() {
        TableDesign global = indexed().withSettings(s -> s.withRecovery(Recovery.ON).withReplication(new Replication(
                null, List.of(Replica.in("us-east-1"), new Replica("us-west-2",
                        Optional.of(TableClass.STANDARD_INFREQUENT_ACCESS), null, Optional.of(false), null, null,
                        null, null, null, null, null, null)))));
        TableCost c = COST.of(global, List.of());
        // 122.25 GB at $0.25 in us-east-1 and at $0.10 in the Standard-IA replica
        assertEquals(122.25 * 0.25 + 122.25 * 0.10, c.storageMonthly(), 1e-9);
        assertEquals(27.75 * (0.25 + 0.10), c.indexes().get(0).storageMonthly(), 1e-9);
        // PITR only in us-east-1 (the replica turns it off): 94.5 GB × $0.20
        assertEquals(94.5 * 0.20, c.pitrMonthly(), 1e-9);
    }

    @Test
    void noIndexLinesWithoutATableEstimate() {
        TableCost c = COST.of(indexed().withSettings(s -> s.withExpectedItemCount(Optional.empty())), List.of());
        assertEquals(List.of(), c.indexes());
        assertEquals(0, c.storageMonthly());
    }

    private static final GlobalSecondaryIndex GSI = new GlobalSecondaryIndex("G", KeySchema.of("g", AttributeType.S),
            Projection.ALL);

    /**
     * A Query of G (1 unit at 300/s average, 400/s peak: G's reads), a GetItem (0.5 unit at 300/400: the
     * table's 150/200) and a PutItem of 3 units of which 1 is G's entry at 100/s average and 200/s peak:
     * the table writes 200/400 units/s, G 100/200.
     */
    private static List<PatternAnalysis> throughG() {
        AccessPattern q = new AccessPattern("Query G", "", null, OperationKind.QUERY, "G", "", "", "", true, Map.of())
                .withRate(new RequestRate(400, 300));
        return List.of(new PatternAnalysis("Events", q, ServedBy.of(OperationKind.QUERY, Optional.of("G")), List.of(),
                        List.of(), false, Optional.of(new RequestCapacity(1, 0, false)), Optional.empty(), List.of(),
                        List.of()),
                analysis(OperationKind.GET_ITEM, new RequestCapacity(0.5, 0, false), new RequestRate(400, 300)),
                analysis(OperationKind.PUT_ITEM, new RequestCapacity(0, 3, false, Optional.of(Map.of("G", 1.0))),
                        new RequestRate(200, 100)));
    }

    @Test
    void eachGsiHasItsOwnOnDemandMaximumOverTheUnitsThatGoThroughIt() {
        GlobalSecondaryIndex limited = GSI.withSettings(IndexSettings.DEFAULT.withThroughput(Throughput.NONE
                .withOnDemandLimit(new OnDemandLimit(Optional.of(250L), Optional.of(150L)))));
        // The table's own maximum of 200 reads/s is above its own 150/s: G's reads are not the table's.
        TableDesign t = table().withGlobalIndexes(List.of(limited)).withSettings(s -> s.withThroughput(
                Throughput.NONE.withOnDemandLimit(new OnDemandLimit(Optional.of(200L), Optional.empty()))));
        TableCost c = COST.of(t, throughG());
        assertEquals(List.of("Index G: The on-demand maximum of 250 read units/s caps the expected average of 300/s: "
                        + "on demand is costed at 250/s and requests above it are throttled.",
                "Index G: The expected peak of 200 write units/s is above the on-demand maximum of 150/s: requests "
                        + "above it are throttled at peak."), c.notes());
        // reads (150 table + 250 G) × 2,628,000 × $0.125 / 1e6 = 131.40; writes (200 + 100) × 2.628 × $0.625 = 492.75
        assertEquals(131.40 + 492.75, c.requests().onDemand(), CENT);
        // provisioned at the peaks: reads (200 + 400) × $0.00013 × 730 = 56.94; writes (400 + 200) × $0.00065 × 730
        assertEquals(56.94 + 284.70, c.requests().provisioned(), CENT);
    }

    @Test
    void aWriteWhoseSplitIsNotKnownIsSaidSoAndCostedOnTheTable() {
        TableDesign t = table().withGlobalIndexes(List.of(GSI));
        TableCost c = COST.of(t, List.of(analysis(OperationKind.PUT_ITEM, new RequestCapacity(0, 3, false),
                new RequestRate(200, 100))));
        assertEquals(List.of("The writes of PutItem could not be split between the table and its GSIs: they are costed "
                + "at the table's on-demand maximum and auto scaling only."), c.notes());
        // 300 write units/s × 2.628 × $0.625
        assertEquals(492.75, c.requests().onDemand(), CENT);
    }

    @Test
    void autoScalingIsCostedAtWhatItProvisionsForTheAverage() {
        GlobalSecondaryIndex scaled = GSI.withSettings(IndexSettings.DEFAULT.withThroughput(Throughput.NONE
                .withReadScaling(Optional.of(new AutoScaling(1, 1000, 75)))));
        TableDesign t = table().withBilling(Billing.provisioned(10, 5)).withGlobalIndexes(List.of(scaled))
                .withSettings(s -> s.withThroughput(Throughput.NONE
                        .withReadScaling(Optional.of(new AutoScaling(10, 400, 50)))
                        .withWriteScaling(Optional.of(new AutoScaling(5, 150, 80)))));
        TableCost c = COST.of(t, throughG());
        assertEquals(List.of(
                // 150 / 50 % = 300 within 10–400; the peak 200 / 50 % = 400
                "The table's read auto scaling (10 to 400 units at 50% target) is costed at 300 provisioned units for "
                        + "the average of 150 units/s; at the peak of 200 units/s it would reach 400.",
                // 200 / 80 % = 250, held to the maximum 150; the peak 400 / 80 % = 500, also 150
                "The table's write auto scaling (5 to 150 units at 80% target) is costed at 150 provisioned units for "
                        + "the average of 200 units/s; at the peak of 400 units/s it would reach 150.",
                // 300 / 75 % = 400; the peak 400 / 75 % = 533.33, provisioned in whole units: 534
                "Index G's read auto scaling (1 to 1000 units at 75% target) is costed at 400 provisioned units for "
                        + "the average of 300 units/s; at the peak of 400 units/s it would reach 534."), c.notes());
        // reads (300 + 400) × $0.00013 × 730 = 66.43; writes (150 scaled + G's peak 200) × $0.00065 × 730 = 166.075
        assertEquals(66.43 + 166.075, c.requests().provisioned(), CENT);
        // on demand is not scaled: as without auto scaling, (150 + 300) × 0.3285 + 300 × 1.6425
        assertEquals(147.825 + 492.75, c.requests().onDemand(), CENT);

        // Idle, auto scaling keeps its minimum: 10 read units × $0.00013 × 730 and 5 write × $0.00065 × 730
        TableCost idle = COST.of(t.withGlobalIndexes(List.of()), List.of());
        assertEquals(0.949 + 2.3725, idle.requests().provisioned(), 1e-9);
        assertEquals("The table's read auto scaling (10 to 400 units at 50% target) is costed at its minimum, 10 "
                + "provisioned units: no pattern with a rate reads through it.", idle.notes().get(0));
    }

    @Test
    void streamReadsCountTheTablesOwnWritesNotItsIndexEntries() {
        TableDesign t = table().withGlobalIndexes(List.of(GSI))
                .withSettings(s -> s.withStream(Optional.of(StreamView.NEW_IMAGE)));
        TableCost c = COST.of(t, throughG());
        // the table's 200 write units/s of the 300 (G's entry is 100) for 2,628,000 s
        assertEquals(525_600_000, c.streamReadUnits(), 1e-3);
        assertEquals(105.12, c.streamMonthly(), 1e-9); // × $0.20 per million
    }

    @Test
    void theMonthlyTotalAddsEveryLine() {
        TableDesign t = table().withSettings(s -> s.withExpectedItemCount(Optional.of(TEN_GB_OF_ITEMS))
                .withRecovery(Recovery.ON).withStream(Optional.of(StreamView.KEYS_ONLY)));
        TableCost c = COST.of(t, patterns());
        assertEquals(213.525 + 2.50 + 2.00 + 52.56, c.monthlyTotal().onDemand(), CENT);
        assertEquals(113.88 + 2.50 + 2.00 + 52.56, c.monthlyTotal().provisioned(), CENT);
    }
}
