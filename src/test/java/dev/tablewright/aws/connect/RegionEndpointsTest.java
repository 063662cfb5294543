package dev.tablewright.aws.connect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.commit.ReplicaRegions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Which of a global table's regions a connection reaches, and with what: an AWS profile in every region
 * with its own credentials, an endpoint given for a region at that endpoint, and a connection with an
 * endpoint of its own (DynamoDB Local, a profile's endpoint_url) nowhere else, with the reason. Opening
 * a client sends nothing, so no region is called here.
 */
class RegionEndpointsTest {
    @TempDir
    Path folder;

    @BeforeEach
    void profiles() throws IOException {
        Files.writeString(folder.resolve("config"), "[profile local]\nregion = eu-west-1\nendpoint_url = "
                + "http://localhost:8000\n\n[profile prod]\nregion = eu-west-1\n");
        Files.writeString(folder.resolve("credentials"), "[local]\naws_access_key_id = AKIATABLEWRIGHTTEST7\n"
                + "aws_secret_access_key = x\n\n[prod]\naws_access_key_id = AKIATABLEWRIGHTTEST7\naws_secret_access_key = x\n");
        System.setProperty("aws.configFile", folder.resolve("config").toString());
        System.setProperty("aws.sharedCredentialsFile", folder.resolve("credentials").toString());
    }

    @AfterEach
    void restore() {
        List.of("aws.configFile", "aws.sharedCredentialsFile").forEach(System::clearProperty);
    }

    private static Optional<String> regionOf(ReplicaRegions.Reach reach) {
        assertTrue(reach instanceof ReplicaRegions.Opened, reach.toString());
        try (Gateway g = ((ReplicaRegions.Opened) reach).gateway()) {
            return g.region();
        }
    }

    @Test
    void anAwsProfileReachesEveryRegionWithItsOwnCredentials() {
        assertEquals(Optional.of("us-west-2"), regionOf(RegionEndpoints.forCommandLine(null, "prod", Map.of())
                .reach("us-west-2")));
        assertEquals(Optional.of("ap-south-1"), regionOf(RegionEndpoints.of(Connection.aws("Prod", "prod", "eu-west-1"),
                CallLimits.DEFAULT).reach("ap-south-1")));
    }

    @Test
    void anEndpointOfItsOwnHasNoOtherRegionsButThoseGivenOne() {
        assertEquals(new ReplicaRegions.Unreachable("the endpoint http://localhost:8000 has no other regions (give"
                + " --region-endpoint us-west-2=URL to reach the replica's)"),
                RegionEndpoints.forCommandLine("http://localhost:8000", null, Map.of()).reach("us-west-2"));
        assertEquals(new ReplicaRegions.Unreachable("profile local goes to the endpoint http://localhost:8000, which"
                + " has no other regions (give --region-endpoint us-west-2=URL to reach the replica's)"),
                RegionEndpoints.forCommandLine(null, "local", Map.of()).reach("us-west-2"));
        assertEquals(Optional.of("us-west-2"), regionOf(RegionEndpoints.forCommandLine(null, "local",
                Map.of("us-west-2", "http://localhost:8001")).reach("us-west-2")));
        assertEquals(new ReplicaRegions.Unreachable("\"Local\" is a DynamoDB Local, which has no other regions"),
                RegionEndpoints.of(Connection.localEndpoint("Local", "http://localhost:8000"), CallLimits.DEFAULT)
                        .reach("us-west-2"));
        assertEquals(new ReplicaRegions.Unreachable("\"Local AWS\" goes to the endpoint http://localhost:8000, which has"
                + " no other regions"), RegionEndpoints.of(Connection.aws("Local AWS", "local", ""), CallLimits.DEFAULT)
                        .reach("us-west-2"));
    }

    @Test
    void aRegionEndpointMustBeAUrl() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> RegionEndpoints.forCommandLine("http://localhost:8000", null, Map.of("us-west-2", "oregon")));
        assertTrue(e.getMessage().startsWith("--region-endpoint us-west-2=oregon: Not an endpoint URL"), e.getMessage());
    }
}
