package dev.tablewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.RequestRate;
import dev.tablewright.model.TableDesign;
import java.nio.file.Files;
import java.nio.file.Path;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.edit.AccessPatternEdits;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PatternsCommandTest {
    private static final String MOVIES = "sample-models/movies-actors.json";
    private static final String ORDERS = "sample-models/customer-orders.json";

    @TempDir
    Path dir;

    @Test
    void textSaysHowEachPatternIsServedWhatItReturnsAndCosts() {
        Cli cli = new Cli();
        assertEquals(ExitCodes.OK, cli.run("patterns", ORDERS), cli.err());
        String out = cli.out();
        assertTrue(out.contains(ORDERS + ": CustomerOrders: Get a customer order with its delivery address\n"
                + "  served by  GetItem on the table\n"), out);
        assertTrue(out.contains("  returns    4 items on the sample data\n"), out);
        assertTrue(out.contains("  capacity   0.5 RCU per request\n"), out);
        assertTrue(out.contains("  cost       no expected rate\n"), out);
        assertTrue(out.contains(ORDERS + ": 2 patterns, 0 need a Scan, 0 with errors (prices: us-east-1"), out);
    }

    @Test
    void aVectorSearchSaysWhatItReturnsAndThatItUsesNoCapacityUnits() {
        Cli cli = new Cli();
        String products = "sample-models/products-vectors.json";
        assertEquals(ExitCodes.OK, cli.run("patterns", products), cli.err());
        String out = cli.out();
        // TopK 4 in the footwear partition (5 items); TopK 3 with the brand filter finds its 3 Stridewell items.
        assertTrue(out.contains(products + ": ProductCatalog: Similar products\n"
                + "  served by  SearchVectors on index ByEmbedding\n  entities   Product\n"
                + "  returns    4 items on the sample data\n  capacity   none: billed by the bytes it examines\n"), out);
        assertTrue(out.contains(products + ": ProductCatalog: Search by description within a category\n"
                + "  served by  SearchVectors on index ByEmbedding\n  entities   Product\n"
                + "  returns    3 items on the sample data\n"), out);
    }

    @Test
    void aScanFailsTheCheckUnlessAllowed() throws Exception {
        Cli cli = new Cli();
        // The sample's one Scan reads the sparse GSI-3, which only Oscar winners fill: it passes.
        assertEquals(ExitCodes.OK, cli.run("patterns", MOVIES, ORDERS), cli.out());
        assertTrue(cli.out().contains("  served by  Scan of sparse index GSI-3\n"), cli.out());
        assertTrue(cli.out().contains(MOVIES + ": 9 patterns, 0 need a Scan, 0 with errors"), cli.out());
        cli.clear();
        // The same pattern scanning the whole table reads every item to return the winners.
        DataModel m = WorkbenchJson.read(Path.of(MOVIES)).model().orElseThrow();
        AccessPattern oscars = m.table("Movies").orElseThrow().accessPatterns().stream()
                .filter(p -> p.name().equals("List oscar-winning actors")).findFirst().orElseThrow();
        Path table = dir.resolve("scan.json");
        WorkbenchJson.save(AccessPatternEdits.replace("Movies", oscars.name(),
                oscars.withIndex(null).withFilter("attribute_exists(oscar)")).apply(m), table);
        assertEquals(ExitCodes.ERRORS, cli.run("patterns", table.toString()), cli.out());
        assertTrue(cli.out().contains("  served by  needs a Scan of the table\n"), cli.out());
        assertTrue(cli.out().contains("9 patterns, 1 needs a Scan, 0 with errors"), cli.out());
        cli.clear();
        assertEquals(ExitCodes.OK, cli.run("patterns", table.toString(), "--allow-scan"), cli.out());
    }

    @Test
    void anErrorFailsTheCheckAndAnUnreadableFileIsTwo() throws Exception {
        DataModel m = WorkbenchJson.read(Path.of(ORDERS)).model().orElseThrow();
        TableDesign t = m.tables().get(0);
        TableDesign broken = t.withAccessPatterns(List.of(t.accessPatterns().get(1).withKeyCondition("Oops = ${x}")));
        Path file = dir.resolve("broken.json");
        WorkbenchJson.save(m.withTables(List.of(broken)), file);
        Cli cli = new Cli();
        assertEquals(ExitCodes.ERRORS, cli.run("patterns", file.toString()));
        assertTrue(cli.out().contains("  error      "), cli.out());
        cli.clear();
        Files.writeString(dir.resolve("bad.json"), "{");
        assertEquals(ExitCodes.UNREADABLE, cli.run("patterns", dir.resolve("bad.json").toString(), ORDERS));
    }

    @Test
    void jsonAndMarkdownCarryTheSameFigures() throws Exception {
        DataModel m = WorkbenchJson.read(Path.of(ORDERS)).model().orElseThrow();
        TableDesign t = m.tables().get(0);
        TableDesign rated = t.withAccessPatterns(t.accessPatterns().stream()
                .map(p -> p.withRate(new RequestRate(100, 10))).toList());
        Path file = dir.resolve("rated.json");
        WorkbenchJson.save(m.withTables(List.of(rated)), file);
        Cli cli = new Cli();
        assertEquals(ExitCodes.OK, cli.run("patterns", file.toString(), "--format", "json"), cli.err());
        JsonNode p = new ObjectMapper().readTree(cli.out()).get(0).get("patterns").get(0);
        assertEquals("GetItem on the table", p.get("servedBy").textValue());
        assertEquals(0.5, p.get("readUnits").doubleValue());
        // 10/s × 3600 × 730 × 0.5 RRU × $0.125 per million; 100/s × 0.5 RCU × $0.00013 × 730
        assertEquals(1.6425, p.at("/monthlyCost/onDemand").doubleValue(), 1e-9);
        assertEquals(4.745, p.at("/monthlyCost/provisioned").doubleValue(), 1e-9);
        JsonNode table = new ObjectMapper().readTree(cli.out()).get(0).at("/monthlyCostByTable/CustomerOrders");
        assertEquals(2 * 1.6425, table.get("onDemand").doubleValue(), 1e-9, "both patterns: 0.5 RCU at 10/s");
        assertTrue(table.get("indexes").isEmpty());
        cli.clear();
        assertEquals(ExitCodes.OK, cli.run("patterns", file.toString()));
        assertTrue(cli.out().contains("with errors; CustomerOrders $3.29/month on demand, $9.49/month provisioned"),
                cli.out());
        cli.clear();
        assertEquals(ExitCodes.OK, cli.run("patterns", file.toString(), "-f", "markdown"));
        assertTrue(cli.out().contains("| CustomerOrders | Get a customer order with its delivery address | GetItem on the table"
                + " | CustomerOrder | 1 | 0.5 | 0 | $1.64 | $4.75 |  |"), cli.out());
    }
}
