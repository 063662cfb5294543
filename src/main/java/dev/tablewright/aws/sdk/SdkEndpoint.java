package dev.tablewright.aws.sdk;

import dev.tablewright.aws.Gateway;
import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.time.Duration;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProviderChain;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.retry.RetryMode;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A DynamoDB endpoint given by URL (DynamoDB Local, or any endpoint), as the command line opens it:
 * its {@link Gateway}, and DescribeTable until the Gateway has it. Credentials come from the default
 * chain; a local endpoint (a loopback host) falls back to dummy ones, which DynamoDB Local accepts.
 */
public final class SdkEndpoint implements AutoCloseable {
    private static final Duration CALL_TIMEOUT = Duration.ofSeconds(60);

    private final DynamoDbClient client;
    private final SdkGateway gateway;
    private final Runnable closer;

    private SdkEndpoint(DynamoDbClient client, String displayName, KeyManagers keys, Runnable closer) {
        this.client = client;
        this.gateway = new SdkGateway(client, displayName, false, keys);
        this.closer = closer;
    }

    /**
     * A client built elsewhere (a profile's, say), with who manages its tables' KMS keys; {@code closer}
     * closes it and what it needs.
     */
    public static SdkEndpoint of(DynamoDbClient client, String displayName, KeyManagers keys, Runnable closer) {
        return new SdkEndpoint(client, displayName, keys, closer);
    }

    /** @throws IllegalArgumentException for an endpoint that is not an http(s) URL */
    public static SdkEndpoint open(String endpoint, String region) {
        URI uri = uri(endpoint);
        HttpConnectionPool.keepEnoughForParallelCalls();
        DynamoDbClient client = DynamoDbClient.builder()
                .endpointOverride(uri)
                .region(Region.of(region))
                .credentialsProvider(credentials(uri))
                .httpClient(UrlConnectionHttpClient.builder().connectionTimeout(Duration.ofSeconds(10))
                        .socketTimeout(CALL_TIMEOUT).build())
                // Three attempts, not DynamoDB's legacy nine: a command line says "connection refused" in a second.
                .overrideConfiguration(c -> c.apiCallTimeout(CALL_TIMEOUT).retryStrategy(RetryMode.STANDARD))
                .build();
        // An endpoint given by URL is DynamoDB's alone: no KMS is known behind it.
        return new SdkEndpoint(client, "DynamoDB — " + endpoint, KeyManagers.NONE, client::close);
    }

    public Gateway gateway() {
        return gateway;
    }

    /** @throws dev.tablewright.engine.api.DynamoException ResourceNotFoundException for a missing table */
    public SdkDescribe.Description describe(String table) {
        return SdkDescribe.describe(client, table);
    }

    DynamoDbClient client() {
        return client;
    }

    @Override
    public void close() {
        closer.run();
    }

    private static URI uri(String endpoint) {
        try {
            URI uri = new URI(endpoint);
            if (uri.getHost() == null || !("http".equals(uri.getScheme()) || "https".equals(uri.getScheme()))) {
                throw new IllegalArgumentException("--endpoint: expected a URL like http://localhost:8000, found '"
                        + endpoint + "'");
            }
            return uri;
        } catch (java.net.URISyntaxException e) {
            throw new IllegalArgumentException("--endpoint: " + e.getMessage());
        }
    }

    /** The default chain; for a loopback endpoint only, dummy keys when the chain has none. */
    private static AwsCredentialsProvider credentials(URI endpoint) {
        if (!isLoopback(endpoint.getHost())) {
            return DefaultCredentialsProvider.builder().build();
        }
        return AwsCredentialsProviderChain.builder().reuseLastProviderEnabled(true).credentialsProviders(
                DefaultCredentialsProvider.builder().build(),
                StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local"))).build();
    }

    private static boolean isLoopback(String host) {
        if (host.equalsIgnoreCase("localhost")) {
            return true;
        }
        try {
            return InetAddress.getByName(host).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }
}
