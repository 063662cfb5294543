package dev.tablewright.ui.csvimport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.SampleModels;
import dev.tablewright.model.Entity;
import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.FxTaskRunner;
import dev.tablewright.ui.common.RecordingDialogs;
import javafx.scene.control.Button;
import javafx.scene.control.DialogPane;
import javafx.scene.control.TableView;
import org.junit.jupiter.api.AfterEach;
import dev.tablewright.ui.common.FxStages;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/** File › Import › CSV into entity on a shown dialog (Monocle): the preview fills, Import adds the rows. */
@ExtendWith(FxStages.class)
class CsvImportDialogTest {
    private final FxRobot robot = new FxRobot();
    private final FxTaskRunner tasks = new FxTaskRunner();

    @TempDir
    Path dir;

    @AfterEach
    void close() throws Exception {
        tasks.close();
    }

    @Test
    void thePreviewFillsAndImportAddsTheRows() throws Exception {
        Document doc = new Document();
        robot.interact(() -> doc.load(SampleModels.read("movies-actors.json").model().orElseThrow()));
        TableDesign t = doc.model().tables().get(0);
        Entity e = t.entities().get(0);
        String attribute = e.attributes().get(0).name();
        Path csv = dir.resolve("rows.csv");
        Files.writeString(csv, attribute + "\nfirst\nsecond\n");
        CsvImportViewModel vm = new CsvImportViewModel(doc, tasks, new RecordingDialogs());
        javafx.stage.Stage owner = FxToolkit.setupStage(stage -> {
            stage.setScene(new javafx.scene.Scene(new javafx.scene.layout.StackPane(), 300, 200));
            stage.show();
        });
        CsvImportDialog[] dialog = new CsvImportDialog[1];
        robot.interact(() -> {
            vm.open(csv);
            vm.entityProperty().set(e.name());
            dialog[0] = new CsvImportDialog(owner, vm);
            dialog[0].show();
        });
        TableView<?> preview = robot.lookup("#csvImportPreview").queryAs(TableView.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> preview.getItems().size() == 2);
        int before = e.items().size();
        robot.interact(() -> {
            Button ok = (Button) robot.lookup("#csvImportDialog").queryAs(DialogPane.class).lookupButton(CsvImportDialog.IMPORT);
            ok.fire();
        });
        // The dialog's result starts the import, as showAndImport does.
        robot.interact(vm::importAll);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> vm.resultProperty().get().startsWith("Added"));
        assertEquals(before + 2, doc.model().table(t.name()).orElseThrow().entity(e.name()).orElseThrow().items().size());
        assertTrue(vm.resultProperty().get().contains("2 " + e.name()), vm.resultProperty().get());
    }
}
