package dev.tablewright.ui.inspector;

import dev.tablewright.ui.common.ImmediateTaskRunner;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.IndexLanding;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.ModelPath;
import dev.tablewright.ui.common.Document;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The index editor's key lists, their commands and the landing list, on the movies sample without a toolkit. */
class IndexEditorViewModelTest {
    private static final AttributeDef PK = new AttributeDef("pk", AttributeType.S);
    private static final AttributeDef TITLE = new AttributeDef("title", AttributeType.S);
    private static final AttributeDef GSI3SK = new AttributeDef("gsi3sk", AttributeType.S);

    private Document document;
    private TableInspectorViewModel table;
    private IndexEditorViewModel vm;

    @BeforeEach
    void openGsi3() {
        document = Movies.document();
        InspectorViewModel inspector = new InspectorViewModel(document, new ImmediateTaskRunner());
        document.selectionProperty().set(new ModelPath.Index(Movies.TABLE, "GSI-3"));
        table = inspector.table();
        vm = table.indexEditor();
    }

    private KeySchema keys() {
        return Movies.table(document).index("GSI-3").orElseThrow().keySchema(Movies.table(document).keySchema());
    }

    private String undoText() {
        return document.history().undoTextProperty().get();
    }

    private List<String> landings() {
        return vm.landings().stream().map(l -> l.entity() + ": " + l.explain()).toList();
    }

    private void addPartition(String name) {
        vm.partitionAttributes().newNameProperty().set(name);
        vm.partitionAttributes().add().execute();
    }

    @Test
    void aGsiShowsItsKeyListsAndWhichEntitiesLand() {
        assertEquals(List.of(PK), vm.partitionAttributes().attributes());
        assertEquals(List.of(GSI3SK), vm.sortAttributes().attributes());
        assertTrue(vm.partitionAttributes().editableProperty().get());
        assertFalse(vm.partitionAttributes().severalProperty().get(), "one attribute: the field alone shows it");
        assertEquals(List.of("Movie: no gsi3sk", "Actor: lands", "CastMember: no gsi3sk", "StreamTotal: no gsi3sk",
                "Stream: no gsi3sk"), landings());
        assertFalse(vm.partitionAttributes().add().isExecutable(), "nothing typed");
        assertFalse(vm.partitionAttributes().remove().isExecutable(), "the last partition attribute stays");
        assertTrue(vm.sortAttributes().remove().isExecutable());
        assertFalse(vm.partitionAttributes().moveUp().isExecutable());
        assertFalse(vm.partitionAttributes().moveDown().isExecutable());
    }

    @Test
    void addsASecondPartitionAttributeAsOneUndoStepAndTheLandingsFollow() {
        addPartition("title");
        assertEquals(new KeySchema(List.of(PK, TITLE), List.of(GSI3SK)), keys());
        assertEquals("Add title to the partition key of GSI-3", undoText());
        assertEquals("", vm.partitionAttributes().newNameProperty().get(), "the add row is cleared");
        assertEquals(1, vm.partitionAttributes().selectedIndexProperty().get(), "the new attribute is selected");
        assertEquals("title", vm.partitionKey().text(), "the key field edits the selected attribute");
        assertTrue(vm.partitionAttributes().severalProperty().get());
        assertEquals("Actor: no title", landings().get(1));
        assertEquals("(pk, title) / gsi3sk", table.indexes().get(2).keys());

        document.undo();
        assertEquals(new KeySchema(List.of(PK), List.of(GSI3SK)), keys());
        assertEquals("Actor: lands", landings().get(1));
        assertEquals(List.of(PK), vm.partitionAttributes().attributes());
        document.redo();
        assertEquals(List.of(PK, TITLE), vm.partitionAttributes().attributes());
    }

    @Test
    void movesAndRemovesTheSelectedAttribute() {
        addPartition("title");
        KeyAttributeList partition = vm.partitionAttributes();
        assertTrue(partition.moveUp().isExecutable());
        assertFalse(partition.moveDown().isExecutable());
        partition.moveUp().execute();
        assertEquals(List.of(TITLE, PK), keys().partitionKeys());
        assertEquals("Move title up in the key of GSI-3", undoText());
        assertEquals(0, partition.selectedIndexProperty().get(), "the selection follows the moved attribute");
        assertEquals("title", vm.partitionKey().text());

        partition.selectedIndexProperty().set(1);
        assertEquals("pk", vm.partitionKey().text());
        partition.moveUp().execute();
        assertEquals(List.of(PK, TITLE), keys().partitionKeys());

        partition.selectedIndexProperty().set(1);
        assertTrue(partition.remove().isExecutable());
        partition.remove().execute();
        assertEquals(List.of(PK), keys().partitionKeys());
        assertEquals("Remove title from the key of GSI-3", undoText());
        assertEquals(0, partition.selectedIndexProperty().get());
    }

    @Test
    void theKeyFieldsRenameAndRetypeTheSelectedAttributeAndKeepTheOthers() {
        addPartition("title");
        vm.partitionKey().textProperty().set("movieTitle");
        assertTrue(vm.partitionKey().commit());
        assertEquals(List.of(PK, new AttributeDef("movieTitle", AttributeType.S)), keys().partitionKeys());
        vm.partitionKeyTypeProperty().set(AttributeType.N);
        assertEquals(List.of(PK, new AttributeDef("movieTitle", AttributeType.N)), keys().partitionKeys());

        vm.sortAttributes().newNameProperty().set("releaseYear");
        vm.sortAttributes().newTypeProperty().set(AttributeType.N);
        vm.sortAttributes().add().execute();
        assertEquals(List.of("gsi3sk", "releaseYear"), keys().sortNames());
        assertEquals("releaseYear", vm.sortKey().text());
        vm.sortKey().textProperty().set("");
        assertTrue(vm.sortKey().commit(), "clearing the field takes the selected sort attribute out");
        assertEquals(List.of("gsi3sk"), keys().sortNames());
        assertEquals("gsi3sk", vm.sortKey().text());
    }

    @Test
    void refusalsShowUnderTheEditorAndChangeNothing() {
        vm.partitionAttributes().newNameProperty().set("gsi2sk");
        vm.partitionAttributes().add().execute();
        assertEquals("'gsi2sk' is N in the key of GSI-2, so it cannot be S here: an attribute has one type in every key.",
                vm.errorProperty().get());
        assertEquals("gsi2sk", vm.partitionAttributes().newNameProperty().get(), "kept, to be corrected");
        assertEquals(List.of(PK), keys().partitionKeys());

        vm.partitionAttributes().newNameProperty().set("gsi3sk");
        vm.partitionAttributes().add().execute();
        assertEquals("'gsi3sk' is already in the key of GSI-3: an attribute appears once in a key.", vm.errorProperty().get());

        for (String name : List.of("a", "b", "c")) {
            addPartition(name);
        }
        assertEquals("", vm.errorProperty().get());
        addPartition("d");
        assertEquals("A partition key has at most 4 attributes; GSI-3's would have 5.", vm.errorProperty().get());
        assertEquals(4, keys().partitionKeys().size());
    }

    @Test
    void anLsiKeepsItsSingleSortKeyField() {
        assertTrue(table.addLsi().isEmpty());
        assertFalse(vm.partitionAttributes().editableProperty().get());
        assertFalse(vm.sortAttributes().add().isExecutable());
        vm.sortAttributes().newNameProperty().set("title");
        assertFalse(vm.sortAttributes().add().isExecutable());
        assertEquals("LSI1SK", vm.sortKey().text());
        assertEquals(5, vm.landings().size());
        assertTrue(vm.landings().stream().noneMatch(IndexLanding::lands), "no entity has LSI1SK");
    }
}
