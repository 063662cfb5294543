package dev.tablewright.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.LocalItems;
import dev.tablewright.aws.LocalServer;
import dev.tablewright.aws.connect.Connection;
import dev.tablewright.aws.sdk.SdkEndpoint;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.index.IndexView;
import dev.tablewright.format.SampleModels;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.operation.read.ReadKind;
import javafx.scene.Node;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.matcher.control.LabeledMatchers;
import org.testfx.util.WaitForAsyncUtils;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The real window on DynamoDB Local over HTTP: a connection added through the dialog and used, a
 * Query from the builder, an access pattern compared with the Sandbox, and an All pages read of a
 * large Scan during which the FX thread keeps answering.
 */
class LiveQuerySmokeTest {
    private static final String CONNECTION = "Local e2e";
    private static final int LARGE = 20_000;
    /** A table only DynamoDB Local has: the model does not know it. */
    private static final TableDesign LIVE_ONLY = TableDesign.of("LiveOnly", KeySchema.of("livePk", AttributeType.S));

    private static LocalServer server;
    private static SdkEndpoint endpoint;
    private static TableDesign movies;

    private RunningApp running;
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void startDynamoDbLocal() {
        server = LocalServer.start();
        endpoint = SdkEndpoint.open(server.endpoint(), "us-east-1");
        movies = SampleModels.read("movies-actors.json").model().orElseThrow().tables().get(0);
    }

    @AfterAll
    static void stopDynamoDbLocal() {
        endpoint.close();
        server.close();
    }

    @BeforeEach
    void open() throws Exception {
        running = RunningApp.start();
    }

    @AfterEach
    void close() throws Exception {
        running.close();
    }

    @Test
    void aQueryFromTheBuilderAndAPatternComparedWithTheSandboxOnDynamoDbLocal() throws Exception {
        int sampleItems = freshMoviesTable(0);
        useLocalThroughTheDialog();
        openQueryTab();

        robot.clickOn("#opKey-pk").write("mov#tt1375666");
        robot.clickOn("#opRun");
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> !grid().getItems().isEmpty());
        assertTrue(grid().getItems().size() < sampleItems, "a Query, not the whole table: " + grid().getItems().size());
        assertEquals("", text("#opError"));

        ComboBox<?> patterns = robot.lookup("#opPattern").queryComboBox();
        robot.clickOn(patterns);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> !patterns.getItems().isEmpty());
        // The popup's cell: the model tree shows the pattern's name too.
        robot.clickOn(robot.lookup(".combo-box-popup .list-cell")
                .match(org.testfx.matcher.control.LabeledMatchers.hasText("List cast of a movie")).queryAs(Node.class));
        robot.clickOn("#opPatternCompare");
        waitUntil(() -> !text("#opComparison").isEmpty() && !text("#opComparison").startsWith("Comparing"),
                () -> "pattern " + patterns.getValue() + ", comparison '" + text("#opComparison") + "'");
        String comparison = text("#opComparison");
        assertTrue(comparison.contains("Same items in the same order."), comparison);
        assertTrue(comparison.contains(CONNECTION), "names the live side: " + comparison);
    }

    @Test
    void theFxThreadKeepsAnsweringDuringAnAllPagesReadOfALargeScan() throws Exception {
        int items = freshMoviesTable(LARGE);
        useLocalThroughTheDialog();
        openQueryTab();
        robot.interact(() -> robot.lookup("#opKind").queryAs(ChoiceBox.class).setValue(ReadKind.SCAN));

        Node cancel = robot.lookup("#opCancel").query();
        robot.clickOn("#opAll");
        FxPing.assertKeptAnswering(() -> !cancel.isDisabled(), "All pages of " + items + " items");
        WaitForAsyncUtils.waitForFxEvents();
        System.out.println(text("#opSummary"));
        assertEquals("", text("#opError"));
        assertEquals(items, grid().getItems().size(), text("#opSummary"));
    }

    /**
     * The movies sample's table on DynamoDB Local, new, holding its sample items and {@code extra}
     * more in partitions of their own; returns how many items it holds.
     */
    private static int freshMoviesTable(int extra) {
        Gateway g = endpoint.gateway();
        LocalItems.freshTable(g, movies);
        List<Item> sample = IndexView.derivedItems(movies).stream().map(s -> s.item()).toList();
        sample.forEach(i -> g.putItem(PutItemRequest.of(movies.name(), i)));
        LocalItems.put(g, movies.name(), extra, i -> new Item(Map.of("pk", AttributeValue.s("big#" + i % 97),
                "sk", AttributeValue.s("row#" + i), "pad", AttributeValue.s("x".repeat(300)))));
        return sample.size() + extra;
    }

    @Test
    void aTabSwitchedToTheLocalConnectionListsTheLiveTables() throws Exception {
        freshMoviesTable(0);
        Gateway g = endpoint.gateway();
        g.createTable(LIVE_ONLY);
        try {
            switchATabToLocal();
        } finally {
            g.deleteTable(LIVE_ONLY.name()); // the other tests' tabs open on Movies, the first table listed
        }
    }

    private void switchATabToLocal() throws Exception {
        openQueryTab(); // on the active connection, the Sandbox: the model's tables
        ComboBox<?> tables = robot.lookup("#opTable").queryComboBox();
        assertEquals(List.of(movies.name()), List.copyOf(tables.getItems()));
        assertTrue(robot.lookup(".tab-label").match(LabeledMatchers.hasText("Query · Sandbox")).tryQuery().isPresent());

        addLocalThroughTheDialog();
        ChoiceBox<Connection> picker = robot.lookup("#tabConnection").queryAs(ChoiceBox.class);
        Connection local = picker.getItems().stream().filter(c -> c.name().equals(CONNECTION)).findFirst()
                .orElseThrow(() -> new AssertionError("not offered: " + picker.getItems()));
        robot.interact(() -> picker.setValue(local));
        waitUntil(() -> tables.getItems().contains(LIVE_ONLY.name()), () -> "tables " + tables.getItems()
                + ", error '" + text("#tabError") + "'");
        assertTrue(tables.getItems().contains(movies.name()), "listed by DynamoDB Local: " + tables.getItems());
        assertTrue(robot.lookup(".tab-label").match(LabeledMatchers.hasText("Query · " + CONNECTION)).tryQuery()
                .isPresent(), "the tab's title names its connection");
        robot.interact(() -> tables.getSelectionModel().select(tables.getItems().indexOf(LIVE_ONLY.name())));
        waitUntil(() -> robot.lookup("#opKey-livePk").tryQuery().isPresent(), () -> "key fields of the described table");
        assertEquals("", text("#tabError"));
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.T).release(KeyCode.T, KeyCode.SHIFT, KeyCode.CONTROL);
        waitUntil(() -> robot.lookup(".tab-label").match(LabeledMatchers.hasText("Item · Sandbox")).tryQuery().isPresent(),
                () -> "re-targeting one tab leaves the active connection, so a new tab opens on the Sandbox");
    }

    /** Add… a DynamoDB Local connection at the server's endpoint, then select it and Use it. */
    private void useLocalThroughTheDialog() throws Exception {
        addLocalThroughTheDialog();
        ListView<?> list = robot.lookup("#connectionsList").queryListView();
        robot.interact(() -> list.getSelectionModel().select(1));
        assertTrue(list.getSelectionModel().getSelectedItem().toString().contains(CONNECTION), list.getItems().toString());
        robot.clickOn("#connectionUse");
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Add… a DynamoDB Local connection at the server's endpoint. */
    private void addLocalThroughTheDialog() throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#connectionsList").tryQuery().isPresent());
        robot.clickOn("#connectionAdd");
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> robot.lookup("#connectionDialog").tryQuery().isPresent());
        robot.clickOn("#connectionName").press(KeyCode.CONTROL, KeyCode.A).release(KeyCode.A, KeyCode.CONTROL)
                .write(CONNECTION);
        robot.clickOn("#connectionEndpoint").press(KeyCode.CONTROL, KeyCode.A).release(KeyCode.A, KeyCode.CONTROL)
                .write(server.endpoint());
        assertEquals("", text("#connectionProblem"));
        robot.clickOn("OK");
        ListView<?> list = robot.lookup("#connectionsList").queryListView();
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> list.getItems().size() == 2);
    }

    private void openQueryTab() throws Exception {
        robot.press(KeyCode.CONTROL, KeyCode.T).release(KeyCode.T, KeyCode.CONTROL);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#opKey-pk").tryQuery().isPresent());
    }

    /** Waits up to 15 s, failing with what {@code state} says then. */
    private static void waitUntil(java.util.concurrent.Callable<Boolean> done, java.util.function.Supplier<String> state)
            throws Exception {
        try {
            WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, done);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("timed out: " + state.get(), e);
        }
    }

    private TableView<?> grid() {
        return robot.lookup("#opGrid").queryTableView();
    }

    private String text(String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }
}
