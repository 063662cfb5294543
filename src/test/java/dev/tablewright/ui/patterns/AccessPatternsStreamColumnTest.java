package dev.tablewright.ui.patterns;

import atlantafx.base.theme.PrimerLight;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.RequestRate;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.stream.KeptFixtures;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.FxTaskRunner;
import dev.tablewright.ui.inspector.InspectorView;
import dev.tablewright.ui.inspector.InspectorViewModel;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** The Access patterns tab shows the stream's cost in its Stream column and the inspector under the cost. */
class AccessPatternsStreamColumnTest {
    private final FxRobot robot = new FxRobot();
    private final FxTaskRunner tasks = new FxTaskRunner();
    private Document document;

    @BeforeEach
    void show() throws Exception {
        RequestRate rate = new RequestRate(10, 1);
        AccessPattern put = new AccessPattern("Record a stream", "", "Stream", OperationKind.PUT_ITEM, null,
                "pk = MOV#m1 AND sk = STR#2024-05-01T20:00:00Z#u1", "", "", true, Map.of()).withRate(rate);
        AccessPattern totals = new AccessPattern("Totals of a movie", "", "MonthlyTotal", OperationKind.QUERY, null,
                "pk = MOV#m1 AND begins_with(sk, TOTAL#)", "", "", true, Map.of()).withRate(rate);
        DataModel m = KeptFixtures.read(KeptFixtures.MONTHLY_TOTALS);
        TableDesign t = m.tables().get(0).withAccessPatterns(List.of(put, totals));
        FxToolkit.registerPrimaryStage();
        document = new Document();
        document.load(m.withTables(List.of(t)));
        FxToolkit.setupStage(stage -> {
            Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
            AccessPatternsView tab = new AccessPatternsView(new AccessPatternsViewModel(document, tasks), g -> { });
            InspectorView inspector = new InspectorView(new InspectorViewModel(document, tasks));
            inspector.setPrefWidth(430);
            HBox.setHgrow(tab, Priority.ALWAYS);
            stage.setScene(new Scene(new HBox(tab, inspector), 1270, 790));
            stage.show();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    @AfterEach
    void close() throws Exception {
        FxToolkit.cleanupStages();
        tasks.close();
    }

    @Test
    void theStreamColumnAndTheInspectorSayWhatTheKeptItemsCost() throws Exception {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> robot.lookup("+ $19.93").tryQuery().isPresent()
                && robot.lookup("kept $19.93").tryQuery().isPresent());
        robot.interact(() -> document.select(new ModelPath.AccessPatternPath("Movies", "Record a stream")));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> robot.lookup("#patternCostText").queryLabeled()
                .getText().contains("+ stream: MonthlyTotal — 1 consistent read, 2 transactional writes"));
    }
}
