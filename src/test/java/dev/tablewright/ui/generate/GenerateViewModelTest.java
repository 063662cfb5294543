package dev.tablewright.ui.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.SampleModels;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import org.junit.jupiter.api.Test;
import java.util.List;

class GenerateViewModelTest {
    private final Document doc = new Document();

    private TableDesign movies() {
        return doc.model().table("Movies").orElseThrow();
    }

    @Test
    void theFormOffersTheSelectedTablesEntities() {
        doc.load(SampleModels.read("customer-orders.json").model().orElseThrow());
        GenerateViewModel vm = new GenerateViewModel(doc, new ImmediateTaskRunner());
        String second = doc.model().tables().size() > 1 ? doc.model().tables().get(1).name() : doc.model().tables().get(0).name();
        doc.selectionProperty().set(new ModelPath.Table(second));
        vm.prepare();
        assertEquals(second, vm.tableProperty().get());
        TableDesign t = doc.model().table(second).orElseThrow();
        assertEquals(t.entities().stream().map(e -> e.name()).toList(),
                vm.counts().stream().map(GenerateViewModel.EntityCount::entity).toList());
        assertTrue(vm.counts().stream().allMatch(c -> c.countProperty().get() == GenerateViewModel.DEFAULT_COUNT));
    }

    /** Counts set for one table are there again after the dialog showed another, and when it opens again. */
    @Test
    void theDialogRemembersTheCountsOfEachTable() {
        TableDesign movies = SampleModels.read(SampleModels.FIRST).model().orElseThrow().table("Movies").orElseThrow();
        doc.load(DataModel.of("two", List.of(movies, movies.withName("Films"))));
        GenerateViewModel vm = new GenerateViewModel(doc, new ImmediateTaskRunner());
        vm.prepare();
        assertEquals("Movies", vm.tableProperty().get());
        vm.counts().get(0).countProperty().set(7);
        vm.tableProperty().set("Films");
        assertEquals(GenerateViewModel.DEFAULT_COUNT, vm.counts().get(0).countProperty().get(), "another table's own");
        vm.counts().get(1).countProperty().set(3);
        vm.tableProperty().set("Movies");
        assertEquals(7, vm.counts().get(0).countProperty().get());
        doc.selectionProperty().set(new ModelPath.Table("Films"));
        vm.prepare();
        assertEquals(3, vm.counts().get(1).countProperty().get());
    }

    @Test
    void generatedItemsAreAddedAsOneUndoStepAndTheSeedReproducesThem() {
        doc.load(SampleModels.read(SampleModels.FIRST).model().orElseThrow());
        GenerateViewModel vm = new GenerateViewModel(doc, new ImmediateTaskRunner());
        vm.prepare();
        vm.setAllCounts(0);
        vm.counts().get(0).countProperty().set(30); // Movie
        vm.seedProperty().set(7);
        vm.generate();
        assertEquals(35, movies().entity("Movie").orElseThrow().items().size());
        assertTrue(vm.resultProperty().get().startsWith("Added 30 items to Movies."), vm.resultProperty().get());
        assertEquals("Generate 30 sample items", doc.history().undoTextProperty().get());
        DataModel first = doc.model();
        doc.undo();
        assertEquals(5, movies().entity("Movie").orElseThrow().items().size());
        vm.generate();
        assertEquals(first, doc.model(), "the same seed gives the same items");
        assertFalse(vm.generationThreads().isEmpty());
    }

    @Test
    void nothingToGenerateSaysSo() {
        doc.load(SampleModels.read(SampleModels.FIRST).model().orElseThrow());
        GenerateViewModel vm = new GenerateViewModel(doc, new ImmediateTaskRunner());
        vm.prepare();
        vm.setAllCounts(0);
        vm.generate();
        assertEquals("Give at least one entity a number of items.", vm.resultProperty().get());
        assertFalse(doc.history().canUndo());
    }

    @Test
    void aCancelledGenerationAddsNothing() {
        doc.load(SampleModels.read(SampleModels.FIRST).model().orElseThrow());
        // The user cancels from the status bar while the generator runs.
        ImmediateTaskRunner cancelled = new ImmediateTaskRunner().cancelWhen(title -> title.startsWith("Generating"));
        GenerateViewModel vm = new GenerateViewModel(doc, cancelled);
        vm.prepare();
        vm.setAllCounts(1_000);
        vm.generate();
        assertEquals("Generation cancelled; nothing was added.", vm.resultProperty().get());
        assertFalse(doc.history().canUndo());
        assertFalse(vm.runningProperty().get());
        assertEquals(List.of(5, 12, 14, 10, 8),
                movies().entities().stream().map(e -> e.items().size()).toList());
    }
}
