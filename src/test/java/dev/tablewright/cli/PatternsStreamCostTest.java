package dev.tablewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.RequestRate;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.stream.KeptFixtures;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code patterns} on the monthly totals: a put of a stream at 1/s (10/s peak) pays the handler's 1
 * consistent read and 2 transactional writes (1 RCU, 4 WCU) beside its own 1 WCU, and the query of a
 * movie's totals says what keeping them costs. By hand: 2,628,000 requests a month; the handler's
 * 1 RCU at $0.125 and 4 WCU at $0.625 per million: $0.33 + $6.57 = $6.90 on demand; provisioned, 10 ×
 * (1 × $0.00013 + 4 × $0.00065) × 730 = $19.93. The put's own 1 WCU: $1.64 on demand, $4.75 provisioned.
 */
class PatternsStreamCostTest {
    @TempDir
    Path dir;

    private Path model() throws Exception {
        RequestRate rate = new RequestRate(10, 1);
        AccessPattern put = new AccessPattern("Record a stream", "", "Stream", OperationKind.PUT_ITEM, null,
                "pk = MOV#m1 AND sk = STR#2024-05-01T20:00:00Z#u1", "", "", true, Map.of()).withRate(rate);
        AccessPattern totals = new AccessPattern("Totals of a movie", "", "MonthlyTotal", OperationKind.QUERY, null,
                "pk = MOV#m1 AND begins_with(sk, TOTAL#)", "", "", true, Map.of()).withRate(rate);
        DataModel m = KeptFixtures.read(KeptFixtures.MONTHLY_TOTALS);
        TableDesign t = m.tables().get(0).withAccessPatterns(List.of(put, totals));
        Path file = dir.resolve("totals.json");
        WorkbenchJson.save(m.withTables(List.of(t)), file);
        return file;
    }

    @Test
    void textShowsTheStreamsWritesBesideTheWriteAndWhatKeepingCostsBesideTheRead() throws Exception {
        Cli cli = new Cli();
        String file = model().toString();
        assertEquals(ExitCodes.OK, cli.run("patterns", file), cli.err());
        String out = cli.out();
        assertTrue(out.contains("  capacity   1 WCU per request\n"
                + "  cost       $1.64/month on demand, $4.75/month provisioned\n"
                + "  stream     + MonthlyTotal — 1 consistent read, 2 transactional writes: 1 RCU, 4 WCU per request: "
                + "$6.90/month on demand, $19.93/month provisioned; 1 stream record, free: AWS does not charge for the "
                + "GetRecords calls of an AWS Lambda trigger\n"
                + "  with it    $8.54/month on demand, $24.67/month provisioned\n"), out);
        assertTrue(out.contains("  kept       MonthlyTotal is kept by the stream from Stream: $6.90/month on demand, "
                + "$19.93/month provisioned from the patterns that write Stream (Record a stream)\n"), out);
        // The table's total counts the handler: the put with it ($8.54, $24.67) and the query's 0.5 RCU ($0.16, $0.47).
        assertTrue(out.contains("; Movies $8.71/month on demand, $25.15/month provisioned"), out);
    }

    @Test
    void markdownHasAStreamColumnAndJsonTheFigures() throws Exception {
        Cli cli = new Cli();
        String file = model().toString();
        assertEquals(ExitCodes.OK, cli.run("patterns", file, "--format", "markdown"), cli.err());
        String md = cli.out();
        assertTrue(md.contains("| Provisioned $/month | Stream | Problems |"), md);
        assertTrue(md.contains("| $1.64 | $4.75 | + MonthlyTotal — 1 consistent read, 2 transactional writes: 1 RCU, "
                + "4 WCU per request: $6.90/month on demand, $19.93/month provisioned |"), md);
        assertTrue(md.contains("| MonthlyTotal is kept by the stream from Stream: $6.90/month on demand, "
                + "$19.93/month provisioned from the patterns that write Stream (Record a stream) |"), md);
        cli.clear();
        assertEquals(ExitCodes.OK, cli.run("patterns", file, "--format", "json"), cli.err());
        JsonNode put = new ObjectMapper().readTree(cli.out()).get(0).get("patterns").get(0);
        JsonNode w = put.get("streamWrites").get(0);
        assertEquals("MonthlyTotal", w.get("keptEntity").asText());
        assertEquals("aggregate", w.get("kind").asText());
        assertEquals(1, w.get("reads").asInt());
        assertEquals(2.0, w.get("writes").asDouble());
        assertEquals(1.0, w.get("readUnits").asDouble());
        assertEquals(4.0, w.get("writeUnits").asDouble());
        assertEquals(1, w.get("streamRecords").asInt());
        assertEquals(0, w.get("streamReadsMonthly").asDouble());
        assertEquals(2_628_000 * (0.125 + 4 * 0.625) / 1e6, w.get("monthlyCost").get("onDemand").asDouble(), 1e-9);
        assertEquals(put.get("monthlyCost").get("onDemand").asDouble() + w.get("monthlyCost").get("onDemand")
                .asDouble(), put.get("monthlyCostWithStream").get("onDemand").asDouble(), 1e-9);
        JsonNode query = new ObjectMapper().readTree(cli.out()).get(0).get("patterns").get(1);
        assertEquals("Stream", query.get("keptBy").get(0).get("source").asText());
        assertEquals("Record a stream", query.get("keptBy").get(0).get("writers").get(0).asText());
        JsonNode table = new ObjectMapper().readTree(cli.out()).get(0).get("tableCosts").get("Movies");
        assertEquals("MonthlyTotal", table.get("streamHandlers").get(0).asText());
    }
}
