package dev.tablewright.format.docs;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.engine.pattern.StreamWrite;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.RequestRate;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.stream.KeptFixtures;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The design document says what the stream's kept items cost (figures as in the patterns command's test). */
class DesignDocumentKeptCostTest {
    private static DataModel model(List<AccessPattern> patterns) {
        DataModel m = KeptFixtures.read(KeptFixtures.MONTHLY_TOTALS);
        TableDesign t = m.tables().get(0).withAccessPatterns(patterns);
        return m.withTables(List.of(t));
    }

    @Test
    void aKeptEntityHasItsHandlersWorkAndMonthlyCost() {
        AccessPattern put = new AccessPattern("Record a stream", "", "Stream", OperationKind.PUT_ITEM, null,
                "pk = MOV#m1 AND sk = STR#2024-05-01T20:00:00Z#u1", "", "", true, Map.of())
                .withRate(new RequestRate(10, 1));
        String doc = DesignDocument.render(model(List.of(put)), Map.of());
        assertTrue(doc.contains("### Kept by the stream\n\n| Kept entity | Source | Per source write | Monthly cost |\n"
                + "| --- | --- | --- | --- |\n"
                + "| MonthlyTotal | Stream | MonthlyTotal — 1 consistent read, 2 transactional writes: 1 RCU, 4 WCU per "
                + "request; 1 stream record, " + Markdown.text(StreamWrite.FREE_STREAM_READS)
                + " | MonthlyTotal is kept by the stream from Stream: $6.90/month on demand, $19.93/month provisioned "
                + "from the patterns that write Stream (Record a stream) |\n"), doc);
        String unwritten = DesignDocument.render(model(List.of()), Map.of());
        assertTrue(unwritten.contains("| MonthlyTotal | Stream | no access pattern writes Stream | MonthlyTotal is kept "
                + "by the stream from Stream: no access pattern writes Stream, so its cost is not known |"), unwritten);
        assertFalse(DesignDocument.render(model(List.of()).withTable("Movies", t -> t.withKeptEntities(List.of())),
                Map.of()).contains("Kept by the stream"), "a table that keeps nothing has no such section");
    }
}
