package dev.tablewright.cli;

import static dev.tablewright.engine.drift.DriftModels.customer;
import static dev.tablewright.engine.drift.DriftModels.order;
import static dev.tablewright.engine.drift.DriftModels.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.LocalServerExtension;
import dev.tablewright.aws.faults.FaultProxy;
import dev.tablewright.aws.settings.SettingChange;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.drift.DriftModels;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.format.json.Json;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.settings.StreamView;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code diff MODEL --endpoint URL --table T} on DynamoDB Local over HTTP: the shop model committed,
 * then changed live (a GSI added, the stream turned on, items written whose keys break the templates).
 */
class DiffLiveCommandTest {
    @RegisterExtension
    static final LocalServerExtension local = new LocalServerExtension();

    @TempDir
    Path dir;

    private final Cli cli = new Cli();

    @AfterEach
    void drop() {
        local.dropAllTables();
    }

    private Path committedShop() throws Exception {
        Path model = dir.resolve("shop.json");
        WorkbenchJson.save(DriftModels.shop(), model);
        assertEquals(ExitCodes.OK, cli.run("commit", model.toString(), "--endpoint", local.endpoint()), cli::err);
        cli.clear();
        return model;
    }

    private static void put(Gateway g, Item... items) {
        for (Item item : items) {
            g.putItem(PutItemRequest.of(DriftModels.TABLE, item));
        }
    }

    @Test
    void aFreshlyCommittedTableHasNotDrifted() throws Exception {
        Path model = committedShop();
        assertEquals(ExitCodes.OK, cli.run("diff", model.toString(), "--endpoint", local.endpoint(), "--table", "Shop"),
                cli::out);
        assertTrue(cli.out().contains(model + " -> live table Shop at DynamoDB — " + local.endpoint() + ": no differences"), cli.out());
        assertTrue(cli.out().contains("Live items: 3 items of Shop sampled: every item belongs to an entity and follows"
                + " its key templates"), cli.out());
        cli.clear();
        assertEquals(ExitCodes.OK, cli.run("diff", model.toString(), "--endpoint", local.endpoint(), "--table", "Shop",
                "--sample", "2"), cli::out);
        assertTrue(cli.out().contains("Live items: 2 items of Shop sampled (the table has more): every item"), cli.out());
    }

    @Test
    void showsAnAddedIndexAChangedSettingAndItemsThatBreakTheTemplates() throws Exception {
        Path model = committedShop();
        Gateway g = local.gateway();
        g.addGlobalIndex("Shop", new GlobalSecondaryIndex("ByStatus", KeySchema.of("status", AttributeType.S),
                Projection.KEYS_ONLY));
        g.changeSetting("Shop", new SettingChange.Stream(Optional.of(StreamView.NEW_IMAGE)));
        put(g, customer(2, 3), order(1, 17, "OPEN", "ORDER#17", true), order(1, 19, "SHIPPED", "ORDER#0019", false),
                Item.of("PK", s("JUNK#1"), "SK", s("X")));

        assertEquals(ExitCodes.ERRORS, cli.run("diff", model.toString(), "--endpoint", local.endpoint(), "--table",
                "Shop"), cli::err);
        String out = cli.out();
        assertTrue(out.contains("+ Shop/indexes/ByStatus: "), out);
        assertTrue(out.contains("~ Shop/settings/stream: "), out);
        assertTrue(out.contains("Live items: 6 items of Shop sampled: 4 findings"), out);
        assertTrue(out.contains("  ! 1 of 2 sampled Customer items has a PK the template does not give (e.g. CUST#2 →"
                + " expected CUST#3)"), out);
        assertTrue(out.contains("  ! 1 of 3 sampled Order items has an SK the template does not give (e.g. ORDER#17 →"
                + " expected ORDER#0017)"), out);
        assertTrue(out.contains("  ! 1 of 3 sampled Order items has a GSI1PK the template does not give (e.g. (none) →"
                + " expected STATUS#SHIPPED)"), out);
        assertTrue(out.contains("  ! 1 of 6 sampled items belongs to no entity"), out);

        // The live table on the OLD side: what the model would change of it.
        cli.clear();
        assertEquals(ExitCodes.ERRORS, cli.run("diff", model.toString(), "--endpoint", local.endpoint(), "--table",
                "Shop", "--live-side", "old", "--sample", "0", "-f", "json"), cli::err);
        JsonNode json = Json.parseTrusted(cli.out());
        assertEquals("live table Shop at DynamoDB — " + local.endpoint(), json.path("old").asText());
        assertFalse(json.has("liveItems"), "--sample 0 reads no item");
        assertTrue(json.path("changes").toString().contains("\"path\":\"Shop/indexes/ByStatus\",\"kind\":\"removed\""),
                json.toString());
    }

    @Test
    void theJsonAndMarkdownCarryTheLiveItems() throws Exception {
        Path model = committedShop();
        put(local.gateway(), order(1, 17, "OPEN", "ORDER#17", true));
        assertEquals(ExitCodes.ERRORS, cli.run("diff", model.toString(), "--endpoint", local.endpoint(), "--table",
                "Shop", "-f", "json"), cli::err);
        JsonNode items = Json.parseTrusted(cli.out()).path("liveItems");
        assertEquals(4, items.path("sampled").asInt());
        assertEquals(2, items.path("entities").path("Order").asInt());
        JsonNode sk = items.path("keys").get(0);
        assertEquals("SK", sk.path("attribute").asText());
        assertEquals("ORDER#${orderId:4:0}", sk.path("template").asText());
        assertEquals(1, sk.path("drifted").asInt());
        assertEquals("ORDER#17", sk.path("exampleStored").asText());
        assertFalse(Json.parseTrusted(cli.out()).path("same").asBoolean());
        cli.clear();
        cli.run("diff", model.toString(), "--endpoint", local.endpoint(), "--table", "Shop", "-f", "markdown");
        assertTrue(cli.out().contains("### Live items\n\n4 items of Shop sampled: 1 finding.\n\n- 1 of 2 sampled Order items"
                + " has an SK the template does not give (e.g. ORDER#17 → expected ORDER#0017)"), cli.out());
    }

    @Test
    void theModelsTableMayHaveAnotherName() throws Exception {
        Path model = committedShop();
        local.gateway().createTable(DriftModels.table().withName("shop-prod").withEntities(List.of()));
        assertEquals(ExitCodes.OK, cli.run("diff", model.toString(), "--endpoint", local.endpoint(), "--table",
                "shop-prod", "--model-table", "Shop"), cli::out);
        assertTrue(cli.out().contains(model + " (table Shop) -> live table shop-prod at DynamoDB — " + local.endpoint()
                + ": no differences"), cli.out());
        assertTrue(cli.out().contains("Live items: shop-prod has no items to sample"), cli.out());
        cli.clear();
        assertEquals(ExitCodes.UNREADABLE, cli.run("diff", model.toString(), "--endpoint", local.endpoint(), "--table",
                "shop-prod"));
        assertEquals("tablewright diff: no table shop-prod in " + model + "; it has: Shop (--model-table names another)\n",
                cli.err());
    }

    @Test
    void aSideThatCannotBeReadExitsTwo() throws Exception {
        Path model = committedShop();
        assertEquals(ExitCodes.UNREADABLE, cli.run("diff", model.toString(), "--endpoint", local.endpoint(), "--table",
                "Nope", "--model-table", "Shop"));
        assertEquals("tablewright diff: no table Nope at DynamoDB — " + local.endpoint() + "\n", cli.err());
        cli.clear();
        // Nothing listens on port 1: the connection's own words, as every live command says them.
        assertEquals(ExitCodes.UNREADABLE, cli.run("diff", model.toString(), "--endpoint", "http://127.0.0.1:1",
                "--table", "Shop"));
        assertTrue(cli.err().startsWith("tablewright diff: "), cli.err());
        assertTrue(cli.err().contains("127.0.0.1:1"), cli.err());
        cli.clear();
        assertEquals(ExitCodes.USAGE, cli.run("diff", model.toString(), "--endpoint", local.endpoint()));
        assertEquals("tablewright diff: name the live table to compare with --table T\n", cli.err());
    }

    /** Through the fault-injecting proxy: a throttled scan is retried and counts the same; a refused one exits 2. */
    @Test
    void aThrottledSampleCountsTheSameAndARefusedOneExitsTwo() throws Exception {
        Path model = committedShop();
        put(local.gateway(), order(1, 17, "OPEN", "ORDER#17", true));
        try (FaultProxy proxy = FaultProxy.scripted(local.endpoint())) {
            proxy.script("Scan", FaultProxy.Fault.THROTTLE, FaultProxy.Fault.THROTTLE);
            assertEquals(ExitCodes.ERRORS, cli.run("diff", model.toString(), "--endpoint", proxy.endpoint(), "--table",
                    "Shop"), cli::err);
            assertTrue(proxy.faulted("Scan") >= 2, "the proxy throttled the scan");
            assertTrue(cli.out().contains("Live items: 4 items of Shop sampled: 1 finding"), cli.out());
            assertTrue(cli.out().contains("  ! 1 of 2 sampled Order items has an SK the template does not give"), cli.out());

            cli.clear();
            proxy.script("Scan", FaultProxy.Fault.REFUSE, FaultProxy.Fault.REFUSE, FaultProxy.Fault.REFUSE,
                    FaultProxy.Fault.REFUSE);
            assertEquals(ExitCodes.UNREADABLE, cli.run("diff", model.toString(), "--endpoint", proxy.endpoint(), "--table",
                    "Shop"));
            assertEquals("tablewright diff: cannot read the live table Shop: ValidationException: One or more parameter"
                    + " values were invalid\n", cli.err());
            assertEquals("", cli.out());
        }
    }
}
