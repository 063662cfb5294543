package dev.tablewright.ui.pivot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.SampleModels;
import dev.tablewright.ui.common.Command;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import org.junit.jupiter.api.Test;
import java.util.ArrayList;
import java.util.List;

/** A grid's commands over its selected rows, without a toolkit. */
class GridCommandsTest {
    private final Document doc = new Document();
    private final List<String> clipboard = new ArrayList<>();
    private final PivotGridsViewModel grids;

    GridCommandsTest() {
        doc.load(SampleModels.read(SampleModels.FIRST).model().orElseThrow());
        grids = new PivotGridsViewModel(doc, new ImmediateTaskRunner(), clipboard::add);
    }

    private PivotGridViewModel movies() {
        return grids.grids().stream().filter(g -> g.tabName().equals("Movies")).findFirst().orElseThrow();
    }

    private static List<Command> needRows(GridCommands c) {
        return List.of(c.duplicate(), c.delete(), c.copyJson(), c.copyCsv());
    }

    @Test
    void nothingRunsWithoutSelectedRows() {
        GridCommands c = movies().commands();
        needRows(c).forEach(x -> assertFalse(x.isExecutable()));
        assertFalse(c.edits().selectAll().isExecutable(), "the control selects all rows itself");
        c.selection().setAll(movies().rows().get(0));
        needRows(c).forEach(x -> assertTrue(x.isExecutable()));
        assertTrue(c.edits().delete() == c.delete() && c.edits().copy() == c.copyJson(),
                "the grid's Edit › Delete and Copy");
    }

    @Test
    void copyPutsTheRowsOnTheClipboardAndDeleteIsOneUndoStep() {
        PivotGridViewModel movies = movies();
        GridCommands c = movies.commands();
        List<GridRow> actors = movies.rows().stream().filter(r -> r.entity().equals("Actor")).limit(2).toList();
        c.selection().setAll(actors);
        c.copyJson().execute();
        c.copyCsv().execute();
        assertEquals(List.of(c.copyAsJson(actors), c.copyAsCsv(actors)), clipboard);
        assertTrue(clipboard.get(0).startsWith("["), "two items: an array");
        int before = movies.rows().size();
        c.delete().execute();
        assertEquals(before - 2, movies.rows().size());
        doc.undo();
        assertEquals(before, movies.rows().size(), "one undo step brings both back");
    }
}
