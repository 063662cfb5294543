package dev.tablewright.ui.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.SampleModels;
import dev.tablewright.format.data.ItemSelection;
import dev.tablewright.format.data.ItemsCsv;
import dev.tablewright.model.Entity;
import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import dev.tablewright.ui.common.RecordingDialogs;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

class ExportViewModelTest {
    private final Document doc = new Document();
    private final RecordingDialogs dialogs = new RecordingDialogs();

    @TempDir
    Path dir;

    @Test
    void anEntityExportedAsCsvIsWrittenToTheChosenFile() throws Exception {
        doc.load(SampleModels.read("movies-actors.json").model().orElseThrow());
        ExportViewModel vm = new ExportViewModel(doc, new ImmediateTaskRunner(), dialogs);
        vm.prepare();
        TableDesign t = doc.model().tables().get(0);
        assertEquals(t.name(), vm.tableProperty().get(), "the only table is chosen");
        Entity e = t.entities().get(1);
        vm.targetProperty().set("csv");
        vm.entityProperty().set(e.name());
        dialogs.fileToSave = dir.resolve("out.csv");
        vm.export();
        assertEquals(ItemsCsv.render(new ItemSelection(t, Optional.of(e))), Files.readString(dialogs.fileToSave));
        assertEquals("Exported out.csv.", vm.resultProperty().get());
        assertTrue(vm.targets().containsAll(java.util.List.of("cloudformation", "csv", "dynamodb-json", "batch-write",
                "markdown", "onetable")), vm.targets().toString());
    }

    /** javac takes a public class only from a file of its name: the Java export offers that name. */
    @Test
    void theJavaExportOffersTheFileNameOfTheClassItDeclares() throws Exception {
        doc.load(SampleModels.read("movies-actors.json").model().orElseThrow());
        ExportViewModel vm = new ExportViewModel(doc, new ImmediateTaskRunner(), dialogs);
        vm.prepare();
        vm.targetProperty().set("java");
        dialogs.fileToSave = dir.resolve(dev.tablewright.format.code.JavaCode.className(doc.model().name()) + ".java");
        vm.export();
        assertEquals(dialogs.fileToSave.getFileName().toString(), dialogs.offeredName);
        assertTrue(Files.readString(dialogs.fileToSave).contains("public class " + dialogs.offeredName.replace(".java", "")
                + " {"), "the file declares the class it is named after");
        vm.targetProperty().set("python");
        vm.export();
        assertTrue(dialogs.offeredName.endsWith(".py") && !dialogs.offeredName.contains("Access"), dialogs.offeredName);
    }

    @Test
    void theCodeExportWritesEachStreamHandlerBesideItAndSaysSo() throws Exception {
        doc.load(dev.tablewright.model.stream.KeptFixtures.read(dev.tablewright.model.stream.KeptFixtures.CUSTOM_FIELD_INDEX));
        ExportViewModel vm = new ExportViewModel(doc, new ImmediateTaskRunner(), dialogs);
        vm.prepare();
        vm.targetProperty().set("javascript");
        dialogs.fileToSave = dir.resolve("access.mjs");
        vm.export();
        assertTrue(Files.readString(dir.resolve("fieldIndexStreamHandler.mjs")).contains("export const handler = async"));
        assertEquals("Exported access.mjs and beside it fieldIndexStreamHandler.mjs.", vm.resultProperty().get());
    }

    @Test
    void aTargetThatNeedsOneTableSaysSoAndWritesNothing() {
        var m = SampleModels.read("customer-orders.json").model().orElseThrow();
        TableDesign t = m.tables().get(0);
        doc.load(m.withTables(java.util.List.of(t, t.withName(t.name() + "Copy"))));
        ExportViewModel vm = new ExportViewModel(doc, new ImmediateTaskRunner(), dialogs);
        vm.prepare();
        assertEquals(ExportViewModel.ALL, vm.tableProperty().get());
        vm.targetProperty().set("onetable");
        dialogs.fileToSave = dir.resolve("x.json");
        vm.export();
        assertTrue(vm.resultProperty().get().startsWith("Could not export: a OneTable schema describes one table"),
                vm.resultProperty().get());
        assertTrue(Files.notExists(dialogs.fileToSave));
    }

    @Test
    void theDesignDocumentIsWrittenWithItsDiagramBesideIt() throws Exception {
        doc.load(SampleModels.read("movies-actors.json").model().orElseThrow());
        ExportViewModel vm = new ExportViewModel(doc, new ImmediateTaskRunner(), dialogs);
        vm.prepare();
        vm.targetProperty().set("markdown");
        dialogs.fileToSave = dir.resolve("design.md");
        vm.export();
        String table = doc.model().tables().get(0).name();
        Path png = dir.resolve("design-" + table + ".png");
        assertTrue(javax.imageio.ImageIO.read(png.toFile()) != null, png + " decodes");
        assertTrue(Files.readString(dialogs.fileToSave).contains("](design-" + table + ".png)"), "linked");
        assertEquals("Exported design.md.", vm.resultProperty().get());
    }

    /** The design document checks its image too: a read-only one is asked about before anything is written. */
    @Test
    void aReadOnlyFileIsAskedAboutAndReplacedOnlyOnYes() throws Exception {
        doc.load(SampleModels.read("movies-actors.json").model().orElseThrow());
        String table = doc.model().tables().get(0).name();
        Path png = Files.writeString(dir.resolve("design-" + table + ".png"), "old");
        org.junit.jupiter.api.Assumptions.assumeTrue(
                Files.getFileAttributeView(png, java.nio.file.attribute.PosixFileAttributeView.class) != null);
        Files.setPosixFilePermissions(png, java.nio.file.attribute.PosixFilePermissions.fromString("r--r--r--"));
        ExportViewModel vm = new ExportViewModel(doc, new ImmediateTaskRunner(), dialogs);
        vm.prepare();
        vm.targetProperty().set("markdown");
        dialogs.fileToSave = dir.resolve("design.md");
        dialogs.confirmAnswer = false;
        vm.export();
        assertEquals(java.util.List.of(png.getFileName() + " is read-only. Replace it?"), dialogs.confirmationMessages);
        assertEquals("Not exported: " + png.getFileName() + " is read-only.", vm.resultProperty().get());
        assertTrue(Files.notExists(dialogs.fileToSave));
        assertEquals("old", Files.readString(png));

        dialogs.confirmAnswer = true;
        vm.export();
        assertEquals("Exported design.md.", vm.resultProperty().get());
        assertTrue(javax.imageio.ImageIO.read(png.toFile()) != null, "replaced by the diagram");
    }

    @Test
    void aMissingFolderIsNamed() {
        doc.load(SampleModels.read("movies-actors.json").model().orElseThrow());
        ExportViewModel vm = new ExportViewModel(doc, new ImmediateTaskRunner(), dialogs);
        vm.prepare();
        vm.targetProperty().set("cloudformation");
        dialogs.fileToSave = dir.resolve("gone").resolve("t.json");
        vm.export();
        assertEquals("Could not export: cannot write " + dialogs.fileToSave + ": the folder " + dir.resolve("gone")
                + " does not exist", vm.resultProperty().get());
    }

    @Test
    void noChosenFileExportsNothing() {
        doc.load(SampleModels.read("movies-actors.json").model().orElseThrow());
        ExportViewModel vm = new ExportViewModel(doc, new ImmediateTaskRunner(), dialogs);
        vm.prepare();
        vm.export();
        assertEquals("", vm.resultProperty().get());
    }
}
