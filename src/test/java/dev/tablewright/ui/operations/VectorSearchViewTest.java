package dev.tablewright.ui.operations;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.format.SampleModels;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.ui.common.FxStages;
import dev.tablewright.ui.common.FxTaskRunner;
import dev.tablewright.ui.pivot.GridRow;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;
import java.util.concurrent.TimeUnit;

/** The Vector search tab on a shown window (Monocle), products-vectors sample: paste a vector, Ctrl+Enter, see scores. */
@ExtendWith(FxStages.class)
class VectorSearchViewTest {
    private static final DataModel PRODUCTS = SampleModels.read("products-vectors.json").model().orElseThrow();
    private final FxRobot robot = new FxRobot();
    private final FxTaskRunner tasks = new FxTaskRunner();

    @AfterEach
    void close() throws Exception {
        tasks.close();
    }

    @Test
    void aPastedVectorSearchedWithCtrlEnterFillsTheGridScoreFirst() throws Exception {
        SandboxGateway sandbox = SandboxGateway.of(PRODUCTS);
        VectorSearchViewModel vm = new VectorSearchViewModel(tasks, () -> sandbox, () -> PRODUCTS);
        FxToolkit.setupStage(stage -> {
            stage.setScene(new Scene(new VectorSearchView(vm), 1200, 900));
            stage.show();
        });
        robot.interact(() -> {
            robot.lookup("#vsVector").queryAs(TextArea.class).setText(
                    "[-0.215068, 0.648221, -0.274878, -0.333937, -0.512297, 0.077521, 0.143965, 0.239374]");
            robot.lookup("#vsCondition").queryAs(TextField.class).setText("category = footwear");
        });
        assertTrue(robot.lookup("#vsMeaning").queryAs(Label.class).getText().contains("lower is nearer"));
        assertTrue(robot.lookup("#vsJson").queryAs(TextArea.class).getText().contains("ByEmbedding"));
        robot.clickOn("#vsTopK").press(KeyCode.CONTROL).press(KeyCode.ENTER).release(KeyCode.ENTER).release(KeyCode.CONTROL);
        TableView<GridRow> grid = robot.lookup("#vsGrid").queryTableView();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !grid.getItems().isEmpty());
        assertEquals(VectorSearchViewModel.SCORE, grid.getColumns().get(1).getText());
        assertEquals(AttributeValue.s("PRODUCT#prd-ef36be"), grid.getItems().get(0).value("PK"));
    }

    @Test
    void aPatternPickedAndUsedFillsTheForm() throws Exception {
        SandboxGateway sandbox = SandboxGateway.of(PRODUCTS);
        VectorSearchViewModel vm = new VectorSearchViewModel(tasks, () -> sandbox, () -> PRODUCTS);
        FxToolkit.setupStage(stage -> {
            stage.setScene(new Scene(new VectorSearchView(vm), 1200, 900));
            stage.show();
        });
        javafx.scene.control.ComboBox<dev.tablewright.model.AccessPattern> pick = robot.lookup("#vsPattern").queryComboBox();
        robot.interact(() -> {
            pick.show();
            pick.hide();
            pick.getSelectionModel().select(pick.getItems().stream().filter(p -> p.name().equals("Similar products"))
                    .findFirst().orElseThrow());
        });
        robot.clickOn("#vsPatternUse");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("4", robot.lookup("#vsTopK").queryAs(TextField.class).getText());
        assertEquals("category = footwear", robot.lookup("#vsCondition").queryAs(TextField.class).getText());
        assertTrue(robot.lookup("#vsVector").queryAs(TextArea.class).getText().startsWith("["));
    }

    @Test
    void theRequestJsonIsEditableAndTheFormFollowsItOrTheNoteSaysWhy() throws Exception {
        SandboxGateway sandbox = SandboxGateway.of(PRODUCTS);
        VectorSearchViewModel vm = new VectorSearchViewModel(tasks, () -> sandbox, () -> PRODUCTS);
        FxToolkit.setupStage(stage -> {
            stage.setScene(new Scene(new VectorSearchView(vm), 1200, 900));
            stage.show();
        });
        TextArea json = robot.lookup("#vsJson").queryAs(TextArea.class);
        robot.interact(() -> {
            robot.lookup("#vsVector").queryAs(TextArea.class).setText("[1, 0, 0, 0, 0, 0, 0, 0]");
            robot.lookup("#vsCondition").queryAs(TextField.class).setText("category = footwear");
        });
        assertTrue(json.isEditable());
        robot.interact(() -> json.setText(json.getText().replaceAll("\"TopK\"\\s*:\\s*10", "\"TopK\": 6")));
        assertEquals("6", robot.lookup("#vsTopK").queryAs(TextField.class).getText());
        assertEquals("", robot.lookup("#vsNote").queryAs(Label.class).getText());

        robot.interact(() -> json.setText(json.getText().replace("\"TopK\": 6", "\"TopK\": \"six\"")));
        assertEquals("the JSON is not a search-vectors request: $.TopK: expected a whole number, found 'six'",
                robot.lookup("#vsNote").queryAs(Label.class).getText());
        assertEquals("6", robot.lookup("#vsTopK").queryAs(TextField.class).getText());
        assertTrue(json.getText().contains("\"six\""), "what was typed stays");
    }

    @Test
    void inAShortWindowTheFormScrollsToItsRequestJson() throws Exception {
        SandboxGateway sandbox = SandboxGateway.of(PRODUCTS);
        VectorSearchViewModel vm = new VectorSearchViewModel(tasks, () -> sandbox, () -> PRODUCTS);
        FxToolkit.setupStage(stage -> {
            stage.setScene(new Scene(new VectorSearchView(vm), 1000, 420));
            stage.show();
        });
        javafx.scene.control.ScrollPane form = robot.lookup("#vsForm").queryAs(javafx.scene.control.ScrollPane.class);
        TextArea json = robot.lookup("#vsJson").queryAs(TextArea.class);
        robot.interact(() -> form.setVvalue(form.getVmax()));
        WaitForAsyncUtils.waitForFxEvents();
        javafx.geometry.Bounds shown = form.localToScene(form.getLayoutBounds());
        javafx.geometry.Bounds area = json.localToScene(json.getLayoutBounds());
        assertTrue(area.getMinY() >= shown.getMinY() && area.getMinY() + 40 <= shown.getMaxY(),
                "the JSON's first lines are in view: " + area + " in " + shown);
    }
}
