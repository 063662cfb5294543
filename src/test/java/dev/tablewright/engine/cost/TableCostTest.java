package dev.tablewright.engine.cost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.engine.pattern.MonthlyCost;
import dev.tablewright.engine.pattern.PatternAnalysis;
import dev.tablewright.engine.pattern.PatternAnalyzer;
import dev.tablewright.engine.pattern.RequestCapacity;
import dev.tablewright.engine.pattern.ServedBy;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Billing;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.PriceTable;
import dev.tablewright.model.Projection;
import dev.tablewright.model.RequestRate;
import dev.tablewright.model.TableDesign;
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

    @Test
    void warmThroughputAboveTheDefaultsOnce() {
        TableDesign onDemand = table().withSettings(s -> s.withThroughput(Throughput.NONE.withWarm(
                new WarmThroughput(Optional.of(15_000L), Optional.of(5_000L)))));
        // 3,000 read units/s above 12,000 × $0.00013 + 1,000 write units/s above 4,000 × $0.00065
        assertEquals(0.39 + 0.65, COST.of(onDemand, List.of()).warmOnce(), 1e-9);
        assertEquals(0, COST.of(table(), List.of()).warmOnce());

        GlobalSecondaryIndex gsi = new GlobalSecondaryIndex("G", KeySchema.of("g", AttributeType.S), Projection.ALL)
                .withSettings(IndexSettings.DEFAULT.withUnits(Optional.of(10L), Optional.empty()).withThroughput(
                        Throughput.NONE.withWarm(new WarmThroughput(Optional.of(110L), Optional.of(3L)))));
        TableDesign provisioned = table().withBilling(Billing.provisioned(5, 3)).withGlobalIndexes(List.of(gsi))
                .withSettings(s -> s.withThroughput(Throughput.NONE.withWarm(
                        new WarmThroughput(Optional.of(105L), Optional.empty()))));
        // table: 100 read units/s above its 5; GSI: 100 above its own 10, writes at the table's 3 (nothing raised)
        assertEquals(200 * 0.00013, COST.of(provisioned, List.of()).warmOnce(), 1e-9);
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
