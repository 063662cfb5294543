package dev.tablewright.ui.explorer;

import dev.tablewright.ui.common.Hover;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.LocalServer;
import dev.tablewright.aws.faults.FaultProxy;
import dev.tablewright.aws.sdk.SdkEndpoint;
import dev.tablewright.aws.settings.SettingChange;
import dev.tablewright.engine.api.GetItemRequest;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import dev.tablewright.ui.pivot.GridCell;
import dev.tablewright.ui.pivot.GridRow;
import dev.tablewright.ui.pivot.TtlExpiry;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import javafx.scene.Scene;
import javafx.scene.control.TableRow;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The explorer's live grid marks an item whose TTL is past as the designer's grid does, on DynamoDB
 * Local (HTTP) with TTL on. Local does not keep an expired item: its own sweep deletes it within
 * seconds (checked below), so the page judges "now" by a clock two hours ahead, against which an item
 * expiring in an hour — kept and returned by Local — is past; an item expiring tomorrow and one without
 * the attribute are not marked. An endpoint that does not answer DescribeTimeToLive leaves nothing
 * marked and shows no error.
 */
class ExpiredLiveItemsTest {
    private static LocalServer server;
    private static String table;
    private static final long NOW = Instant.now().getEpochSecond();
    private final ImmediateTaskRunner tasks = new ImmediateTaskRunner();

    @BeforeAll
    static void start() {
        server = LocalServer.start();
        Gateway g = server.gateway();
        table = "ttl-" + UUID.randomUUID();
        g.createTable(TableDesign.of(table, KeySchema.of("pk", AttributeType.S)));
        g.changeSetting(table, new SettingChange.TimeToLive(Optional.of("expiresAt")));
        put(g, "soon", Optional.of(NOW + 3_600));
        put(g, "later", Optional.of(NOW + 86_400));
        put(g, "forever", Optional.empty());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static void put(Gateway g, String pk, Optional<Long> expiresAt) {
        put(g, table, pk, expiresAt);
    }

    private static void put(Gateway g, String table, String pk, Optional<Long> expiresAt) {
        Item item = new Item(Map.of("pk", AttributeValue.s(pk), "title", AttributeValue.s("item " + pk)));
        if (expiresAt.isPresent()) {
            item = item.with("expiresAt", new AttributeValue.N(BigDecimal.valueOf(expiresAt.get())));
        }
        g.execute(PutItemRequest.of(table, item));
    }

    private TablePageViewModel shown(Gateway g) {
        TablePageViewModel page = new TablePageViewModel(tasks, () -> g, "Local", false, table, () -> null,
                ItemPrompts.DECLINE, Clock.offset(Clock.systemUTC(), Duration.ofHours(2)));
        page.load();
        page.browse().loadAll();
        assertEquals(3, page.browse().items().size());
        return page;
    }

    private static GridRow row(TablePageViewModel page, String pk) {
        return page.browse().gridProperty().get().rows().stream()
                .filter(r -> AttributeValue.s(pk).equals(r.source().item().attributes().get("pk"))).findFirst()
                .orElseThrow();
    }

    @Test
    void anItemPastItsTtlIsMarkedInTheLiveGrid() {
        TablePageViewModel page = shown(server.gateway());
        assertEquals(Optional.of("expiresAt"), page.ttlAttributeProperty().get());
        LiveEditsViewModel edits = page.edits();
        assertEquals(Optional.of(TtlExpiry.explain("expiresAt")), edits.expiry(row(page, "soon")));
        assertEquals(Optional.empty(), edits.expiry(row(page, "later")));
        assertEquals(Optional.empty(), edits.expiry(row(page, "forever")));
        assertEquals("", page.errorProperty().get());
    }

    @Test
    void anEndpointThatDoesNotAnswerDescribeTimeToLiveMarksNothingAndSaysNothing() throws Exception {
        try (FaultProxy proxy = new FaultProxy(server.endpoint(), Set.of("DescribeTimeToLive"),
                new FaultProxy.Faults(0, 1, 0, 0, 0), 1);
                SdkEndpoint failing = SdkEndpoint.open(proxy.endpoint(), "us-east-1")) {
            TablePageViewModel page = shown(failing.gateway());
            assertTrue(proxy.faulted("DescribeTimeToLive") > 0, "the TTL was asked for and refused");
            assertEquals(Optional.empty(), page.ttlAttributeProperty().get());
            assertEquals(Optional.empty(), page.edits().expiry(row(page, "soon")));
            assertEquals("", page.errorProperty().get());
            assertTrue(page.facts().size() > 1, "the table is described all the same: " + page.facts());
        }
    }

    /** The page's grid on a shown stage: the expired item's row and cells carry the model grid's marks. */
    @Test
    void theExpiredRowIsMarkedOnScreen() throws Exception {
        FxToolkit.registerPrimaryStage();
        TablePageViewModel page = new TablePageViewModel(tasks, server::gateway, "Local", false, table, () -> null,
                ItemPrompts.DECLINE, Clock.offset(Clock.systemUTC(), Duration.ofHours(2)));
        try {
            FxToolkit.setupStage(stage -> {
                stage.setScene(new Scene(new TablePageView(page), 1000, 700));
                stage.show();
                page.load();
                page.browse().loadAll();
            });
            WaitForAsyncUtils.waitForFxEvents();
            FxRobot robot = new FxRobot();
            List<javafx.scene.Node> marked = robot.lookup("#browseGrid .table-row-cell").queryAll().stream()
                    .filter(r -> r.getStyleClass().contains(GridCell.EXPIRED)
                            && ((TableRow<?>) r).getItem() != null).toList();
            assertEquals(1, marked.size(), "one row past its TTL");
            TableRow<?> shown = (TableRow<?>) marked.get(0);
            GridRow row = (GridRow) shown.getItem();
            assertEquals(AttributeValue.s("soon"), row.source().item().attributes().get("pk"));
            assertEquals(TtlExpiry.explain("expiresAt"), Hover.tooltipOf(shown).getText());
            List<GridCell> cells = robot.from(shown).lookup(".grid-cell").queryAllAs(GridCell.class).stream()
                    .filter(c -> c.getStyleClass().contains(GridCell.EXPIRED)).toList();
            assertTrue(cells.stream().anyMatch(c -> ("item soon, " + TtlExpiry.NOTE).equals(c.getAccessibleText())),
                    "the title cell says it is expired to a screen reader");
        } finally {
            FxToolkit.cleanupStages();
        }
    }

    /** What DynamoDB Local does with an item already past its TTL: unlike DynamoDB's days, it is gone in seconds. */
    @Test
    void localDeletesAnExpiredItemWithinSeconds() throws InterruptedException {
        Gateway g = server.gateway();
        String table = "ttl-gone-" + UUID.randomUUID(); // its own, so the other tests see their three items
        g.createTable(TableDesign.of(table, KeySchema.of("pk", AttributeType.S)));
        g.changeSetting(table, new SettingChange.TimeToLive(Optional.of("expiresAt")));
        put(g, table, "gone", Optional.of(NOW - 3_600));
        Map<String, AttributeValue> key = Map.of("pk", AttributeValue.s("gone"));
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (g.getItem(GetItemRequest.of(table, key)).isPresent() && System.nanoTime() < deadline) {
            Thread.sleep(250);
        }
        assertTrue(g.getItem(GetItemRequest.of(table, key)).isEmpty(), "Local's TTL sweep deleted the expired item");
    }
}
