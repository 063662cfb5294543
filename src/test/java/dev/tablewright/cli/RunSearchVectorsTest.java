package dev.tablewright.cli;

import static dev.tablewright.engine.api.SearchVectorsRequest.vector;
import static dev.tablewright.model.AttributeValue.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.LocalServer;
import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.aws.sdk.SdkEndpoint;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.SearchVectorsRequest;
import dev.tablewright.engine.api.SearchVectorsResult;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DistanceFunction;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.SearchSchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code run --operation search-vectors}: the AWS CLI's input shape read, sent to the Sandbox or to an
 * endpoint (DynamoDB Local, which does not support it, says so), and the answer printed with its scores.
 */
class RunSearchVectorsTest {
    private static final String MOVIES = CommandLineTest.sample("movies-actors.json").toString();
    private static final String SEARCH = "{\"TableName\": \"Movies\", \"IndexName\": \"by-embedding\", \"SearchVector\": "
            + "[{\"N\": \"0.1\"}, {\"N\": \"0.2\"}, {\"N\": \"0.3\"}], \"TopK\": 2}";
    private static LocalServer local;
    private static String url;

    private final Cli cli = new Cli();

    @TempDir
    Path dir;

    @BeforeAll
    static void serve() {
        local = LocalServer.start();
        url = local.endpoint();
        try (SdkEndpoint endpoint = SdkEndpoint.open(url, "us-east-1")) {
            endpoint.gateway().createTable(TableDesign.of("Movies", KeySchema.of("pk", AttributeType.S)));
        }
    }

    @AfterAll
    static void stop() {
        local.close();
    }

    private String request(String json) throws IOException {
        Path file = Files.createTempFile(dir, "search", ".json");
        Files.writeString(file, json);
        return file.toString();
    }

    @Test
    void dynamoDbLocalSaysItDoesNotSupportVectorSearch() throws IOException {
        assertEquals(ExitCodes.ERRORS, cli.run("run", request(SEARCH), "-o", "search-vectors", "--endpoint", url), cli::out);
        assertTrue(cli.err().contains("UnknownOperationException: DynamoDB Local does not support SearchVectors (vector "
                + "indexes): search in the Sandbox, or on AWS"), cli::err);
    }

    @Test
    void theSandboxAnswersWithDynamoDbsValidationException() throws IOException {
        assertEquals(ExitCodes.ERRORS, cli.run("run", request(SEARCH), "-o", "search-vectors", "-m", MOVIES), cli::out);
        assertTrue(cli.err().contains("ValidationException: The table does not have the specified index: by-embedding"),
                cli::err);
    }

    @Test
    void aRequestWithoutTopKIsABadRequestNamedByItsMember() throws IOException {
        String noTopK = SEARCH.replace(", \"TopK\": 2", "");
        assertEquals(ExitCodes.USAGE, cli.run("run", request(noTopK), "-o", "search-vectors", "-m", MOVIES), cli::out);
        assertTrue(cli.err().contains("$.TopK: missing"), cli::err);
    }

    /**
     * A model file whose Products table has a vector index (EUCLIDEAN, KEYS_ONLY, HASH category, filter
     * brand) and five 3-dimensional items around {@code [1, 0, 0]}: a {@code [1,0,0]}, b {@code [0,1,0]},
     * c {@code [-1,0,0]} (zenith's), d {@code [10,0,0]} (a hat), e {@code [1,1,0]}.
     */
    private Path productsModel() throws IOException {
        List<Item> items = new java.util.ArrayList<>();
        for (Object[] p : new Object[][] {{"a", 1, 0, "shoes", "acme"}, {"b", 0, 1, "shoes", "acme"},
                {"c", -1, 0, "shoes", "zenith"}, {"d", 10, 0, "hats", "acme"}, {"e", 1, 1, "shoes", "acme"}}) {
            items.add(Item.of("pk", s((String) p[0]), "category", s((String) p[3]), "brand", s((String) p[4]),
                    "embedding", AttributeValue.list(vector((Integer) p[1], (Integer) p[2], 0).toArray(AttributeValue[]::new))));
        }
        TableDesign products = TableDesign.of("Products", KeySchema.of("pk", AttributeType.S))
                .withBilling(dev.tablewright.model.Billing.ON_DEMAND)
                .withAttributes(List.of(new dev.tablewright.model.AttributeDef("category", AttributeType.S),
                        new dev.tablewright.model.AttributeDef("brand", AttributeType.S)))
                .withVectorIndexes(List.of(new VectorIndex("by-embedding", "embedding", 3, DistanceFunction.EUCLIDEAN,
                        Projection.KEYS_ONLY, new SearchSchema(Optional.of("category"), List.of("brand")))))
                .withItems(items);
        Path model = dir.resolve("products.json");
        Files.writeString(model, dev.tablewright.format.WorkbenchJson.write(
                dev.tablewright.model.DataModel.of("products", List.of(products))));
        return model;
    }

    @Test
    void theSandboxSearchesAModelsSampleItemsNearestFirst() throws IOException {
        String model = productsModel().toString();
        String shoes = request("{\"TableName\": \"Products\", \"IndexName\": \"by-embedding\", \"SearchVector\": "
                + "[{\"N\": \"1\"}, {\"N\": \"0\"}, {\"N\": \"0\"}], \"TopK\": 3, \"SearchConditionExpression\": "
                + "\"#c = :c\", \"ExpressionAttributeNames\": {\"#c\": \"category\"}, \"ExpressionAttributeValues\": "
                + "{\":c\": {\"S\": \"shoes\"}}, \"ReturnConsumedCapacity\": \"TOTAL\"}");
        assertEquals(ExitCodes.OK, cli.run("run", shoes, "-o", "search-vectors", "-m", model, "-f", "csv", "--read-only"),
                cli::err);
        // d is a hat; the three nearest shoes: a 0, e 1, b √2 (KEYS_ONLY: the key and the search-schema attributes)
        assertEquals(List.of("pk,(score),category,brand", "a,0,shoes,acme", "e,1,shoes,acme",
                "b," + Math.sqrt(2) + ",shoes,acme"), cli.out().lines().toList(), cli::out);
        assertTrue(cli.err().contains("3 results, nearest first; (score): Euclidean distance, lower is nearer"), cli::err);
        // 4 shoes examined (4 × 3 × 4 bytes) and three small items returned: under the 1 KB minimum
        assertTrue(cli.err().contains("ConsumedCapacity (TOTAL): VectorSearchRequestBytes 1024 (the Sandbox's estimate"),
                cli::err);
        cli.clear();
        String ranged = request(Files.readString(Path.of(shoes)).replace("\"#c = :c\"", "\"#c = :c AND brand > :c\""));
        assertEquals(ExitCodes.ERRORS, cli.run("run", ranged, "-o", "search-vectors", "-m", model), cli::out);
        assertTrue(cli.err().contains("ValidationException: Invalid SearchConditionExpression: Invalid comparator used in "
                + "SearchConditionExpression"), cli::err);
    }

    /** Three documents on a line, searched from the origin: near 1 away, mid 2, far 5. */
    private static SearchVectorsResult searched(TableDesign docs) {
        try (SandboxGateway sandbox = SandboxGateway.empty()) {
            sandbox.createTable(docs);
            for (Object[] d : new Object[][] {{"far", 3, 4}, {"near", 0, 1}, {"mid", 2, 0}}) {
                sandbox.putItem(PutItemRequest.of("Docs", Item.of("id", s((String) d[0]), "title", s("the " + d[0]),
                        "v", AttributeValue.list(vector((Integer) d[1], (Integer) d[2]).toArray(AttributeValue[]::new)))));
            }
            return sandbox.searchVectors(SearchVectorsRequest.of("Docs", "byV", vector(0, 0), 3));
        }
    }

    private static String printed(PivotCommand.OutputFormat format, TableDesign docs, SearchVectorsResult result,
            StringWriter err) {
        StringWriter out = new StringWriter();
        SearchResults.print(new PrintWriter(out), new PrintWriter(err), format, "Docs · byV · search-vectors", docs,
                "byV", result);
        return out.toString();
    }

    @Test
    void theResultsPrintNearestFirstWithTheirScoresAfterTheKeys() {
        TableDesign docs = TableDesign.of("Docs", KeySchema.of("id", AttributeType.S)).withVectorIndexes(List.of(
                new VectorIndex("byV", "v", 2, DistanceFunction.EUCLIDEAN, Projection.ALL, SearchSchema.NONE)));
        SearchVectorsResult result = searched(docs);
        StringWriter err = new StringWriter();
        String csv = printed(PivotCommand.OutputFormat.csv, docs, result, err);
        List<String> lines = csv.lines().toList();
        assertEquals("id,(score),title", lines.get(0), csv);
        assertEquals(List.of("near,1,the near", "mid,2,the mid", "far,5,the far"), lines.subList(1, 4), csv);
        assertEquals("3 results, nearest first; (score): Euclidean distance, lower is nearer", err.toString().strip());
        String text = printed(PivotCommand.OutputFormat.text, docs, result, new StringWriter());
        assertTrue(text.indexOf("near") < text.indexOf("mid") && text.indexOf("mid") < text.indexOf("far"), text);
        assertTrue(text.contains("3 results, nearest first; (score): Euclidean distance, lower is nearer"), text);
        String json = printed(PivotCommand.OutputFormat.json, docs, result, new StringWriter());
        assertTrue(json.contains("\"(score)\"") && json.contains("\"count\": 3"), json);
    }

    @Test
    void theConsumedBytesSayWhenTheyAreTheSandboxsEstimate() {
        assertEquals("ConsumedCapacity (TOTAL): VectorSearchRequestBytes 1024 (the Sandbox's estimate: the vectors "
                + "examined and the items returned, at least 1 KB)",
                Returned.searchCapacity("TOTAL", Optional.of(new SearchVectorsResult.VectorCapacity(1024, true))));
        assertEquals("ConsumedCapacity (INDEXES): VectorSearchRequestBytes 41714",
                Returned.searchCapacity("INDEXES", Optional.of(new SearchVectorsResult.VectorCapacity(41714.0, false))));
        assertEquals("ConsumedCapacity (TOTAL): not reported", Returned.searchCapacity("TOTAL", Optional.empty()));
    }

    @Test
    void eachDistanceFunctionSaysWhichWayIsNearer() {
        assertEquals("; (score): cosine distance (0 identical … 2 opposite), lower is nearer",
                SearchResults.meaning(Optional.of(DistanceFunction.COSINE)));
        assertEquals("; (score): dot product, higher is nearer", SearchResults.meaning(Optional.of(DistanceFunction.DOT_PRODUCT)));
        assertEquals("", SearchResults.meaning(Optional.empty()));
    }
}
