package dev.tablewright.format.code;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static dev.tablewright.format.code.ScriptRun.run;
import static dev.tablewright.format.code.ScriptRun.temp;
import static dev.tablewright.format.code.ScriptRun.works;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.aws.LocalServer;
import dev.tablewright.aws.commit.Commit;
import dev.tablewright.aws.commit.CommitOptions;
import dev.tablewright.aws.commit.ExistingTables;
import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.engine.pattern.PatternRequest;
import dev.tablewright.format.code.ScriptRun.Run;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.format.dynamo.DynamoJson;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Item;
import dev.tablewright.model.TableDesign;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The Python and JavaScript the export writes for every sample are valid ({@code python3 -m py_compile},
 * {@code node --check}), and the Python, run with boto3 against DynamoDB Local over HTTP, returns the
 * Sandbox's items for each read pattern. Each check is skipped, with the reason, where its tool is absent.
 */
class ScriptCodeTest {
    @ParameterizedTest
    @ValueSource(strings = {"movies-actors", "customer-orders", "alleycat-races", "company-directory",
        "issue-tracker", "tournament-matches", "products-vectors"})
    void thePythonCompiles(String sample) throws Exception {
        assumeTrue(works("python3", "--version"), "python3 is not installed: the Python is not checked");
        Path file = temp("access.py", PythonCode.write(CodePlanner.plan(read(sample))));
        Run r = run(file.getParent(), "python3", "-m", "py_compile", file.toString());
        assertEquals(0, r.exit(), r.output());
    }

    @ParameterizedTest
    @ValueSource(strings = {"movies-actors", "customer-orders", "alleycat-races", "company-directory",
        "issue-tracker", "tournament-matches", "products-vectors"})
    void theJavaScriptParses(String sample) throws Exception {
        assumeTrue(works("node", "--version"), "node is not installed: the JavaScript is not checked");
        Path file = temp("access.mjs", JavaScriptCode.write(CodePlanner.plan(read(sample))));
        Run r = run(file.getParent(), "node", "--check", file.toString());
        assertEquals(0, r.exit(), r.output());
    }

    @Test
    void theEdgeCasesCompileAndParseToo() throws Exception {
        // Filters, padding, keyword parameters, a description full of quotes and backslashes, every write form.
        List<AccessPattern> patterns = new ArrayList<>(CodeEdgeCasesOnLocalTest.readPatterns());
        patterns.addAll(CodeEdgeCasesOnLocalTest.writePatterns());
        patterns.addAll(MultiItemCodeOnLocalTest.patterns().subList(0, 4));
        CodePlan plan = CodePlanner.plan(CodeEdgeCasesOnLocalTest.movies(patterns));
        if (works("python3", "--version")) {
            Path py = temp("edge.py", PythonCode.write(plan));
            Run r = run(py.getParent(), "python3", "-m", "py_compile", py.toString());
            assertEquals(0, r.exit(), r.output() + "\n" + Files.readString(py));
        }
        if (works("node", "--version")) {
            Path js = temp("edge.mjs", JavaScriptCode.write(plan));
            Run r = run(js.getParent(), "node", "--check", js.toString());
            assertEquals(0, r.exit(), r.output() + "\n" + Files.readString(js));
        }
        assumeTrue(works("python3", "--version") && works("node", "--version"), "python3 or node is not installed");
    }

    @Test
    void aBrokenScriptIsCaught() throws Exception {
        // The checks above can fail: a syntax error is reported by both tools.
        assumeTrue(works("python3", "--version") && works("node", "--version"), "python3 or node is not installed");
        assertTrue(run(Path.of("."), "python3", "-c", "compile('def f(:', 'x', 'exec')").exit() != 0);
        Path js = temp("broken.mjs", "export class { }\n");
        assertTrue(run(js.getParent(), "node", "--check", js.toString()).exit() != 0);
    }

    @Test
    void thePythonReturnsTheSandboxsItemsFromDynamoDbLocal() throws Exception {
        assumeTrue(works("python3", "-c", "import boto3"), "boto3 is not installed: the Python is not run");
        List<String> differences = new ArrayList<>();
        int compared = 0;
        try (LocalServer server = LocalServer.start()) {
            Map<String, DataModel> models = new java.util.LinkedHashMap<>();
            for (String sample : List.of("movies-actors", "issue-tracker", "company-directory")) {
                models.put(sample, read(sample));
            }
            models.put("edge cases", CodeEdgeCasesOnLocalTest.movies(CodeEdgeCasesOnLocalTest.readPatterns()));
            for (Map.Entry<String, DataModel> m : models.entrySet()) {
                String sample = m.getKey();
                DataModel model = m.getValue();
                String prefix = "py-" + UUID.randomUUID() + "-";
                DataModel live = model.withTables(model.tables().stream().map(t -> t.withName(prefix + t.name())).toList());
                new Commit(server.gateway(), live, CommitOptions.of(List.of(), ExistingTables.REFUSE))
                        .run(p -> { }, () -> false);
                StringBuilder driver = new StringBuilder("import base64, json, sys, boto3\nfrom access import *\n")
                        .append("client = boto3.client('dynamodb', endpoint_url=sys.argv[1], region_name='us-east-1',"
                                + " aws_access_key_id='local', aws_secret_access_key='local')\n")
                        .append("access = ").append(JavaCode.className(model.name())).append("(client, sys.argv[2])\n")
                        .append("out = []\n");
                List<AccessPattern> reads = new ArrayList<>();
                for (TableDesign t : model.tables()) {
                    for (AccessPattern p : t.accessPatterns()) {
                        if (p.operation().isRead()) {
                            reads.add(p);
                            List<String> args = p.parameterNames().stream()
                                    .map(n -> "json.loads(" + Literals.quoted(json(p.parameters().get(n)), false) + ")")
                                    .toList();
                            driver.append("r = access.").append(CodeNames.snake(p.name(), CodeNames.PYTHON_KEYWORDS)).append('(')
                                    .append(String.join(", ", args)).append(")\n")
                                    .append("out.append(r if isinstance(r, list) else [] if r is None else [r])\n");
                        }
                    }
                }
                driver.append("with open('out.json', 'w') as f:\n    json.dump(out, f, default=lambda b: base64.b64encode(b).decode())\n");
                Path dir = temp("access.py", PythonCode.write(CodePlanner.plan(model))).getParent();
                Files.writeString(dir.resolve("driver.py"), driver, StandardCharsets.UTF_8);
                Run r = run(dir, "python3", "driver.py", server.endpoint(), prefix);
                assertEquals(0, r.exit(), r.output());
                JsonNode pages = new ObjectMapper().readTree(dir.resolve("out.json").toFile());
                SandboxGateway sandbox = SandboxGateway.of(model);
                TableDesign t = model.tables().get(0);
                for (int i = 0; i < reads.size(); i++) {
                    AccessPattern p = reads.get(i);
                    Set<Item> expected = new HashSet<>();
                    sandbox.read(PatternRequest.of(t, p, Map.of())).items()
                            .forEach(item -> expected.add(JavaCodeOnLocalTest.projected(item, p)));
                    Set<Item> actual = new HashSet<>();
                    for (JsonNode item : pages.get(i)) {
                        actual.add(DynamoJson.decodeItem(item, "item", new Diagnostics("python")).orElseThrow());
                    }
                    if (!expected.equals(actual)) {
                        differences.add(sample + ": " + p.name() + ": Sandbox " + expected.size() + " items, Python "
                                + actual.size() + " " + JavaCodeOnLocalTest.abridged(actual.toString()));
                    }
                    compared++;
                }
            }
        }
        assertEquals(List.of(), differences);
        assertTrue(compared >= 10, "compared " + compared);
    }

    @Test
    void thePythonWritesOnDynamoDbLocal() throws Exception {
        assumeTrue(works("python3", "-c", "import boto3"), "boto3 is not installed: the Python is not run");
        DataModel model = CodeEdgeCasesOnLocalTest.movies(CodeEdgeCasesOnLocalTest.writePatterns());
        String prefix = "py-" + UUID.randomUUID() + "-";
        try (LocalServer server = LocalServer.start()) {
            server.gateway().createTable(model.tables().get(0).withName(prefix + model.tables().get(0).name()));
            Path dir = temp("access.py", PythonCode.write(CodePlanner.plan(model))).getParent();
            Files.writeString(dir.resolve("driver.py"), String.join("\n",
                    "import json, sys, boto3",
                    "from access import *",
                    "client = boto3.client('dynamodb', endpoint_url=sys.argv[1], region_name='us-east-1',"
                            + " aws_access_key_id='local', aws_secret_access_key='local')",
                    "access = " + JavaCode.className(model.name()) + "(client, sys.argv[2])",
                    "access.add_a_movie('tt0113277', {'title': {'S': 'Heat'}})",
                    "updated = access.retitle_a_movie('tt0113277', {'title': {'S': 'Heat (1995)'}})",
                    "got = access.get_a_movie('tt0113277')",
                    "removed = access.remove_a_movie('tt0113277')",
                    "gone = access.get_a_movie('tt0113277')",
                    "access.put_movie(movie_id='tt0111161', title='The Shawshank Redemption', release_year=1994,"
                            + " genres={'SS': ['Drama']})",
                    "put = access.get_a_movie('tt0111161')",
                    "try:",
                    "    access.put_movie(title='No key')",
                    "    refused = None",
                    "except ValueError as e:",
                    "    refused = str(e)",
                    "with open('out.json', 'w') as f:",
                    "    json.dump([updated, got, removed, gone, put, refused], f)", ""), StandardCharsets.UTF_8);
            Run r = run(dir, "python3", "driver.py", server.endpoint(), prefix);
            assertEquals(0, r.exit(), r.output());
            JsonNode out = new ObjectMapper().readTree(dir.resolve("out.json").toFile());
            assertEquals("Heat (1995)", out.get(0).get("title").get("S").asText(), out.toString());
            assertEquals("mov#tt0113277", out.get(1).get("sk").get("S").asText(), out.toString());
            assertEquals("Heat (1995)", out.get(2).get("title").get("S").asText(), out.toString());
            assertTrue(out.get(3).isNull(), out.toString());
            Item put = DynamoJson.decodeItem(out.get(4), "item", new Diagnostics("python")).orElseThrow();
            Item shawshank = model.tables().get(0).entity("Movie").orElseThrow().items().stream()
                    .map(i -> dev.tablewright.model.KeyDerivation.deriveAll(model.tables().get(0),
                            model.tables().get(0).entity("Movie").orElseThrow(), i).item())
                    .filter(i -> i.attributes().get("movieId").equals(dev.tablewright.model.AttributeValue.s("tt0111161")))
                    .findFirst().orElseThrow();
            for (String a : List.of("pk", "sk", "entityType", "movieId", "title", "releaseYear", "genres")) {
                assertEquals(shawshank.attributes().get(a), put.attributes().get(a), a);
            }
            assertEquals(7, put.attributes().size(), put.toString());
            assertEquals("movieId is needed for the table's key", out.get(5).asText());
        }
    }

    @Test
    void thePythonBatchesAndTransactionsReadAndWriteOnDynamoDbLocal() throws Exception {
        assumeTrue(works("python3", "-c", "import boto3"), "boto3 is not installed: the Python is not run");
        DataModel model = MultiItemCodeOnLocalTest.model();
        TableDesign t = model.tables().get(0);
        List<String> ids = MultiItemCodeOnLocalTest.movieIds(t);
        String prefix = "py-" + UUID.randomUUID() + "-";
        try (LocalServer server = LocalServer.start()) {
            new Commit(server.gateway(), model.withTables(List.of(t.withName(prefix + t.name()))),
                    CommitOptions.of(List.of(), ExistingTables.REFUSE)).run(p -> { }, () -> false);
            Path dir = temp("access.py", PythonCode.write(CodePlanner.plan(model))).getParent();
            Files.writeString(dir.resolve("driver.py"), String.join("\n",
                    "import json, sys, boto3",
                    "from access import *",
                    "client = boto3.client('dynamodb', endpoint_url=sys.argv[1], region_name='us-east-1',"
                            + " aws_access_key_id='local', aws_secret_access_key='local')",
                    "access = " + JavaCode.className(model.name()) + "(client, sys.argv[2])",
                    "ids = json.loads(sys.argv[3])",
                    // more keys than one BatchGetItem takes, more items than one BatchWriteItem
                    "read = access.get_movies([(i,) for i in ids] + [('tt-missing-%d' % n,) for n in range(150)])",
                    "titles = access.read_movie_titles_together([(ids[0],), (ids[1],)])",
                    "new = [{'movieId': {'S': 'tt9%05d' % n}, 'title': {'S': 'Batch %d' % n}} for n in range(30)]",
                    "access.add_movies(new)",
                    "access.add_movies_together([{'movieId': {'S': 'tt80001'}, 'title': {'S': 'One'}}])",
                    "written = access.get_movies([('tt9%05d' % n,) for n in range(30)] + [('tt80001',)])",
                    "try:",
                    "    access.add_movies([{'title': {'S': 'No id'}}])",
                    "    refused = None",
                    "except ValueError as e:",
                    "    refused = str(e)",
                    "with open('out.json', 'w') as f:",
                    "    json.dump([read, titles, written, refused], f)", ""), StandardCharsets.UTF_8);
            Run r = run(dir, "python3", "driver.py", server.endpoint(), prefix,
                    new ObjectMapper().writeValueAsString(ids));
            assertEquals(0, r.exit(), r.output());
            JsonNode out = new ObjectMapper().readTree(dir.resolve("out.json").toFile());
            SandboxGateway sandbox = SandboxGateway.of(model);
            AccessPattern get = MultiItemCodeOnLocalTest.patterns().get(4);
            AccessPattern titled = MultiItemCodeOnLocalTest.patterns().get(1);
            Set<Item> expected = new HashSet<>();
            Set<Item> expectedTitles = new HashSet<>();
            for (String id : ids) {
                for (Item i : sandbox.read(PatternRequest.of(t, get, Map.of("movieId", id))).items()) {
                    expected.add(i);
                    if (id.equals(ids.get(0)) || id.equals(ids.get(1))) {
                        expectedTitles.add(JavaCodeOnLocalTest.projected(i, titled));
                    }
                }
            }
            assertEquals(expected, decoded(out.get(0)));
            assertEquals(expectedTitles, decoded(out.get(1)));
            Set<Item> written = decoded(out.get(2));
            assertEquals(31, written.size());
            for (Item i : written) {
                String id = ((dev.tablewright.model.AttributeValue.S) i.attributes().get("movieId")).value();
                PatternRequest.key(t, get, Map.of("movieId", id))
                        .forEach((k, v) -> assertEquals(v, i.attributes().get(k), id + " " + k));
            }
            assertEquals("movieId (a string or number) is needed for the item's key", out.get(3).asText());
        }
    }

    private static Set<Item> decoded(JsonNode items) {
        Set<Item> out = new HashSet<>();
        for (JsonNode item : items) {
            out.add(DynamoJson.decodeItem(item, "item", new Diagnostics("python")).orElseThrow());
        }
        return out;
    }

    private static String json(String value) {
        try {
            return new ObjectMapper().writeValueAsString(value);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static DataModel read(String sample) {
        return WorkbenchJson.read(Path.of("sample-models", sample + ".json")).model().orElseThrow();
    }
}
