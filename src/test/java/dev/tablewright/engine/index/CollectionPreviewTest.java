package dev.tablewright.engine.index;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.TournamentFixture;
import dev.tablewright.model.edit.Suggestion;
import dev.tablewright.model.edit.Suggestions;
import java.util.List;
import org.junit.jupiter.api.Test;

class CollectionPreviewTest {

    private static List<String> sorts(CollectionPreview p) {
        return p.rows().stream().map(CollectionPreview.Row::sort).toList();
    }

    @Test
    void theSuggestedMultiAttributeKeyOrdersRoundsAsNumbers() {
        DataModel before = TournamentFixture.concatenated();
        Suggestion s = Suggestions.forTable(before.tables().get(0)).get(0);
        Suggestion.IndexPreview p = s.preview().orElseThrow();
        TableDesign after = s.edit().apply(before).tables().get(0);

        CollectionPreview was = CollectionPreview.of(before.tables().get(0), p.index(), p.entity()).orElseThrow();
        assertEquals("W24#EU", was.partition());
        assertEquals(List.of("10#LOWER#m2", "2#LOWER#m3", "2#UPPER#m1", "2#UPPER#m5"), sorts(was),
                "as text, round 10 sorts before round 2");

        CollectionPreview now = CollectionPreview.of(after, p.index(), p.entity()).orElseThrow();
        assertEquals("(W24, EU)", now.partition());
        assertEquals(List.of("2 · LOWER · m3", "2 · UPPER · m1", "2 · UPPER · m5", "10 · LOWER · m2"), sorts(now));
        assertTrue(now.rows().stream().allMatch(r -> r.entity().equals("Match")));
    }

    @Test
    void nothingToShowForAnEntityOutsideTheIndex() {
        TableDesign t = TournamentFixture.table();
        assertTrue(CollectionPreview.of(t, TournamentFixture.INDEX, "Player").isEmpty());
        assertTrue(CollectionPreview.of(t, "NoSuchIndex", "Match").isEmpty());
    }
}
