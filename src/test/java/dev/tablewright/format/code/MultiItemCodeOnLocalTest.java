package dev.tablewright.format.code;

import static dev.tablewright.format.code.JavaCodeOnLocalTest.LOCAL;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
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
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The batch and transaction forms: the generated Java, compiled and run on DynamoDB Local, reads the items
 * the Sandbox reads for the same keys (more keys than one BatchGetItem takes), and writes items (more than one
 * BatchWriteItem takes) under the keys the engine builds from the pattern's template.
 */
class MultiItemCodeOnLocalTest {
    private static final String KEY = "pk = mov#${movieId} AND sk = mov#${movieId}";

    static List<AccessPattern> patterns() {
        return List.of(
                new AccessPattern("Get movies", "", "Movie", OperationKind.BATCH_GET_ITEM, null, KEY, "", "", true, Map.of()),
                new AccessPattern("Read movie titles together", "", "Movie", OperationKind.TRANSACT_GET_ITEMS, null, KEY, "",
                        "title", true, Map.of()),
                new AccessPattern("Add movies", "", "Movie", OperationKind.BATCH_WRITE_ITEM, null, KEY, "", "", true, Map.of()),
                new AccessPattern("Add movies together", "", "Movie", OperationKind.TRANSACT_WRITE_ITEMS, null, KEY, "", "",
                        true, Map.of()),
                new AccessPattern("Get a movie", "", "Movie", OperationKind.GET_ITEM, null, KEY, "", "", true, Map.of()));
    }

    static DataModel model() {
        return CodeEdgeCasesOnLocalTest.movies(patterns());
    }

    /** The movie ids the sample holds. */
    static List<String> movieIds(TableDesign t) {
        return t.allItems().stream().map(i -> i.get("movieId")).flatMap(java.util.Optional::stream)
                .map(v -> ((dev.tablewright.model.AttributeValue.S) v).value()).distinct().toList();
    }

    @Test
    void batchAndTransactionReadsReturnWhatTheSandboxReturns() throws Exception {
        DataModel model = model();
        assertEquals(List.of(), CodePlanner.plan(model).warnings());
        TableDesign t = model.tables().get(0);
        String prefix = "multi-" + UUID.randomUUID() + "-";
        DataModel live = JavaCodeOnLocalTest.prefixed(model, prefix);
        new Commit(LOCAL, live, CommitOptions.of(List.of(), ExistingTables.REFUSE)).run(p -> { }, () -> false);
        try {
            Object access = JavaCodeOnLocalTest.access(model, prefix);
            SandboxGateway sandbox = SandboxGateway.of(model);
            AccessPattern get = patterns().get(4);
            List<String> ids = new ArrayList<>(movieIds(t));
            assertTrue(ids.size() >= 2, ids.toString());
            Set<Item> expected = new HashSet<>();
            for (String id : ids) {
                expected.addAll(sandbox.read(PatternRequest.of(t, get, Map.of("movieId", id))).items());
            }
            assertEquals(ids.size(), expected.size());
            List<List<String>> keys = new ArrayList<>();
            ids.forEach(id -> keys.add(List.of(id)));
            for (int i = keys.size(); i < 150; i++) {
                keys.add(List.of("tt-missing-" + i)); // more than the 100 keys of one BatchGetItem
            }
            assertEquals(expected, items(JavaCodeOnLocalTest.call(access, "getMovies", keys)));

            List<List<String>> two = keys.subList(0, 2);
            Set<Item> titles = new HashSet<>();
            for (List<String> k : two) {
                sandbox.read(PatternRequest.of(t, get, Map.of("movieId", k.get(0)))).items()
                        .forEach(i -> titles.add(JavaCodeOnLocalTest.projected(i, patterns().get(1))));
            }
            assertEquals(titles, items(JavaCodeOnLocalTest.call(access, "readMovieTitlesTogether", two)));
            IllegalArgumentException tooMany = assertThrows(IllegalArgumentException.class,
                    () -> JavaCodeOnLocalTest.call(access, "readMovieTitlesTogether", keys));
            assertEquals("a transaction takes at most 100 items, not 150", tooMany.getMessage());
        } finally {
            live.tables().forEach(table -> LOCAL.deleteTable(table.name()));
        }
    }

    @Test
    void batchAndTransactionWritesPutEachItemUnderItsTemplatesKey() throws Exception {
        DataModel model = model();
        TableDesign movies = model.tables().get(0);
        String prefix = "multi-" + UUID.randomUUID() + "-";
        TableDesign empty = movies.withName(prefix + movies.name());
        LOCAL.createTable(empty);
        try {
            Object access = JavaCodeOnLocalTest.access(model, prefix);
            List<Map<String, AttributeValue>> batch = new ArrayList<>();
            for (int i = 0; i < 30; i++) { // more than the 25 puts of one BatchWriteItem
                batch.add(movie("tt90000" + i, "Batch " + i));
            }
            JavaCodeOnLocalTest.call(access, "addMovies", batch);
            List<Map<String, AttributeValue>> together = List.of(movie("tt80001", "One"), movie("tt80002", "Two"));
            JavaCodeOnLocalTest.call(access, "addMoviesTogether", together);

            Set<Item> expected = new HashSet<>();
            List<List<String>> keys = new ArrayList<>();
            for (Map<String, AttributeValue> m : concat(batch, together)) {
                String id = m.get("movieId").s();
                keys.add(List.of(id));
                Map<String, dev.tablewright.model.AttributeValue> item = new LinkedHashMap<>(JavaCodeOnLocalTest.item(m).attributes());
                item.putAll(PatternRequest.key(movies, patterns().get(2), Map.of("movieId", id)));
                expected.add(new Item(item));
            }
            assertEquals(expected, items(JavaCodeOnLocalTest.call(access, "getMovies", keys)));
            assertEquals(32, JavaCodeOnLocalTest.CLIENT.scan(b -> b.tableName(empty.name())).count());

            Map<String, AttributeValue> keyless = Map.of("title", AttributeValue.builder().s("No id").build());
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> JavaCodeOnLocalTest.call(access, "addMovies", List.of(keyless)));
            assertEquals("movieId (a string or number) is needed for the item's key", e.getMessage());
        } finally {
            LOCAL.deleteTable(empty.name());
        }
    }

    private static Map<String, AttributeValue> movie(String id, String title) {
        Map<String, AttributeValue> m = new LinkedHashMap<>();
        m.put("movieId", AttributeValue.builder().s(id).build());
        m.put("title", AttributeValue.builder().s(title).build());
        return m;
    }

    private static List<Map<String, AttributeValue>> concat(List<Map<String, AttributeValue>> a,
            List<Map<String, AttributeValue>> b) {
        List<Map<String, AttributeValue>> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    private static Set<Item> items(Object list) {
        Set<Item> out = new HashSet<>();
        for (Object item : (List<?>) list) {
            out.add(JavaCodeOnLocalTest.item(item));
        }
        return out;
    }
}
