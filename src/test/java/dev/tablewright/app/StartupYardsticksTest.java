package dev.tablewright.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.MenuBar;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeView;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** The start-up yardsticks: which window the property opens, and the window of controls' controls. */
class StartupYardsticksTest {
    @Test
    void thePropertyChoosesTheAppTheEmptyWindowOrTheWindowOfControls() {
        String before = System.getProperty(BareWindow.PROPERTY);
        try {
            System.clearProperty(BareWindow.PROPERTY);
            assertNull(BareWindow.chosen(), "the app");
            System.setProperty(BareWindow.PROPERTY, "true");
            assertEquals(BareWindow.class, BareWindow.chosen());
            System.setProperty(BareWindow.PROPERTY, "controls");
            assertEquals(ControlsWindow.class, BareWindow.chosen());
        } finally {
            if (before == null) {
                System.clearProperty(BareWindow.PROPERTY);
            } else {
                System.setProperty(BareWindow.PROPERTY, before);
            }
        }
    }

    @Test
    void theWindowOfControlsHoldsTheKindsOfControlsTheAppsFirstFrameHas() throws Exception {
        FxToolkit.registerPrimaryStage();
        Parent[] content = new Parent[1];
        FxToolkit.setupStage(stage -> {
            content[0] = ControlsWindow.content();
            stage.setScene(new Scene(content[0], 1360, 860));
            stage.show();
        });
        WaitForAsyncUtils.waitForFxEvents();
        try {
            for (Class<?> kind : List.of(MenuBar.class, TreeView.class, TabPane.class, TableView.class)) {
                assertEquals(1, count(content[0], kind), kind.getSimpleName());
            }
            assertEquals(2, count(content[0], SplitPane.class), "the body's and the centre's");
            TableView<?> table = (TableView<?>) find(content[0], TableView.class);
            assertTrue(table.getItems().size() == 3 && table.getColumns().size() == 4, "a table of a few rows");
        } finally {
            FxToolkit.cleanupStages();
        }
    }

    private static int count(Node node, Class<?> kind) {
        int n = kind.isInstance(node) ? 1 : 0;
        if (node instanceof SplitPane s) {
            for (Node item : s.getItems()) {
                n += count(item, kind);
            }
        } else if (node instanceof Parent p && !(node instanceof TableView) && !(node instanceof TreeView)) {
            for (Node child : p.getChildrenUnmodifiable()) {
                n += count(child, kind);
            }
        }
        return n;
    }

    private static Node find(Node node, Class<?> kind) {
        if (kind.isInstance(node)) {
            return node;
        }
        List<Node> children = node instanceof SplitPane s ? s.getItems()
                : node instanceof Parent p ? p.getChildrenUnmodifiable() : List.of();
        for (Node child : children) {
            Node found = find(child, kind);
            if (found != null) {
                return found;
            }
        }
        return null;
    }
}
