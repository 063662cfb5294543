package dev.tablewright.aws.sdk;

import static dev.tablewright.model.AttributeValue.s;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.ReturnCapacity;
import dev.tablewright.engine.api.SearchVectorsRequest;
import dev.tablewright.engine.api.SearchVectorsResult;
import dev.tablewright.model.Item;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * SearchVectors through the real SDK to a server in the test JVM that records what is sent and answers
 * as DynamoDB documents it (docs/vector-indexes.md §3.4): the request body must be the one the SDK
 * 2.54.18 was captured sending ({@code src/test/resources/vector/sdk-2.54.18-search-vectors.json}),
 * compared as JSON (the SDK writes map entries in the map's order), and the answer is read back.
 */
class SdkSearchVectorsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String ANSWER = "{\"SearchResults\":[{\"Item\":{\"pk\":{\"S\":\"p1\"},\"category\":{\"S\":"
            + "\"shoes\"}},\"Score\":0.0123},{\"Item\":{\"pk\":{\"S\":\"p2\"},\"category\":{\"S\":\"shoes\"}},"
            + "\"Score\":0.25}],\"ConsumedCapacity\":{\"VectorSearchRequestBytes\":41714.0}}";

    private HttpServer server;
    private final List<String> sent = new CopyOnWriteArrayList<>();
    private DynamoDbClient client;

    @BeforeEach
    void start() throws IOException {
        server = HttpServer.create(new InetSocketAddress("localhost", 0), 8);
        server.createContext("/", exchange -> {
            sent.add(exchange.getRequestHeaders().getFirst("X-Amz-Target") + " "
                    + new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
            byte[] bytes = ANSWER.getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/x-amz-json-1.0");
            exchange.sendResponseHeaders(200, bytes.length);
            exchange.getResponseBody().write(bytes);
            exchange.close();
        });
        server.start();
        client = DynamoDbClient.builder()
                .endpointOverride(URI.create("http://localhost:" + server.getAddress().getPort()))
                .region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("test", "test")))
                .httpClient(UrlConnectionHttpClient.create())
                .overrideConfiguration(c -> c.retryStrategy(r -> r.maxAttempts(1)))
                .build();
    }

    @AfterEach
    void stop() {
        client.close();
        server.stop(0);
    }

    @Test
    void theRequestIsTheOneTheSdkWasCapturedSendingAndTheAnswerIsReadBack() throws IOException {
        Map<String, String> names = new LinkedHashMap<>();
        names.put("#c", "category");
        names.put("#b", "brand");
        SearchVectorsRequest request = new SearchVectorsRequest("Products", "by-embedding",
                SearchVectorsRequest.vector(0.1, 0.2, 0.3), 2, "#c = :c AND #b = :b", "pk, category",
                new Expr(names, Map.of(":c", s("shoes"), ":b", s("acme"))), ReturnCapacity.TOTAL);
        SearchVectorsResult result = new SdkGateway(client, "capture", false).execute(request);

        assertEquals(1, sent.size());
        String[] targetAndBody = sent.get(0).split(" ", 2);
        assertEquals("DynamoDB_20120810.SearchVectors", targetAndBody[0]);
        try (InputStream captured = getClass().getResourceAsStream("/vector/sdk-2.54.18-search-vectors.json")) {
            assertEquals(JSON.readTree(captured), JSON.readTree(targetAndBody[1]));
        }
        assertEquals(List.of(Item.of("pk", s("p1"), "category", s("shoes")), Item.of("pk", s("p2"), "category",
                s("shoes"))), result.items());
        assertEquals(List.of(0.0123, 0.25), result.scores());
        assertEquals(new SearchVectorsResult.VectorCapacity(41714.0, false), result.consumed().orElseThrow());
    }

    @Test
    void noConditionNoProjectionAndNoCapacityAskedSendOnlyWhatIsRequiredAndTheTotal() throws IOException {
        new SdkGateway(client, "capture", false).execute(SearchVectorsRequest.of("Products", "by-embedding",
                SearchVectorsRequest.vector(1, 0, 0), 5));
        // ReturnConsumedCapacity TOTAL at least, as for every other call (the window shows it under every answer)
        assertEquals(JSON.readTree("{\"TableName\":\"Products\",\"IndexName\":\"by-embedding\",\"ReturnConsumedCapacity\":"
                + "\"TOTAL\",\"SearchVector\":[{\"N\":\"1\"},{\"N\":\"0\"},{\"N\":\"0\"}],\"TopK\":5}"),
                JSON.readTree(sent.get(0).split(" ", 2)[1]));
    }
}
