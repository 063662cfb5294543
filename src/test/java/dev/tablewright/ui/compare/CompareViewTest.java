package dev.tablewright.ui.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.engine.diff.Change;
import dev.tablewright.format.SampleModels;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import dev.tablewright.ui.common.RecordingDialogs;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;
import java.nio.file.Path;

/** The Compare tab headless (Monocle): the changes listed as lines, and a click selects the element. */
class CompareViewTest {
    @TempDir
    Path dir;

    private final FxRobot robot = new FxRobot();
    private final Document document = new Document();

    @AfterEach
    void close() throws Exception {
        FxToolkit.cleanupStages();
    }

    @Test
    void listsTheChangesAndSelectsTheOneClicked() throws Exception {
        DataModel model = SampleModels.read(SampleModels.FIRST).model().orElseThrow();
        Path file = dir.resolve("saved.json");
        WorkbenchJson.save(model, file);
        TableDesign t = model.tables().get(0);
        String pattern = t.accessPatterns().get(0).name();
        DataModel edited = model.withTable(t.name(), x -> x.withAccessPatterns(x.accessPatterns().stream()
                .map(p -> p.name().equals(pattern) ? p.withDescription("changed in memory") : p).toList()));
        CompareViewModel vm = new CompareViewModel(document, () -> file, new ImmediateTaskRunner(),
                new RecordingDialogs(), s -> { });
        Stage stage = FxToolkit.registerPrimaryStage();
        FxToolkit.setupStage(s -> {
            document.load(edited);
            s.setScene(new Scene(new CompareView(vm), 700, 300));
            s.show();
        });
        robot.interact(vm::compareWithSaved);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(stage.isShowing());

        ListView<Change> list = robot.lookup("#compareChanges").queryListView();
        assertEquals(1, list.getItems().size());
        assertTrue(robot.lookup("#compareSummary").queryAs(Label.class).getText().startsWith("1 change"));
        String line = "~ " + t.name() + "/accessPatterns/" + pattern + "/description:";
        robot.clickOn(n -> n instanceof javafx.scene.control.ListCell<?> c && c.getText() != null
                && c.getText().startsWith(line));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(new ModelPath.AccessPatternPath(t.name(), pattern), document.selection());
    }

    @Test
    void showsTheLiveItemsFindingsUnderTheChanges() throws Exception {
        DataModel model = dev.tablewright.engine.drift.DriftModels.shop();
        dev.tablewright.engine.drift.ConformanceCheck check = new dev.tablewright.engine.drift.ConformanceCheck(
                model.tables().get(0));
        check.accept(dev.tablewright.engine.drift.DriftModels.order(1, 17, "OPEN", "ORDER#17", true));
        dev.tablewright.engine.drift.DriftReport report = new dev.tablewright.engine.drift.DriftReport(
                dev.tablewright.engine.diff.ModelDiff.compare(model, model), java.util.List.of("stream not read"),
                java.util.Optional.of(check.result(false)));
        CompareViewModel vm = new CompareViewModel(document, () -> null, new ImmediateTaskRunner(),
                new RecordingDialogs(), s -> { });
        FxToolkit.registerPrimaryStage();
        FxToolkit.setupStage(s -> {
            document.load(model);
            s.setScene(new Scene(new CompareView(vm), 700, 400));
            s.show();
        });
        ListView<String> findings = robot.lookup("#compareFindings").queryListView();
        assertTrue(!findings.isVisible(), "nothing to say before a live comparison");
        robot.interact(() -> vm.show(new dev.tablewright.operation.drift.DriftOutcome(report, "this document",
                "live table Shop", java.util.List.of(), false)));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(findings.isVisible());
        assertEquals(java.util.List.of("Live items: 1 item of Shop sampled: 1 finding",
                "1 of 1 sampled Order item has an SK the template does not give (e.g. ORDER#17 → expected ORDER#0017)",
                "Note: stream not read"), findings.getItems());
        assertEquals("No design differences; live items do not all follow the templates.",
                robot.lookup("#compareSummary").queryAs(Label.class).getText());
    }
}
