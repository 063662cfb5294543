package dev.tablewright.ui.pivot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.common.Collected;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;


import dev.tablewright.ui.common.FxStages;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** The grid tabs on a shown window (Monocle): tabs follow the grids, and a removed tab's view is let go. */
@ExtendWith(FxStages.class)
class PivotTabsTest {
    private final Document document = new Document();
    private TabPane pane;
    private PivotGridsViewModel grids;

    private static DataModel model(int i) {
        return DataModel.of("model " + i, List.of(TableDesign.of("Table" + i,
                KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S))));
    }

    private void showTabsOfModel0() throws Exception {
        FxToolkit.setupStage(stage -> {
            pane = new TabPane(new Tab("Diagram"));
            document.load(model(0));
            grids = new PivotGridsViewModel(document, new ImmediateTaskRunner());
            PivotTabs.bind(pane, 1, grids);
            stage.setScene(new Scene(pane, 800, 600));
            stage.show();
        });
    }

    @Test
    void aTabOpenedBesideTheGridsStaysWhenTheGridsChange() throws Exception {
        showTabsOfModel0();
        Tab query = new Tab("Query · Sandbox");
        WaitForAsyncUtils.asyncFx(() -> {
            pane.getTabs().add(query);
            pane.getSelectionModel().select(query);
            document.load(model(1)); // other tables: other grids
        }).get(5, TimeUnit.SECONDS);
        List<String> titles = WaitForAsyncUtils.asyncFx(() -> pane.getTabs().stream().map(Tab::getText).toList())
                .get(5, TimeUnit.SECONDS);
        assertEquals(List.of("Diagram", "Table1", "Query · Sandbox"), titles);
        assertEquals(query, WaitForAsyncUtils.asyncFx(() -> pane.getSelectionModel().getSelectedItem()).get());
    }

    @Test
    void aGridIsBuiltWhenItsTabIsFirstSelected() throws Exception {
        showTabsOfModel0();
        // Hidden, the grid costs the frame that shows the model nothing (docs/performance.md, Start-up).
        assertNull(WaitForAsyncUtils.asyncFx(() -> pane.getTabs().get(1).getContent()).get());
        WaitForAsyncUtils.asyncFx(() -> pane.getSelectionModel().select(1)).get(5, TimeUnit.SECONDS);
        assertInstanceOf(PivotGridView.class, WaitForAsyncUtils.asyncFx(() -> pane.getTabs().get(1).getContent()).get());
    }

    @Test
    void viewsOfRemovedTabsLetGoOfTheirGridsEvenIfTheGridsLiveOn() throws Exception {
        showTabsOfModel0();
        List<PivotGridViewModel> kept = new ArrayList<>(); // held here, as if something else still used them
        List<WeakReference<PivotGridView>> oldViews = new ArrayList<>();
        for (int i = 1; i <= 20; i++) {
            int n = i;
            WaitForAsyncUtils.asyncFx(() -> {
                pane.getSelectionModel().select(1);
                kept.addAll(grids.grids());
                pane.getTabs().stream().skip(1).forEach(t -> oldViews.add(new WeakReference<>((PivotGridView) t.getContent())));
                document.load(model(n));
            }).get(5, TimeUnit.SECONDS);
            WaitForAsyncUtils.waitForFxEvents();
        }
        assertEquals(List.of("Diagram", "Table20"), WaitForAsyncUtils.asyncFx(
                () -> pane.getTabs().stream().map(Tab::getText).toList()).get());
        Collected.assertAllCollected(oldViews);
        assertEquals(20, kept.size());
    }

    @Test
    void eachVectorIndexTabSitsBesideItsOwnTablesTabsAndATabOpenedBesideStaysLast() throws Exception {
        DataModel products = dev.tablewright.format.SampleModels.read("products-vectors.json").model().orElseThrow();
        TableDesign catalog = products.tables().get(0);
        DataModel two = products.withTables(List.of(catalog, catalog.withName("Archive")));
        showTabsOfModel0();
        Tab query = new Tab("Query · Sandbox");
        WaitForAsyncUtils.asyncFx(() -> {
            pane.getTabs().add(query);
            document.load(two);
        }).get(5, TimeUnit.SECONDS);
        assertEquals(List.of("Diagram", "ProductCatalog", "BySku", "ByEmbedding", "Archive", "BySku", "ByEmbedding",
                "Query · Sandbox"), WaitForAsyncUtils.asyncFx(() -> pane.getTabs().stream().map(Tab::getText).toList())
                .get(5, TimeUnit.SECONDS));
        assertEquals("Vector index ByEmbedding of ProductCatalog: search it",
                WaitForAsyncUtils.asyncFx(() -> pane.getTabs().get(3).getTooltip().getText()).get());
    }
}
