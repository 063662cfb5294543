package dev.tablewright.aws.differential;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.EmbeddedDynamoDb;
import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.aws.sdk.SdkGateway;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.ExecuteStatementRequest;
import dev.tablewright.engine.api.ExecuteStatementResult;
import dev.tablewright.engine.partiql.PartiqlErrors;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * PartiQL on the Sandbox against embedded DynamoDB Local: random statements ({@link PartiqlStatements})
 * on both, every page followed; the same items (in the same order for a Query, as a multiset for a
 * Scan, whose order in Local follows a hash), the same error code and message except where
 * docs/engine-differences.md says why not. {@code -Dpartiql.seed=N} replays one run.
 */
class PartiqlDifferentialTest {
    private static final int TABLES = 12;
    private static final int STATEMENTS = 150;

    @Test
    void sandboxAnswersPartiqlAsDynamoDbLocalDoes() {
        long base = Long.getLong("partiql.seed", 7_000L);
        Gateway local = new SdkGateway(EmbeddedDynamoDb.client(), "DynamoDB Local (embedded)", false);
        List<String> failures = new ArrayList<>();
        Map<String, Integer> outcomes = new TreeMap<>();
        for (int t = 0; t < TABLES && failures.isEmpty(); t++) {
            run(base + t, local, outcomes).ifPresent(failures::add);
        }
        System.out.printf("PartiQL differential: %d tables, %d statements, outcomes %s%n", TABLES, TABLES * STATEMENTS,
                outcomes);
        assertTrue(failures.isEmpty(), () -> String.join("\n", failures));
        assertTrue(outcomes.getOrDefault("SELECT items", 0) > 300 && outcomes.size() >= 10, "a varied run: " + outcomes);
    }

    private static Optional<String> run(long seed, Gateway local, Map<String, Integer> outcomes) {
        Rng rng = new Rng(seed);
        AttributeType pkType = rng.of(AttributeType.S, AttributeType.N);
        KeySchema keys = rng.chance(0.75) ? KeySchema.of("pk", pkType, "sk", rng.of(AttributeType.S, AttributeType.N))
                : KeySchema.of("pk", pkType);
        TableDesign table = TableDesign.of("pql_" + seed, keys);
        SandboxGateway sandbox = SandboxGateway.empty();
        sandbox.createTable(table);
        local.createTable(table);
        List<String> recent = new ArrayList<>();
        try {
            PartiqlStatements statements = new PartiqlStatements(rng, table.name(), keys);
            for (int i = 0; i < STATEMENTS; i++) {
                PartiqlStatements.Generated g = statements.next();
                recent.add(g.request().statement() + " " + g.request().parameters()
                        + (g.request().limit() == null ? "" : " limit " + g.request().limit()));
                String mine = answer(sandbox, g);
                String theirs = answer(local, g);
                String verb = g.request().statement().substring(0, g.request().statement().indexOf(' '));
                outcomes.merge(verb + " " + mine.substring(0, mine.indexOf(':')), 1, Integer::sum);
                if (!agree(mine, theirs)) {
                    return Optional.of(report(seed, recent, "Sandbox: " + mine, "DynamoDB Local: " + theirs));
                }
                if (i % 25 == 24 || i == STATEMENTS - 1) {
                    PartiqlStatements.Generated all = new PartiqlStatements.Generated(
                            ExecuteStatementRequest.of("SELECT * FROM \"" + table.name() + "\""), false);
                    String a = answer(sandbox, all);
                    String b = answer(local, all);
                    if (!a.equals(b)) {
                        return Optional.of(report(seed, recent, "tables differ; Sandbox: " + a, "DynamoDB Local: " + b));
                    }
                }
            }
            return Optional.empty();
        } finally {
            local.deleteTable(table.name());
        }
    }

    /** Every page's items (sorted for a Scan), or the error: "items: …" / "error: code: message". */
    private static String answer(Gateway g, PartiqlStatements.Generated generated) {
        List<String> items = new ArrayList<>();
        ExecuteStatementRequest request = generated.request();
        try {
            int pages = 0;
            do {
                ExecuteStatementResult result = g.executeStatement(request);
                result.items().forEach(i -> items.add(Show.map(new TreeMap<>(i.attributes()))));
                request = request.withNextToken(result.nextToken());
                if (++pages > 200) {
                    return "error: more than 200 pages";
                }
            } while (request.nextToken() != null);
        } catch (DynamoException e) {
            String code = e.errorCode().equals("DuplicateItem") ? PartiqlErrors.DUPLICATE_ITEM : e.errorCode();
            return "error: " + code + ": " + e.getMessage();
        }
        if (!generated.ordered()) {
            items.sort(null);
        }
        return (items.isEmpty() ? "none: " : "items: ") + items;
    }

    private static boolean agree(String sandbox, String local) {
        if (sandbox.equals(local)) {
            return true;
        }
        String prefix = "error: ";
        if (!sandbox.startsWith(prefix) || !local.startsWith(prefix)) {
            return false;
        }
        String[] mine = sandbox.substring(prefix.length()).split(": ", 2);
        String[] theirs = local.substring(prefix.length()).split(": ", 2);
        return mine[0].equals(theirs[0]) && mine.length == 2 && theirs.length == 2
                && KnownDifferences.messagesAgree(theirs[1], mine[1]);
    }

    private static String report(long seed, List<String> recent, String mine, String theirs) {
        return "Seed " + seed + " (-Dpartiql.seed=" + seed + "), the last statements:\n  "
                + String.join("\n  ", recent.subList(Math.max(0, recent.size() - 12), recent.size()))
                + "\n" + mine + "\n" + theirs;
    }
}
