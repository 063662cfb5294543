package dev.tablewright.ui.pivot;

import dev.tablewright.ui.common.Hover;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Item;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AllSettings;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.FxStages;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import dev.tablewright.ui.common.TextClipboard;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import javafx.scene.control.TableRow;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** On a shown grid (Monocle): an expired item's cells carry the style class, tooltip and accessible text; a live one's do not. */
@ExtendWith(FxStages.class)
class ExpiredRowsViewTest {
    private PivotGridView view;

    @Test
    void anExpiredItemsCellsAndRowAreMarked() throws Exception {
        FxToolkit.setupStage(stage -> {
            TableDesign orders = AllSettings.provisioned();
            Item later = Item.of("PK", new AttributeValue.S("ORDER#2"), "SK", new AttributeValue.S("ORDER#2"),
                    "expiresAt", AttributeValue.N.parse("1900000000"));
            Document document = new Document();
            document.load(DataModel.of("m", List.of(orders.withItems(List.of(orders.items().get(0), later)))));
            Clock june2027 = Clock.fixed(Instant.parse("2027-06-01T00:00:00Z"), ZoneOffset.UTC);
            PivotGridViewModel grid = new PivotGridsViewModel(document, new ImmediateTaskRunner(), TextClipboard.DISCARD,
                    june2027).grids().get(0);
            view = new PivotGridView(grid);
            stage.setScene(new Scene(view, 1000, 500));
            stage.show();
        });
        WaitForAsyncUtils.waitForFxEvents();
        List<GridCell> cells = WaitForAsyncUtils.asyncFx(() -> view.table().lookupAll(".grid-cell").stream()
                .map(GridCell.class::cast).filter(c -> !c.isEmpty()).toList()).get(5, TimeUnit.SECONDS);
        List<GridCell> first = cells.stream().filter(c -> c.getIndex() == 0).toList();
        List<GridCell> second = cells.stream().filter(c -> c.getIndex() == 1).toList();
        assertFalse(first.isEmpty());
        assertTrue(first.stream().allMatch(c -> c.getStyleClass().contains(GridCell.EXPIRED)), "ORDER#1 expired in 2027");
        assertTrue(second.stream().noneMatch(c -> c.getStyleClass().contains(GridCell.EXPIRED)), "ORDER#2 lives to 2030");
        GridCell status = first.stream().filter(c -> "PLACED".equals(c.getText())).findFirst().orElseThrow();
        assertEquals("PLACED, " + TtlExpiry.NOTE, status.getAccessibleText());
        assertTrue(Hover.tooltipOf(status).getText().contains(TtlExpiry.NOTE), Hover.tooltipOf(status).getText());
        TableRow<?> row = (TableRow<?>) status.getTableRow();
        assertTrue(row.getStyleClass().contains(GridCell.EXPIRED));
        assertTrue(Hover.tooltipOf(row).getText().contains("reads still return it"));
    }
}
