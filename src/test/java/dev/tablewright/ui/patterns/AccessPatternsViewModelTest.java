package dev.tablewright.ui.patterns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.SampleModels;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.edit.Edit;
import dev.tablewright.model.settings.Recovery;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import dev.tablewright.ui.pivot.PivotGridViewModel;
import dev.tablewright.ui.pivot.PivotGridsViewModel;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import java.util.List;
import java.util.Optional;

/** The Access patterns tab without a toolkit, on the movies sample and the real Document. */
class AccessPatternsViewModelTest {
    private static final String GET_MOVIE = "Get movie by movie ID";
    private Document document;
    private AccessPatternsViewModel vm;

    @BeforeEach
    void open() {
        document = new Document();
        document.load(SampleModels.read(SampleModels.FIRST).model().orElseThrow());
        vm = new AccessPatternsViewModel(document, new ImmediateTaskRunner());
    }

    private List<String> names() {
        return vm.rows().stream().map(PatternCheck::name).toList();
    }

    private List<String> modelNames() {
        return document.model().table("Movies").orElseThrow().accessPatterns().stream().map(AccessPattern::name).toList();
    }

    private void selectPattern(String name) {
        document.select(new ModelPath.AccessPatternPath("Movies", name));
    }

    @Test
    void listsEveryPatternOfTheFirstTableWithItsCheck() {
        assertEquals("Movies", vm.tableProperty().get());
        assertEquals(modelNames(), names());
        assertEquals(9, names().size());
        PatternCheck get = vm.rows().get(0);
        assertEquals(GET_MOVIE, get.name());
        assertEquals("GetItem on the table", get.servedBy());
        assertEquals("1 item", get.items());
        assertEquals("0.5", get.readUnits());
        assertEquals("0", get.writeUnits());
        PatternCheck byActor = vm.rows().get(names().indexOf("Get movies by an actor"));
        assertEquals("Query on index GSI-1", byActor.servedBy());
        PatternCheck oscars = vm.rows().get(names().indexOf("List oscar-winning actors"));
        // The sample's one Scan reads a sparse index only Oscar winners fill: what the sample teaches, not a flaw.
        assertEquals("Scan of sparse index GSI-3", oscars.servedBy());
        assertFalse(oscars.flagged(), oscars.problemsText());
        assertFalse(get.flagged(), get.problemsText());
        assertEquals(-1, vm.selectedRowProperty().get());
    }

    @Test
    void theSelectedRowIsTheDocumentsSelectionBothWays() {
        selectPattern("Get movies by an actor");
        assertEquals(3, vm.selectedRowProperty().get());
        vm.select(1);
        assertEquals(new ModelPath.AccessPatternPath("Movies", "List cast of a movie"), document.selectionProperty().get());
        assertEquals(1, vm.selectedRowProperty().get());
        document.select(new ModelPath.EntityPath("Movies", "Movie"));
        assertEquals(-1, vm.selectedRowProperty().get());
        assertEquals("Movies", vm.tableProperty().get(), "a selection in the same table keeps its patterns listed");
    }

    @Test
    void addDuplicateMoveAndDeleteAreOneUndoStepEach() {
        List<String> before = modelNames();
        assertTrue(vm.addCommand().isExecutable());
        assertFalse(vm.deleteCommand().isExecutable(), "nothing selected");
        vm.addCommand().execute();
        assertEquals(10, names().size());
        assertEquals("New access pattern", names().get(9));
        assertEquals(9, vm.selectedRowProperty().get(), "the new pattern is selected");
        assertFalse(vm.moveDownCommand().isExecutable(), "the last cannot move down");
        document.undo();
        assertEquals(before, names());

        selectPattern(GET_MOVIE);
        assertFalse(vm.moveUpCommand().isExecutable(), "the first cannot move up");
        vm.duplicateCommand().execute();
        assertEquals(GET_MOVIE + " (copy)", names().get(1));
        assertEquals(new ModelPath.AccessPatternPath("Movies", GET_MOVIE + " (copy)"), document.selectionProperty().get());
        assertEquals(document.model().table("Movies").orElseThrow().accessPatterns().get(0).withName(GET_MOVIE + " (copy)"),
                vm.rows().get(1).pattern());
        document.undo();
        assertEquals(before, names());

        selectPattern(GET_MOVIE);
        vm.moveDownCommand().execute();
        assertEquals(GET_MOVIE, names().get(1));
        assertEquals(1, vm.selectedRowProperty().get(), "the moved pattern stays selected");
        vm.moveUpCommand().execute();
        assertEquals(before, names());
        document.undo();
        assertEquals(GET_MOVIE, names().get(1));
        document.undo();
        assertEquals(before, names());

        selectPattern(GET_MOVIE);
        vm.deleteCommand().execute();
        assertEquals(before.subList(1, before.size()), names());
        assertEquals(new ModelPath.AccessPatternPath("Movies", before.get(1)), document.selectionProperty().get(),
                "the next pattern is selected");
        document.undo();
        assertEquals(before, names());
        assertEquals(new ModelPath.AccessPatternPath("Movies", GET_MOVIE), document.selectionProperty().get());
    }

    @Test
    void showReturnedRowsSelectsTheFirstItemAndSaysHowMany() {
        assertEquals(Optional.empty(), vm.showReturnedRows());
        selectPattern("List cast of a movie");
        PatternCheck cast = vm.selectedCheck().orElseThrow();
        int n = cast.returned().size();
        assertTrue(n > 1, "the cast of a movie is several items");
        assertEquals(Optional.of("Movies"), vm.showReturnedRows());
        var first = cast.returned().get(0);
        assertEquals(new ModelPath.EntityItem("Movies", first.entity(), first.ordinal()), document.selectionProperty().get());
        assertEquals("'List cast of a movie' returns " + n + " items, marked in the grids; the first is selected.",
                vm.messageProperty().get());
        selectPattern("Get movies by an actor");
        assertEquals(Optional.of("GSI-1"), vm.showReturnedRows(), "the grid of the index read");
    }

    @Test
    void aVectorSearchsReturnedRowsAreShownInItsTablesGrid() {
        document.load(SampleModels.read("products-vectors.json").model().orElseThrow());
        document.select(new ModelPath.AccessPatternPath("ProductCatalog", "Similar products"));
        PatternCheck similar = vm.selectedCheck().orElseThrow();
        assertEquals("4 items", similar.items());
        assertEquals(Optional.of("ProductCatalog"), vm.showReturnedRows(), "a vector index has no grid of its own");
        assertEquals("'Similar products' returns 4 items, marked in the grids; the first is selected.",
                vm.messageProperty().get());
    }

    @Test
    void selectingAPatternMarksEveryRowItReturnsInTheGrids() {
        PivotGridsViewModel grids = new PivotGridsViewModel(document, new ImmediateTaskRunner());
        vm.markReturnedIn(grids::highlight);
        PivotGridViewModel movies = grids.grids().stream().filter(g -> g.tabName().equals("Movies")).findFirst().orElseThrow();
        PivotGridViewModel gsi1 = grids.grids().stream().filter(g -> g.tabName().equals("GSI-1")).findFirst().orElseThrow();
        assertEquals(0, movies.rows().stream().filter(movies::isHighlighted).count());

        selectPattern("List cast of a movie");
        int n = vm.selectedCheck().orElseThrow().returned().size();
        assertEquals(n, movies.rows().stream().filter(movies::isHighlighted).count(), "each returned row, in the table");
        assertEquals(n, gsi1.rows().stream().filter(gsi1::isHighlighted).count(), "and wherever else they show");
        assertTrue(movies.rows().stream().filter(movies::isHighlighted).allMatch(r -> "CastMember".equals(r.entity())));
        assertEquals(new ModelPath.AccessPatternPath("Movies", "List cast of a movie"), document.selectionProperty().get(),
                "the selection stays on the pattern, for the inspector");

        vm.showReturnedRows();
        assertEquals(n, movies.rows().stream().filter(movies::isHighlighted).count(), "still marked with the first selected");
        document.select(new ModelPath.EntityPath("Movies", "Movie"));
        assertEquals(0, movies.rows().stream().filter(movies::isHighlighted).count(), "another selection clears them");
    }

    @Test
    void aDuplicateIsNamedPastTheNamesTaken() {
        selectPattern(GET_MOVIE);
        document.apply(dev.tablewright.model.edit.AccessPatternEdits.add("Movies", GET_MOVIE + " (copy)"));
        selectPattern(GET_MOVIE);
        vm.duplicateCommand().execute(); // the copy is named "(copy 2)": no refusal
        assertTrue(names().contains(GET_MOVIE + " (copy 2)"));
        assertEquals("", vm.messageProperty().get());
    }

    @Test
    void aHiddenTabChecksNothingUntilItShows() {
        vm.setActive(false);
        document.apply(dev.tablewright.model.edit.AccessPatternEdits.add("Movies", "Hidden"));
        assertEquals(9, names().size(), "not checked while hidden");
        vm.setActive(true);
        assertEquals(modelNames(), names());
        assertEquals("Hidden", names().get(9));
    }

    @Test
    void closingTheModelEmptiesTheList() {
        document.load(null);
        assertEquals(List.of(), vm.rows());
        assertEquals("", vm.tableProperty().get());
        assertFalse(vm.addCommand().isExecutable());
    }

    /**
     * The movies sample's one costed setting is its stream (it keeps the monthly totals): a table line
     * with the stream's; PITR and an expected item count add theirs, with a storage line for each GSI.
     */
    @Test
    void theTableCostShowsWhenASettingCostsSomething() {
        String streamOnly = vm.tableCostProperty().get();
        assertTrue(streamOnly.startsWith("Movies: requests $") && streamOnly.contains("; streams "), streamOnly);
        assertFalse(streamOnly.contains("PITR"), streamOnly);
        String table = vm.tableProperty().get();
        document.apply(new Edit("Protect", m -> m.withTable(table, t -> t.withSettings(s -> s
                .withRecovery(Recovery.ON)
                .withExpectedItemCount(Optional.of(1_000_000L))))));
        String text = vm.tableCostProperty().get();
        assertTrue(text.startsWith(table + ": requests $"), text);
        assertTrue(text.contains("; storage 1000000 items × "), text);
        assertTrue(text.contains("; PITR $"), text);
        assertTrue(text.contains("; total $"), text);
        // Each of the sample's three GSIs has its storage line; PITR says it leaves them out.
        for (String gsi : List.of("GSI-1", "GSI-2", "GSI-3")) {
            assertTrue(text.contains("; index GSI " + gsi + ": "), text);
        }
        assertTrue(text.contains("(not its GSIs': AWS bills PITR on the table and its LSIs)"), text);
    }
}
