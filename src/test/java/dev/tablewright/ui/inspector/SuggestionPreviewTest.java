package dev.tablewright.ui.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.engine.index.CollectionPreview;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.TournamentFixture;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The multi-attribute suggestion's preview in the table inspector, without a toolkit. */
class SuggestionPreviewTest {
    private Document document;
    private TableInspectorViewModel vm;

    @BeforeEach
    void concatenatedDesign() {
        document = new Document();
        document.load(TournamentFixture.concatenated());
        InspectorViewModel inspector = new InspectorViewModel(document, new ImmediateTaskRunner());
        document.selectionProperty().set(new ModelPath.Table(TournamentFixture.TABLE));
        vm = inspector.table();
    }

    private static List<String> sorts(CollectionPreview c) {
        return c.rows().stream().map(CollectionPreview.Row::sort).toList();
    }

    @Test
    void thePreviewShowsTheItemCollectionBeforeAndAfterWithoutChangingTheModel() {
        assertEquals(1, vm.suggestions().size());
        var model = document.modelProperty().get();
        vm.previewSuggestion(0);
        SuggestionPreview p = vm.previewProperty().get();
        assertEquals(0, p.suggestion());
        assertEquals("W24#EU", p.before().orElseThrow().partition());
        assertEquals(List.of("10#LOWER#m2", "2#LOWER#m3", "2#UPPER#m1", "2#UPPER#m5"), sorts(p.before().orElseThrow()));
        assertEquals("(W24, EU)", p.after().orElseThrow().partition());
        assertEquals(List.of("2 · LOWER · m3", "2 · UPPER · m1", "2 · UPPER · m5", "10 · LOWER · m2"),
                sorts(p.after().orElseThrow()));
        assertTrue(model == document.modelProperty().get(), "a preview changes nothing");
    }

    @Test
    void applyingIsOneUndoableStepAndClearsThePreview() {
        vm.previewSuggestion(0);
        assertTrue(vm.applySuggestion(0).isEmpty());
        assertNull(vm.previewProperty().get());
        assertTrue(vm.suggestions().isEmpty());
        document.undo();
        assertEquals(1, vm.suggestions().size(), "undo brings the concatenated keys back");
    }
}
