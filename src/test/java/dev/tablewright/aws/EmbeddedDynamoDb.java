package dev.tablewright.aws;

import com.amazonaws.services.dynamodbv2.local.embedded.DynamoDBEmbedded;
import com.amazonaws.services.dynamodbv2.local.shared.access.AmazonDynamoDBLocal;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * One in-process DynamoDB Local per test JVM (test scope only: its licence forbids shipping it).
 * In-memory; started on first use, shut down when the JVM exits.
 */
public final class EmbeddedDynamoDb {
    private static AmazonDynamoDBLocal local;

    private EmbeddedDynamoDb() {
    }

    public static synchronized DynamoDbClient client() {
        if (local == null) {
            local = DynamoDBEmbedded.create(true);
            Runtime.getRuntime().addShutdownHook(new Thread(() -> local.shutdownNow(), "dynamodb-local-shutdown"));
        }
        return local.dynamoDbClient();
    }
}
