package dev.tablewright.aws.sdk;

import java.net.URI;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Where a client's requests go, read from its configuration: its region and its endpoint. DynamoDB
 * Local's in-process client implements the interface of an older SDK and has no configuration to read.
 */
final class SdkClientPlace {
    private SdkClientPlace() {
    }

    static Optional<String> region(DynamoDbClient client) {
        try {
            return Optional.ofNullable(client.serviceClientConfiguration().region()).map(r -> r.id());
        } catch (UnsupportedOperationException e) {
            return Optional.empty();
        }
    }

    /** The endpoint's URL: the one given (DynamoDB Local, a proxy), else the region's; empty when unknown. */
    static Optional<String> address(DynamoDbClient client) {
        try {
            return client.serviceClientConfiguration().endpointOverride().map(URI::toString)
                    .or(() -> region(client).map(r -> "https://dynamodb." + r + ".amazonaws.com"));
        } catch (UnsupportedOperationException e) {
            return Optional.empty();
        }
    }
}
