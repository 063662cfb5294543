package dev.tablewright.ui.pivot;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.format.SampleModels;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import javafx.scene.control.TableView;


import dev.tablewright.ui.common.FxStages;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** A filtered grid on a shown window (Monocle): every partition shown still has its merged key cell. */
@ExtendWith(FxStages.class)
class PivotGridViewFilterTest {
    private PivotGridViewModel movies;
    private PivotGridView view;

    @Test
    void anEntityFilterKeepsEveryPartitionsKeyCell() throws Exception {
        FxToolkit.setupStage(stage -> {
            Document document = new Document();
            document.load(SampleModels.read(SampleModels.FIRST).model().orElseThrow());
            movies = new PivotGridsViewModel(document, new ImmediateTaskRunner()).grids().get(0);
            view = new PivotGridView(movies);
            stage.setScene(new Scene(view, 1000, 700));
            stage.show();
        });
        // Each movie is the last row of its partition (its sort key follows its cast's).
        WaitForAsyncUtils.asyncFx(() -> movies.entityFilterProperty().set("Movie")).get(5, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        List<String> shown = WaitForAsyncUtils.asyncFx(() -> keyCells(view.table())).get(5, TimeUnit.SECONDS);
        assertEquals(List.of("mov#tt0109830 (1 of 5)", "mov#tt0110912 (1 of 9)", "mov#tt0111161 (1 of 11)",
                "mov#tt0468569 (1 of 14)", "mov#tt1375666 (1 of 9)"), shown);
    }

    /** The texts of the partition column's cells on screen, top to bottom. */
    private static List<String> keyCells(TableView<GridRow> table) {
        return table.lookupAll(".grid-cell").stream()
                .map(GridCell.class::cast)
                .filter(c -> c.getTableColumn() == table.getColumns().get(1) && !c.isEmpty())
                .sorted(Comparator.comparingInt(GridCell::getIndex))
                .map(GridCell::getText)
                .toList();
    }
}
