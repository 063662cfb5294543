package dev.tablewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.engine.cost.TableCost;
import dev.tablewright.engine.cost.TableCostEstimator;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.PriceTable;
import dev.tablewright.model.Projection;
import dev.tablewright.model.RequestRate;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.Consistency;
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
 * The {@code patterns} report's table lines on a table that uses every costed setting, figures worked
 * by hand: a GetItem of a 128-byte item (0.5 unit) at 10/s is 5 read units/s, capped on demand at the
 * maximum of 4; 10 GB of items in 2 regions at Standard-IA; PITR; a stream; 1,000 warm read units/s
 * above the 12,000 default in each region, which the default prices leave unpriced (warm throughput has
 * no default rate), and which a model with its own warm rate pays once.
 */
class PatternsOutputTableCostTest {
    private static final long TEN_GB_OF_ITEMS = 10L * 1024 * 1024 * 1024 / 128;

    private static DataModel model() {
        AccessPattern get = new AccessPattern("Get event", "", null, OperationKind.GET_ITEM, null,
                "PK = abcdefghijklmnopqrstuvwxyz", "", "", true, Map.of()).withRate(new RequestRate(10, 10));
        TableDesign t = TableDesign.of("Events", KeySchema.of("PK", AttributeType.S))
                .withItems(List.of(Item.of("PK", AttributeValue.s("abcdefghijklmnopqrstuvwxyz"))))
                .withAccessPatterns(List.of(get))
                .withSettings(s -> s.withTableClass(TableClass.STANDARD_INFREQUENT_ACCESS)
                        .withExpectedItemCount(Optional.of(TEN_GB_OF_ITEMS))
                        .withRecovery(Recovery.ON)
                        .withStream(Optional.of(StreamView.NEW_IMAGE))
                        .withReplication(new Replication(Consistency.EVENTUAL, List.of(Replica.in("us-east-1"),
                                Replica.in("eu-west-1"))))
                        .withThroughput(Throughput.NONE
                                .withOnDemandLimit(new OnDemandLimit(Optional.of(4L), Optional.empty()))
                                .withWarm(new WarmThroughput(Optional.of(13_000L), Optional.empty()))));
        return DataModel.of("m", List.of(t));
    }

    private static List<PatternRow> rows(DataModel m) {
        return PatternRow.of(m);
    }

    private static List<TableCost> tables(DataModel m, List<PatternRow> rows) {
        return new TableCostEstimator(PriceTable.US_EAST_1).all(m, rows.stream().map(PatternRow::analysis).toList());
    }

    @Test
    void textShowsEachLine() {
        DataModel m = model();
        List<PatternRow> rows = rows(m);
        String text = PatternsOutput.text("f.json", rows, PriceTable.US_EAST_1, tables(m, rows));
        assertTrue(text.contains("(prices: us-east-1 list prices, as of 2024-11-01)\n"
                + "f.json: table Events (Standard-IA, 2 regions)\n"
                // 4 units/s × 2,628,000 s × $0.15625 / 1e6; 5 × $0.00016 × 730
                + "  requests   $1.64/month on demand, $0.58/month provisioned at Standard-IA rates\n"
                + "  storage    83886080 items × 128 bytes = 10 GB in each of 2 regions: $2.00/month\n"
                + "  PITR       $4.00/month for point-in-time recovery of that storage\n"
                + "  streams    0 million stream read units (one per write unit): $0.00/month; none when AWS Lambda "
                + "triggers read the stream\n"
                // eu-west-1 provisions the 5 read units too: 5 × $0.00016 × 730 = $0.58
                + "  replicas   writes replicated to 1 other region: $0.00/month on demand, $0.00/month provisioned;"
                + " provisioned, its own read capacity: $0.58/month\n"
                + "  note       The on-demand maximum of 4 read units/s caps the expected average of 5/s: on demand is "
                + "costed at 4/s and requests above it are throttled.\n"
                + "  note       Provisioned, each region provisions its own read capacity, table and GSIs: us-east-1 5,"
                + " eu-west-1 5 read units; the 5 beyond one region's are costed on the replicas line.\n"
                + "  note       warm throughput: 1000 read units/s raised in each of 2 regions; no price set — enter the "
                + "rate in Prices…\n"
                + "  total      $7.64/month on demand, $7.17/month provisioned; excludes warm throughput, which has no "
                + "price set\n"), text);
    }

    @Test
    void aWarmRateSetCostsTheWarmThroughputOnce() {
        DataModel m = model();
        List<PatternRow> rows = rows(m);
        PriceTable warm = new PriceTable(Map.of(PriceTable.Rate.WARM_READ, 0.00013), "2026-11-27", "with a warm rate");
        List<TableCost> costs = new TableCostEstimator(warm).all(m, rows.stream().map(PatternRow::analysis).toList());
        String text = PatternsOutput.text("f.json", rows, warm, costs);
        // 1,000 units/s raised × $0.00013 × 2 regions = $0.26
        assertTrue(text.contains("  warm       $0.26 once, for warm throughput above the defaults\n"), text);
        assertTrue(text.contains("  total      $7.64/month on demand, $7.17/month provisioned, and $0.26 once\n"), text);
        assertTrue(!text.contains("no price set"), text);
    }

    @Test
    void aTableWithNoCostedSettingAddsNoLines() {
        DataModel plain = DataModel.of("m", List.of(TableDesign.of("Plain", KeySchema.of("PK", AttributeType.S))));
        List<PatternRow> rows = rows(plain);
        String text = PatternsOutput.text("f.json", rows, PriceTable.US_EAST_1, tables(plain, rows));
        assertTrue(!text.contains("table Plain"), text);
    }

    @Test
    void markdownAndJsonCarryTheSameFigures() {
        DataModel m = model();
        List<PatternRow> rows = rows(m);
        String md = PatternsOutput.markdown("f.json", rows, PriceTable.US_EAST_1, tables(m, rows));
        assertTrue(md.contains("| Events (Standard-IA, 2 regions) | PITR | $4.00/month for point-in-time recovery of "
                + "that storage |\n"), md);
        JsonNode json = PatternsOutput.json("f.json", rows, PriceTable.US_EAST_1, tables(m, rows));
        JsonNode t = json.at("/tableCosts/Events");
        assertEquals("STANDARD_INFREQUENT_ACCESS", t.get("tableClass").textValue());
        assertEquals(2, t.get("regions").intValue());
        assertEquals(4 * 2_628_000 * 0.15625 / 1e6, t.at("/requests/onDemand").doubleValue(), 1e-9);
        assertEquals(10, t.at("/storage/gigabytes").doubleValue(), 1e-9);
        assertEquals(2.0, t.at("/storage/monthly").doubleValue(), 1e-9);
        assertEquals(4.0, t.get("pointInTimeRecovery").doubleValue(), 1e-9);
        assertEquals(0, t.get("warmThroughputOnce").doubleValue(), 1e-9);
        assertEquals(1000, t.at("/warmThroughputUnpriced/readUnits").longValue());
        assertEquals(0, t.at("/warmThroughputUnpriced/writeUnits").longValue());
        assertEquals(3, t.get("notes").size());
        assertEquals(5 * 0.00016 * 730, t.at("/replicaReads/provisioned").doubleValue(), 1e-9);
        assertTrue(json.at("/prices/warmReadPerUnit").isNull(), "no price set: null");
        assertEquals(0.10, json.at("/prices/iaStoragePerGbMonth").doubleValue(), 1e-9);
        assertEquals("2024-11-01", json.at("/prices/asOf").textValue());
    }

    /**
     * A KEYS_ONLY GSI on g over one item PK "abcdefghijklmnopqrstuvwxyz" (2+26) + g "g1" (1+2) = 31 bytes:
     * the table item and the index item are both 31 + 100 = 131 bytes; 1,000,000 items of each are
     * 131,000,000 / 2^30 = 0.122 GB, × $0.25 = $0.0305 a month. A put writes 1 unit to the table and 1 to ByG.
     */
    @Test
    void eachIndexHasAStorageLineAndEachPutItsSplit() {
        AccessPattern put = new AccessPattern("Put event", "", null, OperationKind.PUT_ITEM, null,
                "PK = abcdefghijklmnopqrstuvwxyz", "", "", true, Map.of()).withRate(new RequestRate(10, 10));
        TableDesign t = TableDesign.of("Events", KeySchema.of("PK", AttributeType.S))
                .withGlobalIndexes(List.of(new GlobalSecondaryIndex("ByG", KeySchema.of("g", AttributeType.S),
                        Projection.KEYS_ONLY)))
                .withItems(List.of(Item.of("PK", AttributeValue.s("abcdefghijklmnopqrstuvwxyz"), "g",
                        AttributeValue.s("g1"))))
                .withAccessPatterns(List.of(put))
                .withSettings(s -> s.withExpectedItemCount(Optional.of(1_000_000L)));
        DataModel m = DataModel.of("m", List.of(t));
        List<PatternRow> rows = rows(m);
        String text = PatternsOutput.text("f.json", rows, PriceTable.US_EAST_1, tables(m, rows));
        assertTrue(text.contains("  storage    1000000 items × 131 bytes = 0.12 GB: $0.03/month\n"
                + "  index      GSI ByG: 1000000 items (1 of 1 sample items carry its keys) × 131 bytes = 0.12 GB: "
                + "$0.03/month\n"), text);
        JsonNode json = PatternsOutput.json("f.json", rows, PriceTable.US_EAST_1, tables(m, rows));
        assertEquals(1.0, json.at("/patterns/0/writeUnitsByIndex/ByG").doubleValue());
        assertEquals(2.0, json.at("/patterns/0/writeUnits").doubleValue());
        JsonNode index = json.at("/tableCosts/Events/storage/indexes/0");
        assertEquals("ByG", index.get("name").textValue());
        assertEquals("GSI", index.get("kind").textValue());
        assertEquals(131, index.get("meanItemBytes").doubleValue(), 1e-9);
        assertEquals(131_000_000 / (1024.0 * 1024 * 1024) * 0.25, index.get("monthly").doubleValue(), 1e-12);
        // the table's and the index's storage
        assertEquals(2 * 131_000_000 / (1024.0 * 1024 * 1024) * 0.25,
                json.at("/tableCosts/Events/storage/monthly").doubleValue(), 1e-12);
    }
}
