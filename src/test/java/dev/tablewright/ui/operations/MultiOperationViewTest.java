package dev.tablewright.ui.operations;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.format.SampleModels;
import dev.tablewright.format.request.MultiOperation;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.ui.common.FxTaskRunner;
import dev.tablewright.ui.pivot.GridRow;
import javafx.scene.Scene;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import org.junit.jupiter.api.AfterEach;
import dev.tablewright.ui.common.FxStages;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/** The batch and transaction tab on a shown window (Monocle): a TransactGet of two rows, run on the Sandbox. */
@ExtendWith(FxStages.class)
class MultiOperationViewTest {
    private static final DataModel MOVIES = SampleModels.read("movies-actors.json").model().orElseThrow();
    private final FxRobot robot = new FxRobot();
    private final FxTaskRunner tasks = new FxTaskRunner();

    @AfterEach
    void close() throws Exception {
        tasks.close();
    }

    @Test
    void aTransactGetOfTwoRowsRunsAndShowsTwoItems() throws Exception {
        SandboxGateway sandbox = SandboxGateway.of(MOVIES);
        MultiOperationViewModel vm = new MultiOperationViewModel(tasks, () -> sandbox, () -> MOVIES);
        FxToolkit.setupStage(stage -> {
            stage.setScene(new Scene(new MultiOperationView(vm), 1300, 850));
            stage.show();
        });
        robot.interact(() -> {
            @SuppressWarnings("unchecked")
            ChoiceBox<MultiOperation> operation = robot.lookup("#multiOperation").queryAs(ChoiceBox.class);
            operation.setValue(MultiOperation.TRANSACT_GET);
        });
        robot.clickOn("#multiAddRow");
        robot.interact(() -> {
            robot.lookup("#multiRow0Key0").queryAs(TextField.class).setText("mov#tt1375666");
            robot.lookup("#multiRow0Key1").queryAs(TextField.class).setText("mov#tt1375666");
            robot.lookup("#multiRow1Key0").queryAs(TextField.class).setText("mov#tt0109830");
            robot.lookup("#multiRow1Key1").queryAs(TextField.class).setText("mov#tt0109830");
        });
        assertTrue(robot.lookup("#multiJson").queryAs(TextArea.class).getText().contains("\"TransactItems\""));
        assertEquals("2 of 100 gets at most", robot.lookup("#multiLimit").queryAs(Label.class).getText());
        robot.clickOn("#multiRun");
        TableView<GridRow> grid = robot.lookup("#multiGrid").queryTableView();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> grid.getItems().size() == 2);
        Set<AttributeValue> found = grid.getItems().stream().map(r -> r.value("pk")).collect(Collectors.toSet());
        assertEquals(Set.of(AttributeValue.s("mov#tt1375666"), AttributeValue.s("mov#tt0109830")), found);
        assertTrue(robot.lookup("#multiSummary").queryAs(Label.class).getText().startsWith("2 of 2 found"));
    }
}
