package dev.tablewright.ui.pivot;

import dev.tablewright.ui.common.Hover;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.stream.KeptFixtures;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.FxStages;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The monthly-totals model in a shown grid (Monocle): a stream's minutes typed into its cell change its
 * month's total row and the grid names the stream's write; a total's cell opens no editor.
 */
@ExtendWith(FxStages.class)
class KeptRowsViewTest {
    private final FxRobot robot = new FxRobot();
    private final Document document = new Document();
    private PivotGridViewModel movies;
    private PivotGridView view;

    @BeforeEach
    void show() throws Exception {
        document.load(KeptFixtures.read(KeptFixtures.MONTHLY_TOTALS));
        movies = new PivotGridsViewModel(document, new ImmediateTaskRunner()).grids().get(0);
        FxToolkit.setupStage(stage -> {
            view = new PivotGridView(movies);
            stage.setScene(new Scene(view, 1400, 600));
            stage.show();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void editingAStreamsMinutesUpdatesItsTotalRowAndNamesTheStreamsWrite() {
        TableView<GridRow> table = view.table();
        robot.doubleClickOn(cellOf(table, "MOV#m1", "STR#2024-05-17T21:30:00Z#u2", "minutesWatched"));
        robot.press(KeyCode.CONTROL).type(KeyCode.A).release(KeyCode.CONTROL);
        robot.write("20");
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();

        TableCell<?, ?> minutes = cellOf(table, "MOV#m1", "TOTAL#2024-05", "minutes");
        assertEquals("115.75", minutes.getText(), "95.5 + 20 + 0.25");
        Label stream = robot.lookup("#gridStreamWrites-Movies").queryAs(Label.class);
        assertEquals("+1 write by the stream: MonthlyTotal MOV#m1/TOTAL#2024-05", stream.getText());
        assertTrue(stream.isVisible());
    }

    @Test
    void aTotalsCellIsDerivedOpensNoEditorAndSaysWhereItComesFrom() {
        TableCell<?, ?> minutes = cellOf(view.table(), "MOV#m1", "TOTAL#2024-05", "minutes");
        assertTrue(minutes.getTableRow().getPseudoClassStates().contains(PseudoClass.getPseudoClass("kept")));
        assertTrue(Hover.tooltipOf(minutes).getText().startsWith("Kept by the stream from Stream: streams = COUNT"),
                Hover.tooltipOf(minutes).getText());
        robot.doubleClickOn(minutes);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(minutes.isEditing(), "no editor opens on a kept item");
        assertEquals("MonthlyTotal items are kept by the stream from Stream: edit Stream items and the stream keeps "
                + "them.", robot.lookup("#gridMessage-Movies").queryAs(Label.class).getText());
        assertFalse(document.history().canUndo(), "nothing was applied");
        TableCell<?, ?> streamCell = cellOf(view.table(), "MOV#m1", "STR#2024-05-17T21:30:00Z#u2", "minutesWatched");
        assertFalse(streamCell.getTableRow().getPseudoClassStates().contains(PseudoClass.getPseudoClass("kept")));
    }

    /** The on-screen cell of the item at pk/sk in that column, scrolled into view. */
    private TableCell<?, ?> cellOf(TableView<GridRow> table, String pk, String sk, String column) {
        int index = -1;
        for (int i = 0; i < table.getItems().size(); i++) {
            GridRow r = table.getItems().get(i);
            if (AttributeValue.s(pk).equals(r.value("pk")) && AttributeValue.s(sk).equals(r.value("sk"))) {
                index = i;
            }
        }
        int row = index;
        TableColumn<GridRow, ?> col = table.getColumns().stream().filter(c -> c.getText().equals(column)).findFirst()
                .orElseThrow(() -> new AssertionError("no column " + column));
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
        throw new AssertionError("no visible cell for " + pk + "/" + sk + "." + column);
    }
}
