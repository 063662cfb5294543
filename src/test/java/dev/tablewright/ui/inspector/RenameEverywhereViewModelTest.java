package dev.tablewright.ui.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.Entity;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Rename everywhere and the per-entity rename's note about shared names, without a toolkit. */
class RenameEverywhereViewModelTest {
    private Document document;
    private EntityInspectorViewModel entity;

    @BeforeEach
    void selectMovie() {
        document = Movies.document();
        InspectorViewModel inspector = new InspectorViewModel(document, new ImmediateTaskRunner());
        document.selectionProperty().set(new ModelPath.EntityPath(Movies.TABLE, "Movie"));
        entity = inspector.entity();
    }

    private TableDesign table() {
        return document.model().table(Movies.TABLE).orElseThrow();
    }

    @Test
    void previewsEveryPlaceThenRenamesInOneUndoStep() {
        RenameEverywhereViewModel vm = entity.renameEverywhere("movieId");
        assertEquals("movieId", vm.fromProperty().get());
        assertFalse(vm.applicableProperty().get());
        vm.toProperty().set("movie_id");
        assertTrue(vm.applicableProperty().get());
        assertTrue(vm.sites().size() > 5, vm.sites()::toString);
        assertEquals(vm.sites().size() + " places change.", vm.messageProperty().get());

        assertTrue(vm.apply().isEmpty());
        assertTrue(table().entities().stream().noneMatch(e -> e.attribute("movieId").isPresent()));
        document.undo();
        assertTrue(table().entities().stream().filter(e -> e.attribute("movieId").isPresent()).count() >= 3,
                "one undo brings every entity back");
    }

    @Test
    void aRenameThatMergesTwoAttributesSaysWhyAndCannotBeApplied() {
        RenameEverywhereViewModel vm = entity.renameEverywhere("movieId");
        vm.toProperty().set("title");
        assertFalse(vm.applicableProperty().get());
        assertEquals("Entity Movie already has both 'movieId' and 'title': renaming would make them one.",
                vm.messageProperty().get());
        assertTrue(vm.sites().isEmpty());
        assertTrue(vm.apply().isPresent());
    }

    @Test
    void thePerEntityRenameSaysWhichEntitiesShareTheNameAndOffersTheRest() {
        assertEquals("", entity.sharedNoteProperty().get());
        assertTrue(entity.renameAttribute("movieId", "movie_id").isEmpty());
        assertEquals("Renamed in Movie only: CastMember, StreamTotal, Stream still have movieId.",
                entity.sharedNoteProperty().get());

        RenameEverywhereViewModel rest = entity.renameTheRest();
        assertNotNull(rest);
        assertEquals("movieId", rest.fromProperty().get());
        assertEquals("movie_id", rest.toProperty().get());
        assertTrue(rest.apply().isEmpty());
        for (Entity e : table().entities()) {
            assertTrue(e.attribute("movieId").isEmpty(), e.name());
        }
        assertEquals("", entity.sharedNoteProperty().get(), "nothing left to rename");
    }

    @Test
    void offersEveryAttributeNameOfTheTable() {
        List<String> names = entity.renameEverywhere(null).attributes();
        assertTrue(names.containsAll(List.of("pk", "sk", "movieId", "actorId", "entityType")), names::toString);
    }
}
