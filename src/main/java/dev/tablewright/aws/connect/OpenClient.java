package dev.tablewright.aws.connect;

import dev.tablewright.aws.sdk.KeyManagers;
import dev.tablewright.aws.sdk.SdkGateway;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A DynamoDB client built for a connection, with what it needs closed after it (the STS client of
 * an assumed role, the KMS client behind {@code keys}, a DynamoDB Local we started).
 *
 * @param keys who manages a table's KMS key: KMS's answer on AWS, none on DynamoDB Local
 */
public record OpenClient(DynamoDbClient client, String displayName, List<AutoCloseable> resources, KeyManagers keys)
        implements AutoCloseable {

    public OpenClient {
        resources = List.copyOf(resources);
    }

    public OpenClient(DynamoDbClient client, String displayName, List<AutoCloseable> resources) {
        this(client, displayName, resources, KeyManagers.NONE);
    }

    /** The gateway over this client, owning it. */
    public SdkGateway gateway() {
        return new SdkGateway(client, displayName, true, keys);
    }

    @Override
    public void close() {
        client.close();
        Closing.all(resources);
    }
}
