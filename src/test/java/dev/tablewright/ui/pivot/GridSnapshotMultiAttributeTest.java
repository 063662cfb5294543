package dev.tablewright.ui.pivot;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.engine.index.IndexView;
import dev.tablewright.engine.pivot.PivotLayout;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.TournamentFixture;
import java.util.List;
import org.junit.jupiter.api.Test;

class GridSnapshotMultiAttributeTest {

    @Test
    void theMergedPartitionCellShowsTheTupleUnderTheAttributesNames() {
        TableDesign t = TournamentFixture.table();
        PivotLayout layout = PivotLayout.of(t, IndexView.ofIndex(t, TournamentFixture.INDEX).orElseThrow());
        GridSnapshot s = GridSnapshot.of(t, TournamentFixture.INDEX, layout);
        assertEquals("tournamentId, region", s.partitionHeader());
        assertEquals(2, s.partitionColumns());
        assertEquals(List.of("(S25, EU) (1)", "(W24, EU) (4)", "", "", "", "(W24, NA) (1)"),
                s.rows().stream().map(GridRow::partitionText).toList());
        GridSnapshot base = GridSnapshot.of(t, null, PivotLayout.of(t, IndexView.ofTable(t)));
        assertEquals("PK", base.partitionHeader());
    }
}
