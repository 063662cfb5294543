package dev.tablewright.ui.pivot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.ui.common.FxStages;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** On a shown table (Monocle): with rows of a fixed height, a scroll both ways asked for in one pulse lands. */
@ExtendWith(FxStages.class)
class FixedRowsTableSkinTest {
    private static final int ROWS = 500;
    private static final int COLUMNS = 40;
    private TableView<Integer> table;

    @Test
    void aRowAndAColumnScrolledToInOnePulseAreBothShown() throws Exception {
        FxToolkit.setupStage(stage -> {
            table = new TableView<>(FXCollections.observableList(IntStream.range(0, ROWS).boxed().toList()));
            table.setSkin(new FixedRowsTableSkin<>(table));
            table.setFixedCellSize(24);
            for (int c = 0; c < COLUMNS; c++) {
                int column = c;
                TableColumn<Integer, String> col = new TableColumn<>("c" + c);
                col.setPrefWidth(120);
                col.setCellValueFactory(f -> new ReadOnlyStringWrapper(f.getValue() + ":" + column));
                table.getColumns().add(col);
            }
            stage.setScene(new Scene(table, 600, 300));
            stage.show();
        });
        WaitForAsyncUtils.waitForFxEvents();
        for (int[] target : new int[][] {{400, 35}, {12, 3}, {250, 20}}) {
            WaitForAsyncUtils.asyncFx(() -> {
                table.scrollTo(target[0]);
                table.scrollToColumnIndex(target[1]);
            }).get(5, TimeUnit.SECONDS);
            WaitForAsyncUtils.waitForFxEvents();
            String expected = target[0] + ":" + target[1];
            List<String> shown = WaitForAsyncUtils.asyncFx(() -> table.lookupAll(".table-cell").stream()
                    .filter(Node::isVisible).map(n -> ((TableCell<?, ?>) n).getText())
                    .filter(expected::equals).toList()).get(5, TimeUnit.SECONDS);
            assertEquals(List.of(expected), shown, "row " + target[0] + ", column " + target[1] + " in the scene");
        }
        assertTrue(table.getSkin() instanceof FixedRowsTableSkin);
    }
}
