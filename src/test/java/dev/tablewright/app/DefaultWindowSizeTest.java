package dev.tablewright.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.RequestRate;
import dev.tablewright.model.edit.AccessPatternEdits;
import dev.tablewright.ui.common.CutOffText;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.patterns.PatternCheck;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumnBase;
import javafx.scene.control.TableView;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.matcher.control.LabeledMatchers;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The real window at the size a first run opens with (headless): the diagram's Connect hint, the
 * query tab's pattern row and the Access patterns tab's Prices… and cost columns show whole.
 */
class DefaultWindowSizeTest {
    /** The Access patterns tab's figures: what it is for, so on screen and never cut. */
    private static final Set<String> FIGURES = Set.of("columnItems", "columnRcu", "columnWcu", "columnCost",
            "columnCostOnDemand", "columnCostProvisioned");
    private final FxRobot robot = new FxRobot();
    private RunningApp running;

    @BeforeEach
    void open() throws Exception {
        running = RunningApp.start(); // a clean app home: no saved window, the default size
        assertEquals(1360, running.stage.getScene().getWidth(), 1, "the default window size");
        assertEquals(860, running.stage.getScene().getHeight(), 1, "the default window size");
    }

    @AfterEach
    void close() throws Exception {
        running.close();
    }

    @Test
    void theConnectHintShowsWhole() {
        robot.interact(() -> robot.lookup("#connectButton").queryAs(ToggleButton.class).setSelected(true));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Click the entity the relationship starts from (Esc cancels).",
                robot.lookup("#diagramStatus").queryLabeled().getText());
        assertEquals(List.of(), cutOff("#diagram"));
    }

    @Test
    void theProblemsSeverityShowsWhole() throws Exception {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !running.app.viewModel().problems().problems().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        // Headers and severities only: a long message may end in "…" (its tooltip and the inspector have it).
        List<String> cut = new ArrayList<>();
        robot.interact(() -> {
            TableView<?> problems = robot.lookup("#problemsList").queryAs(TableView.class);
            problems.lookupAll(".column-header").forEach(h -> cut.addAll(CutOffText.under(h)));
            problems.lookupAll(".table-cell").stream()
                    .filter(n -> n instanceof TableCell<?, ?> c && c.getTableColumn() == problems.getColumns().get(0))
                    .forEach(c -> cut.addAll(CutOffText.under(c)));
        });
        assertEquals(List.of(), cut);
    }

    @Test
    void theQueryTabsPatternRowAndFormShowWhole() throws Exception {
        robot.press(KeyCode.CONTROL, KeyCode.T).release(KeyCode.T, KeyCode.CONTROL);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#opPatternUse").tryQuery().isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        Node tab = robot.lookup("#opPatternUse").query();
        while (!(tab instanceof dev.tablewright.ui.operations.OperationView)) {
            tab = tab.getParent();
        }
        Node view = tab;
        List<String> cut = new ArrayList<>();
        robot.interact(() -> cut.addAll(CutOffText.under(view)));
        assertEquals(List.of(), cut);

        // A long pattern's name in the picker may end in "…"; it must not push Use or Compare out.
        ComboBox<?> patterns = robot.lookup("#opPattern").queryComboBox();
        robot.clickOn(patterns);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> !patterns.getItems().isEmpty());
        robot.clickOn(robot.lookup(".combo-box-popup .list-cell")
                .match(LabeledMatchers.hasText("List top 10 most streamed movies by month")).queryAs(Node.class));
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            Node row = robot.lookup("#opPatternUse").query().getParent();
            for (String id : List.of("#opPatternUse", "#opPatternCompare")) {
                Node button = robot.lookup(id).query();
                assertEquals(List.of(), CutOffText.under(button), id);
                assertTrue(button.getBoundsInParent().getMaxX() <= row.getLayoutBounds().getMaxX() + 0.5, id + " in its row");
            }
        });
    }

    @Test
    void pricesAndTheCostColumnsAreOnScreenAndWhole() throws Exception {
        robot.interact(() -> {
            Document document = running.app.viewModel().document();
            AccessPattern cast = document.model().table("Movies").orElseThrow().accessPatterns().get(1);
            document.apply(AccessPatternEdits.replace("Movies", cast.name(), cast.withRate(new RequestRate(1000, 100))));
            running.app.window().showTab("Access patterns");
        });
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> robot.lookup("#patternTable").tryQuery()
                .map(t -> ((TableView<?>) t).getItems().stream().anyMatch(c -> ((PatternCheck) c).analysis().cost().isPresent()))
                .orElse(false));
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            // Behind the toolbar's overflow button it is not in the scene at all.
            Node bar = robot.lookup("#accessPatterns .tool-bar").query();
            assertTrue(robot.lookup("#patternPrices").tryQuery().map(prices -> onScreenWithin(prices, bar)).orElse(false),
                    "Prices… is on the toolbar, not behind its overflow button");
            TableView<?> table = robot.lookup("#patternTable").queryAs(TableView.class);
            List<String> problems = new ArrayList<>();
            for (Node n : table.lookupAll(".column-header")) {
                if (n instanceof javafx.scene.control.skin.TableColumnHeader h && h.getTableColumn() != null
                        && FIGURES.contains(h.getTableColumn().getId())) {
                    if (!onScreenWithin(h, table)) {
                        problems.add(h.getTableColumn().getText() + " is off screen");
                    }
                    problems.addAll(CutOffText.under(h));
                }
            }
            for (Node n : table.lookupAll(".table-cell")) {
                if (n instanceof TableCell<?, ?> c && !c.isEmpty() && FIGURES.contains(idOf(c.getTableColumn()))) {
                    problems.addAll(CutOffText.under(c));
                }
            }
            assertEquals(List.of(), problems);
        });
    }

    @Test
    void aFilteredGridKeepsItsButtonsWhole() throws Exception {
        javafx.scene.control.TabPane centre = robot.lookup("#centreTabs").queryAs(javafx.scene.control.TabPane.class);
        robot.interact(() -> centre.getSelectionModel().select(2)); // the table's grid
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#entityFilter").tryQuery().isPresent());
        robot.interact(() -> robot.lookup("#entityFilter").queryComboBox().getSelectionModel().select(1));
        WaitForAsyncUtils.waitForFxEvents();
        List<String> cut = new ArrayList<>();
        robot.interact(() -> {
            for (String id : List.of("#entityFilter", "#addItemButton", "#duplicateButton", "#deleteItemsButton",
                    "#copyButton")) {
                cut.addAll(CutOffText.under(robot.lookup(id).query()));
            }
        });
        assertEquals(List.of(), cut);
    }

    private static String idOf(TableColumnBase<?, ?> column) {
        return column == null ? "" : column.getId();
    }

    /** True when the node is shown (in the scene, every ancestor visible) and lies inside {@code area}. */
    private static boolean onScreenWithin(Node node, Node area) {
        if (node.getScene() == null) {
            return false;
        }
        for (Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        Bounds b = node.localToScene(node.getLayoutBounds());
        Bounds a = area.localToScene(area.getLayoutBounds());
        return b.getWidth() > 0 && b.getMinX() >= a.getMinX() - 0.5 && b.getMaxX() <= a.getMaxX() + 0.5;
    }

    private List<String> cutOff(String query) {
        List<String> cut = new ArrayList<>();
        robot.interact(() -> cut.addAll(CutOffText.under(robot.lookup(query).query())));
        return cut;
    }
}
