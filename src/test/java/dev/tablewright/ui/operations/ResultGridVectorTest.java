package dev.tablewright.ui.operations;

import dev.tablewright.ui.common.Hover;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.tablewright.engine.pivot.PivotLayout;
import dev.tablewright.format.pivot.CellText;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.common.FxStages;
import dev.tablewright.ui.pivot.GridSnapshot;
import dev.tablewright.ui.pivot.ValueCell;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** A run's read-only grid (Monocle) shows a long list of numbers as a vector, in full as its tooltip. */
@ExtendWith(FxStages.class)
class ResultGridVectorTest {
    private ResultGrid grid;

    @Test
    void aReadOnlyResultCellShowsAVectorCompactly() throws Exception {
        List<AttributeValue> numbers = new ArrayList<>();
        for (int i = 1; i <= 10; i++) {
            numbers.add(AttributeValue.N.parse(i == 2 ? "-0.5" : Integer.toString(i)));
        }
        AttributeValue.L vector = new AttributeValue.L(numbers);
        TableDesign t = TableDesign.of("Products", KeySchema.of("pk", AttributeType.S));
        List<Item> items = List.of(Item.of("pk", new AttributeValue.S("P1"), "embedding", vector,
                "title", new AttributeValue.S("Lamp")));
        FxToolkit.setupStage(stage -> {
            grid = new ResultGrid();
            grid.show(GridSnapshot.of(t, null, PivotLayout.ofResult("Products", t, t.keySchema(), items)));
            stage.setScene(new Scene(grid, 900, 300));
            stage.show();
        });
        WaitForAsyncUtils.waitForFxEvents();
        List<ValueCell<?>> cells = WaitForAsyncUtils.asyncFx(() -> grid.lookupAll(".table-cell").stream()
                .filter(n -> n instanceof ValueCell<?> c && !c.isEmpty()).<ValueCell<?>>map(n -> (ValueCell<?>) n).toList())
                .get(5, TimeUnit.SECONDS);
        ValueCell<?> embedding = cells.stream().filter(c -> c.getTableColumn().getText().equals("embedding"))
                .findFirst().orElseThrow();
        assertEquals("[1, -0.5, 3, … 10 dims]", embedding.getText());
        assertEquals(CellText.of(vector), Hover.tooltipOf(embedding).getText());
        ValueCell<?> title = cells.stream().filter(c -> c.getTableColumn().getText().equals("title"))
                .findFirst().orElseThrow();
        assertEquals("Lamp", title.getText());
        assertNull(Hover.tooltipOf(title));
    }
}
