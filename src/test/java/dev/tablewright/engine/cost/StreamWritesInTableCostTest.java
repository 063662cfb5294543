package dev.tablewright.engine.cost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.engine.pattern.PatternAnalysis;
import dev.tablewright.engine.pattern.PatternAnalyzer;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.PriceTable;
import dev.tablewright.model.Projection;
import dev.tablewright.model.RequestRate;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.stream.KeptFixtures;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The table's request cost counts the stream handlers' reads and writes, split between the table and its GSIs. */
class StreamWritesInTableCostTest {
    private static final AccessPattern PUT = new AccessPattern("Record a stream", "", "Stream", OperationKind.PUT_ITEM,
            null, "pk = MOV#m1 AND sk = STR#2024-05-01T20:00:00Z#u1", "", "", true, Map.of())
            .withRate(new RequestRate(10, 2));

    private static TableDesign movies(boolean kept) {
        TableDesign t = KeptFixtures.read(KeptFixtures.MONTHLY_TOTALS).tables().get(0)
                .withGlobalIndexes(List.of(new GlobalSecondaryIndex("TopOfMonth", KeySchema.of("gsi1pk",
                        AttributeType.S, "gsi1sk", AttributeType.S), Projection.ALL)))
                .withEntity("MonthlyTotal", e -> e.withKeyTemplate("gsi1pk", KeyTemplate.parse("MONTH#${month}"))
                        .withKeyTemplate("gsi1sk", KeyTemplate.parse("${streams}")))
                .withAccessPatterns(List.of(PUT));
        return kept ? t : t.withKeptEntities(List.of());
    }

    private static List<PatternAnalysis> analyses(TableDesign t) {
        return PatternAnalyzer.of(DataModel.of("m", List.of(t)), PriceTable.US_EAST_1).analyseAll();
    }

    @Test
    void theHandlersUnitsAreTheTablesLessTheirGsiEntries() {
        UnitsByResource units = UnitsByResource.of(movies(true), analyses(movies(true)));
        // The put: 1 unit (the Stream item is in no GSI). The handler: 1 read; 2 × (marker 1 + group 1) on
        // the table and 2 × 2 for the group item's TopOfMonth entry (keyed by the count: deleted and put).
        assertEquals(2 * 1.0, units.table().averageRead());
        assertEquals(2 * (1 + 4.0), units.table().averageWrite());
        assertEquals(10 * (1 + 4.0), units.table().peakWrite());
        assertEquals(2 * 4.0, units.indexes().get("TopOfMonth").averageWrite());
        UnitsByResource without = UnitsByResource.of(movies(false), analyses(movies(false)));
        assertEquals(0, without.table().averageRead());
        assertEquals(2 * 1.0, without.table().averageWrite());
        assertEquals(0, without.indexes().get("TopOfMonth").averageWrite());
    }

    @Test
    void theTablesRequestsIncludeTheStreamsCost() {
        TableCostEstimator estimator = new TableCostEstimator(PriceTable.US_EAST_1);
        List<PatternAnalysis> kept = analyses(movies(true));
        TableCost with = estimator.of(movies(true), kept);
        TableCost without = estimator.of(movies(false), analyses(movies(false)));
        PatternAnalysis a = kept.get(0);
        assertEquals(without.requests().onDemand() + a.streamCost().orElseThrow().onDemand(),
                with.requests().onDemand(), 1e-12);
        assertEquals(a.totalCost().orElseThrow().onDemand(), with.requests().onDemand(), 1e-12);
        assertEquals(a.totalCost().orElseThrow().provisioned(), with.requests().provisioned(), 1e-12);
    }

    @Test
    void theStreamsLineSaysTheHandlersReadItFree() {
        TableCostEstimator estimator = new TableCostEstimator(PriceTable.US_EAST_1);
        String with = streams(estimator.of(movies(true), analyses(movies(true))));
        String without = streams(estimator.of(movies(false), analyses(movies(false))));
        assertTrue(with.endsWith("; none when AWS Lambda triggers read the stream, as the stream handlers of "
                + "MonthlyTotal do (their reads and writes on the table are in its requests)"), with);
        assertTrue(without.endsWith("; none when AWS Lambda triggers read the stream"), without);
    }

    private static String streams(TableCost c) {
        return TableCostLines.of(c).stream().filter(l -> l.label().equals("streams")).findFirst().orElseThrow().text();
    }
}
