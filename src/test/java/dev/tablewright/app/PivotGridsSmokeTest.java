package dev.tablewright.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.ui.pivot.GridRow;
import dev.tablewright.ui.pivot.PivotGridViewModel;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.control.Spinner;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Labeled;
import javafx.scene.control.TableCell;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** The pivoted grids in the real window, headless: add an item, see its keys; move it; undo. */
class PivotGridsSmokeTest {
    private RunningApp running;
    private TablewrightApp app;
    private Stage stage;
    private final FxRobot robot = new FxRobot();

    @BeforeEach
    void open() throws Exception {
        running = RunningApp.start();
        app = running.app;
        stage = running.stage;
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> app.viewModel().pivots().grids().size() == 4);
        robot.interact(() -> app.window().showTab("Movies"));
        WaitForAsyncUtils.waitForFxEvents();
    }

    @AfterEach
    void close() throws Exception {
        running.close();
    }

    private PivotGridViewModel grid(String name) {
        return app.viewModel().pivots().grids().stream().filter(g -> g.tabName().equals(name)).findFirst().orElseThrow();
    }

    private static Optional<GridRow> row(PivotGridViewModel g, String id) {
        return g.rows().stream().filter(r -> r.id().equals(id)).findFirst();
    }

    private void waitUntil(java.util.concurrent.Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void anAddedItemShowsItsDerivedKeysMovesWithItsSourceAndUndoPutsItBack() throws Exception {
        robot.clickOn(visible("#addItemButton"));
        // The menu's item, not the diagram box of the same name (hidden in its tab, but in the scene).
        java.util.function.Predicate<Node> castMemberItem = n -> n instanceof Labeled l && "CastMember".equals(l.getText())
                && n.getScene().getWindow() instanceof ContextMenu;
        Node item = robot.lookup(castMemberItem).query();
        robot.clickOn(item);
        waitUntil(() -> row(grid("Movies"), "CastMember#14").isPresent());
        GridRow added = row(grid("Movies"), "CastMember#14").orElseThrow();
        assertEquals(AttributeValue.s("mov#movieId-15"), added.value("pk"));
        assertEquals(AttributeValue.s("act#actorId-15"), added.value("sk"));
        // Looked up on the FX thread: the grids are still being rebuilt there, and a scene-graph walk from
        // the test thread can meet a list being changed (a flake under load).
        @SuppressWarnings("unchecked")
        TableView<GridRow> table = (TableView<GridRow>) WaitForAsyncUtils.asyncFx(
                () -> robot.lookup("#pivotTable-Movies").query()).get();
        String selected = WaitForAsyncUtils.asyncFx(() -> table.getSelectionModel().getSelectedItem().id()).get();
        assertEquals("CastMember#14", selected, "the new row is selected");

        robot.interact(() -> app.window().showTab("GSI-1"));
        waitUntil(() -> row(grid("GSI-1"), "CastMember#14").isPresent());
        TableView<GridRow> gsi1 = robot.lookup("#pivotTable-GSI-1").queryAs(TableView.class);
        assertEquals("CastMember#14", gsi1.getSelectionModel().getSelectedItem().id(), "selected in the index too");

        // Type a new movieId into the cell: the item moves to that movie's partition in every grid.
        robot.interact(() -> app.window().showTab("Movies"));
        WaitForAsyncUtils.waitForFxEvents();
        TableCell<?, ?> cell = cellOf(table, "CastMember#14", "movieId");
        robot.doubleClickOn(cell);
        robot.write("tt0109830");
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        waitUntil(() -> row(grid("Movies"), "CastMember#14").map(r -> r.value("pk"))
                .equals(Optional.of(AttributeValue.s("mov#tt0109830"))));
        assertTrue(row(grid("GSI-1"), "CastMember#14").orElseThrow().value("pk").equals(AttributeValue.s("mov#tt0109830")));

        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        waitUntil(() -> row(grid("Movies"), "CastMember#14").map(r -> r.value("pk"))
                .equals(Optional.of(AttributeValue.s("mov#movieId-15"))));
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        waitUntil(() -> row(grid("Movies"), "CastMember#14").isEmpty());
    }

    @Test
    void anEditedItemThatLeavesTheFilterIsNamedAndClearFilterShowsIt() throws Exception {
        robot.clickOn(visible("#gridFilter")).write("hanks");
        waitUntil(() -> grid("Movies").rows().size() < 49);
        TableView<GridRow> table = robot.lookup("#pivotTable-Movies").queryAs(TableView.class);
        GridRow hanks = grid("Movies").rows().stream().filter(r -> "Actor".equals(r.entity())).findFirst().orElseThrow();
        robot.doubleClickOn(cellOf(table, hanks.id(), "actorName"));
        robot.press(KeyCode.CONTROL).type(KeyCode.A).release(KeyCode.CONTROL);
        robot.write("Tom Cruise");
        robot.type(KeyCode.ENTER);
        waitUntil(() -> row(grid("Movies"), hanks.id()).isEmpty());
        Label notice = robot.lookup("#gridHiddenByFilter").queryAs(Label.class);
        assertTrue(notice.getParent().isVisible() && notice.getText().contains("does not match the filter"), notice.getText());

        robot.clickOn(visible("#gridClearFilter"));
        waitUntil(() -> row(grid("Movies"), hanks.id()).isPresent());
        assertEquals(AttributeValue.s("Tom Cruise"), row(grid("Movies"), hanks.id()).orElseThrow().value("actorName"));
        assertTrue(!notice.getParent().isVisible(), "the notice goes with the filter");
        assertEquals("", robot.lookup("#gridFilter").queryAs(javafx.scene.control.TextField.class).getText());
    }

    @Test
    void tenThousandGeneratedItemsArePivotedOffTheFxThreadWhileItKeepsAnswering() throws Exception {
        var generate = app.viewModel().generate();
        robot.clickOn("Data");
        robot.clickOn("#generateItem");
        WaitForAsyncUtils.waitForFxEvents();
        Spinner<Integer> all = robot.lookup("#generateAll").queryAs(Spinner.class);
        robot.interact(() -> all.getValueFactory().setValue(2_000));
        robot.clickOn("Set all");
        assertTrue(generate.counts().stream().allMatch(c -> c.countProperty().get() == 2_000));

        // From the click on Generate until the grids show the items, ping the FX thread and count
        // the answers: a thread busy with the work could not answer.
        AtomicInteger answered = new AtomicInteger();
        AtomicInteger answeredWhileBusy = new AtomicInteger();
        AtomicBoolean busy = new AtomicBoolean(true);
        Thread pinger = new Thread(() -> {
            while (busy.get()) {
                Platform.runLater(() -> {
                    answered.incrementAndGet();
                    if (generate.runningProperty().get() || app.viewModel().pivots().pivotingProperty().get()) {
                        answeredWhileBusy.incrementAndGet();
                    }
                });
                try {
                    Thread.sleep(10);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        pinger.start();
        // StreamTotal is kept by the stream: computed from the generated streams, never generated.
        int generated = generate.counts().size() * 2_000;
        int before = itemCount();
        robot.clickOn("Generate");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> grid("Movies").rows().size() >= before + generated);
        busy.set(false);
        pinger.join();
        WaitForAsyncUtils.waitForFxEvents();

        assertEquals(itemCount(), grid("Movies").rows().size(), generate.resultProperty().get());
        assertTrue(itemCount() > before + generated, "the kept totals of the generated streams are there too");
        String fx = fxThreadName();
        assertTrue(!generate.generationThreads().isEmpty() && !generate.generationThreads().contains(fx),
                "generation ran on " + generate.generationThreads());
        assertTrue(!app.viewModel().pivots().pivotThreads().isEmpty()
                && !app.viewModel().pivots().pivotThreads().contains(fx), "pivoting ran on " + app.viewModel().pivots().pivotThreads());
        assertTrue(answeredWhileBusy.get() > 0, "the FX thread answered " + answeredWhileBusy.get()
                + " pings while the work ran (" + answered.get() + " in all)");
        assertEquals(String.format("Undo Generate %,d sample items", generated), app.viewModel().undoTextProperty().get());
    }

    /** Every item of the open model's one table. */
    private int itemCount() {
        return app.viewModel().document().model().tables().get(0).entities().stream()
                .mapToInt(e -> e.items().size()).sum();
    }

    private static String fxThreadName() throws Exception {
        String[] name = new String[1];
        WaitForAsyncUtils.asyncFx(() -> name[0] = Thread.currentThread().getName()).get();
        return name[0];
    }

    @Test
    void aRefusedCellKeepsItsEditorWithTheReason() throws Exception {
        TableView<GridRow> table = robot.lookup("#pivotTable-Movies").queryAs(TableView.class);
        String movie = grid("Movies").rows().stream().filter(r -> r.entity().equals("Movie")).findFirst().orElseThrow().id();
        TableCell<?, ?> cell = cellOf(table, movie, "runtimeMinutes");
        robot.doubleClickOn(cell);
        robot.write("long");
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(grid("Movies").messageProperty().get().startsWith("runtimeMinutes (N): "),
                grid("Movies").messageProperty().get());
        assertTrue(cell.isEditing(), "the editor stays open on refused input");
        robot.type(KeyCode.ESCAPE);
        assertTrue(!app.viewModel().document().history().canUndo(), "nothing was applied");
    }

    /** The node of that id in the selected tab (every tab's content is in the scene, the others hidden). */
    private Node visible(String query) {
        return robot.lookup(query).match(Node::isVisible).match(n -> n.getScene() != null
                && n.localToScreen(n.getBoundsInLocal()) != null && isShowing(n)).query();
    }

    private static boolean isShowing(Node n) {
        for (Node p = n; p != null; p = p.getParent()) {
            if (!p.isVisible()) {
                return false;
            }
        }
        return true;
    }

    /** The on-screen cell of an item's column, scrolled into view. */
    private TableCell<?, ?> cellOf(TableView<GridRow> table, String id, String column) throws Exception {
        int index = -1;
        for (int i = 0; i < table.getItems().size(); i++) {
            if (table.getItems().get(i).id().equals(id)) {
                index = i;
            }
        }
        int row = index;
        var col = table.getColumns().stream().filter(c -> c.getText().equals(column)).findFirst().orElseThrow();
        robot.interact(() -> {
            table.scrollTo(row);
            table.scrollToColumn(col);
        });
        WaitForAsyncUtils.waitForFxEvents();
        for (Node n : table.lookupAll(".grid-cell")) {
            TableCell<?, ?> c = (TableCell<?, ?>) n;
            if (c.getTableColumn() == col && c.getIndex() == row && c.isVisible()) {
                return c;
            }
        }
        throw new AssertionError("no visible cell for " + id + "." + column);
    }
}
