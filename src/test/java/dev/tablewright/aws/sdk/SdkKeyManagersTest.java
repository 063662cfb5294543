package dev.tablewright.aws.sdk;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.kms.KmsClient;

/**
 * {@link SdkKeyManagers} through the real KMS client, against KMS's answers as AWS documents them
 * (API Reference, DescribeKey: the response's {@code KeyMetadata.KeyManager} is {@code AWS} or
 * {@code CUSTOMER}; an error is {@code {"__type": ..., "message": ...}} with status 400). No KMS runs
 * here and moto's is not faithful (it answers CUSTOMER for {@code alias/aws/dynamodb}), so the
 * documented answers are replayed by a server in the test JVM; the requests are checked too.
 */
class SdkKeyManagersTest {
    private static final String AWS_KEY = "arn:aws:kms:us-east-2:111122223333:key/0987dcba-09fe-87dc-65ba-ab0987654321";
    private static final String CUSTOMER_KEY = "arn:aws:kms:us-east-2:111122223333:key/1234abcd-12ab-34cd-56ef-1234567890ab";
    private static final String FOREIGN_KEY = "arn:aws:kms:us-east-2:444455556666:key/1234abcd-12ab-34cd-56ef-1234567890ab";

    private HttpServer server;
    private final List<String> requests = new ArrayList<>();
    private SdkKeyManagers keys;

    private static String metadata(String arn, String manager) {
        return "{\"KeyMetadata\":{\"AWSAccountId\":\"111122223333\",\"Arn\":\"" + arn + "\",\"CreationDate\":1.499288695918E9,"
                + "\"Description\":\"Default master key that protects my DynamoDB data when no other key is defined\","
                + "\"Enabled\":true,\"KeyId\":\"" + arn.substring(arn.indexOf('/') + 1) + "\",\"KeyManager\":\""
                + manager + "\",\"KeySpec\":\"SYMMETRIC_DEFAULT\",\"KeyState\":\"Enabled\","
                + "\"KeyUsage\":\"ENCRYPT_DECRYPT\",\"MultiRegion\":false,\"Origin\":\"AWS_KMS\"}}";
    }

    @BeforeEach
    void start() throws IOException {
        server = HttpServer.create(new InetSocketAddress("localhost", 0), 8);
        server.createContext("/", exchange -> {
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            synchronized (requests) {
                requests.add(exchange.getRequestHeaders().getFirst("X-Amz-Target") + " " + body);
            }
            int status = 200;
            String answer;
            if (body.contains(AWS_KEY)) {
                answer = metadata(AWS_KEY, "AWS");
            } else if (body.contains(CUSTOMER_KEY)) {
                answer = metadata(CUSTOMER_KEY, "CUSTOMER");
            } else {
                status = 400;
                answer = "{\"__type\":\"AccessDeniedException\",\"message\":\"User is not authorized to perform:"
                        + " kms:DescribeKey\"}";
            }
            byte[] bytes = answer.getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/x-amz-json-1.1");
            exchange.sendResponseHeaders(status, bytes.length);
            exchange.getResponseBody().write(bytes);
            exchange.close();
        });
        server.start();
        keys = new SdkKeyManagers(KmsClient.builder()
                .endpointOverride(URI.create("http://localhost:" + server.getAddress().getPort()))
                .region(Region.US_EAST_2)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("test", "test")))
                .httpClient(UrlConnectionHttpClient.create())
                .overrideConfiguration(c -> c.retryStrategy(r -> r.maxAttempts(1)))
                .build());
    }

    @AfterEach
    void stop() {
        keys.close();
        server.stop(0);
    }

    @Test
    void kmsNamesTheAwsManagedKeyOnceForTheConnection() {
        assertEquals(KeyManagers.Lookup.of(true), keys.lookUp(AWS_KEY));
        assertEquals(KeyManagers.Lookup.of(true), keys.lookUp(AWS_KEY));
        assertEquals(List.of("TrentService.DescribeKey {\"KeyId\":\"" + AWS_KEY + "\"}"), requests);
    }

    @Test
    void kmsNamesACustomerManagedKey() {
        assertEquals(KeyManagers.Lookup.of(false), keys.lookUp(CUSTOMER_KEY));
    }

    @Test
    void aRefusalIsAnUnknownAnswerWithItsReasonAskedAgainNextTime() {
        KeyManagers.Lookup answer = keys.lookUp(FOREIGN_KEY);
        assertEquals(Optional.empty(), answer.awsManaged());
        assertEquals("KMS's DescribeKey answered AccessDeniedException for " + FOREIGN_KEY, answer.why());
        keys.lookUp(FOREIGN_KEY);
        assertEquals(2, requests.size());
    }

    @Test
    void aKmsThatCannotBeReachedIsAnUnknownAnswer() {
        server.stop(0);
        KeyManagers.Lookup answer = keys.lookUp(CUSTOMER_KEY);
        assertEquals(Optional.empty(), answer.awsManaged());
        assertEquals(true, answer.why().startsWith("KMS's DescribeKey could not be reached: "), answer.why());
    }
}
