package dev.tablewright.ui.csvimport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.SampleModels;
import dev.tablewright.format.data.ItemSelection;
import dev.tablewright.format.data.ItemsCsv;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import dev.tablewright.ui.common.RecordingDialogs;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

class CsvImportViewModelTest {
    private final Document doc = new Document();
    private TableDesign table;
    private Entity entity;
    private String numeric;

    @TempDir
    Path dir;

    @BeforeEach
    void load() {
        DataModel m = SampleModels.read("movies-actors.json").model().orElseThrow();
        doc.load(m);
        table = m.tables().get(0);
        entity = table.entities().stream().filter(e -> !e.items().isEmpty()
                && e.attributes().stream().anyMatch(a -> a.type() == AttributeType.N)).findFirst().orElseThrow();
        numeric = entity.attributes().stream().filter(a -> a.type() == AttributeType.N).map(AttributeDef::name)
                .findFirst().orElseThrow();
        doc.selectionProperty().set(new ModelPath.Table(table.name()));
    }

    private CsvImportViewModel open(ImmediateTaskRunner tasks, String csv) throws Exception {
        Path file = dir.resolve("rows.csv");
        Files.writeString(file, csv);
        CsvImportViewModel vm = new CsvImportViewModel(doc, tasks, new RecordingDialogs());
        vm.open(file);
        vm.entityProperty().set(entity.name());
        return vm;
    }

    private int itemCount() {
        return doc.model().table(table.name()).orElseThrow().entity(entity.name()).orElseThrow().items().size();
    }

    @Test
    void anExportedEntityPreviewsThenImportsAsOneUndoStep() throws Exception {
        CsvImportViewModel vm = open(new ImmediateTaskRunner(), ItemsCsv.render(new ItemSelection(table, Optional.of(entity))));
        assertEquals(table.name(), vm.tableProperty().get());
        assertEquals(Math.min(entity.items().size(), CsvImportViewModel.PREVIEW_ROWS), vm.preview().size());
        assertTrue(vm.preview().stream().allMatch(r -> r.errors().isEmpty() && !r.item().isEmpty()));
        assertTrue(vm.columns().stream().anyMatch(c -> c.column().equals(numeric) && c.attributeProperty().get().equals(numeric)));
        int before = itemCount();
        vm.importAll();
        assertEquals(before + entity.items().size(), itemCount());
        assertTrue(vm.resultProperty().get().startsWith("Added " + entity.items().size()), vm.resultProperty().get());
        doc.undo();
        assertEquals(before, itemCount());
    }

    @Test
    void aBadCellShowsInThePreviewAndStopsTheImportUnlessBadRowsAreSkipped() throws Exception {
        CsvImportViewModel vm = open(new ImmediateTaskRunner(), numeric + "\n7\nseven\n");
        assertEquals(2, vm.preview().size());
        assertTrue(vm.preview().get(1).errors().startsWith(numeric + ":"), vm.preview().get(1).errors());
        int before = itemCount();
        vm.importAll();
        assertEquals(before, itemCount());
        assertTrue(vm.resultProperty().get().contains("nothing was added"), vm.resultProperty().get());
        vm.skipBadRowsProperty().set(true);
        vm.importAll();
        assertEquals(before + 1, itemCount());
        assertTrue(vm.resultProperty().get().contains("1 rows with errors were left out"), vm.resultProperty().get());
    }

    @Test
    void aColumnMappedToNothingIsSkippedInThePreview() throws Exception {
        CsvImportViewModel vm = open(new ImmediateTaskRunner(), numeric + "\nseven\n");
        assertFalse(vm.preview().get(0).errors().isEmpty());
        vm.columns().get(0).attributeProperty().set("");
        assertTrue(vm.preview().get(0).errors().isEmpty(), "re-read under the new mapping");
    }

    @Test
    void twoColumnsOfOneNameAreRefusedWithAMessage() throws Exception {
        CsvImportViewModel vm = open(new ImmediateTaskRunner(), numeric + "," + numeric + "\n1,2\n");
        assertTrue(vm.resultProperty().get().contains("two columns named '" + numeric + "'"), vm.resultProperty().get());
        int before = itemCount();
        vm.importAll();
        assertEquals(before, itemCount());
        assertTrue(vm.preview().isEmpty());
    }

    @Test
    void aCancelledImportAddsNothing() throws Exception {
        ImmediateTaskRunner cancelled = new ImmediateTaskRunner().cancelWhen(t -> t.startsWith("Importing"));
        CsvImportViewModel vm = open(cancelled, numeric + "\n7\n");
        int before = itemCount();
        vm.importAll();
        assertEquals(before, itemCount());
        assertEquals("Import cancelled; nothing was added.", vm.resultProperty().get());
        assertFalse(vm.runningProperty().get());
    }

    @Test
    void importingIntoAnEntityTheStreamKeepsIsRefusedBeforeTheFileIsRead() throws Exception {
        doc.load(dev.tablewright.model.stream.KeptFixtures.read(dev.tablewright.model.stream.KeptFixtures.MONTHLY_TOTALS));
        doc.selectionProperty().set(new ModelPath.Table("Movies"));
        Path file = dir.resolve("totals.csv");
        Files.writeString(file, "movieId,month,streams\nm9,2024-08,4\n");
        ImmediateTaskRunner tasks = new ImmediateTaskRunner();
        CsvImportViewModel vm = new CsvImportViewModel(doc, tasks, new RecordingDialogs());
        vm.open(file);
        vm.entityProperty().set("MonthlyTotal");
        vm.importAll();
        assertEquals("MonthlyTotal items are kept by the stream from Stream: edit Stream items and the stream keeps them.",
                vm.resultProperty().get());
        assertEquals(3, doc.model().table("Movies").orElseThrow().entity("MonthlyTotal").orElseThrow().items().size());
        assertFalse(doc.history().canUndo(), "nothing was applied");
    }
}
