package dev.tablewright.ui.pivot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.SampleModels;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.common.Collected;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Grid state without a toolkit: blocks, columns, selection across grids, edits and derived keys. */
class PivotGridsViewModelTest {
    private final Document doc = new Document();
    private PivotGridsViewModel vm;

    private final ImmediateTaskRunner tasks = new ImmediateTaskRunner();

    @BeforeEach
    void open() {
        doc.load(SampleModels.read(SampleModels.FIRST).model().orElseThrow());
        vm = new PivotGridsViewModel(doc, tasks);
    }

    private PivotGridViewModel grid(String name) {
        return vm.grids().stream().filter(g -> g.tabName().equals(name)).findFirst().orElseThrow();
    }

    private static Optional<GridRow> row(PivotGridViewModel g, String id) {
        return g.rows().stream().filter(r -> r.id().equals(id)).findFirst();
    }

    @Test
    void oneGridPerTableAndIndexInTabOrder() {
        assertEquals(List.of("Movies", "GSI-1", "GSI-2", "GSI-3"), vm.grids().stream().map(PivotGridViewModel::tabName).toList());
        PivotGridViewModel movies = grid("Movies");
        assertEquals("Movies — 60 items in 17 partitions", movies.captionProperty().get());
        assertEquals(List.of("pk", "sk"), movies.columns().stream().limit(2).map(c -> c.name()).toList());
        assertTrue(movies.columns().get(0).key() && movies.columns().get(1).key());
        assertEquals("", movies.sparseNoteProperty().get());
        assertTrue(grid("GSI-2").sparseNoteProperty().get().startsWith("sparse: 8 of 60 items carry GSI-2 keys"),
                grid("GSI-2").sparseNoteProperty().get());
    }

    @Test
    void partitionCellsAreMergedWithTheirCount() {
        List<GridRow> rows = grid("Movies").rows();
        GridRow first = rows.stream().filter(r -> r.partitionText().startsWith("mov#tt0109830")).findFirst().orElseThrow();
        assertEquals("mov#tt0109830 (5)", first.partitionText());
        assertTrue(first.firstInBlock());
        GridRow next = rows.get(rows.indexOf(first) + 1);
        assertFalse(next.firstInBlock());
        assertEquals("", next.partitionText());
        assertEquals(AttributeValue.s("mov#tt0109830"), next.value("pk"));
    }

    @Test
    void theLegendCountsEachEntitysRowsWithItsColour() {
        List<GridSnapshot.LegendEntry> legend = grid("Movies").legend();
        assertEquals("Movie", legend.get(0).entity());
        assertEquals(5, legend.get(0).rows());
        assertEquals(5, legend.stream().map(GridSnapshot.LegendEntry::colour).distinct().count());
        GridRow actor = grid("Movies").rows().stream().filter(r -> r.entity().equals("Actor")).findFirst().orElseThrow();
        assertEquals(legend.get(1).colour(), actor.colour());
    }

    @Test
    void selectingARowSelectsTheSameItemInEveryGrid() {
        PivotGridViewModel movies = grid("Movies");
        GridRow castRow = movies.rows().stream().filter(r -> r.entity().equals("CastMember")).findFirst().orElseThrow();
        movies.select(castRow);
        assertEquals(new ModelPath.EntityItem("Movies", "CastMember", castRow.source().ordinal()),
                doc.selectionProperty().get());
        assertEquals(castRow.id(), movies.rows().get(movies.selectedRowProperty().get()).id());
        PivotGridViewModel gsi1 = grid("GSI-1");
        assertEquals(castRow.id(), gsi1.rows().get(gsi1.selectedRowProperty().get()).id());
        assertEquals(-1, grid("GSI-2").selectedRowProperty().get(), "GSI-2 does not hold cast members");
    }

    @Test
    void changingASourceAttributeMovesTheItemInEveryGridAndUndoPutsItBack() {
        PivotGridViewModel movies = grid("Movies");
        GridRow stream = movies.rows().stream().filter(r -> r.entity().equals("Stream")).findFirst().orElseThrow();
        assertTrue(movies.edits().isDerived(stream, "sk"));
        assertFalse(movies.edits().isDerived(stream, "streamedAt"));
        assertEquals(Optional.empty(), movies.edits().edit(stream, "streamedAt", "2030-01-05T20:00:00Z"));

        GridRow moved = row(grid("Movies"), stream.id()).orElseThrow();
        assertTrue(((AttributeValue.S) moved.value("sk")).value().contains("2030-01-05"), moved.value("sk").toString());
        // Its stream keeps a total for the new month, alone in its GSI-2 partition.
        GridRow total = grid("GSI-2").rows().stream().filter(r -> r.entity().equals("StreamTotal")
                && AttributeValue.s("tot#2030-01").equals(r.value("gsi2pk"))).findFirst().orElseThrow();
        assertTrue(total.firstInBlock(), "alone in its new partition");

        doc.undo();
        assertEquals(stream.value("sk"), row(grid("Movies"), stream.id()).orElseThrow().value("sk"));
        assertTrue(grid("GSI-2").rows().stream().noneMatch(r -> AttributeValue.s("tot#2030-01").equals(r.value("gsi2pk"))));
    }

    @Test
    void invalidInputIsRefusedWithTheReasonAndDerivedCellsAreReadOnly() {
        PivotGridViewModel movies = grid("Movies");
        GridRow movie = movies.rows().stream().filter(r -> r.entity().equals("Movie")).findFirst().orElseThrow();
        Optional<String> refused = movies.edits().edit(movie, "runtimeMinutes", "two hours");
        assertTrue(refused.isPresent());
        assertTrue(refused.get().startsWith("runtimeMinutes (N): "), refused.get());
        assertEquals(refused.get(), movies.messageProperty().get());
        assertTrue(movies.edits().edit(movie, "pk", "x").isPresent());
        assertFalse(doc.history().canUndo());
        assertEquals(Optional.empty(), movies.edits().edit(movie, "genres", "<<\"Drama\", \"Crime\", \"Thriller\">>"));
        assertEquals("Set genres of Movie item " + (movie.source().ordinal() + 1), doc.history().undoTextProperty().get());
    }

    @Test
    void addedItemsShowTheirDerivedKeysInTheTableAndIndexGrids() {
        PivotGridViewModel movies = grid("Movies");
        assertEquals(Optional.empty(), movies.edits().addItem("CastMember"));
        GridRow added = row(grid("Movies"), "CastMember#14").orElseThrow();
        assertEquals(AttributeValue.s("mov#movieId-15"), added.value("pk"));
        assertEquals(AttributeValue.s("act#actorId-15"), added.value("sk"));
        assertTrue(row(grid("GSI-1"), "CastMember#14").isPresent(), "the inverted index holds it too");
        assertEquals(new ItemRef("Movies", "CastMember", 14).path(), doc.selectionProperty().get());
    }

    @Test
    void duplicateAndDeleteSelectedRows() {
        PivotGridViewModel movies = grid("Movies");
        List<GridRow> actors = movies.rows().stream().filter(r -> r.entity().equals("Actor")).limit(2).toList();
        assertEquals(Optional.empty(), movies.edits().delete(actors));
        assertEquals(10, grid("Movies").legend().get(1).rows());
        doc.undo();
        assertEquals(Optional.empty(), grid("Movies").edits().duplicate(actors));
        assertEquals(14, grid("Movies").legend().get(1).rows());
    }

    @Test
    void filtersByEntityAndText() {
        PivotGridViewModel movies = grid("Movies");
        movies.entityFilterProperty().set("Actor");
        assertEquals(12, movies.rows().size());
        assertEquals("showing 12 of 60", movies.shownProperty().get());
        movies.textFilterProperty().set("hanks");
        assertEquals(1, movies.rows().size());
        movies.entityFilterProperty().set("");
        assertTrue(movies.rows().size() > 1, "Tom Hanks also appears as cast");
        movies.textFilterProperty().set("");
        assertEquals(60, movies.rows().size());
        assertEquals("", movies.shownProperty().get());
    }

    @Test
    void aFilteredGridKeepsEachPartitionsMergedCellOnItsFirstShownRow() {
        PivotGridViewModel movies = grid("Movies");
        movies.entityFilterProperty().set("Movie"); // a movie sorts after its cast (mov# > act#): never first
        assertEachShownPartitionIsMerged(movies.rows());
        GridRow cast = movies.rows().stream().filter(r -> r.value("pk").equals(AttributeValue.s("mov#tt0109830")))
                .findFirst().orElseThrow();
        assertEquals("mov#tt0109830 (1 of 5)", cast.partitionText());
        movies.entityFilterProperty().set("");
        movies.textFilterProperty().set("hanks");
        assertEachShownPartitionIsMerged(movies.rows());
        movies.textFilterProperty().set("");
        assertEquals("mov#tt0109830 (5)", movies.rows().stream().filter(GridRow::firstInBlock)
                .filter(r -> r.value("pk").equals(AttributeValue.s("mov#tt0109830"))).findFirst().orElseThrow().partitionText());
    }

    /** Every partition among the rows has exactly one merged cell, on its first row, naming its key. */
    private static void assertEachShownPartitionIsMerged(List<GridRow> rows) {
        assertTrue(rows.size() > 1, "the filter keeps rows of several partitions");
        AttributeValue previous = null;
        for (GridRow r : rows) {
            boolean starts = !r.value("pk").equals(previous);
            assertEquals(starts, r.firstInBlock(), r.id());
            assertEquals(starts, r.partitionText().startsWith(dev.tablewright.format.pivot.CellText.of(r.value("pk")) + " ("),
                    r.id() + ": " + r.partitionText());
            previous = r.value("pk");
        }
    }

    @Test
    void anEditThatLeavesTheFilterSaysSoAndClearingTheFilterShowsTheItem() {
        List<String> statusBar = new java.util.ArrayList<>();
        vm.reportTo(statusBar::add);
        PivotGridViewModel movies = grid("Movies");
        movies.entityFilterProperty().set("Actor");
        movies.textFilterProperty().set("hanks");
        GridRow hanks = movies.rows().get(0);
        assertEquals(Optional.empty(), movies.edits().edit(hanks, "actorName", "Tom Cruise"));
        assertTrue(movies.rows().isEmpty(), "the filter hides the item now");
        assertEquals("The Actor item you changed does not match the filter, so it is hidden here.",
                movies.hiddenByFilterProperty().get());
        assertEquals(List.of("Movies: The Actor item you changed does not match the filter, so it is hidden here. "
                + "Clear the filter to see it."), statusBar, "the window's status bar says so too");

        movies.clearFilters();
        assertEquals("", movies.hiddenByFilterProperty().get());
        assertEquals(60, movies.rows().size());
        assertTrue(movies.rows().stream().anyMatch(r -> AttributeValue.s("Tom Cruise").equals(r.value("actorName"))));
    }

    @Test
    void anEditThatStaysInTheFilterOrAnAddedItemOfAnotherEntityAreToldApart() {
        PivotGridViewModel movies = grid("Movies");
        movies.entityFilterProperty().set("Actor");
        GridRow actor = movies.rows().get(0);
        assertEquals(Optional.empty(), movies.edits().edit(actor, "actorName", "Someone Else"));
        assertEquals("", movies.hiddenByFilterProperty().get(), "still an Actor: still shown");

        assertEquals(Optional.empty(), movies.edits().addItem("Movie"));
        assertEquals("The Movie item you added does not match the filter, so it is hidden here.",
                movies.hiddenByFilterProperty().get());
        movies.entityFilterProperty().set("Movie");
        assertEquals("", movies.hiddenByFilterProperty().get(), "a new filter: the notice is old news");
    }

    @Test
    void copiesRowsAsDynamoDbJsonOrCsv() {
        PivotGridViewModel movies = grid("Movies");
        List<GridRow> two = movies.rows().subList(0, 2);
        String json = movies.commands().copyAsJson(two);
        assertTrue(json.strip().startsWith("["), json);
        assertTrue(json.contains("\"S\" : \"act#") || json.contains("\"S\": \"act#"), json);
        String csv = movies.commands().copyAsCsv(two);
        assertEquals(3, csv.split("\r\n").length);
        assertTrue(csv.startsWith("pk,sk,"), csv);
    }

    @Test
    void anEditOfOneTableDoesNotRepivotAnother() {
        TableDesign movies = doc.model().table("Movies").orElseThrow();
        TableDesign orders = SampleModels.read("customer-orders.json").model().orElseThrow().tables().get(0);
        doc.load(DataModel.of("two tables", List.of(movies, orders)));
        List<GridSnapshot> ordersBefore = snapshotsOf(orders.name());
        List<GridSnapshot> moviesBefore = snapshotsOf("Movies");
        GridRow movie = grid("Movies").rows().stream().filter(r -> r.entity().equals("Movie")).findFirst().orElseThrow();
        assertEquals(Optional.empty(), grid("Movies").edits().edit(movie, "title", "Renamed"));
        assertTrue(sameObjects(ordersBefore, snapshotsOf(orders.name())), "the orders table and its indexes were not pivoted again");
        assertFalse(sameObjects(moviesBefore, snapshotsOf("Movies")), "the movies table was");
        doc.undo();
        assertTrue(sameObjects(ordersBefore, snapshotsOf(orders.name())));
    }

    private List<GridSnapshot> snapshotsOf(String table) {
        return vm.grids().stream().filter(g -> g.table().equals(table)).map(g -> g.snapshotProperty().get()).toList();
    }

    private static boolean sameObjects(List<GridSnapshot> a, List<GridSnapshot> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            if (a.get(i) != b.get(i)) {
                return false;
            }
        }
        return true;
    }

    @Test
    void aCancelledRepivotKeepsTheGridsAndEndsPivoting() {
        PivotGridViewModel movies = grid("Movies");
        GridRow movie = movies.rows().stream().filter(r -> r.entity().equals("Movie")).findFirst().orElseThrow();
        GridSnapshot before = movies.snapshotProperty().get();
        tasks.cancelWhen(title -> title.equals("Updating grids"));
        movies.edits().edit(movie, "title", "Renamed");
        assertFalse(vm.pivotingProperty().get());
        assertSame(before, grid("Movies").snapshotProperty().get());
        tasks.cancelWhen(title -> false);
        doc.undo();
        doc.redo();
        assertNotSame(before, grid("Movies").snapshotProperty().get(), "the next change pivots again");
    }

    @Test
    void aCancelledFilterKeepsTheRowsAndSaysSo() {
        PivotGridViewModel movies = grid("Movies");
        tasks.cancelWhen(title -> title.startsWith("Filtering"));
        movies.textFilterProperty().set("hanks");
        assertEquals(60, movies.rows().size());
        assertEquals("Filtering cancelled; the rows shown are from before the filter changed.", movies.messageProperty().get());
    }

    @Test
    void gridsOfModelsNoLongerOpenAreCollected() throws InterruptedException {
        List<WeakReference<PivotGridViewModel>> old = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            vm.grids().forEach(g -> old.add(new WeakReference<>(g)));
            doc.load(DataModel.of("model " + i, List.of(TableDesign.of("Table" + i,
                    KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S)))));
            assertEquals(List.of("Table" + i), vm.grids().stream().map(PivotGridViewModel::tabName).toList());
        }
        Collected.assertAllCollected(old);
    }
}
