package dev.tablewright.ui.operations;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.format.SampleModels;
import dev.tablewright.model.DataModel;
import dev.tablewright.ui.common.FxTaskRunner;
import dev.tablewright.ui.pivot.GridRow;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import org.junit.jupiter.api.AfterEach;
import dev.tablewright.ui.common.FxStages;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;
import java.util.concurrent.TimeUnit;

/** The PartiQL tab on a shown window (Monocle): type a statement, run it on the real task runner, see rows. */
@ExtendWith(FxStages.class)
class PartiqlViewTest {
    private static final DataModel MOVIES = SampleModels.read("movies-actors.json").model().orElseThrow();
    private final FxRobot robot = new FxRobot();
    private final FxTaskRunner tasks = new FxTaskRunner();

    @AfterEach
    void close() throws Exception {
        tasks.close();
    }

    @Test
    void aSelectTypedInTheTabRunsAndFillsTheGrid() throws Exception {
        SandboxGateway sandbox = SandboxGateway.of(MOVIES);
        PartiqlViewModel vm = new PartiqlViewModel(tasks, () -> sandbox, () -> MOVIES);
        FxToolkit.setupStage(stage -> {
            stage.setScene(new Scene(new PartiqlView(vm), 1200, 800));
            stage.show();
        });
        robot.interact(() -> {
            robot.lookup("#pqlStatement").queryAs(TextArea.class).setText("SELECT * FROM Movies WHERE pk = ?");
            robot.lookup("#pqlParameters").queryAs(TextArea.class).setText("[{\"S\": \"mov#tt1375666\"}]");
        });
        robot.clickOn("#pqlRun");
        TableView<GridRow> grid = robot.lookup("#pqlGrid").queryTableView();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !grid.getItems().isEmpty());
        assertTrue(grid.getItems().stream().allMatch(r -> r.value("pk").toString().contains("mov#tt1375666")));
        assertEquals("", grid.getColumns().get(0).getText(), "the entity colour first, as in the designer's grids");
        assertEquals("pk", grid.getColumns().get(1).getText());
        assertTrue(robot.lookup("#pqlSummary").queryAs(Label.class).getText().contains(" ms"));
        assertTrue(robot.lookup("#pqlResultJson").queryAs(TextArea.class).getText().contains("\"mov#tt1375666\""));
    }
}
