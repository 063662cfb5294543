package dev.tablewright.aws;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BiFunction;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * An HTTP server in the test JVM that records each request the real SDK sends (its X-Amz-Target
 * operation and JSON body) and answers it with what a test scripts, as DynamoDB's JSON protocol does.
 * Used only where no DynamoDB at hand can answer: vector indexes, which DynamoDB Local knows nothing of.
 */
public final class AnsweringServer implements AutoCloseable {
    /** One answer: an HTTP status and a JSON body. */
    public record Answer(int status, String body) {
        public static Answer ok(String body) {
            return new Answer(200, body);
        }

        public static Answer error(String code, String message) {
            return new Answer(400, "{\"__type\":\"com.amazonaws.dynamodb.v20120810#" + code + "\",\"message\":\""
                    + message + "\"}");
        }
    }

    /** One request as sent. */
    public record Sent(String operation, String body) {
    }

    private final HttpServer server;
    private final List<Sent> sent = new CopyOnWriteArrayList<>();

    /** @param answer given the operation ("CreateTable") and the body, what to answer */
    public AnsweringServer(BiFunction<String, String, Answer> answer) throws IOException {
        server = HttpServer.create(new InetSocketAddress("localhost", 0), 8);
        server.createContext("/", exchange -> {
            String target = exchange.getRequestHeaders().getFirst("X-Amz-Target");
            String operation = target.substring(target.indexOf('.') + 1);
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            sent.add(new Sent(operation, body));
            Answer a = answer.apply(operation, body);
            byte[] bytes = a.body().getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/x-amz-json-1.0");
            exchange.sendResponseHeaders(a.status(), bytes.length);
            exchange.getResponseBody().write(bytes);
            exchange.close();
        });
        server.start();
    }

    public String endpoint() {
        return "http://localhost:" + server.getAddress().getPort();
    }

    public DynamoDbClient client() {
        return DynamoDbClient.builder()
                .endpointOverride(URI.create(endpoint()))
                .region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("test", "test")))
                .httpClient(UrlConnectionHttpClient.create())
                .overrideConfiguration(c -> c.retryStrategy(r -> r.maxAttempts(1)))
                .build();
    }

    public List<Sent> sent() {
        return List.copyOf(sent);
    }

    /** The bodies of the requests of one operation, in the order sent. */
    public List<String> bodies(String operation) {
        return sent.stream().filter(s -> s.operation().equals(operation)).map(Sent::body).toList();
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
