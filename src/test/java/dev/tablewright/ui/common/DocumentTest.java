package dev.tablewright.ui.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Point;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.Edit;
import dev.tablewright.model.edit.EntityEdits;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class DocumentTest {
    private final Document doc = new Document();
    private final DataModel opened = DataModel.of("m", List.of(TableDesign.of("T", KeySchema.of("PK", AttributeType.S))));

    @Test
    void editsAreUndoneAndRedoneWithTheirNames() {
        doc.load(opened);
        assertEquals(Optional.empty(), doc.apply(EntityEdits.add("T", "A", new Point(0, 0))));
        doc.apply(EntityEdits.add("T", "B", null));
        assertEquals("Add entity B", doc.history().undoTextProperty().get());
        assertTrue(doc.dirtyProperty().get());

        doc.undo();
        assertEquals("Add entity A", doc.history().undoTextProperty().get());
        assertEquals("Add entity B", doc.history().redoTextProperty().get());
        assertFalse(doc.model().table("T").orElseThrow().entity("B").isPresent());

        doc.redo();
        assertTrue(doc.model().table("T").orElseThrow().entity("B").isPresent());
        assertEquals("", doc.history().redoTextProperty().get());
    }

    @Test
    void undoingBackToTheSavedModelIsClean() {
        doc.load(opened);
        doc.apply(EntityEdits.add("T", "A", null));
        doc.undo();
        assertSame(opened, doc.model());
        assertFalse(doc.dirtyProperty().get());
        doc.redo();
        doc.markSaved(doc.model());
        assertFalse(doc.dirtyProperty().get());
        doc.undo();
        assertTrue(doc.dirtyProperty().get(), "the file holds the entity; the model no longer does");
    }

    @Test
    void aRefusedEditChangesNothingAndSaysWhy() {
        doc.load(opened);
        doc.apply(EntityEdits.add("T", "A", null));
        DataModel before = doc.model();
        Optional<String> refused = doc.apply(EntityEdits.add("T", "A", null));
        assertEquals(Optional.of("There is already an entity named 'A'."), refused);
        assertEquals(refused.get(), doc.refusalProperty().get());
        assertSame(before, doc.model());
        assertEquals("Add entity A", doc.history().undoTextProperty().get());
    }

    @Test
    void anEditThatChangesNothingLeavesNoStep() {
        doc.load(opened);
        doc.apply(new Edit("Nothing", m -> m));
        assertFalse(doc.history().canUndo());
        assertFalse(doc.dirtyProperty().get());
    }

    @Test
    void aNewEditClearsRedoAndLoadingClearsHistory() {
        doc.load(opened);
        doc.apply(EntityEdits.add("T", "A", null));
        doc.undo();
        doc.apply(EntityEdits.add("T", "B", null));
        assertFalse(doc.history().canRedo());
        doc.load(opened);
        assertFalse(doc.history().canUndo());
        doc.loadUnsaved(opened);
        assertTrue(doc.dirtyProperty().get());
    }
}
