package dev.tablewright.aws.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.LocalServerExtension;
import dev.tablewright.engine.migrate.DryRun;
import dev.tablewright.engine.migrate.MigrationStep;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.Projection;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each kind of step on a real table of thousands of items (DynamoDB Local over HTTP): the result, item
 * by item, is what the dry run computes from the same items.
 */
class MigrationStepsOnLocalTest {
    @RegisterExtension
    static final LocalServerExtension local = new LocalServerExtension();

    @TempDir
    Path dir;

    private ApplyFixture committed(UnaryOperator<DataModel> toFromV1) {
        local.dropAllTables();
        ApplyFixture v1 = ApplyFixture.movies(400);
        ApplyFixture f = new ApplyFixture(v1.from, toFromV1.apply(v1.from.withTables(v1.from.tables().stream()
                .map(t -> t.withItems(List.of()).withEntities(t.entities().stream().map(e -> e.withItems(List.of()))
                        .toList())).toList())));
        f.commit(local.gateway());
        return f;
    }

    /** Applies every step, deletions confirmed; the live table then holds what the dry run computes. */
    private ApplyReport appliedAsTheDryRunComputes(ApplyFixture f, String liveTable) {
        Set<String> deletions = MigrationApply.deletions(f.plan).stream().map(MigrationStep::id).collect(Collectors.toSet());
        ApplyReport report = MigrationApply.run(local.gateway(), f.request(dir.resolve("j.journal.json"),
                ApplyOptions.defaults().withConfirmed(deletions)), ApplyListener.NONE, () -> false);
        assertEquals(ApplyReport.Status.COMPLETED, report.status(), report.render());
        Set<Item> expected = new HashSet<>(DryRun.migrated(f.from, f.to, f.plan).table(ApplyFixture.TABLE).orElseThrow()
                .allItems());
        assertTrue(expected.size() >= 2000, "thousands of items: " + expected.size());
        assertEquals(expected, ApplyFixture.live(local.gateway(), liveTable), report.render());
        return report;
    }

    private static List<String> kinds(ApplyFixture f) {
        return f.plan.steps().stream().map(MigrationStep::kind).toList();
    }

    @Test
    void rekeyMovesEveryActorToItsNewKey() {
        ApplyFixture f = committed(to -> to.withTable(ApplyFixture.TABLE, t -> t.withEntity("Actor",
                e -> e.withKeyTemplate("pk", KeyTemplate.parse("actor#${actorId}"))
                        .withKeyTemplate("sk", KeyTemplate.parse("actor#${actorId}")))));
        assertTrue(kinds(f).contains("rekey"), kinds(f).toString());
        ApplyReport report = appliedAsTheDryRunComputes(f, ApplyFixture.TABLE);
        StepResult rekey = report.steps().get(kinds(f).indexOf("rekey"));
        assertEquals(f.from.table(ApplyFixture.TABLE).orElseThrow().entity("Actor").orElseThrow().items().size(),
                rekey.itemsWritten(), report.render());
    }

    @Test
    void aGsiDeletedATtlSetAndPatternsMoved() {
        ApplyFixture f = committed(to -> to.withTable(ApplyFixture.TABLE, t -> t
                .withGlobalIndexes(t.globalIndexes().stream().filter(g -> !g.name().equals("GSI-3")).toList())
                .withAccessPatterns(t.accessPatterns().stream().filter(p -> !"GSI-3".equals(p.index())).toList())
                .withSettings(s -> s.withTtlAttribute(Optional.of("expiresAt")))));
        assertTrue(kinds(f).containsAll(List.of("delete-gsi", "change-setting")), kinds(f).toString());
        ApplyReport unconfirmed = MigrationApply.run(local.gateway(), f.request(dir.resolve("u.journal.json"),
                ApplyOptions.defaults()), ApplyListener.NONE, () -> false);
        assertEquals(ApplyReport.Status.FAILED, unconfirmed.status(), unconfirmed.render());
        StepResult deletion = unconfirmed.steps().get(kinds(f).indexOf("delete-gsi"));
        assertEquals(StepResult.Status.NOT_CONFIRMED, deletion.status(), unconfirmed.render());
        assertTrue(unconfirmed.message().contains("Deleting GSI-3 was not confirmed: type its name when asked, or pass --yes"),
                unconfirmed.message());
        assertTrue(local.gateway().describeTable(ApplyFixture.TABLE).orElseThrow().globalIndexes().stream()
                .map(GlobalSecondaryIndex::name).anyMatch("GSI-3"::equals), "not deleted");
        appliedAsTheDryRunComputes(f, ApplyFixture.TABLE);
        assertTrue(local.gateway().describeTable(ApplyFixture.TABLE).orElseThrow().globalIndexes().stream()
                .map(GlobalSecondaryIndex::name).noneMatch("GSI-3"::equals));
        assertEquals(Optional.of("expiresAt"), local.gateway().liveSettings(ApplyFixture.TABLE).orElseThrow().design()
                .settings().ttlAttribute());
    }

    @Test
    void aNewLsiReplacesTheTableByCopyThenDeletesTheOldOne() {
        // TTL is no CreateTable parameter: the new table gets it after, as commit sets it.
        ApplyFixture f = committed(to -> to.withTable(ApplyFixture.TABLE, t -> t.withLocalIndexes(List.of(
                new LocalSecondaryIndex("LSI-1", new AttributeDef("title", AttributeType.S, false), Projection.ALL)))
                .withSettings(s -> s.withTtlAttribute(Optional.of("expiresAt")))));
        assertEquals(List.of("create-table", "copy-items", "delete-table"), kinds(f));
        String newTable = ((MigrationStep.CreateTable) f.plan.steps().get(0)).newTable();
        appliedAsTheDryRunComputes(f, newTable);
        assertTrue(local.gateway().describeTable(ApplyFixture.TABLE).isEmpty(), "the old table is deleted");
        assertEquals(List.of("LSI-1"), local.gateway().describeTable(newTable).orElseThrow().localIndexes().stream()
                .map(LocalSecondaryIndex::name).toList());
        assertEquals(Optional.of("expiresAt"), local.gateway().liveSettings(newTable).orElseThrow().design()
                .settings().ttlAttribute(), "the new table has TO's settings, not only its keys");
    }
}
