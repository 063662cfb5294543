package dev.tablewright.aws.sdk;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.aws.EmbeddedDynamoDb;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The region a gateway's client talks to: that of a client built by the SDK; none for DynamoDB
 * Local's in-process client, which implements an older SDK's interface and throws when asked for its
 * configuration (every commit asks).
 */
class SdkGatewayRegionTest {
    @Test
    void theInProcessClientHasNoRegionAndDoesNotThrow() {
        assertEquals(Optional.empty(), new SdkGateway(EmbeddedDynamoDb.client(), "embedded", false).region());
    }

    @Test
    void aClientBuiltByTheSdkHasItsRegion() {
        // Nothing is sent: the region is the client's configuration.
        try (SdkEndpoint endpoint = SdkEndpoint.open("http://localhost:1", "eu-west-3")) {
            assertEquals(Optional.of("eu-west-3"), endpoint.gateway().region());
        }
    }
}
