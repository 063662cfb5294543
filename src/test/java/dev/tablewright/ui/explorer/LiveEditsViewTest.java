package dev.tablewright.ui.explorer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.LocalItems;
import dev.tablewright.aws.connect.Connection;
import dev.tablewright.aws.live.AttributeConflict;
import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.engine.api.GetItemRequest;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.common.FxTaskRunner;
import dev.tablewright.ui.pivot.GridCell;
import dev.tablewright.ui.pivot.GridRow;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.AfterEach;
import dev.tablewright.ui.common.FxStages;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Editing live items on a shown window, on the Sandbox connection: a cell typed into in the explorer's
 * grid is written to the table and its row shows it; a change made behind the grid's back opens the
 * conflict pane with both versions, and Write mine over theirs writes.
 */
@ExtendWith(FxStages.class)
class LiveEditsViewTest {
    private static final String TABLE = "live-edits-view";

    private final FxRobot robot = new FxRobot();
    private final FxTaskRunner tasks = new FxTaskRunner();
    private final SandboxGateway sandbox = SandboxGateway.empty();

    @AfterEach
    void close() throws Exception {
        tasks.close();
    }

    private static Map<String, AttributeValue> key(int i) {
        return Map.of("pk", AttributeValue.s("P" + i % 3), "sk", new AttributeValue.N(new BigDecimal(i)));
    }

    private Optional<Item> now(int i) {
        return sandbox.getItem(GetItemRequest.of(TABLE, key(i)));
    }

    private TableView<GridRow> showGrid() throws Exception {
        sandbox.createTable(TableDesign.of(TABLE, KeySchema.of("pk", AttributeType.S, "sk", AttributeType.N)));
        LocalItems.put(sandbox, TABLE, 12, i -> new Item(Map.of("pk", AttributeValue.s("P" + i % 3),
                "sk", new AttributeValue.N(new BigDecimal(i)), "title", AttributeValue.s("t" + i))));
        FxToolkit.setupStage(stage -> {
            // The Sandbox connection, as the app leases it: one gateway holding what was written.
            TableExplorerViewModel vm = new TableExplorerViewModel(tasks, c -> sandbox, () -> null,
                    new FxItemPrompts(() -> stage));
            TabPane centre = new TabPane();
            TableExplorerView view = new TableExplorerView(vm, tab -> {
                centre.getTabs().add(tab);
                centre.getSelectionModel().select(tab);
            });
            stage.setScene(new Scene(new SplitPane(view, centre), 1400, 900));
            stage.show();
            vm.connectionProperty().set(Connection.SANDBOX);
            view.open(TABLE);
        });
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !robot.lookup("#browseShow").queryButton().isDisabled());
        robot.clickOn("#browseShow");
        TableView<GridRow> grid = robot.lookup("#browseGrid").queryTableView();
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> grid.getItems().size() == 12);
        return grid;
    }

    /** The title cell of the row showing item {@code sk}. */
    private GridCell titleCell(TableView<GridRow> grid, int sk) {
        int index = rowOf(grid, sk);
        robot.interact(() -> grid.scrollTo(index));
        WaitForAsyncUtils.waitForFxEvents();
        return robot.lookup(n -> n instanceof GridCell c && c.getTableColumn() != null
                && "column-title".equals(c.getTableColumn().getId()) && c.getIndex() == index).query();
    }

    private static int rowOf(TableView<GridRow> grid, int sk) {
        for (int i = 0; i < grid.getItems().size(); i++) {
            if (grid.getItems().get(i).value("sk").equals(new AttributeValue.N(new BigDecimal(sk)))) {
                return i;
            }
        }
        throw new AssertionError("no row for sk " + sk);
    }

    private void type(GridCell cell, String text) {
        robot.doubleClickOn(cell);
        WaitForAsyncUtils.waitForFxEvents();
        robot.write(text).type(KeyCode.ENTER);
    }

    @Test
    void aCellTypedIntoIsWrittenToTheTableAndItsRowShowsIt() throws Exception {
        TableView<GridRow> grid = showGrid();
        type(titleCell(grid, 4), "renamed");
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> now(4).map(i -> i.attributes().get("title"))
                .equals(Optional.of(AttributeValue.s("renamed"))));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> AttributeValue.s("renamed").equals(grid.getItems().get(rowOf(grid, 4)).value("title")));
        assertEquals("Saved pk = P1, sk = 4", robot.lookup("#editMessage").queryAs(Label.class).getText());
        assertEquals(12, grid.getItems().size());
    }

    @Test
    @SuppressWarnings("unchecked")
    void aChangeBehindTheGridsBackOpensTheConflictPaneAndWriteMineWritesOnlyMine() throws Exception {
        TableView<GridRow> grid = showGrid();
        Item theirs = new Item(Map.of("pk", AttributeValue.s("P2"), "sk", AttributeValue.n(5),
                "title", AttributeValue.s("theirs"), "director", AttributeValue.s("D")));
        sandbox.putItem(PutItemRequest.of(TABLE, theirs));
        type(titleCell(grid, 5), "mine");
        Node pane = robot.lookup("#conflictPane").query();
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, pane::isVisible);
        WaitForAsyncUtils.waitForFxEvents();
        TableView<AttributeConflict> rows = robot.lookup("#conflictRows").queryAs(TableView.class);
        assertEquals(List.of("title", "director"), rows.getItems().stream().map(AttributeConflict::name).toList());
        assertEquals(List.of("title", "t5", "theirs", "mine", "both: yours overwrites theirs"), cells(rows, 0));
        assertEquals(List.of("director", "(none)", "D", "(none)", "them"), cells(rows, 1));
        assertEquals("Write mine over theirs writes only title; their change to director stays.",
                robot.lookup("#conflictResolution").queryAs(Label.class).getText());
        assertEquals(Optional.of(theirs), now(5));
        robot.clickOn("#conflictWriteMine");
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> now(5).map(i -> i.attributes().get("title"))
                .equals(Optional.of(AttributeValue.s("mine"))));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(!pane.isVisible());
        assertEquals(Optional.of(AttributeValue.s("D")), now(5).orElseThrow().get("director"), "theirs kept");
    }

    /** The texts of a row of the conflict's table, column by column. */
    private static List<String> cells(TableView<AttributeConflict> table, int row) {
        return table.getColumns().stream().map(c -> String.valueOf(c.getCellData(row))).toList();
    }

    @Test
    void severalRowsAreDeletedAfterTheQuestionGivesTheirCount() throws Exception {
        TableView<GridRow> grid = showGrid();
        robot.interact(() -> grid.getSelectionModel().selectIndices(0, 1, 2));
        robot.clickOn("#editDelete");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup(".dialog-pane").tryQuery().isPresent());
        DialogPane question = robot.lookup(".dialog-pane").queryAs(DialogPane.class);
        assertTrue(question.getContentText().startsWith("Delete 3 items from " + TABLE), question.getContentText());
        assertTrue(question.getContentText().contains("not checked for changes since read"));
        robot.clickOn(robot.lookup(".dialog-pane .button").match(n -> "Delete".equals(((Button) n).getText()))
                .queryButton());
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> grid.getItems().size() == 9);
        assertEquals("Deleted 3 items", robot.lookup("#editMessage").queryAs(Label.class).getText());
        assertEquals(9, sandbox.scan(ScanRequest.of(TABLE)).items().size());
    }

    @Test
    void anItemEditedAsJsonKeepsItsTextWhenRefusedAndIsWrittenWhenRight() throws Exception {
        TableView<GridRow> grid = showGrid();
        int index = rowOf(grid, 7);
        robot.interact(() -> grid.getSelectionModel().clearAndSelect(index));
        robot.clickOn("#editJson");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#itemJsonText").tryQuery().isPresent());
        TextArea text = robot.lookup("#itemJsonText").queryAs(TextArea.class);
        String moved = text.getText().replace("\"t7\"", "\"edited\"").replace("\"P1\"", "\"P9\"");
        robot.interact(() -> text.setText(moved));
        robot.clickOn(robot.lookup(".dialog-pane .button").match(n -> "Save".equals(((Button) n).getText()))
                .queryButton());
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.lookup("#itemJsonError").queryAs(Label.class).getText().startsWith("An item's key cannot"));
        assertEquals(moved, text.getText(), "the dialog stays open with the text as typed");
        robot.interact(() -> text.setText(moved.replace("\"P9\"", "\"P1\"")));
        robot.clickOn(robot.lookup(".dialog-pane .button").match(n -> "Save".equals(((Button) n).getText()))
                .queryButton());
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> now(7).map(i -> i.attributes().get("title"))
                .equals(Optional.of(AttributeValue.s("edited"))));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> AttributeValue.s("edited").equals(grid.getItems().get(rowOf(grid, 7)).value("title")));
    }
}
