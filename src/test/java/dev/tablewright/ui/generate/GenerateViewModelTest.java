package dev.tablewright.ui.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.SampleModels;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import org.junit.jupiter.api.Test;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

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

    /** Issue 23 §5: the dates are the form's, checked as typed; Generate waits for a valid range. */
    @Test
    void generatedDatesLieInTheRangeTheFormGives() {
        doc.load(SampleModels.read(SampleModels.FIRST).model().orElseThrow());
        Clock may = Clock.fixed(Instant.parse("2026-05-17T12:00:00Z"), ZoneOffset.UTC);
        GenerateViewModel vm = new GenerateViewModel(doc, new ImmediateTaskRunner(), may);
        assertEquals("2025-05-01", vm.fromProperty().get(), "the twelve whole months before this one");
        assertEquals("2026-04-30", vm.toProperty().get());
        assertEquals("", vm.datesProblemProperty().get());
        vm.prepare();
        vm.setAllCounts(0);
        vm.counts().get(0).countProperty().set(20); // Movie
        // Stream: its streamedAt dates the stream; StreamTotal, kept by the stream, is no count of the form.
        assertEquals(List.of("Movie", "Actor", "CastMember", "Stream"),
                vm.counts().stream().map(GenerateViewModel.EntityCount::entity).toList());
        vm.counts().get(3).countProperty().set(30);
        vm.fromProperty().set("2024-13-01");
        assertEquals("From: '2024-13-01' is not a date as yyyy-mm-dd.", vm.datesProblemProperty().get());
        vm.generate();
        assertEquals(vm.datesProblemProperty().get(), vm.resultProperty().get());
        assertFalse(doc.history().canUndo(), "nothing generated");
        vm.fromProperty().set("2024-07-01");
        vm.toProperty().set("2024-06-30");
        assertEquals("The dates end (2024-06-30) before they start (2024-07-01).", vm.datesProblemProperty().get());
        vm.toProperty().set("2024-09-30");
        assertEquals("", vm.datesProblemProperty().get());
        vm.generate();
        List<Item> streams = movies().entity("Stream").orElseThrow().items();
        assertEquals(21 + 30, streams.size(), vm.resultProperty()::get);
        Set<String> months = streams.subList(21, 51).stream()
                .map(i -> i.get("streamedAt").orElseThrow().displayText().substring(0, 7)).collect(Collectors.toSet());
        assertEquals(Set.of("2024-07", "2024-08", "2024-09"), months);
        // The totals follow the new streams into their months, computed again in the same step.
        assertTrue(vm.resultProperty().get().endsWith("Computed again from their sources: StreamTotal."),
                vm.resultProperty()::get);
        Set<String> totalled = movies().entity("StreamTotal").orElseThrow().items().stream()
                .map(i -> i.get("yearMonth").orElseThrow().displayText()).collect(Collectors.toSet());
        assertTrue(totalled.containsAll(months), totalled::toString);
    }

    /** Issue 23 §7: keys longer than DynamoDB allows: nothing added, and the form has the reason to show. */
    @Test
    void keysTooLongAreRefusedAndNothingIsAdded() {
        Entity movie = Entity.named("Movie").withAttributes(List.of(new AttributeDef("title", AttributeType.S)))
                .withKeyTemplate("PK", KeyTemplate.parse("MOVIE#${title}" + "#".repeat(3_000)));
        doc.load(DataModel.of("wide", List.of(TableDesign.of("Wide", KeySchema.of("PK", AttributeType.S))
                .withEntities(List.of(movie)))));
        GenerateViewModel vm = new GenerateViewModel(doc, new ImmediateTaskRunner());
        vm.prepare();
        vm.generate();
        String refusal = vm.refusalProperty().get();
        assertTrue(refusal.startsWith("Movie's PK template MOVIE#${title}###"), refusal);
        assertTrue(refusal.endsWith("; a partition key may hold at most 2,048 bytes"), refusal);
        assertEquals("Nothing was generated: " + refusal, vm.resultProperty().get());
        assertFalse(doc.history().canUndo());
        assertEquals(0, doc.model().table("Wide").orElseThrow().allItems().size());
        assertFalse(vm.runningProperty().get());
        vm.prepare();
        assertEquals("", vm.refusalProperty().get(), "the form opened afresh says nothing of an old refusal");
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
        assertEquals(List.of(5, 12, 14, 8, 21),
                movies().entities().stream().map(e -> e.items().size()).toList());
    }
}
