package dev.tablewright.format.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.engine.migrate.Estimate;
import dev.tablewright.engine.migrate.MigrationPlan;
import dev.tablewright.engine.migrate.MigrationStep;
import dev.tablewright.engine.migrate.MigrationStep.Common;
import dev.tablewright.engine.migrate.MigrationStep.TemplateChange;
import dev.tablewright.engine.migrate.Refusal;
import dev.tablewright.engine.migrate.Reversal;
import dev.tablewright.engine.migrate.Source;
import dev.tablewright.engine.migrate.TablePlan;
import dev.tablewright.model.Problem;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The plan file: every kind of step written and read back unchanged; what is wrong said with its JSON path. */
class PlanJsonTest {
    @TempDir
    Path dir;

    private static Common common(String id, Estimate e) {
        return new Common(id, "Shop", "Because " + id + ".", id.contains("delete-table")
                ? Reversal.not("its items are gone") : Reversal.by("undo " + id), e);
    }

    /** One step of each kind, with known and unknown estimates, an empty list and a template with no before. */
    static PlanFile everyKind() {
        Estimate none = Estimate.nothing("writes no item");
        Estimate some = new Estimate(Optional.of(750L), 8, 750, 0.00046975, Optional.of(7.5), "hand-worked");
        Estimate paced = new Estimate(Optional.of(750L), 0, 750, 0.00046875, Optional.empty(), "DynamoDB's pace");
        Estimate unknown = Estimate.unknown("no item count is known");
        List<MigrationStep> steps = List.of(
                new MigrationStep.ChangeSetting(common("Shop/setting/settings/timeToLive", none), "settings/timeToLive",
                        "off", "on, attribute ttl"),
                new MigrationStep.Rekey(common("Shop/rekey/Order", some), "Order",
                        List.of(new TemplateChange("sk", Optional.of("ORDER#${orderId}"), "ORDER#${day}#${orderId}"))),
                new MigrationStep.Backfill(common("Shop/backfill/Order", some), "Order",
                        List.of(new TemplateChange("gsi1pk", Optional.empty(), "STATUS#${status}"))),
                new MigrationStep.CreateGsi(common("Shop/create-gsi/ByStatus-v2", paced), "ByStatus-v2", "ByStatus",
                        "gsi1pk / gsi1sk", "INCLUDE title, genres"),
                new MigrationStep.CreateVectorIndex(common("Shop/create-vector-index/Similar", unknown), "Similar",
                        "Similar", "embedding", 1024, "COSINE"),
                new MigrationStep.MovePatterns(common("Shop/move-patterns/ByStatus-to-ByStatus-v2", none), "ByStatus",
                        "ByStatus-v2", List.of("Orders by status", "Open orders")),
                new MigrationStep.DeleteGsi(common("Shop/delete-gsi/ByStatus", none), "ByStatus"),
                new MigrationStep.DeleteVectorIndex(common("Shop/delete-vector-index/Old", none), "Old"),
                new MigrationStep.CreateTable(common("Shop/create-table/Shop-v2", none), "Shop-v2", "Shop", "pk / sk2",
                        List.of()),
                new MigrationStep.CopyItems(common("Shop/copy-items/Shop-v2", some), "Shop-v2"),
                new MigrationStep.DeleteTable(common("Shop/delete-table/Shop", none)));
        MigrationPlan plan = new MigrationPlan(List.of(new TablePlan("Shop", Optional.of(1000L), "given", steps),
                new TablePlan("Other", Optional.empty(), "no item count is known", List.of())),
                List.of(new Refusal("Shop", "lower the table's warm read throughput", "DynamoDB only raises it")));
        return new PlanFile(Source.endpoint("http://localhost:8000", "Shop"), Source.file("shop-v2.json", "ab12"), 250.5,
                plan);
    }

    @Test
    void everyKindOfStepReadsBackAsItWasWritten() {
        PlanFile file = everyKind();
        assertEquals(11, PlanJson.KINDS.size());
        assertEquals(PlanJson.KINDS, file.plan().steps().stream().map(MigrationStep::kind).sorted(
                java.util.Comparator.comparing(PlanJson.KINDS::indexOf)).toList(), "the plan holds each kind");
        String json = PlanJson.write(file);
        PlanRead read = PlanReader.parse(json, "plan.json");
        assertEquals(List.of(), read.problems());
        assertEquals(file, read.plan().orElseThrow());
        assertEquals(json, PlanJson.write(read.plan().orElseThrow()));
        assertTrue(json.startsWith("{\n  \"tablewrightMigrationPlan\": 1,"), json);
    }

    @Test
    void aFileOnDiskReadsBackAndAMissingOneSaysSo() throws IOException {
        Path plan = dir.resolve("plan.json");
        Files.writeString(plan, PlanJson.write(everyKind()));
        assertEquals(everyKind(), PlanReader.read(plan).plan().orElseThrow());
        PlanRead missing = PlanReader.read(dir.resolve("none.json"));
        assertTrue(missing.plan().isEmpty());
        assertTrue(missing.firstError().startsWith(dir.resolve("none.json") + ": cannot read the plan"),
                missing.firstError());
    }

    private static String error(String json) {
        PlanRead read = PlanReader.parse(json, "plan.json");
        assertTrue(read.plan().isEmpty(), "a plan with an error is not returned");
        return read.firstError();
    }

    private static String edited(String from, String to) {
        String json = PlanJson.write(everyKind());
        assertTrue(json.contains(from), from);
        return json.replaceFirst(java.util.regex.Pattern.quote(from), java.util.regex.Matcher.quoteReplacement(to));
    }

    @Test
    void whatIsWrongIsSaidWithTheFileThePathAndWhatWasExpected() {
        assertEquals("plan.json: $.tablewrightMigrationPlan: expected the plan's version 1, found nothing: is this a "
                + "plan written by migrate plan?", error("{\"DataModel\": []}"));
        assertEquals("plan.json: $.tablewrightMigrationPlan: this plan is version 2; this Tablewright reads version 1",
                error(edited("\"tablewrightMigrationPlan\": 1", "\"tablewrightMigrationPlan\": 2")));
        assertEquals("plan.json: $.tables[0].steps[1].kind: expected one of create-table, copy-items, delete-table, "
                + "create-gsi, delete-gsi, create-vector-index, delete-vector-index, backfill, rekey, move-patterns, "
                + "change-setting, found 'reindex'", error(edited("\"kind\": \"rekey\"", "\"kind\": \"reindex\"")));
        assertEquals("plan.json: $.tables[0].steps[0].estimate.writeUnits: expected a whole number, found 'many'",
                error(edited("\"writeUnits\": 0", "\"writeUnits\": \"many\"")));
        assertEquals("plan.json: $.tables[0].items: expected a whole number or null, found 1.5",
                error(edited("\"items\": 1000,", "\"items\": 1.5,")).replace("the number ", ""));
        assertEquals("plan.json: $.tables[0].steps[3].index: expected text, found nothing",
                error(edited("\"index\": \"ByStatus-v2\",", "")));
        assertEquals("plan.json: $.from.kind: expected file, endpoint or profile, found 'ftp'",
                error(edited("\"kind\": \"endpoint\"", "\"kind\": \"ftp\"")));
        assertEquals("plan.json: $.tables[0].steps[2].templates[0].before: expected the template before (text) or null, "
                + "found nothing", error(edited("\"before\": null,", "")));
        assertEquals("plan.json: $.refusals[0].reason: expected text, found nothing",
                error(edited(",\n      \"reason\": \"DynamoDB only raises it\"", "")));
        assertEquals("plan.json: $.writeRate: expected a positive number of write units per second, found -1.0",
                error(edited("\"writeRate\": 250.5", "\"writeRate\": -1")));
        assertTrue(error("{\"tablewrightMigrationPlan\": 1,").startsWith("plan.json: 1:"), "broken JSON gives a position");
    }

    @Test
    void everyErrorIsReportedNotOnlyTheFirst() {
        String json = edited("\"writeUnits\": 0", "\"writeUnits\": \"many\"").replace("\"why\": \"Because Shop/rekey/Order.\",", "");
        List<Problem> errors = PlanReader.parse(json, "plan.json").problems().stream().filter(Problem::isError).toList();
        assertEquals(2, errors.size(), errors::toString);
        assertFalse(errors.get(0).path().equals(errors.get(1).path()));
    }
}
