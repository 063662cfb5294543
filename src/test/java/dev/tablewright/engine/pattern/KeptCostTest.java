package dev.tablewright.engine.pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.PriceTable;
import dev.tablewright.model.TableDesign;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What keeping a kept entity costs, beside the patterns that read it. */
class KeptCostTest {
    private static final AccessPattern READ = StreamWriteCostTest.pattern("Totals of a movie", null,
            OperationKind.QUERY, "pk = MOV#m1 AND begins_with(sk, TOTAL#)");
    private static final AccessPattern PUT = StreamWriteCostTest.pattern("Record a stream", "Stream",
            OperationKind.PUT_ITEM, StreamWriteCostTest.STREAM_KEY);
    private static final AccessPattern DELETE = StreamWriteCostTest.pattern("Remove a stream", "Stream",
            OperationKind.DELETE_ITEM, StreamWriteCostTest.STREAM_KEY);

    private static List<PatternAnalysis> analyse(TableDesign t, List<AccessPattern> patterns) {
        TableDesign withPatterns = t.withAccessPatterns(patterns);
        return PatternAnalyzer.of(DataModel.of("m", List.of(withPatterns)), PriceTable.US_EAST_1).analyseAll();
    }

    private static String dollars(MonthlyCost c) {
        return String.format(java.util.Locale.ROOT, "$%.4f/$%.4f", c.onDemand(), c.provisioned());
    }

    @Test
    void aReadOfAKeptEntityShowsWhatThePatternsThatWriteItsSourceCost() {
        TableDesign t = StreamWriteCostTest.movies();
        List<PatternAnalysis> all = analyse(t, List.of(READ, PUT, DELETE.withRate(null)));
        List<KeptCost> kept = KeptCost.of(t, all);
        assertEquals(1, kept.size());
        KeptCost k = kept.get(0);
        assertEquals(all.get(1).streamCost(), k.cost(), "only the put has a rate");
        assertEquals(List.of("Record a stream"), k.writers());
        assertEquals(List.of("Remove a stream"), k.unrated());
        assertEquals(List.of(k), KeptCost.readBy(all.get(0), kept), "the query returns MonthlyTotal items");
        assertEquals(List.of(), KeptCost.readBy(all.get(1), kept), "a write is not a reader");
        assertEquals("MonthlyTotal is kept by the stream from Stream: " + dollars(k.cost().orElseThrow())
                + " from the patterns that write Stream (Record a stream); without an expected rate, not counted: "
                + "Remove a stream", k.describe(KeptCostTest::dollars));

        List<PatternAnalysis> both = analyse(t, List.of(READ, PUT, DELETE));
        KeptCost summed = KeptCost.of(t, both).get(0);
        assertEquals(Optional.of(both.get(1).streamCost().orElseThrow().plus(both.get(2).streamCost().orElseThrow())),
                summed.cost());
    }

    @Test
    void withoutAWriterTheCostIsNotKnown() {
        TableDesign t = StreamWriteCostTest.movies();
        KeptCost k = KeptCost.of(t, analyse(t, List.of(READ))).get(0);
        assertTrue(k.cost().isEmpty());
        assertEquals("MonthlyTotal is kept by the stream from Stream: no access pattern writes Stream, so its cost "
                + "is not known", k.describe(KeptCostTest::dollars));
        KeptCost unrated = KeptCost.of(t, analyse(t, List.of(READ, PUT.withRate(null)))).get(0);
        assertEquals("MonthlyTotal is kept by the stream from Stream: no pattern that writes Stream has an expected "
                + "rate (Record a stream)", unrated.describe(KeptCostTest::dollars));
    }
}
