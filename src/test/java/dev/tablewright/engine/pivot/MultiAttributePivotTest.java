package dev.tablewright.engine.pivot;

import static dev.tablewright.model.AttributeValue.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.engine.index.IndexView;
import dev.tablewright.format.pivot.PivotText;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.TournamentFixture;
import java.util.List;
import org.junit.jupiter.api.Test;

class MultiAttributePivotTest {
    private final TableDesign table = TournamentFixture.table();
    private final PivotLayout byRegion = PivotLayout.of(table,
            IndexView.ofIndex(table, TournamentFixture.INDEX).orElseThrow());

    @Test
    void aBlockPerTupleOfPartitionValuesWithSortColumnsInKeyOrder() {
        assertEquals(List.of(List.of(s("S25"), s("EU")), List.of(s("W24"), s("EU")), List.of(s("W24"), s("NA"))),
                byRegion.blocks().stream().map(PivotLayout.Block::partitionValues).toList());
        assertEquals(List.of("tournamentId", "region", "round", "bracket", "matchId", "PK", "SK"),
                byRegion.columns().stream().limit(7).map(PivotLayout.Column::name).toList());
        assertEquals(2, byRegion.partitionColumns());
        List<String> ids = byRegion.blocks().get(1).rows().stream()
                .map(r -> ((AttributeValue.S) r.value("matchId")).value()).toList();
        assertEquals(List.of("m3", "m1", "m5", "m2"), ids, "round 2 before round 10, then bracket, then matchId");
        assertTrue(byRegion.sparse(), "players carry none of the keys");
        assertEquals(6, byRegion.itemCount());
    }

    @Test
    void theTextPivotMergesThePartitionAttributesIntoOneTupleCell() {
        String text = PivotText.render(byRegion);
        assertTrue(text.contains("tournamentId, region "), text);
        assertTrue(text.contains("(W24, EU) (4)"), text);
        assertTrue(text.lines().anyMatch(l -> l.startsWith("(S25, EU) (1)")), text);
    }

    @Test
    void aSingleAttributeKeyStillHasOnePartitionColumn() {
        PivotLayout base = PivotLayout.of(table, IndexView.ofTable(table));
        assertEquals(1, base.partitionColumns());
        assertEquals(s("MATCH#m1"), base.blocks().get(0).partitionKey());
    }
}
