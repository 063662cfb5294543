package dev.tablewright.ui.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.SampleModels;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.SavedOperation;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.operations.SavedOperations;
import org.junit.jupiter.api.Test;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The model's saved operations in the tree: listed after the tables, opened, renamed, deleted. */
class SavedOperationsTreeTest {
    private static final DataModel MOVIES = SampleModels.read("movies-actors.json").model().orElseThrow();
    private final Document document = new Document();
    private final ModelTreeViewModel tree = new ModelTreeViewModel(document.modelProperty());
    private final List<SavedOperation> opened = new ArrayList<>();

    SavedOperationsTreeTest() {
        document.load(MOVIES.withOperations(List.of(new SavedOperation("All movies", "scan", "{}", ""),
                new SavedOperation("Cast", "query", "{}", ""))));
        tree.useOperations(new SavedOperations(document), opened::add);
    }

    private TreeEntry group() {
        List<TreeEntry> children = tree.rootProperty().get().children();
        return children.get(children.size() - 1);
    }

    @Test
    void theOperationsFollowTheTablesLabelledWithTheirOperation() {
        assertEquals(TreeEntry.Kind.TABLE, tree.rootProperty().get().children().get(0).kind());
        assertEquals("Operations", group().label());
        assertEquals(List.of("All movies  scan", "Cast  query"), group().children().stream().map(TreeEntry::label).toList());
        tree.filterProperty().set("cas");
        assertEquals(List.of("Cast  query"), group().children().stream().map(TreeEntry::label).toList());
    }

    @Test
    void anOperationOpensIsRenamedAndDeletedAsUndoableEdits() {
        tree.open(group().children().get(1));
        tree.open(group());
        assertEquals(List.of("Cast"), opened.stream().map(SavedOperation::name).toList());

        assertEquals(Optional.of("There is already a saved operation named 'Cast'."),
                tree.rename(group().children().get(0), "Cast"));
        assertEquals(Optional.empty(), tree.rename(group().children().get(0), "Everything"));
        assertEquals("Everything  scan", group().children().get(0).label());
        assertEquals(Optional.empty(), tree.delete(group().children().get(1)));
        assertEquals(List.of("Everything  scan"), group().children().stream().map(TreeEntry::label).toList());
        document.undo();
        document.undo();
        assertEquals(List.of("All movies  scan", "Cast  query"), group().children().stream().map(TreeEntry::label).toList());
    }

    @Test
    void aModelWithoutSavedOperationsHasNoOperationsNode() {
        document.load(MOVIES);
        assertTrue(tree.rootProperty().get().children().stream().noneMatch(c -> c.kind() == TreeEntry.Kind.OPERATION_GROUP));
    }
}
