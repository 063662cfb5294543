package dev.tablewright.format.code;

import static dev.tablewright.format.code.JavaCodeOnLocalTest.CLIENT;
import static dev.tablewright.format.code.JavaCodeOnLocalTest.LOCAL;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.commit.Commit;
import dev.tablewright.aws.commit.CommitOptions;
import dev.tablewright.aws.commit.ExistingTables;
import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.engine.pattern.PatternRequest;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Item;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What the samples do not show: a filter with string and number parameters, a padded template
 * operand, a number sort key compared with a parameter, a parameter named as a keyword, a description
 * holding quotes, backslashes and {@code \}{@code u}, and the PutItem, UpdateItem and DeleteItem forms — the
 * generated Java compiles and does on DynamoDB Local what the Sandbox does.
 */
class CodeEdgeCasesOnLocalTest {
    private static final String NASTY = "Reads \"quoted\" C:\\users\\x and \\u00e9 é */ -- still a comment";

    /** The movies sample with read patterns the samples do not have. */
    static List<AccessPattern> readPatterns() {
        return List.of(
                new AccessPattern("class", NASTY, "Movie", OperationKind.QUERY, null, "pk = mov#tt${from:7:0}",
                        "#director = ${director} AND #runtimeMinutes > ${minutes:N}", "", true,
                        Map.of("from", "111161", "director", "Frank Darabont", "minutes", "100")),
                new AccessPattern("Totals of a month from a count", "", "StreamTotal", OperationKind.QUERY, "GSI-2",
                        "gsi2pk = tot#${yearMonth} AND gsi2sk >= ${count}", "", "", false,
                        Map.of("yearMonth", "2021-09", "count", "0")),
                new AccessPattern("Every movie", "", "Movie", OperationKind.SCAN, null, "", "#entityType = ${type}",
                        "title, releaseYear", true, Map.of("type", "movie")),
                // The type attribute compared with an entity's marker written as a bare word: the marker, a constant.
                new AccessPattern("Every actor", "", "Actor", OperationKind.SCAN, null, "", "entityType = actor",
                        "", true, Map.of()));
    }

    /** Each write form, and a GetItem to see what it did. */
    static List<AccessPattern> writePatterns() {
        String key = "pk = mov#${movieId} AND sk = mov#${movieId}";
        return List.of(
                new AccessPattern("Add a movie", "", "Movie", OperationKind.PUT_ITEM, null, key, "", "", true, Map.of()),
                new AccessPattern("Retitle a movie", "", "Movie", OperationKind.UPDATE_ITEM, null, key, "", "", true, Map.of()),
                new AccessPattern("Remove a movie", "", "Movie", OperationKind.DELETE_ITEM, null, key, "", "", true, Map.of()),
                new AccessPattern("Get a movie", "", "Movie", OperationKind.GET_ITEM, null, key, "", "", true, Map.of()));
    }

    static DataModel movies(List<AccessPattern> patterns) {
        DataModel base = JavaCodeOnLocalTest.read("movies-actors");
        return base.withTables(List.of(base.tables().get(0).withAccessPatterns(patterns)));
    }

    @Test
    void filtersPaddingNumbersAndKeywordsReadWhatTheSandboxReads() throws Exception {
        List<AccessPattern> patterns = readPatterns();
        DataModel model = movies(patterns);
        String prefix = "edge-" + UUID.randomUUID() + "-";
        DataModel live = JavaCodeOnLocalTest.prefixed(model, prefix);
        new Commit(LOCAL, live, CommitOptions.of(List.of(), ExistingTables.REFUSE)).run(p -> { }, () -> false);
        try {
            Object access = JavaCodeOnLocalTest.access(model, prefix);
            SandboxGateway sandbox = SandboxGateway.of(model);
            TableDesign t = model.tables().get(0);
            List<Integer> sizes = new ArrayList<>();
            for (AccessPattern p : patterns) {
                Set<Item> expected = new HashSet<>();
                sandbox.read(PatternRequest.of(t, p, Map.of())).items()
                        .forEach(i -> expected.add(JavaCodeOnLocalTest.projected(i, p)));
                Set<Item> actual = new HashSet<>();
                for (Object item : (List<?>) JavaCodeOnLocalTest.call(access, CodeNames.camel(p.name(), CodeNames.JAVA_KEYWORDS),
                        p.parameterNames().stream().map(n -> p.parameters().get(n)).toArray())) {
                    actual.add(JavaCodeOnLocalTest.item(item));
                }
                assertEquals(expected, actual, p.name());
                sizes.add(actual.size());
            }
            assertEquals(1, sizes.get(0), "the padded key and the filter find The Shawshank Redemption");
            assertTrue(sizes.get(1) > 0 && sizes.get(2) > 1 && sizes.get(3) > 1, sizes.toString());
        } finally {
            live.tables().forEach(t -> LOCAL.deleteTable(t.name()));
        }
    }

    @Test
    void putUpdateAndDeletePatternsWriteTheItemTheirKeyNames() throws Exception {
        DataModel model = movies(writePatterns());
        TableDesign movies = model.tables().get(0);
        assertEquals(List.of(), CodePlanner.plan(model).warnings());
        String prefix = "edge-" + UUID.randomUUID() + "-";
        TableDesign empty = movies.withName(prefix + movies.name());
        LOCAL.createTable(empty);
        try {
            Object access = JavaCodeOnLocalTest.access(model, prefix);
            Map<String, AttributeValue> attributes = new LinkedHashMap<>();
            attributes.put("title", AttributeValue.builder().s("Heat").build());
            JavaCodeOnLocalTest.call(access, "addAMovie", "tt0113277", attributes);
            Map<String, AttributeValue> changes = Map.of("title", AttributeValue.builder().s("Heat (1995)").build());
            Map<?, ?> updated = (Map<?, ?>) JavaCodeOnLocalTest.call(access, "retitleAMovie", "tt0113277", changes);
            assertEquals("Heat (1995)", ((AttributeValue) updated.get("title")).s());
            Optional<?> got = (Optional<?>) JavaCodeOnLocalTest.call(access, "getAMovie", "tt0113277");
            assertEquals("mov#tt0113277", ((AttributeValue) ((Map<?, ?>) got.orElseThrow()).get("sk")).s());
            Map<?, ?> old = (Map<?, ?>) JavaCodeOnLocalTest.call(access, "removeAMovie", "tt0113277");
            assertEquals("Heat (1995)", ((AttributeValue) old.get("title")).s());
            assertTrue(((Optional<?>) JavaCodeOnLocalTest.call(access, "getAMovie", "tt0113277")).isEmpty());
            assertEquals(0, CLIENT.scan(b -> b.tableName(empty.name())).count());
        } finally {
            LOCAL.deleteTable(empty.name());
        }
    }

    @Test
    void anEntityPutWithoutItsTableKeysAttributesIsRefusedBeforeAnyRequest() throws Exception {
        DataModel model = movies(List.of());
        CodePlan.EntityWrite movie = CodePlanner.plan(model).tables().get(0).writes().stream()
                .filter(w -> w.entity().equals("Movie")).findFirst().orElseThrow();
        assertEquals(List.of("movieId"), movie.required());
        Object access = JavaCodeOnLocalTest.access(model, "no-such-table-");
        NullPointerException e = org.junit.jupiter.api.Assertions.assertThrows(NullPointerException.class,
                () -> JavaCodeOnLocalTest.call(access, "putMovie", new Object[movie.attributes().size()]));
        assertEquals("movieId is needed for the table's key", e.getMessage());
    }
}
