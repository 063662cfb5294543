package dev.tablewright.format.code;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.aws.AnsweringServer;
import dev.tablewright.aws.AnsweringServer.Answer;
import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.aws.sdk.SdkGateway;
import dev.tablewright.aws.sdk.SdkValues;
import dev.tablewright.engine.api.GetItemRequest;
import dev.tablewright.engine.api.ReturnCapacity;
import dev.tablewright.engine.api.SearchVectorsRequest;
import dev.tablewright.engine.api.SearchVectorsResult;
import dev.tablewright.engine.pattern.PatternRequest;
import dev.tablewright.format.dynamo.DynamoJson;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.port.Export;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyDerivation;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.TableDesign;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.SearchResultItem;

/**
 * The code export of "Vector search" patterns (the products-vectors sample has two: one searching with an
 * item's vector, one with a literal vector and a brand filter). Nothing here answers SearchVectors but a
 * server in the test JVM ({@link AnsweringServer}: DynamoDB Local knows no vector index), so each language's
 * request is compared, member for member, with what the SDK sends for the Sandbox's own request of the same
 * pattern, and the server answers with the Sandbox's results, which the code must hand back with their scores.
 * The Python runs on boto3 given botocore's own SearchVectors model (the installed botocore predates it);
 * the JavaScript runs with a recording stand-in for {@code @aws-sdk/client-dynamodb} (not installed here)
 * that keeps the input each command is built with.
 */
class VectorSearchCodeTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String SAMPLE = "products-vectors";
    /**
     * botocore's SearchVectors operation and the shapes it reaches, copied from {@code boto/botocore}
     * commit 0e6e2404b's {@code dynamodb/2012-08-10/service-2.json} with the documentation strings left out:
     * an {@code AWS_DATA_PATH} that gives boto3 1.43.11 the operation (docs/vector-indexes.md §5).
     */
    private static final Path BOTOCORE_MODEL = Path.of("src/test/resources/vector/botocore-search-vectors");
    /** The members of SearchVectors' input, as botocore's model names them (the CLI skeleton generated from it). */
    private static final Path SKELETON = Path.of("src/test/resources/vector/search-vectors-cli-skeleton.json");

    /** One search as the test runs it: the pattern, its sample vector and the Sandbox's request and results. */
    private record Search(AccessPattern pattern, List<AttributeValue> vector, SearchVectorsRequest request,
            SearchVectorsResult expected) {
        /** The pattern's own parameters' sample values, in the method's order (after the vector). */
        List<String> arguments() {
            return pattern.parameterNames().stream().map(n -> pattern.parameters().get(n)).toList();
        }

        /** The Sandbox's results as SearchVectors' response body. */
        String answer() {
            ObjectNode body = JSON.createObjectNode();
            ArrayNode results = body.putArray("SearchResults");
            for (SearchVectorsResult.Scored s : expected.results()) {
                ObjectNode r = results.addObject();
                r.set("Item", DynamoJson.encodeItem(s.item()));
                r.put("Score", s.score());
            }
            return body.toString();
        }
    }

    private static DataModel model() {
        return JavaCodeOnLocalTest.read(SAMPLE);
    }

    /** Each vector search of the sample, with the vector the Sandbox searches with (a literal, or the item's). */
    private static List<Search> searches(DataModel model) {
        TableDesign t = model.tables().get(0);
        SandboxGateway sandbox = SandboxGateway.of(model);
        List<Search> out = new ArrayList<>();
        for (AccessPattern p : t.accessPatterns()) {
            if (p.operation() == OperationKind.SEARCH_VECTORS) {
                List<AttributeValue> vector = vector(t, p.parameters().get(AccessPattern.SEARCH_VECTOR), sandbox);
                SearchVectorsRequest request = PatternRequest.searchVectors(t, p, Map.of(), vector);
                out.add(new Search(p, vector, request, sandbox.searchVectors(request)));
            }
        }
        assertEquals(2, out.size(), "the sample's vector searches");
        assertTrue(out.stream().allMatch(s -> !s.expected().results().isEmpty()), "each search finds items");
        return out;
    }

    private static List<AttributeValue> vector(TableDesign t, String source, SandboxGateway sandbox) {
        if (source.strip().startsWith("[")) {
            List<AttributeValue> out = new ArrayList<>();
            for (String part : source.strip().replaceAll("[\\[\\]]", "").split(",")) {
                out.add(AttributeValue.N.parse(part.strip()));
            }
            return out;
        }
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        for (String part : source.split(",")) {
            String attribute = part.substring(0, part.indexOf('=')).strip();
            key.put(attribute, KeyDerivation.typed(part.substring(part.indexOf('=') + 1).strip(),
                    t.attributeType(attribute).orElse(AttributeType.S)));
        }
        Item item = sandbox.getItem(GetItemRequest.of(t.name(), key)).orElseThrow();
        return ((AttributeValue.L) item.get(t.vectorIndexes().get(0).vectorAttribute()).orElseThrow()).value();
    }

    /**
     * What the SDK sends for the Sandbox's request: what the generated code must send too. Its request asks
     * for no consumed capacity (ReturnCapacity.NONE), as the code does not; the gateway alone adds
     * {@code ReturnConsumedCapacity: TOTAL} to report what each search it runs consumed, so that is left out.
     */
    private static JsonNode sandboxBody(Search s) throws IOException {
        assertEquals(ReturnCapacity.NONE, s.request().capacity());
        try (AnsweringServer server = new AnsweringServer((op, body) -> Answer.ok(s.answer()))) {
            DynamoDbClient client = server.client();
            new SdkGateway(client, "sdk", false).searchVectors(s.request());
            client.close();
            ObjectNode body = (ObjectNode) JSON.readTree(server.bodies("SearchVectors").get(0));
            assertEquals("TOTAL", body.remove("ReturnConsumedCapacity").asText());
            return body;
        }
    }

    /**
     * What the code must send: the Sandbox's request, plus the pattern's projection, which the engine's
     * request leaves out (its items are cut to it instead) and the code sends through {@code #p} names.
     */
    private static JsonNode expectedBody(Search s) throws IOException {
        ObjectNode body = (ObjectNode) sandboxBody(s);
        String projection = s.pattern().projection();
        if (!projection.isBlank()) {
            List<String> placeholders = new ArrayList<>();
            ObjectNode names = body.has("ExpressionAttributeNames") ? (ObjectNode) body.get("ExpressionAttributeNames")
                    : body.putObject("ExpressionAttributeNames");
            for (String attribute : projection.split(",")) {
                names.put("#p" + placeholders.size(), attribute.strip());
                placeholders.add("#p" + placeholders.size());
            }
            body.put("ProjectionExpression", String.join(", ", placeholders));
        }
        return body;
    }

    /** The sample, and the sample with its searches projected to two attributes: every member the code sends. */
    private static List<DataModel> models() {
        return List.of(model(), withProjection(model(), "name, price"));
    }

    private static Set<String> scoredItems(SearchVectorsResult result) {
        Set<String> out = new HashSet<>();
        result.results().forEach(r -> out.add(r.item() + " " + r.score()));
        return out;
    }

    /** Results as a script returns them: each {@code {"Item": …, "Score": …}}, as DynamoDB's JSON. */
    private static Set<String> scoredItems(JsonNode results) {
        Set<String> out = new HashSet<>();
        for (JsonNode r : results) {
            out.add(DynamoJson.decodeItem(r.get("Item"), "item", new Diagnostics("results")).orElseThrow() + " "
                    + r.get("Score").asDouble());
        }
        return out;
    }

    @Test
    void theJavaSendsTheSandboxsSearchAndReturnsItsScoredItems() throws Exception {
        for (DataModel model : models()) {
            javaSearches(model);
        }
    }

    private static void javaSearches(DataModel model) throws Exception {
        String name = JavaCode.className(model.name());
        Class<?> access = GeneratedJava.load(name, JavaCode.write(CodePlanner.plan(model)));
        for (Search s : searches(model)) {
            JsonNode expected = expectedBody(s);
            try (AnsweringServer server = new AnsweringServer((op, body) -> Answer.ok(s.answer()))) {
                DynamoDbClient client = server.client();
                Object code = access.getConstructor(DynamoDbClient.class, String.class).newInstance(client, "");
                float[] vector = new float[s.vector().size()];
                for (int i = 0; i < vector.length; i++) {
                    vector[i] = ((AttributeValue.N) s.vector().get(i)).value().floatValue();
                }
                List<Object> args = new ArrayList<>(List.of(vector));
                args.addAll(s.arguments());
                List<?> results = (List<?>) JavaCodeOnLocalTest.call(code,
                        CodeNames.camel(s.pattern().name(), CodeNames.JAVA_KEYWORDS), args.toArray());
                client.close();
                assertEquals(List.of("SearchVectors"), server.sent().stream().map(AnsweringServer.Sent::operation).toList());
                assertEquals(expected, JSON.readTree(server.bodies("SearchVectors").get(0)), s.pattern().name());
                Set<String> returned = new HashSet<>();
                for (Object r : results) {
                    SearchResultItem item = (SearchResultItem) r;
                    returned.add(SdkValues.item(item.item()) + " " + item.score());
                }
                assertEquals(scoredItems(s.expected()), returned, s.pattern().name());
            }
        }
    }

    @Test
    void thePythonSendsTheSandboxsSearchThroughBoto3AndReturnsItsScoredItems() throws Exception {
        assumeTrue(ScriptRun.works("python3", "-c", "import boto3"), "boto3 is not installed: the Python is not run");
        for (DataModel model : models()) {
            pythonSearches(model);
        }
    }

    /** boto3 checks each keyword argument against botocore's SearchVectors input before it sends anything. */
    private static void pythonSearches(DataModel model) throws Exception {
        Path dir = ScriptRun.temp("access.py", PythonCode.write(CodePlanner.plan(model))).getParent();
        Files.writeString(dir.resolve("driver.py"), String.join("\n",
                "import json, sys, boto3",
                "from access import *",
                "client = boto3.client('dynamodb', endpoint_url=sys.argv[1], region_name='us-east-1',"
                        + " aws_access_key_id='test', aws_secret_access_key='test')",
                "method, vector, args = json.loads(sys.argv[2])",
                "results = getattr(" + JavaCode.className(model.name()) + "(client, ''), method)(vector, *args)",
                "with open('out.json', 'w') as f:",
                "    json.dump(results, f)", ""), StandardCharsets.UTF_8);
        for (Search s : searches(model)) {
            JsonNode expected = expectedBody(s);
            try (AnsweringServer server = new AnsweringServer((op, body) -> Answer.ok(s.answer()))) {
                ArrayNode call = JSON.createArrayNode().add(CodeNames.snake(s.pattern().name(), CodeNames.PYTHON_KEYWORDS));
                ArrayNode vector = call.addArray();
                s.vector().forEach(v -> vector.add(((AttributeValue.N) v).value()));
                s.arguments().forEach(call.addArray()::add);
                ScriptRun.Run r = ScriptRun.run(dir, Map.of("AWS_DATA_PATH", BOTOCORE_MODEL.toAbsolutePath().toString()),
                        "python3", "driver.py", server.endpoint(), call.toString());
                assertEquals(0, r.exit(), r.output());
                assertEquals(expected, JSON.readTree(server.bodies("SearchVectors").get(0)), s.pattern().name());
                assertEquals(scoredItems(s.expected()), scoredItems(JSON.readTree(dir.resolve("out.json").toFile())),
                        s.pattern().name());
            }
        }
    }

    @Test
    void theJavaScriptBuildsTheSandboxsSearchAndReturnsItsScoredItems() throws Exception {
        assumeTrue(ScriptRun.works("node", "--version"), "node is not installed: the JavaScript is not run");
        for (DataModel model : models()) {
            javaScriptSearches(model);
        }
    }

    private static void javaScriptSearches(DataModel model) throws Exception {
        Path dir = ScriptRun.temp("access.mjs", JavaScriptCode.write(CodePlanner.plan(model))).getParent();
        // A stand-in for the SDK package: each command keeps the input it is built with, as the SDK's do.
        Path sdk = Files.createDirectories(dir.resolve("node_modules/@aws-sdk/client-dynamodb"));
        Files.writeString(sdk.resolve("package.json"), "{\"name\": \"@aws-sdk/client-dynamodb\", \"type\": \"module\","
                + " \"main\": \"index.js\"}\n", StandardCharsets.UTF_8);
        StringBuilder commands = new StringBuilder();
        for (String c : List.of("DynamoDBClient", "GetItemCommand", "QueryCommand", "ScanCommand", "PutItemCommand",
                "UpdateItemCommand", "DeleteItemCommand", "BatchGetItemCommand", "BatchWriteItemCommand",
                "TransactGetItemsCommand", "TransactWriteItemsCommand", "SearchVectorsCommand")) {
            commands.append("export class ").append(c).append(" { constructor(input) { this.input = input; } }\n");
        }
        Files.writeString(sdk.resolve("index.js"), commands, StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("driver.mjs"), String.join("\n",
                "import { writeFileSync } from \"node:fs\";",
                "import { " + JavaCode.className(model.name()) + " } from \"./access.mjs\";",
                "const [method, vector, args] = JSON.parse(process.argv[2]);",
                "const answer = JSON.parse(process.argv[3]);",
                "const sent = [];",
                "const client = { send: async (command) => { sent.push([command.constructor.name, command.input]);"
                        + " return answer; } };",
                "const results = await new " + JavaCode.className(model.name()) + "(client, \"\")[method](vector, ...args);",
                "writeFileSync(\"out.json\", JSON.stringify({ sent, results }));", ""), StandardCharsets.UTF_8);
        for (Search s : searches(model)) {
            ArrayNode call = JSON.createArrayNode().add(CodeNames.camel(s.pattern().name(), CodeNames.JAVASCRIPT_KEYWORDS));
            ArrayNode vector = call.addArray();
            s.vector().forEach(v -> vector.add(((AttributeValue.N) v).value()));
            s.arguments().forEach(call.addArray()::add);
            ScriptRun.Run r = ScriptRun.run(dir, Map.of(), "node", "driver.mjs", call.toString(), s.answer());
            assertEquals(0, r.exit(), r.output());
            JsonNode out = JSON.readTree(dir.resolve("out.json").toFile());
            assertEquals(1, out.get("sent").size(), out.toString());
            assertEquals("SearchVectorsCommand", out.get("sent").get(0).get(0).asText());
            assertEquals(expectedBody(s), out.get("sent").get(0).get(1), s.pattern().name());
            assertEquals(scoredItems(s.expected()), scoredItems(out.get("results")), s.pattern().name());
        }
    }

    @Test
    void theScriptsRequestsUseOnlySearchVectorsInputMembers() throws Exception {
        Set<String> members = new HashSet<>();
        JSON.readTree(SKELETON.toFile()).fieldNames().forEachRemaining(members::add);
        assertTrue(members.containsAll(List.of("TableName", "IndexName", "SearchVector", "TopK",
                "SearchConditionExpression", "ExpressionAttributeNames", "ExpressionAttributeValues",
                "ProjectionExpression", "ReturnConsumedCapacity")), members.toString());
        // A projection too, so that every member the code may send is checked.
        DataModel model = withProjection(model(), "name, price");
        for (Search s : searches(model)) {
            Set<String> sent = new HashSet<>();
            expectedBody(s).fieldNames().forEachRemaining(sent::add);
            assertTrue(sent.contains("ProjectionExpression") && members.containsAll(sent), sent.toString());
        }
        String py = PythonCode.write(CodePlanner.plan(model));
        String js = JavaScriptCode.write(CodePlanner.plan(model));
        for (String member : List.of("TableName", "IndexName", "SearchVector", "TopK", "SearchConditionExpression",
                "ProjectionExpression", "ExpressionAttributeNames", "ExpressionAttributeValues")) {
            assertTrue(py.contains("\"" + member + "\": "), member);
            assertTrue(js.contains(" " + member + ": "), member);
        }
        assertTrue(py.contains("\"ProjectionExpression\": \"#p0, #p1\""), py);
        assertTrue(py.contains("\"#p0\": \"name\", \"#p1\": \"price\""), py);
        for (String wrong : List.of("KeyConditionExpression", "FilterExpression", "ConsistentRead", "Limit",
                "ExclusiveStartKey", "ScanIndexForward")) {
            String searchMethods = py.substring(py.indexOf("def similar_products"), py.indexOf("def put_product"));
            assertFalse(searchMethods.contains("\"" + wrong + "\""), wrong + " in\n" + searchMethods);
        }
    }

    @Test
    void exportingTheSampleGivesBothSearchesInEachLanguage() {
        DataModel model = model();
        Map<CodeExporter, List<String>> expected = new LinkedHashMap<>();
        expected.put(CodeExporter.java(), List.of("public List<SearchResultItem> similarProducts(float[] searchVector,"
                + " String category)", "public List<SearchResultItem> searchByDescriptionWithinACategory(float[]"
                + " searchVector, String category, String brand)", "client.searchVectors(request.build())",
                "import software.amazon.awssdk.services.dynamodb.model.SearchVectorsRequest;",
                "needs the AWS SDK for Java 2.51.1 or later", ".searchVector(numbers(searchVector)).topK(4)"));
        expected.put(CodeExporter.python(), List.of("def similar_products(self, search_vector, category):",
                "def search_by_description_within_a_category(self, search_vector, category, brand):",
                "self.client.search_vectors(**request).get(\"SearchResults\", [])", "\"TopK\": 3,",
                "\"SearchVector\": [{\"N\": str(x)} for x in search_vector],",
                "needs boto3 and botocore 1.43.64 or later"));
        expected.put(CodeExporter.javaScript(), List.of("async similarProducts(searchVector, category) {",
                "async searchByDescriptionWithinACategory(searchVector, category, brand) {",
                "new SearchVectorsCommand(request)", "  SearchVectorsCommand,\n} from \"@aws-sdk/client-dynamodb\";",
                "SearchVector: Array.from(searchVector, (x) => ({ N: String(x) })),",
                "needs @aws-sdk/client-dynamodb 3.1103.0 or later"));
        String itemNote = "The sample searches with the vector of item PK=PRODUCT#prd-ef36be, SK=PRODUCT: read that item"
                + " and pass its embedding.";
        expected.forEach((exporter, texts) -> {
            Export export = exporter.export(model);
            assertEquals(List.of(), export.warnings(), exporter.target());
            for (String text : texts) {
                assertTrue(export.text().contains(text), exporter.target() + " lacks " + text + ":\n" + export.text());
            }
            assertEquals(1, count(export.text(), itemNote), exporter.target());
            assertEquals(2, count(export.text(), "its score: cosine distance (0 identical … 2 opposite), lower is"
                    + " nearer"), exporter.target());
        });
    }

    @Test
    void aModelWithoutVectorSearchGetsNoneOfItsImportsOrVersions() {
        DataModel model = JavaCodeOnLocalTest.read("movies-actors");
        for (CodeExporter exporter : List.of(CodeExporter.java(), CodeExporter.python(), CodeExporter.javaScript())) {
            String text = exporter.export(model).text();
            for (String absent : List.of("SearchVectors", "SearchResultItem", "search_vectors", "or later")) {
                assertFalse(text.contains(absent), exporter.target() + " has " + absent);
            }
        }
    }

    @Test
    void aSearchTheCodeCannotMakeIsAWarning() {
        DataModel model = model();
        TableDesign t = model.tables().get(0);
        List<AccessPattern> patterns = new ArrayList<>();
        for (AccessPattern p : t.accessPatterns()) {
            if (p.name().equals("Similar products")) {
                patterns.add(p.withIndex("NoSuchIndex"));
            } else if (p.operation() == OperationKind.SEARCH_VECTORS) {
                patterns.add(p.withKeyCondition("category > ${category}"));
            } else {
                patterns.add(p);
            }
        }
        Export export = CodeExporter.python().export(model.withTables(List.of(t.withAccessPatterns(patterns))));
        assertEquals(List.of("ProductCatalog: pattern 'Similar products' is left out: it is a vector search but names"
                + " no vector index of the table", "ProductCatalog: pattern 'Search by description within a category'"
                + " is left out: a vector search compares with '=' only, found > on category"), export.warnings());
        assertFalse(export.text().contains("search_vectors"), export.text());
    }

    private static DataModel withProjection(DataModel model, String projection) {
        TableDesign t = model.tables().get(0);
        return model.withTables(List.of(t.withAccessPatterns(t.accessPatterns().stream()
                .map(p -> p.operation() == OperationKind.SEARCH_VECTORS ? p.withProjection(projection) : p).toList())));
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
            n++;
        }
        return n;
    }
}
