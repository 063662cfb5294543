package dev.tablewright.aws.connect;

import java.util.List;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A DynamoDB client built for a connection, with what it needs closed after it (the STS client of
 * an assumed role, a DynamoDB Local we started).
 */
public record OpenClient(DynamoDbClient client, String displayName, List<AutoCloseable> resources)
        implements AutoCloseable {

    public OpenClient {
        resources = List.copyOf(resources);
    }

    @Override
    public void close() {
        client.close();
        Closing.all(resources);
    }
}
