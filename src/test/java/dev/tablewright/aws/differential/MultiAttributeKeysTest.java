package dev.tablewright.aws.differential;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import dev.tablewright.aws.EmbeddedDynamoDb;
import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.aws.sdk.SdkGateway;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.Page;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Problem;
import dev.tablewright.model.Projection;
import dev.tablewright.model.TableDesign;
import dev.tablewright.rules.ModelValidator;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * What can be proved of the multi-attribute part of the differential test while the DynamoDB Local
 * here (2.6.1) refuses such indexes: with the switch forced on, the generator's designs are valid and
 * the Sandbox runs what it generates; and Local's refusal itself, which is why it is off by default.
 */
class MultiAttributeKeysTest {
    private static final long FIRST_SEED = 1_000L;
    private static final int SEEDS = 120;
    /** The engine's refusals of key conditions that do not fit a multi-attribute key (KeyConditionExpression.resolve). */
    private static final List<String> KEY_CONDITION_REFUSALS = List.of("Query condition missed key schema element",
            "Query key condition not supported");

    private static List<Scenario> scenarios() {
        List<Scenario> list = new ArrayList<>();
        for (long seed = FIRST_SEED; seed < FIRST_SEED + SEEDS; seed++) {
            list.add(new Scenario(seed, true));
        }
        return list;
    }

    private static List<KeySchema> multiAttributeKeys(TableDesign t) {
        return t.globalIndexes().stream().map(g -> g.keySchema(t.keySchema())).filter(KeySchema::isMultiAttribute)
                .toList();
    }

    @Test
    void withTheSwitchOnTheGeneratedDesignsAreValidAndHaveMultiAttributeKeys() {
        int withMulti = 0;
        for (Scenario s : scenarios()) {
            List<Problem> errors = ModelValidator.validate(DataModel.of("m", List.of(s.table))).stream()
                    .filter(Problem::isError).toList();
            assertEquals(List.of(), errors, () -> "seed " + s.seed + ": " + Repro.describe(s.table));
            for (KeySchema k : multiAttributeKeys(s.table)) {
                assertTrue(k.partitionKeys().size() <= KeySchema.MAX_ATTRIBUTES_PER_KEY
                        && k.sortKeys().size() <= KeySchema.MAX_ATTRIBUTES_PER_KEY, k::toString);
                assertEquals(k.names().size(), new HashSet<>(k.names()).size(), () -> "a name twice in " + k);
            }
            withMulti += multiAttributeKeys(s.table).isEmpty() ? 0 : 1;
        }
        assertTrue(withMulti >= SEEDS / 4, "designs with a multi-attribute GSI: " + withMulti + " of " + SEEDS);
    }

    @Test
    void withTheSwitchOnTheSandboxRunsTheGeneratedOperations() {
        Map<String, Integer> queries = new TreeMap<>();
        int ops = 0;
        for (Scenario s : scenarios()) {
            if (multiAttributeKeys(s.table).isEmpty()) {
                continue;
            }
            try (SandboxGateway sandbox = SandboxGateway.empty()) {
                sandbox.createTable(s.table);
                List<Op> generated = new ArrayList<>();
                s.initialItems().forEach(i -> generated.add(s.load(i)));
                for (int i = s.operationCount(); i > 0; i--) {
                    generated.add(s.next());
                }
                for (Op op : generated) {
                    // An exception other than DynamoDB's errors escapes Outcome.of and fails the test.
                    Outcome o = op.run(sandbox);
                    ops++;
                    if (op.kind().equals("Query") && (op.partitionKeys().size() > 1 || op.sortKeys().size() > 1)) {
                        queries.merge(queryOutcome(o), 1, Integer::sum);
                    }
                }
            }
        }
        System.out.printf("Multi-attribute keys on the Sandbox: %d operations, queries of such indexes %s%n", ops,
                queries);
        assertTrue(ops >= 300, "operations: " + ops);
        assertTrue(queries.getOrDefault("items", 0) >= 20, "queries that found items: " + queries);
        assertTrue(queries.getOrDefault("Query condition missed key schema element", 0) > 0, queries::toString);
        assertTrue(queries.getOrDefault("Query key condition not supported", 0) > 0, queries::toString);
    }

    /** "items", "no items", the engine's multi-attribute key-condition refusal, or "other refusal". */
    private static String queryOutcome(Outcome o) {
        if (o.failed()) {
            return KEY_CONDITION_REFUSALS.stream().filter(o.message()::startsWith).findFirst().orElse("other refusal");
        }
        @SuppressWarnings("unchecked")
        List<Page> pages = (List<Page>) o.value();
        return pages.stream().anyMatch(p -> !p.items().isEmpty()) ? "items" : "no items";
    }

    /** Documents the limit: the Local on this machine cannot be compared with on such indexes. */
    @Test
    void dynamoDbLocalBefore330RefusesAGsiWithAMultiAttributeKey() {
        assumeFalse(LocalVersion.current().hasMultiAttributeKeys(), "this Local creates such indexes");
        TableDesign t = TableDesign.of("multi-attribute-gsi", KeySchema.of("PK", AttributeType.S))
                .withGlobalIndexes(List.of(new GlobalSecondaryIndex("byTeam",
                        new KeySchema(List.of(new AttributeDef("league", AttributeType.S),
                                new AttributeDef("team", AttributeType.S)),
                                List.of(new AttributeDef("season", AttributeType.N))),
                        Projection.ALL)));
        try (SandboxGateway sandbox = SandboxGateway.empty()) {
            sandbox.createTable(t); // the engine takes it
        }
        Gateway local = new SdkGateway(EmbeddedDynamoDb.client(), "DynamoDB Local (embedded)", false);
        DynamoException e = assertThrows(DynamoException.class, () -> local.createTable(t));
        assertEquals("ValidationException", e.errorCode(), e::getMessage);
        assertTrue(e.getMessage().startsWith("Key Schema too big."), e.getMessage());
    }
}
