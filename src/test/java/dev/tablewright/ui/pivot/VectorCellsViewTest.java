package dev.tablewright.ui.pivot;

import dev.tablewright.ui.common.Hover;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.tablewright.format.pivot.CellText;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.DistanceFunction;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.SearchSchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.FxStages;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import dev.tablewright.ui.common.TextClipboard;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** On a shown grid (Monocle): a vector's cell shows it compactly, with the full value as its tooltip. */
@ExtendWith(FxStages.class)
class VectorCellsViewTest {
    private PivotGridView view;

    @Test
    void aVectorCellIsCompactAndItsTooltipHoldsTheWholeValue() throws Exception {
        AttributeValue.L long12 = VectorTextTest.vector(12);
        AttributeValue.L short4 = VectorTextTest.vector(4);
        AttributeValue.L plain3 = VectorTextTest.numbers("1", "2", "3");
        FxToolkit.setupStage(stage -> {
            TableDesign products = TableDesign.of("Products", KeySchema.of("pk", AttributeType.S))
                    .withVectorIndexes(List.of(new VectorIndex("by-embedding", "embedding", 4, DistanceFunction.COSINE,
                            Projection.ALL, SearchSchema.NONE)))
                    .withItems(List.of(Item.of("pk", new AttributeValue.S("P1"), "embedding", short4,
                            "history", long12, "sizes", plain3)));
            Document document = new Document();
            document.load(DataModel.of("m", List.of(products)));
            PivotGridViewModel grid = new PivotGridsViewModel(document, new ImmediateTaskRunner(),
                    TextClipboard.DISCARD).grids().get(0);
            view = new PivotGridView(grid);
            stage.setScene(new Scene(view, 1000, 400));
            stage.show();
        });
        WaitForAsyncUtils.waitForFxEvents();
        List<GridCell> cells = WaitForAsyncUtils.asyncFx(() -> view.table().lookupAll(".grid-cell").stream()
                .map(GridCell.class::cast).filter(c -> !c.isEmpty() && c.getIndex() == 0).toList())
                .get(5, TimeUnit.SECONDS);
        GridCell embedding = cell(cells, "embedding");
        assertEquals("[0.12, -0.03, 0.2, … 4 dims]", embedding.getText(), "the vector attribute: a vector however short");
        assertNull(embedding.getTooltip(), "a tooltip is made when the mouse first enters its cell, not as rows scroll by");
        assertEquals(CellText.of(short4), Hover.tooltipOf(embedding).getText());
        GridCell history = cell(cells, "history");
        assertEquals("[0.12, -0.03, 0.2, … 12 dims]", history.getText(), "more than eight numbers: a vector anywhere");
        assertEquals(CellText.of(long12), Hover.tooltipOf(history).getText());
        GridCell sizes = cell(cells, "sizes");
        assertEquals("[1, 2, 3]", sizes.getText());
        assertNull(Hover.tooltipOf(sizes));
    }

    private static GridCell cell(List<GridCell> cells, String column) {
        return cells.stream().filter(c -> c.getTableColumn().getText().equals(column)).findFirst()
                .orElseThrow(() -> new AssertionError("no cell of " + column));
    }
}
