package dev.tablewright.ui.patterns;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.engine.pattern.StreamWrite;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.RequestRate;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.stream.KeptFixtures;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The Access patterns tab on the monthly totals: the put of a stream shows the handler's cost in the
 * Stream column and its lines, the query of totals what keeping them costs (figures as in
 * PatternsStreamCostTest: $6.90 on demand, $19.93 provisioned a month at 1/s, 10/s peak).
 */
class PatternCheckStreamTest {
    private static final RequestRate RATE = new RequestRate(10, 1);
    private static final AccessPattern PUT = new AccessPattern("Record a stream", "", "Stream", OperationKind.PUT_ITEM,
            null, "pk = MOV#m1 AND sk = STR#2024-05-01T20:00:00Z#u1", "", "", true, Map.of()).withRate(RATE);
    private static final AccessPattern TOTALS = new AccessPattern("Totals of a movie", "", "MonthlyTotal",
            OperationKind.QUERY, null, "pk = MOV#m1 AND begins_with(sk, TOTAL#)", "", "", true, Map.of()).withRate(RATE);

    private static List<PatternCheck> rows(List<AccessPattern> patterns) {
        DataModel m = KeptFixtures.read(KeptFixtures.MONTHLY_TOTALS);
        TableDesign t = m.tables().get(0).withAccessPatterns(patterns);
        Document document = new Document();
        document.load(m.withTables(List.of(t)));
        AccessPatternsViewModel vm = new AccessPatternsViewModel(document, new ImmediateTaskRunner());
        return List.copyOf(vm.rows());
    }

    @Test
    void aWriteShowsItsHandlersCostAndAReadWhatKeepingItsItemsCosts() {
        List<PatternCheck> rows = rows(List.of(PUT, TOTALS));
        PatternCheck put = rows.get(0);
        assertEquals("$1.64", put.onDemandCost(), "the pattern's own cost stays its own");
        assertEquals("+ $6.90 on demand · $19.93 provisioned", put.streamCost());
        assertEquals("+ $6.90", put.streamOnDemand());
        assertEquals("+ $19.93", put.streamProvisioned());
        assertEquals(List.of("+ stream: MonthlyTotal — 1 consistent read, 2 transactional writes: 1 RCU, 4 WCU per "
                + "request; $6.90 on demand · $19.93 provisioned a month; 1 stream record, "
                + StreamWrite.FREE_STREAM_READS), put.streamLines());
        PatternCheck totals = rows.get(1);
        assertEquals("kept: $6.90 on demand · $19.93 provisioned", totals.streamCost());
        assertEquals("kept $6.90", totals.streamOnDemand());
        assertEquals("kept $19.93", totals.streamProvisioned());
        assertEquals(List.of("MonthlyTotal is kept by the stream from Stream: $6.90 on demand · $19.93 provisioned a "
                + "month from the patterns that write Stream (Record a stream)"), totals.streamLines());
        assertEquals(totals.streamLines(), totals.tooltipLines(), "no problem: the tooltip says what keeping costs");
    }

    @Test
    void withoutARateTheColumnSaysTheUnitsOrThatTheCostIsNotKnown() {
        List<PatternCheck> rows = rows(List.of(PUT.withRate(null), TOTALS));
        assertEquals("+ 4 WCU", rows.get(0).streamCost());
        assertEquals("kept: not known", rows.get(1).streamCost());
        assertEquals("+ 4 WCU", rows.get(0).streamOnDemand(), "no figure without a rate: the units");
        assertEquals("kept: not known", rows.get(1).streamProvisioned());
        assertEquals("+ 4 WCU per item", rows(List.of(PUT.withRate(null).withOperation(OperationKind.BATCH_WRITE_ITEM)))
                .get(0).streamCost());
        assertEquals("", rows(List.of(TOTALS.withEntity("Stream").withKeyCondition(
                "pk = MOV#m1 AND begins_with(sk, STR#)"))).get(0).streamCost(), "a read of streams keeps nothing");
    }
}
