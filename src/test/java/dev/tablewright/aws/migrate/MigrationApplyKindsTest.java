package dev.tablewright.aws.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.LocalServerExtension;
import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.engine.migrate.Estimate;
import dev.tablewright.engine.migrate.MigrationPlan;
import dev.tablewright.engine.migrate.MigrationStep;
import dev.tablewright.engine.migrate.Reversal;
import dev.tablewright.engine.migrate.Source;
import dev.tablewright.engine.migrate.TablePlan;
import dev.tablewright.format.migrate.JournalJson;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** The kinds that touch no item: move-patterns, a vector index where the endpoint has none, the Sandbox's GSI deletion. */
class MigrationApplyKindsTest {
    @RegisterExtension
    static final LocalServerExtension local = new LocalServerExtension();

    @TempDir
    Path dir;

    private static MigrationStep.Common common(String id) {
        return new MigrationStep.Common(id, "Movies", "a test step", Reversal.by("nothing"), Estimate.nothing("test"));
    }

    private static MigrationPlan plan(MigrationStep... steps) {
        return new MigrationPlan(List.of(new TablePlan("Movies", Optional.empty(), "", List.of(steps))), List.of());
    }

    private ApplyRequest request(MigrationPlan plan, DataModel to, Set<String> confirmed) {
        return new ApplyRequest(plan, Source.endpoint("http://x", "Movies"), Source.file("to.json", "c3"),
                Optional.empty(), to, JournalJson.store(dir.resolve("k.journal.json")),
                ApplyOptions.defaults().withConfirmed(confirmed));
    }

    @Test
    void movePatternsIsRecordedDoneAndAVectorIndexOnLocalFailsClearly() {
        local.dropAllTables();
        ApplyFixture v2 = new ApplyFixture(ApplyFixture.read("sample-models/movies-actors.json"),
                ApplyFixture.read("sample-models/movies-actors-v2.json"));
        v2.commit(local.gateway());
        MigrationPlan plan = plan(new MigrationStep.MovePatterns(common("Movies/move-patterns/GSI-3"), "GSI-3", "GSI-1",
                List.of("Oscar winners")), new MigrationStep.CreateVectorIndex(common("Movies/create-vector-index/V"),
                "V", "V", "embedding", 3, "COSINE"));
        ApplyReport report = MigrationApply.run(local.gateway(), request(plan, v2.to, Set.of()), ApplyListener.NONE,
                () -> false);
        assertEquals(ApplyReport.Status.FAILED, report.status(), report.render());
        assertEquals(StepResult.Status.DONE, report.steps().get(0).status());
        assertTrue(report.steps().get(0).message().contains("nothing changes in DynamoDB"), report.render());
        assertEquals(StepResult.Status.FAILED, report.steps().get(1).status());
        assertTrue(report.steps().get(1).message().contains("does not know vector indexes"), report.render());

        // Resumed: the patterns' move is not redone, the vector index still fails the same way.
        ApplyReport again = MigrationApply.run(local.gateway(), new ApplyRequest(plan, Source.endpoint("http://x",
                "Movies"), Source.file("to.json", "c3"), Optional.empty(), v2.to,
                JournalJson.store(dir.resolve("k.journal.json")), ApplyOptions.defaults().withResume(true)),
                ApplyListener.NONE, () -> false);
        assertEquals(StepResult.Status.ALREADY_DONE, again.steps().get(0).status(), again.render());
    }

    @Test
    void theSandboxDeletesAConfirmedGsi() {
        DataModel v1 = ApplyFixture.read("sample-models/movies-actors.json");
        SandboxGateway sandbox = SandboxGateway.of(v1);
        MigrationStep delete = new MigrationStep.DeleteGsi(common("Movies/delete-gsi/GSI-3"), "GSI-3");
        assertEquals(List.of(delete), MigrationApply.deletions(plan(delete)));
        assertEquals("GSI-3", MigrationApply.confirmationName(delete));
        ApplyReport report = MigrationApply.run(sandbox, request(plan(delete), v1, Set.of(delete.id())),
                ApplyListener.NONE, () -> false);
        assertEquals(ApplyReport.Status.COMPLETED, report.status(), report.render());
        assertTrue(sandbox.describeTable("Movies").orElseThrow().globalIndexes().stream().map(GlobalSecondaryIndex::name)
                .noneMatch("GSI-3"::equals));
        assertEquals(Path.of("/p/plan.journal.json"), MigrationApply.journalFor(Path.of("/p/plan.json")));
    }

    @Test
    void aJournalThatCannotBeWrittenRefusesBeforeAnything() {
        DataModel v1 = ApplyFixture.read("sample-models/movies-actors.json");
        SandboxGateway sandbox = SandboxGateway.of(v1);
        MigrationStep delete = new MigrationStep.DeleteGsi(common("Movies/delete-gsi/GSI-3"), "GSI-3");
        Path nowhere = dir.resolve("no-such-folder").resolve("plan.journal.json");
        ApplyReport report = MigrationApply.run(sandbox, new ApplyRequest(plan(delete), Source.endpoint("http://x",
                "Movies"), Source.file("to.json", "c3"), Optional.empty(), v1, JournalJson.store(nowhere),
                ApplyOptions.defaults().withConfirmed(Set.of(delete.id()))), ApplyListener.NONE, () -> false);
        assertEquals(ApplyReport.Status.REFUSED, report.status(), report.render());
        assertTrue(report.message().startsWith("cannot write the journal " + nowhere), report.message());
        assertTrue(sandbox.describeTable("Movies").orElseThrow().globalIndexes().stream().map(GlobalSecondaryIndex::name)
                .anyMatch("GSI-3"::equals), "nothing was deleted");
    }
}
