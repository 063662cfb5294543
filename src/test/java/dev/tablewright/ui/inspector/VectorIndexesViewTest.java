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

    /** The list's cells that show a row (not the one a list measures rows with, which is never shown). */
    private static java.util.stream.Stream<javafx.scene.control.ListCell<?>> rowCells(ListView<?> list) {
        return list.lookupAll(".list-cell").stream().<javafx.scene.control.ListCell<?>>map(n -> (javafx.scene.control.ListCell<?>) n)
                .filter(c -> !c.isEmpty() && c.getItem() != null && c.isVisible() && c.getParent().isVisible());
    }

    /** The texts the list's rows draw, as drawn (a clipped one ends with an ellipsis). */
    private static List<String> drawnTexts(ListView<?> list) {
        return rowCells(list)
                .map(c -> c.lookupAll(".text").stream().map(t -> ((javafx.scene.text.Text) t).getText())
                        .reduce("", String::concat))
                .toList();
    }

    /** Whether every text of the list's rows lies inside the list, so none is cut off at its edges. */
    private static boolean textsInside(ListView<?> list) {
        javafx.geometry.Bounds inside = list.localToScene(list.getLayoutBounds());
        return rowCells(list).flatMap(c -> c.lookupAll(".text").stream())
                .map(t -> t.localToScene(t.getLayoutBounds()))
                .allMatch(b -> b.getMinX() >= inside.getMinX() && b.getMaxX() <= inside.getMaxX() + 0.5
                        && b.getMinY() >= inside.getMinY() && b.getMaxY() <= inside.getMaxY() + 0.5);
    }

    /** Waits (5 s at most) for the list to lay out {@code rows} rows in full: it measures them, then grows. */
    private static void settle(ListView<?> list, int rows) {
        try {
            WaitForAsyncUtils.waitFor(5, java.util.concurrent.TimeUnit.SECONDS,
                    () -> drawnTexts(list).size() == rows && textsInside(list) && !scrollBarShown(list));
        } catch (java.util.concurrent.TimeoutException e) {
            // the assertions that follow say what is wrong
        }
    }

    private static boolean scrollBarShown(ListView<?> list) {
        return list.lookupAll(".scroll-bar").stream().anyMatch(Node::isVisible);
    }

    @Test
    void eachIndexRowShowsInFullWithoutAScrollBar() {
        TitledPane pane = find("#vectorIndexesPane", TitledPane.class);
        robot.interact(() -> pane.setExpanded(true));
        WaitForAsyncUtils.waitForFxEvents();
        @SuppressWarnings("unchecked")
        ListView<VectorIndexesSection.Row> list = find("#vectorIndexList", ListView.class);
        VectorIndexesSection.Row row = list.getItems().get(0);
        settle(list, 1);
        // The summary is longer than the inspector (420 px) is wide: it wraps inside the row instead.
        List<String> drawn = drawnTexts(list);
        assertEquals(1, drawn.size(), drawn.toString());
        assertTrue(drawn.get(0).replaceAll("\\s+", " ").contains(row.summary()), drawn.get(0));
        assertTrue(drawn.get(0).contains(row.name()), drawn.get(0));
        assertTrue(textsInside(list), "the row is not cut off at the list's edges");
        assertTrue(!scrollBarShown(list), "no scroll bar on a list of one index");

        // Three indexes: the list grows to show them all, still without a scroll bar.
        robot.interact(() -> document.load(VectorIndexesSectionTest.shop().withTable("Products",
                t -> t.withVectorIndexes(List.of(t.vectorIndexes().get(0), t.vectorIndexes().get(0).withName("second"),
                        t.vectorIndexes().get(0).withName("third"))))));
        robot.interact(() -> document.selectionProperty().set(new ModelPath.Table("Products")));
        WaitForAsyncUtils.waitForFxEvents();
        @SuppressWarnings("unchecked")
        ListView<VectorIndexesSection.Row> three = find("#vectorIndexList", ListView.class);
        robot.interact(() -> find("#vectorIndexesPane", TitledPane.class).setExpanded(true));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(3, three.getItems().size());
        settle(three, 3);
        assertEquals(3, drawnTexts(three).size(), drawnTexts(three).toString());
        assertTrue(drawnTexts(three).stream().allMatch(t -> t.replaceAll("\\s+", " ").contains(row.summary())),
                drawnTexts(three).toString());
        assertTrue(textsInside(three), "no row is cut off at the list's edges");
        assertTrue(!scrollBarShown(three), "no scroll bar on a list of three indexes");
    }
}
