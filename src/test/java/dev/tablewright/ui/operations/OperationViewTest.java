package dev.tablewright.ui.operations;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.format.SampleModels;
import dev.tablewright.model.DataModel;
import dev.tablewright.ui.common.FxTaskRunner;
import dev.tablewright.ui.pivot.GridRow;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Spinner;
import java.util.List;
import dev.tablewright.model.AccessPattern;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import dev.tablewright.operation.read.ReadKind;
import javafx.scene.control.TextArea;
import org.junit.jupiter.api.AfterEach;
import dev.tablewright.ui.common.FxStages;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;
import java.util.concurrent.TimeUnit;

/** The operation tab on a shown window (Monocle): build a Query, run it on the real task runner, see rows. */
@ExtendWith(FxStages.class)
class OperationViewTest {
    private static final DataModel MOVIES = SampleModels.read("movies-actors.json").model().orElseThrow();
    private final FxRobot robot = new FxRobot();
    private final FxTaskRunner tasks = new FxTaskRunner();

    @AfterEach
    void close() throws Exception {
        tasks.close();
    }

    @Test
    void inAShortWindowTheFormScrollsToItsRequestJson() throws Exception {
        SandboxGateway sandbox = SandboxGateway.of(MOVIES);
        FxToolkit.setupStage(stage -> {
            stage.setScene(new Scene(new OperationView(new OperationViewModel(tasks, () -> sandbox, () -> MOVIES)),
                    1000, 420));
            stage.show();
        });
        javafx.scene.control.ScrollPane form = robot.lookup("#opForm").queryAs(javafx.scene.control.ScrollPane.class);
        TextArea json = robot.lookup("#opJson").queryAs(TextArea.class);
        robot.interact(() -> form.setVvalue(form.getVmax()));
        WaitForAsyncUtils.waitForFxEvents();
        javafx.geometry.Bounds shown = form.localToScene(form.getLayoutBounds());
        javafx.geometry.Bounds area = json.localToScene(json.getLayoutBounds());
        assertTrue(area.getMinY() >= shown.getMinY() && area.getMinY() + 40 <= shown.getMaxY(),
                "the JSON's first lines are in view: " + area + " in " + shown);
    }

    @Test
    void aQueryBuiltInTheFormRunsAndFillsTheGrid() throws Exception {
        SandboxGateway sandbox = SandboxGateway.of(MOVIES);
        FxToolkit.setupStage(stage -> {
            stage.setScene(new Scene(new OperationView(new OperationViewModel(tasks, () -> sandbox, () -> MOVIES)),
                    1200, 800));
            stage.show();
        });
        robot.clickOn("#opKey-pk").write("mov#tt1375666");
        WaitForAsyncUtils.waitForFxEvents();
        String json = robot.lookup("#opJson").queryAs(TextArea.class).getText();
        assertTrue(json.contains("\"KeyConditionExpression\": \"#n0 = :v0\""), json);
        robot.clickOn("#opRun");
        TableView<GridRow> grid = robot.lookup("#opGrid").queryTableView();
        TextArea resultJson = robot.lookup("#opResultJson").queryAs(TextArea.class);
        // The grid and the JSON are filled in one FX callback: wait for both before reading either.
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> !grid.getItems().isEmpty() && resultJson.getText().contains("\"mov#tt1375666\""));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(grid.getItems().stream().allMatch(r -> r.value("pk").toString().contains("mov#tt1375666")));
        assertEquals("", grid.getColumns().get(0).getText(), "the entity colour first, as in the designer's grids");
        assertEquals("pk", grid.getColumns().get(1).getText());
    }

    @Test
    void aComparisonWithTheSandboxShowsWhatDiffersSideBySideAndThePatternButtonsKeepTheirText() throws Exception {
        DataModel fewer = MOVIES.withTable("Movies", t -> t.withEntity("CastMember", e -> e.withItems(List.of())));
        SandboxGateway live = SandboxGateway.of(fewer);
        OperationViewModel vm = new OperationViewModel(tasks, () -> live, () -> MOVIES);
        FxToolkit.setupStage(stage -> {
            stage.setScene(new Scene(new OperationView(vm), 900, 700));
            stage.show();
        });
        AccessPattern cast = vm.patterns().stream().filter(p -> p.name().equals("List cast of a movie")).findFirst()
                .orElseThrow();
        robot.interact(() -> robot.lookup("#opPattern").queryComboBox().setValue(cast));
        for (String id : new String[] {"#opPatternUse", "#opPatternCompare"}) {
            Button b = robot.lookup(id).queryButton();
            assertTrue(b.getWidth() >= b.prefWidth(-1) - 0.5, id + " squeezed to " + b.getWidth());
        }
        robot.clickOn("#opPatternCompare");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#opCompareTable").tryQuery().isPresent());
        TableView<ComparisonRow> table = robot.lookup("#opCompareTable").queryTableView();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !table.getItems().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(table.isVisible(), "the comparison shows without a click");
        javafx.stage.Stage window = (javafx.stage.Stage) table.getScene().getWindow();
        assertEquals("Compared with the Sandbox: List cast of a movie", window.getTitle());
        assertTrue(table.getWidth() >= 800, "as wide as a window of its own: " + table.getWidth());
        assertEquals(List.of("Item", "Differs in", "Sandbox", "Sandbox"),
                table.getColumns().stream().map(c -> c.getText()).toList());
        assertEquals("(absent)", table.getItems().get(0).right());
        robot.interact(() -> window.getOwner().getScene()
                .setRoot(new javafx.scene.layout.Pane())); // the tab leaves its window (closed)
        assertFalse(window.isShowing(), "closes with its tab");
    }

    @Test
    void segmentsAreTypedAndAlwaysShowTheirValue() throws Exception {
        SandboxGateway sandbox = SandboxGateway.of(MOVIES);
        OperationViewModel vm = new OperationViewModel(tasks, () -> sandbox, () -> MOVIES);
        FxToolkit.setupStage(stage -> {
            stage.setScene(new Scene(new OperationView(vm), 700, 800));
            stage.show();
        });
        robot.interact(() -> vm.form().kindProperty().set(ReadKind.SCAN));
        Spinner<Integer> segments = robot.lookup("#opSegments").queryAs(Spinner.class);
        assertTrue(segments.getWidth() >= segments.prefWidth(-1) - 0.5, "a narrow window squeezed it: "
                + segments.getWidth());
        robot.doubleClickOn(segments.getEditor()).write("8").type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(8, vm.form().segmentsProperty().get());
        assertTrue(robot.lookup("#opJson").queryAs(TextArea.class).getText().contains("\"TotalSegments\": 8"));
        robot.interact(() -> segments.getEditor().setText(""));
        robot.write("x"); // refused: digits only
        robot.clickOn("#opJson");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("8", segments.getEditor().getText(), "an emptied field shows the value again");
        assertEquals(8, vm.form().segmentsProperty().get());
    }

    @Test
    void aGetInTheItemTabShowsItsItemInTheGridAndItsJsonFlowsBackIntoTheForm() throws Exception {
        SandboxGateway sandbox = SandboxGateway.of(MOVIES);
        ItemOperationViewModel vm = new ItemOperationViewModel(tasks, () -> sandbox, () -> MOVIES);
        FxToolkit.setupStage(stage -> {
            stage.setScene(new Scene(new ItemOperationView(vm), 1200, 800));
            stage.show();
        });
        robot.clickOn("#itemKey-pk").write("mov#tt1375666");
        robot.clickOn("#itemKey-sk").write("mov#tt1375666");
        robot.clickOn("#itemRun");
        TableView<GridRow> grid = robot.lookup("#itemGrid").queryTableView();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> grid.getItems().size() == 1);
        assertTrue(grid.getItems().get(0).value("pk").toString().contains("mov#tt1375666"));
        assertTrue(robot.lookup("#itemSummary").queryLabeled().getText().startsWith("1 item · 0.5 RCU · "));
        assertTrue(robot.lookup("#itemResultJson").queryAs(TextArea.class).getText().contains("\"mov#tt1375666\""));

        TextArea json = robot.lookup("#itemJson").queryAs(TextArea.class);
        // The key's members come in no fixed order: change the sort key's value where it stands.
        String edited = json.getText().replaceFirst("(\"sk\"\\s*:\\s*\\{\\s*\"S\"\\s*:\\s*\")mov#tt1375666",
                "$1act#nm0000138");
        robot.interact(() -> json.setText(edited));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("act#nm0000138", robot.lookup("#itemKey-sk").queryAs(javafx.scene.control.TextField.class).getText());
        assertEquals("", vm.noteProperty().get());
    }
}
