package dev.tablewright.ui.explorer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.LocalItems;
import dev.tablewright.app.FxPing;
import dev.tablewright.aws.LocalServer;
import dev.tablewright.aws.connect.CallLimits;
import dev.tablewright.aws.connect.Connection;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Projection;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.common.FxTaskRunner;
import dev.tablewright.ui.connections.GatewayPool;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The explorer on a shown window over DynamoDB Local (HTTP), wired as the app wires it (a pool's
 * leases): a table opened from the filtered list, its page and grid, Load more; and Load all of a
 * large table during which the FX thread keeps answering (the ping technique of LiveQuerySmokeTest).
 */
class TableExplorerViewTest {
    private static final String TABLE = "explorer-view";
    private static final int ITEMS = 12_000;
    /** About 1 KB an item, so Load all reads a dozen 1 MB pages. */
    private static final String FILLER = "x".repeat(1_000);

    private static LocalServer server;
    private final FxRobot robot = new FxRobot();
    private final FxTaskRunner tasks = new FxTaskRunner();
    private final GatewayPool pool = new GatewayPool(CallLimits.DEFAULT);

    @BeforeAll
    static void startAndFill() throws Exception {
        FxToolkit.registerPrimaryStage();
        server = LocalServer.start();
        Gateway local = server.gateway();
        // A keys-only GSI, so the page's "By" picker gets choices after the table is described.
        local.createTable(TableDesign.of(TABLE, KeySchema.of("pk", AttributeType.S, "sk", AttributeType.N))
                .withGlobalIndexes(List.of(new GlobalSecondaryIndex("bySk", KeySchema.of("sk", AttributeType.N),
                        Projection.KEYS_ONLY))));
        LocalItems.put(local, TABLE, ITEMS, i -> new Item(Map.of("pk", AttributeValue.s("P" + i % 50),
                "sk", new AttributeValue.N(new BigDecimal(i)), "body", AttributeValue.s(FILLER))));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @AfterEach
    void close() throws Exception {
        FxToolkit.cleanupStages();
        tasks.close();
        pool.close();
    }

    private void showExplorer() throws Exception {
        Connection local = Connection.localEndpoint("Local", server.endpoint());
        ObservableList<Connection> listed = FXCollections.observableArrayList(Connection.SANDBOX, local);
        SimpleObjectProperty<DataModel> model = new SimpleObjectProperty<>(DataModel.of("m", List.of()));
        FxToolkit.setupStage(stage -> {
            pool.follow(listed, model);
            TableExplorerViewModel vm = new TableExplorerViewModel(pool.leasing(tasks), pool::lease, model::get);
            TabPane centre = new TabPane();
            centre.setId("centre");
            TableExplorerView view = new TableExplorerView(vm, tab -> {
                centre.getTabs().add(tab);
                centre.getSelectionModel().select(tab);
            });
            stage.setScene(new Scene(new SplitPane(view, centre), 1400, 900));
            stage.show();
            vm.connectionProperty().set(local);
        });
        ListView<String> tables = robot.lookup("#explorerTables").queryListView();
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> tables.getItems().contains(TABLE));
        robot.clickOn("#explorerFilter").write("view");
        assertEquals(List.of(TABLE), List.copyOf(tables.getItems()));
        robot.interact(() -> tables.getSelectionModel().select(TABLE));
        robot.doubleClickOn(robot.lookup("#explorerTables .list-cell").nth(0).queryAs(Node.class));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS,
                () -> !robot.lookup("#browseShow").queryButton().isDisabled());
    }

    private TableView<?> grid() {
        return robot.lookup("#browseGrid").queryTableView();
    }

    private String text(String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    @Test
    void aTableOpensWithItsFactsAndItsGridLoadsMore() throws Exception {
        showExplorer();
        ListView<String> facts = robot.lookup("#pageFacts").queryListView();
        assertEquals("Keys: pk (S) / sk (N)", facts.getItems().get(0));
        ChoiceBox<String> by = robot.lookup("#browseIndex").queryAs(ChoiceBox.class);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> by.getItems().contains("bySk"));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("(table)", by.getValue(), "the picker shows its choice once the indexes arrive");
        assertTrue(facts.getItems().stream().anyMatch(f -> f.contains("six hours")), facts.getItems().toString());
        robot.clickOn("#browseShow");
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> grid().getItems().size() == BrowseViewModel.PAGE);
        robot.clickOn("#browseMore");
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> text("#browseSummary").startsWith("200 items"));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(2 * BrowseViewModel.PAGE, grid().getItems().size());
        assertEquals("200 items; more to load", text("#browseSummary"));
        assertEquals("", text("#browseError"));
    }

    @Test
    void theFxThreadKeepsAnsweringDuringLoadAll() throws Exception {
        showExplorer();
        Node cancel = robot.lookup("#browseCancel").query();
        robot.clickOn("#browseAll");
        FxPing.assertKeptAnswering(() -> !cancel.isDisabled(), "Load all of " + ITEMS + " items");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("", text("#browseError"));
        assertEquals(ITEMS, grid().getItems().size(), text("#browseSummary"));
        assertEquals("12,000 items, all of them", text("#browseSummary"));
    }
}
