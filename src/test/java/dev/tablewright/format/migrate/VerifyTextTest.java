package dev.tablewright.format.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.engine.diff.Change;
import dev.tablewright.engine.drift.ConformanceCheck;
import dev.tablewright.engine.migrate.MigrationPlan;
import dev.tablewright.engine.migrate.Refusal;
import dev.tablewright.engine.migrate.Source;
import dev.tablewright.engine.migrate.VerifiedTable;
import dev.tablewright.engine.migrate.VerifyReport;
import dev.tablewright.format.ReportFormat;
import dev.tablewright.format.json.Json;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A verification's report on the screen, in Markdown and in JSON: a replaced table, a refusal, kept mismatches. */
class VerifyTextTest {
    private static final Refusal WARM = new Refusal("Movies", "lower the table's warm read throughput",
            "DynamoDB only raises it.");
    private static final PlanFile PLAN = new PlanFile(Source.endpoint("http://localhost:8000", "Movies"),
            Source.file("v2.json", "ab12cd34ef56ab12"), 1000, new MigrationPlan(List.of(), List.of(WARM)));

    private static VerifyReport report() {
        ConformanceCheck.Difference pk = new ConformanceCheck.Difference("gsi4pk", Optional.empty(),
                Optional.of("year#2020"), "");
        ConformanceCheck.Items items = new ConformanceCheck.Items(1500, List.of(new ConformanceCheck.EntityItems("Movie", 1400, 30)),
                List.of(new ConformanceCheck.Mismatch("Movie", "mov#tt1 / META", List.of(pk))), 100,
                List.of("[pk=tmp#1, sk=x]"));
        Change warm = new Change("Movies", "Movies/settings/warmReadUnitsPerSecond", Change.Kind.CHANGED, "12,000", "15,000",
                null);
        return new VerifyReport(List.of(new VerifiedTable("Movies", "Movies-v2", List.of(warm), List.of("tags not read"),
                Optional.of(items), true)), List.of(WARM));
    }

    @Test
    void theTextSaysTheRefusalTheLiveNameAndEachFinding() {
        String text = VerifyText.render(PLAN, report(), "DynamoDB — http://localhost:8000", ReportFormat.TEXT);
        assertTrue(text.startsWith("Verify of the plan from table Movies at http://localhost:8000 to v2.json (sha256"
                + " ab12cd34ef56…) at DynamoDB — http://localhost:8000\nThe plan has 1 refusal (changes DynamoDB cannot"
                + " make): the tables are verified against TO all the same, so it shows as differences.\n"
                + "  - Movies: lower the table's warm read throughput (DynamoDB only raises it.)\n"), text);
        assertTrue(text.contains("\nTable Movies (live as Movies-v2)\n  Design: 1 difference from TO (TO -> live)\n"
                + "    ~ Movies/settings/warmReadUnitsPerSecond: 12,000 -> 15,000\n"
                + "  Items: 1,500 read: 1,370 match TO's templates, 30 do not, 100 belong to no entity\n"
                + "    Movie: 1,400 read, 1,370 match, 30 do not\n"
                + "  Not matching (the first 1 of 30):\n    Movie mov#tt1 / META: gsi4pk is missing, TO gives year#2020\n"
                + "  No entity claims (the first 1 of 100; "), text);
        assertTrue(text.contains("  note: tags not read\n"), text);
        assertTrue(text.endsWith("\nNot verified: 1 design difference, 30 items not matching TO's templates, 100 items no"
                + " entity claims.\n"), text);
    }

    @Test
    void theMarkdownAndTheJsonCarryTheSame() {
        String md = VerifyText.render(PLAN, report(), "DynamoDB — http://localhost:8000", ReportFormat.MARKDOWN);
        assertTrue(md.contains("\n- Movies: lower the table's warm read throughput (DynamoDB only raises it.)\n"), md);
        assertTrue(md.contains("### Table `Movies` (live as `Movies-v2`)"), md);
        assertTrue(md.contains("| Movie | 1,400 | 1,370 | 30 |"), md);

        JsonNode json = Json.parseTrusted(VerifyText.render(PLAN, report(), "DynamoDB — x", ReportFormat.JSON));
        assertFalse(json.path("matches").asBoolean());
        assertEquals("lower the table's warm read throughput", json.path("refusals").get(0).path("what").asText());
        JsonNode table = json.path("tables").get(0);
        assertEquals("Movies-v2", table.path("liveTable").asText());
        assertEquals("changed", table.path("design").get(0).path("kind").asText());
        assertEquals("15,000", table.path("design").get(0).path("live").asText());
        assertTrue(table.path("items").path("mismatches").get(0).path("differences").get(0).path("stored").isNull());
        assertEquals(100, table.path("items").path("unclaimed").path("items").asInt());
    }
}
