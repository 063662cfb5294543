package dev.tablewright.ui.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import atlantafx.base.theme.PrimerLight;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.VectorIndex;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.FxStages;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import java.util.List;
import javafx.application.Application;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** The Vector indexes section headless (Monocle): typed into by keyboard, Tab moves through it, Enter adds. */
@ExtendWith(FxStages.class)
class VectorIndexesViewTest {
    private final FxRobot robot = new FxRobot();
    private Document document;

    @BeforeEach
    void show() throws Exception {
        document = new Document();
        document.load(VectorIndexesSectionTest.shop());
        FxToolkit.setupStage(stage -> {
            Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
            InspectorViewModel inspector = new InspectorViewModel(document, new ImmediateTaskRunner());
            stage.setScene(new Scene(new InspectorView(inspector), 420, 780));
            stage.show();
        });
        robot.interact(() -> document.selectionProperty().set(new ModelPath.Table("Products")));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private <T extends Node> T find(String query, Class<T> type) {
        return Lookups.find(robot, query, type);
    }

    private Node focused() {
        return robot.listTargetWindows().get(0).getScene().getFocusOwner();
    }

    @Test
    void theKeyboardAddsAnIndexAndTheFixedFieldsSaySo() {
        TitledPane pane = find("#vectorIndexesPane", TitledPane.class);
        assertEquals("Vector indexes (1)", pane.getText());
        robot.interact(() -> pane.setExpanded(true));
        @SuppressWarnings("unchecked")
        ComboBox<String> attribute = find("#vectorAttribute", ComboBox.class);
        assertNull(attribute.getTooltip(), "a new index: nothing is fixed yet");

        TextField name = find("#vectorIndexName", TextField.class);
        robot.interact(name::requestFocus);
        robot.type(KeyCode.TAB);
        assertEquals(attribute, focused(), "Tab goes from the name to the vector attribute");
        robot.write("titleVector");
        robot.type(KeyCode.TAB);
        assertEquals(find("#vectorDimensions", TextField.class), focused());
        robot.write("768");
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();

        List<VectorIndex> indexes = document.model().table("Products").orElseThrow().vectorIndexes();
        assertEquals(List.of("by-embedding", "VectorIndex1"), indexes.stream().map(VectorIndex::name).toList());
        assertEquals("titleVector", indexes.get(1).vectorAttribute());
        assertEquals(768, indexes.get(1).dimensions());
        assertEquals("Add vector index VectorIndex1", document.history().undoTextProperty().get());
        assertEquals("Vector indexes (2)", pane.getText());
        assertEquals(1, find("#vectorIndexList", ListView.class).getSelectionModel().getSelectedIndex());
        assertTrue(attribute.getTooltip().getText().contains(VectorIndexesSection.FIXED),
                "an index of the model: its vector attribute is fixed at creation");
        assertTrue(find("#vectorDimensions", TextField.class).getTooltip().getText()
                .contains("changing it makes a new index (delete + create)"));
    }
}
