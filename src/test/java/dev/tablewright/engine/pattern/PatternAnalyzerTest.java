package dev.tablewright.engine.pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.engine.index.SourcedItem;
import dev.tablewright.format.WorkbenchJson;
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
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PatternAnalyzerTest {
    private static final String T = "Shop";

    /** A table of items of known sizes: PK, SK (4 bytes of names, short values) and a pad of the rest. */
    private static Item sized(String pk, String sk, int bytes, boolean inGsi) {
        int fixed = "PK".length() + pk.length() + "SK".length() + sk.length() + "pad".length()
                + (inGsi ? "G".length() + 1 : 0);
        Item item = Item.of("PK", AttributeValue.s(pk), "SK", AttributeValue.s(sk), "pad",
                AttributeValue.s("x".repeat(bytes - fixed)));
        return inGsi ? item.with("G", AttributeValue.s("g")) : item;
    }

    private static AccessPattern pattern(String name, OperationKind op, String index, String keyCondition) {
        return new AccessPattern(name, "", null, op, index, keyCondition, "", "", true, Map.of());
    }

    private static TableDesign shop(List<AccessPattern> patterns) {
        return TableDesign.of(T, KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S))
                .withGlobalIndexes(List.of(new GlobalSecondaryIndex("GSI1", KeySchema.of("G", AttributeType.S, "SK",
                        AttributeType.S), Projection.ALL)))
                .withItems(List.of(sized("A", "big", 5000, true), sized("A", "s1", 2000, false),
                        sized("A", "s2", 2000, false), sized("A", "s3", 2000, false), sized("B", "w", 1500, true)))
                .withAccessPatterns(patterns);
    }

    private static PatternAnalysis analyse(AccessPattern p) {
        TableDesign t = shop(List.of(p));
        return PatternAnalyzer.of(DataModel.of("m", List.of(t)), PriceTable.US_EAST_1).analyse(t, p);
    }

    private static RequestCapacity capacity(AccessPattern p) {
        PatternAnalysis a = analyse(p);
        assertEquals(List.of(), a.errors(), p.name());
        return a.capacity().orElseThrow();
    }

    @Test
    void readsCountFourKilobyteUnitsHalvedWhenEventual() {
        AccessPattern get = pattern("get", OperationKind.GET_ITEM, null, "PK = A AND SK = big");
        assertEquals(1.0, capacity(get).readUnits(), "5000 bytes: 2 units, halved");
        assertEquals(2.0, capacity(get.withConsistentRead(true)).readUnits());
        AccessPattern query = pattern("query", OperationKind.QUERY, null, "PK = A AND begins_with(SK, s)");
        assertEquals(1.0, capacity(query).readUnits(), "3 × 2000 bytes summed: 2 units, halved");
        assertEquals(3, analyse(query).returned().size());
        assertEquals(0.5, capacity(query.withLimit(1)).readUnits());
        assertTrue(analyse(query.withLimit(1)).more());
        assertEquals(4.0, capacity(pattern("t", OperationKind.TRANSACT_GET_ITEMS, null, "PK = A AND SK = big"))
                .readUnits(), "a transaction doubles a strong read: 2 units, twice");
        RequestCapacity batch = capacity(pattern("b", OperationKind.BATCH_GET_ITEM, null, "PK = A AND SK = big"));
        assertEquals(1.0, batch.readUnits());
        assertTrue(batch.perItem());
    }

    @Test
    void writesCountKilobyteUnitsPlusEachIndexEntry() {
        AccessPattern put = pattern("put", OperationKind.PUT_ITEM, null, "PK = A AND SK = big");
        assertEquals(5 + 5, capacity(put).writeUnits(), "5000 bytes: 5 units, and 5 more for its GSI entry");
        AccessPattern outOfGsi = pattern("put", OperationKind.PUT_ITEM, null, "PK = A AND SK = s1");
        assertEquals(2, capacity(outOfGsi).writeUnits(), "an item out of the GSI writes only the table");
        assertEquals(2 * (2 + 2), capacity(pattern("tw", OperationKind.TRANSACT_WRITE_ITEMS, null, "PK = B AND SK = w"))
                .writeUnits(), "a transaction doubles");
        assertTrue(capacity(pattern("bw", OperationKind.BATCH_WRITE_ITEM, null, "PK = B AND SK = w")).perItem());
        // The split the table's cost applies each GSI's maximum to: 5 of the 10 units are GSI1's entry.
        assertEquals(Optional.of(Map.of("GSI1", 5.0)), capacity(put).globalIndexWrites());
        assertEquals(Optional.of(Map.of()), capacity(outOfGsi).globalIndexWrites(), "no GSI entry: no part");
        // B/w's 2 units and its 2-unit GSI entry, doubled in a transaction
        assertEquals(Optional.of(Map.of("GSI1", 4.0)),
                capacity(pattern("tw", OperationKind.TRANSACT_WRITE_ITEMS, null, "PK = B AND SK = w")).globalIndexWrites());
        PatternAnalysis unknown = analyse(pattern("put", OperationKind.PUT_ITEM, null, "PK = Z AND SK = z"));
        assertTrue(unknown.errors().get(0).contains("add one to size the write"), unknown.errors()::toString);
    }

    @Test
    void servedByNamesTheIndexOrTheScan() {
        assertEquals("GetItem on the table", analyse(pattern("g", OperationKind.GET_ITEM, "GSI1", "PK = A AND SK = big"))
                .servedBy().text());
        assertEquals("Query on index GSI1", analyse(pattern("q", OperationKind.QUERY, "GSI1", "G = g")).servedBy().text());
        PatternAnalysis scan = analyse(pattern("s", OperationKind.SCAN, null, ""));
        assertEquals("needs a Scan of the table", scan.servedBy().text());
        assertTrue(scan.needsScan());
        assertEquals(5, scan.returned().size());
        assertEquals(2, analyse(pattern("q", OperationKind.QUERY, "GSI1", "G = g")).returned().size());
    }

    @Test
    void aPatternDynamoDbRefusesIsAnErrorInItsWords() {
        PatternAnalysis a = analyse(pattern("q", OperationKind.QUERY, null, "pad = x"));
        assertEquals(List.of("Query condition missed key schema element: PK"), a.errors());
        assertTrue(a.capacity().isEmpty());
        PatternAnalysis missing = analyse(pattern("q", OperationKind.QUERY, null, "PK = ${who}"));
        assertTrue(missing.errors().get(0).startsWith("no value for parameter who"), missing.errors()::toString);
        PatternAnalysis bad = analyse(pattern("q", OperationKind.QUERY, null, "PK = A OR SK = b"));
        assertTrue(bad.errors().get(0).contains("Invalid operator used in KeyConditionExpression: OR"), bad.errors()::toString);
    }

    @Test
    void costIsTheAverageRateOnDemandAndThePeakProvisioned() {
        AccessPattern get = pattern("get", OperationKind.GET_ITEM, null, "PK = A AND SK = big").withConsistentRead(true)
                .withRate(new RequestRate(200, 100));
        MonthlyCost cost = analyse(get).cost().orElseThrow();
        // 100/s × 3600 × 730 h = 262.8 M requests × 2 read units × $0.125 per million
        assertEquals(65.70, cost.onDemand(), 1e-9);
        // 200/s × 2 RCU = 400 RCU × $0.00013 × 730 h
        assertEquals(37.96, cost.provisioned(), 1e-9);
        AccessPattern put = pattern("put", OperationKind.PUT_ITEM, null, "PK = B AND SK = w").withRate(new RequestRate(10, 1));
        MonthlyCost write = analyse(put).cost().orElseThrow();
        assertEquals(2_628_000 * 4 * 0.625 / 1e6, write.onDemand(), 1e-9);
        assertEquals(10 * 4 * 0.00065 * 730, write.provisioned(), 1e-9);
        assertTrue(analyse(get.withRate(null)).cost().isEmpty(), "no rate, no cost");
    }

    @Test
    void entitiesComeFromTheKeyTemplatesAndTheItemsReturned() throws Exception {
        DataModel movies = WorkbenchJson.read(Path.of("sample-models/movies-actors.json")).model().orElseThrow();
        TableDesign t = movies.tables().get(0);
        PatternAnalyzer analyzer = PatternAnalyzer.of(movies, PriceTable.US_EAST_1);
        AccessPattern cast = t.accessPatterns().stream().filter(p -> p.name().equals("List cast of a movie"))
                .findFirst().orElseThrow();
        PatternAnalysis a = analyzer.analyse(t, cast);
        assertEquals(List.of("CastMember"), a.entities());
        assertFalse(a.returned().isEmpty());
        assertTrue(a.returned().stream().allMatch(s -> s.entity().equals("CastMember")), a.returned()::toString);
        assertEquals(List.of("Movie", "CastMember", "StreamTotal", "Stream"), analyzer.analyse(t,
                cast.withKeyCondition("pk = mov#${movieId}")).entities(), "the whole item collection");
    }

    /**
     * Each sample model's patterns run on its sample data without an error and return items, and none
     * needs a Scan unless the samples' README says so ("a Scan of GSI-3").
     */
    @Test
    void everySamplePatternIsServedWithoutAScanUnlessTheSampleSaysSo() throws Exception {
        String readme = Files.readString(Path.of("sample-models/README.md"));
        List<String> scans = new ArrayList<>();
        for (Path f : Files.list(Path.of("sample-models")).filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
            DataModel m = WorkbenchJson.read(f).model().orElseThrow();
            for (PatternAnalysis a : PatternAnalyzer.of(m, PriceTable.US_EAST_1).analyseAll()) {
                String where = f.getFileName() + ": " + a.pattern().name();
                assertEquals(List.of(), a.errors(), where);
                assertTrue(a.ran(), where);
                if (a.pattern().operation().reads()) {
                    assertFalse(a.returned().isEmpty(), where + " returns nothing on the sample data");
                    assertTrue(a.returned().stream().map(SourcedItem::entity).allMatch(a.entities()::contains), where);
                }
                if (a.pattern().operation() == dev.tablewright.model.OperationKind.SCAN) {
                    assertTrue(readme.contains("a Scan of " + a.servedBy().index()), where);
                    scans.add(where + (a.servedBy().sparse() ? " (sparse)" : ""));
                }
                assertFalse(a.needsScan(), where + " reads what it does not return");
            }
        }
        assertEquals(List.of("movies-actors-v2.json: List oscar-winning actors (sparse)",
                "movies-actors.json: List oscar-winning actors (sparse)"), scans);
    }

    @Test
    void costsAddUpPerTableAndPerIndexRead() {
        RequestRate rate = new RequestRate(10, 10);
        TableDesign t = shop(List.of(pattern("get", OperationKind.GET_ITEM, null, "PK = A AND SK = big").withRate(rate),
                pattern("q", OperationKind.QUERY, "GSI1", "G = g").withRate(rate),
                pattern("q2", OperationKind.QUERY, "GSI1", "G = g").withRate(rate),
                pattern("no rate", OperationKind.QUERY, "GSI1", "G = g")));
        List<PatternAnalysis> all = PatternAnalyzer.of(DataModel.of("m", List.of(t))).analyseAll();
        CostTotals totals = CostTotals.of(all);
        MonthlyCost one = all.get(1).cost().orElseThrow();
        assertEquals(one.plus(one), totals.byIndex().get(T).get("GSI1"));
        assertEquals(all.get(0).cost().orElseThrow().plus(one).plus(one), totals.byTable().get(T));
    }
}
