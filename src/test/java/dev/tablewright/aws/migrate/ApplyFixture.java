package dev.tablewright.aws.migrate;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.ScanAllPages;
import dev.tablewright.aws.commit.Commit;
import dev.tablewright.aws.commit.CommitOptions;
import dev.tablewright.aws.commit.CommitReport;
import dev.tablewright.aws.commit.ExistingTables;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.engine.migrate.DryRun;
import dev.tablewright.engine.migrate.MigrationPlan;
import dev.tablewright.engine.migrate.MigrationPlanner;
import dev.tablewright.engine.migrate.PlanFacts;
import dev.tablewright.engine.migrate.Source;
import dev.tablewright.format.SampleModels;
import dev.tablewright.format.migrate.JournalJson;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Item;
import dev.tablewright.model.TableDesign;
import dev.tablewright.sample.GenerationRequest;
import dev.tablewright.sample.SampleGenerator;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The movies sample with thousands of generated items, committed to DynamoDB Local, and its v2 plan. */
final class ApplyFixture {
    static final String TABLE = "Movies";

    final DataModel from;
    final DataModel to;
    final MigrationPlan plan;

    ApplyFixture(DataModel from, DataModel to) {
        this.from = from;
        this.to = to;
        this.plan = MigrationPlanner.plan(from, to, PlanFacts.of(dev.tablewright.model.PriceTable.US_EAST_1));
    }

    /** v1 with {@code each} generated items per entity, and v2 with the same items. */
    static ApplyFixture movies(int each) {
        DataModel v1 = SampleModels.read("movies-actors.json").model().orElseThrow();
        DataModel v2 = read("sample-models/movies-actors-v2.json");
        TableDesign t = v1.table(TABLE).orElseThrow();
        DataModel big = SampleGenerator.generate(t, GenerationRequest.everyEntity(t, each, 7),
                dev.tablewright.progress.Progress.NONE)
                .edit(TABLE).apply(v1);
        return new ApplyFixture(big, v2);
    }

    static DataModel read(String file) {
        return dev.tablewright.format.WorkbenchJson.read(Path.of(file)).model().orElseThrow();
    }

    /** Puts FROM's items live, as commit does. */
    void commit(Gateway g) {
        CommitReport r = new Commit(g, from, CommitOptions.of(List.of(), ExistingTables.REFUSE)).run(p -> { }, () -> false);
        if (!r.complete()) {
            throw new IllegalStateException(r.stopped());
        }
    }

    ApplyRequest request(Path journal, ApplyOptions options) {
        return new ApplyRequest(plan, Source.file("from.json", "a1"), Source.file("to.json", "b2"),
                java.util.Optional.of(from), to, JournalJson.store(journal), options);
    }

    /** What the dry run says the table holds after the plan. */
    Set<Item> dryRunItems() {
        DataModel migrated = DryRun.migrated(from, to, plan);
        return new HashSet<>(migrated.table(TABLE).orElseThrow().allItems());
    }

    static Set<Item> live(Gateway g, String table) {
        Set<Item> items = new HashSet<>();
        ScanAllPages.of(g, ScanRequest.of(table), 4).run(page -> items.addAll(page));
        return items;
    }

    static long count(Map<String, Long> m) {
        return m.values().stream().mapToLong(Long::longValue).sum();
    }
}
