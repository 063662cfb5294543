package dev.tablewright.aws.differential;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.EmbeddedDynamoDb;
import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.aws.sdk.SdkGateway;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.model.Item;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The proof that the engine is DynamoDB (DESIGN §5): random tables, items and operations run against
 * the Sandbox and against embedded DynamoDB Local, whose answers must agree — items, order,
 * LastEvaluatedKey, Count/ScannedCount, returned attributes, error or not and the error code, and the
 * message except where docs/engine-differences.md says why not. A disagreement is reported with a
 * minimal reproduction. {@code -Ddifferential.seed=N -Ddifferential.tables=T} replays one run. GSIs with
 * multi-attribute keys are generated only against a Local that has them ({@link LocalVersion}: the
 * build's {@code -Ddynamodb.local.version}); docs/engine-differences.md tells how to run against one.
 */
class DifferentialTest {
    private static final int STATE_CHECK_EVERY = 25;

    @Test
    void engineAnswersAsDynamoDbLocalDoes() {
        long base = Long.getLong("differential.seed", 1_000L);
        int tables = Integer.getInteger("differential.tables", 45);
        LocalVersion local = LocalVersion.current();
        boolean multiAttributeKeys = local.hasMultiAttributeKeys();
        Gateway dynamo = new SdkGateway(EmbeddedDynamoDb.client(), "DynamoDB Local (embedded)", false);
        Map<String, Integer> counts = new TreeMap<>();
        List<String> failures = new ArrayList<>();
        long started = System.nanoTime();
        for (int t = 0; t < tables && failures.size() < 5; t++) {
            runScenario(new Scenario(base + t, multiAttributeKeys), dynamo, counts).ifPresent(failures::add);
        }
        int total = counts.values().stream().mapToInt(Integer::intValue).sum();
        System.out.printf("Differential: %d tables, %d operations %s, %d pages cut at 1 MB, in %d s%n", tables,
                total, counts, Op.PAGES_CUT_AT_1MB.get(), (System.nanoTime() - started) / 1_000_000_000L);
        System.out.printf("Differential: DynamoDB Local %s, multi-attribute GSI keys %s%n", local,
                multiAttributeKeys ? "compared" : "not compared (Local refuses them before 3.3.0)");
        assertTrue(failures.isEmpty(), () -> String.join("\n", failures));
        assertTrue(total >= 5_000 || tables < 45, "at least 5,000 operations: " + total);
    }

    private static Optional<String> runScenario(Scenario s, Gateway dynamo, Map<String, Integer> counts) {
        SandboxGateway sandbox = SandboxGateway.empty();
        sandbox.createTable(s.table);
        dynamo.createTable(s.table);
        List<String> recent = new ArrayList<>();
        boolean[] dropped = {false};
        try {
            List<Op> ops = new ArrayList<>();
            for (Item item : s.initialItems()) {
                ops.add(s.load(item));
            }
            int n = s.operationCount();
            for (int i = 0; i < n; i++) {
                ops.add(s.next());
            }
            int sinceCheck = 0;
            for (Op op : ops) {
                counts.merge(op.kind(), 1, Integer::sum);
                Outcome mine = op.run(sandbox);
                Outcome theirs = op.run(dynamo);
                recent.add(op.description());
                Optional<String> why = op.difference(mine, theirs);
                if (why.isPresent()) {
                    // The shrinker replays on fresh tables of the same name: hand it the contents, drop ours.
                    List<Item> contents = Repro.contents(dynamo, s.table.name());
                    dynamo.deleteTable(s.table.name());
                    dropped[0] = true;
                    return Optional.of(Repro.report(s, op, mine, theirs, why.get(), dynamo, recent, contents));
                }
                if (++sinceCheck == STATE_CHECK_EVERY) {
                    Optional<String> state = sameContents(s, sandbox, dynamo, recent);
                    if (state.isPresent()) {
                        return state;
                    }
                    sinceCheck = 0;
                    recent.clear();
                }
            }
            return sameContents(s, sandbox, dynamo, recent);
        } finally {
            if (!dropped[0]) {
                dynamo.deleteTable(s.table.name());
            }
        }
    }

    /** Both tables hold the same items (a write that answered alike may still have written differently). */
    private static Optional<String> sameContents(Scenario s, Gateway sandbox, Gateway dynamo, List<String> recent) {
        ScanRequest all = ScanRequest.of(s.table.name());
        Op scan = Op.ordered("Scan", "Scan (state check)", g -> Op.allPages(g, all), Op.Match.SCAN, s.keySchema());
        Outcome mine = scan.run(sandbox);
        Outcome theirs = scan.run(dynamo);
        return scan.difference(mine, theirs).map(why -> "Seed " + s.seed + ": tables differ after these operations ("
                + why + "):\n  " + String.join("\n  ", recent.subList(Math.max(0, recent.size() - 30), recent.size()))
                + "\nSandbox:        " + Show.brief(Show.answer(mine))
                + "\nDynamoDB Local: " + Show.brief(Show.answer(theirs)));
    }
}
