package dev.tablewright.ui.pivot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.SampleModels;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.FxStages;
import dev.tablewright.ui.common.FxTaskRunner;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;
import java.util.concurrent.TimeUnit;

/** The products-vectors sample on a shown window (Monocle): its vector index has a tab that searches with Ctrl+Enter. */
@ExtendWith(FxStages.class)
class VectorPanelViewTest {
    private final FxRobot robot = new FxRobot();
    private final FxTaskRunner tasks = new FxTaskRunner();

    @AfterEach
    void close() throws Exception {
        tasks.close();
    }

    @Test
    void theVectorIndexTabSearchesASampleItemsVector() throws Exception {
        Document doc = new Document();
        TabPane pane = new TabPane();
        FxToolkit.setupStage(stage -> {
            doc.load(SampleModels.read("products-vectors.json").model().orElseThrow());
            PivotTabs.bind(pane, 0, new PivotGridsViewModel(doc, tasks));
            stage.setScene(new Scene(pane, 1200, 900));
            stage.show();
        });
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> pane.getTabs().stream()
                .anyMatch(t -> "tab-ByEmbedding".equals(t.getId())));
        Tab tab = pane.getTabs().stream().filter(t -> "tab-ByEmbedding".equals(t.getId())).findFirst().orElseThrow();
        robot.interact(() -> pane.getSelectionModel().select(tab));
        robot.interact(() -> {
            robot.lookup("#vpSample").queryAs(ComboBox.class).setValue("PRODUCT#prd-ef36be · PRODUCT");
            robot.lookup("#vpPartition").queryAs(ComboBox.class).setValue("footwear");
        });
        assertTrue(robot.lookup("#vpMeaning").queryAs(Label.class).getText().contains("lower is nearer"));
        robot.clickOn("#vpTopK").press(KeyCode.CONTROL).press(KeyCode.ENTER).release(KeyCode.ENTER).release(KeyCode.CONTROL);
        TableView<GridRow> results = robot.lookup("#vpResults").queryTableView();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !results.getItems().isEmpty());
        assertEquals(SearchGrid.SCORE, results.getColumns().get(0).getText());
        assertEquals("PK", results.getColumns().get(1).getText());
        assertEquals(AttributeValue.s("PRODUCT#prd-ef36be"), results.getItems().get(0).value("PK"));
        assertTrue(robot.lookup("#vpSummary").queryAs(Label.class).getText().endsWith("nearest first"));
    }
}
