package dev.tablewright.ui.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.engine.pattern.StreamWrite;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.RequestRate;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.stream.KeptFixtures;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The pattern inspector's cost says what the stream's kept items cost, under the pattern's own. */
class PatternInspectorStreamCostTest {
    @Test
    void theCostLineIsFollowedByTheStreamsLine() {
        AccessPattern put = new AccessPattern("Record a stream", "", "Stream", OperationKind.PUT_ITEM, null,
                "pk = MOV#m1 AND sk = STR#2024-05-01T20:00:00Z#u1", "", "", true, Map.of())
                .withRate(new RequestRate(10, 1));
        DataModel m = KeptFixtures.read(KeptFixtures.MONTHLY_TOTALS);
        TableDesign t = m.tables().get(0).withAccessPatterns(List.of(put));
        Document document = new Document();
        document.load(m.withTables(List.of(t)));
        InspectorViewModel inspector = new InspectorViewModel(document, new ImmediateTaskRunner());
        document.select(new ModelPath.AccessPatternPath("Movies", put.name()));
        assertEquals("$1.64 on demand · $4.75 provisioned a month\n+ stream: MonthlyTotal — 1 consistent read, "
                + "2 transactional writes: 1 RCU, 4 WCU per request; $6.90 on demand · $19.93 provisioned a month; "
                + "1 stream record, " + StreamWrite.FREE_STREAM_READS, inspector.pattern().costProperty().get());
    }
}
