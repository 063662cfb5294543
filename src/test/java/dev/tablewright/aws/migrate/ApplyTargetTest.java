package dev.tablewright.aws.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.tablewright.aws.LocalServerExtension;
import dev.tablewright.aws.connect.DynamoClients;
import dev.tablewright.aws.connect.CallLimits;
import dev.tablewright.aws.connect.OpenClient;
import dev.tablewright.aws.sdk.SdkEndpoint;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A journal names where its requests went, not what the connection is called: a run started from the
 * window's saved connection resumes from the command line's {@code --endpoint} to the same DynamoDB.
 */
class ApplyTargetTest {
    @RegisterExtension
    static final LocalServerExtension local = new LocalServerExtension();

    @Test
    void theWindowsNamedConnectionAndTheCommandLinesEndpointAreOneTarget() {
        OpenClient window = new DynamoClients(CallLimits.DEFAULT).local("Local 8765", local.endpoint(), "us-east-1");
        try (SdkEndpoint named = SdkEndpoint.of(window.client(), window.displayName(), window.keys(), window::close);
                SdkEndpoint cli = SdkEndpoint.open(local.endpoint(), "us-east-1");
                SdkEndpoint otherRegion = SdkEndpoint.open(local.endpoint(), "eu-west-1")) {
            assertNotEquals(named.gateway().displayName(), cli.gateway().displayName());
            assertEquals(MigrationApply.target(cli.gateway()), MigrationApply.target(named.gateway()));
            assertEquals(local.endpoint() + " (us-east-1)", MigrationApply.target(cli.gateway()));
            assertNotEquals(MigrationApply.target(cli.gateway()), MigrationApply.target(otherRegion.gateway()));
        }
    }
}
