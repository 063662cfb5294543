package dev.tablewright.ui.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.Point;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.Edit;
import dev.tablewright.model.edit.EntityEdits;
import java.util.ArrayList;
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

    @Test
    void onlyARefusalIsARefusal() {
        doc.load(opened);
        Edit buggy = new Edit("Buggy", m -> {
            throw new NumberFormatException("For input string: \"x\"");
        });
        assertThrows(NumberFormatException.class, () -> doc.apply(buggy), "a bug is not dressed up as a refusal");
        assertEquals("", doc.refusalProperty().get());
        assertFalse(doc.isChanging(), "the document is usable after a failed edit");
        assertEquals(Optional.empty(), doc.apply(EntityEdits.add("T", "A", null)));
    }

    @Test
    void anEditFromInsideAnEditIsRefusedLoudly() {
        doc.load(opened);
        List<RuntimeException> thrown = new ArrayList<>();
        doc.modelProperty().addListener((o, a, b) -> {
            try {
                doc.apply(EntityEdits.add("T", "Nested", null));
            } catch (IllegalStateException e) {
                thrown.add(e);
            }
        });
        doc.apply(EntityEdits.add("T", "A", null));
        assertEquals(1, thrown.size());
        assertTrue(thrown.get(0).getMessage().contains("'Add entity Nested' was started while 'Add entity A'"),
                thrown.get(0)::getMessage);
        assertTrue(doc.model().table("T").orElseThrow().entity("Nested").isEmpty());
        assertEquals("Add entity A", doc.history().undoTextProperty().get());
    }

    @Test
    void anEditAndTheSelectionAfterItAreOneStep() {
        doc.load(opened);
        ModelPath table = new ModelPath.Table("T");
        ModelPath added = new ModelPath.EntityPath("T", "A");
        doc.select(table);
        List<ModelPath> seenByModelListeners = new ArrayList<>();
        doc.modelProperty().addListener((o, a, b) -> seenByModelListeners.add(doc.selection()));
        doc.apply(EntityEdits.add("T", "A", null), added);
        assertEquals(List.of(added), seenByModelListeners, "listeners of the model already see where the step ends");
        assertEquals(added, doc.selectionProperty().get());

        doc.undo();
        assertEquals(table, doc.selectionProperty().get(), "undo selects what was selected before the edit");
        doc.redo();
        assertEquals(added, doc.selectionProperty().get());
    }

    @Test
    void anEditWithoutASelectionLeavesItToTheListeners() {
        doc.load(opened);
        doc.select(new ModelPath.EntityPath("T", "Gone"));
        doc.modelProperty().addListener((o, a, b) -> doc.select(new ModelPath.Table("T")));
        doc.apply(EntityEdits.add("T", "A", null));
        assertEquals(new ModelPath.Table("T"), doc.selectionProperty().get());
    }
}
