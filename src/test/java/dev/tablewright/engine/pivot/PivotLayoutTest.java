package dev.tablewright.engine.pivot;

import static dev.tablewright.model.AttributeValue.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.engine.index.IndexView;
import dev.tablewright.engine.index.SourcedItem;
import dev.tablewright.model.Item;
import dev.tablewright.model.TableDesign;
import java.util.List;
import org.junit.jupiter.api.Test;

class PivotLayoutTest {
    private final TableDesign table = dev.tablewright.engine.index.IndexViewTestFixtures.movies();

    @Test
    void blocksPerPartitionWithCountsAndKeyColumnsFirst() {
        PivotLayout p = PivotLayout.of(table, IndexView.ofTable(table));
        assertEquals(2, p.blocks().size());
        assertEquals(s("MOVIE#a"), p.blocks().get(0).partitionKey());
        assertEquals(3, p.blocks().get(0).size());
        assertEquals(1, p.blocks().get(1).size());
        assertEquals(List.of("PK", "SK"), p.columns().stream().filter(PivotLayout.Column::key)
                .map(PivotLayout.Column::name).toList());
        assertEquals("PK", p.columns().get(0).name());
        assertEquals(List.of("Role", "Role", "Movie"), p.blocks().get(0).rows().stream().map(PivotLayout.Row::entity).toList());
        assertEquals(4, p.itemCount());
    }

    @Test
    void indexLayoutPutsIndexKeysThenTableKeysAndSaysItIsSparse() {
        PivotLayout p = PivotLayout.of(table, IndexView.ofIndex(table, "GSI1").orElseThrow());
        assertEquals(List.of("GSI1PK", "PK", "SK"), p.columns().stream().map(PivotLayout.Column::name).toList());
        assertTrue(p.sparse());
        assertEquals(2, p.itemCount());
        assertEquals(4, p.tableItemCount());
        assertEquals("Movies · GSI1", p.title());
    }

    @Test
    void entityOfALooseItemComesFromItsMarkerOrItsTemplates() {
        assertEquals("Movie", PivotLayout.entityOf(table, new SourcedItem(null, 0,
                Item.of("PK", s("X"), "entityType", s("Movie")))));
        assertEquals("Role", PivotLayout.entityOf(table, new SourcedItem(null, 0,
                Item.of("PK", s("MOVIE#z"), "SK", s("ACTOR#q")))));
        assertEquals("", PivotLayout.entityOf(table, new SourcedItem(null, 0, Item.of("PK", s("OTHER")))));
    }
}
