package dev.tablewright.aws.connect;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** What a copied AWS CLI command needs to reach the same connection as the tab it came from. */
class ConnectionCliOptionsTest {
    @Test
    void aLocalEndpointGivesItsUrlAndARegionTheCliNeeds() {
        assertEquals(" --endpoint-url http://localhost:8000 --region us-east-1",
                Connection.localEndpoint("Local", "").awsCliOptions());
        assertEquals(" --endpoint-url http://127.0.0.1:8001 --region eu-west-1",
                new Connection("Local", Connection.Kind.LOCAL_ENDPOINT, "http://127.0.0.1:8001", "", "", "eu-west-1", "",
                        false).awsCliOptions());
    }

    @Test
    void awsGivesItsProfileAndRegionWhenSet() {
        assertEquals(" --profile prod --region eu-west-1", Connection.aws("Prod", "prod", "eu-west-1").awsCliOptions());
        assertEquals(" --profile prod", Connection.aws("Prod", "prod", "").awsCliOptions());
        assertEquals("", Connection.aws("Default", "", "").awsCliOptions(), "the default chain, as the CLI has it");
        assertEquals(" --profile 'my team'", Connection.aws("Team", "my team", "").awsCliOptions(), "quoted for a shell");
    }

    @Test
    void aLocalWeStartGivesItsEndpointOnceStarted() {
        Connection started = new Connection("Mine", Connection.Kind.LOCAL_STARTED, "", "/opt/ddb", "", "", "", false);
        assertEquals("", started.awsCliOptions(), "its port is chosen when it starts");
        assertEquals(" --endpoint-url http://localhost:41234 --region us-east-1",
                started.awsCliOptions(java.util.Optional.of("http://localhost:41234")));
    }

    @Test
    void theSandboxHasNoWhere() {
        assertEquals("", Connection.SANDBOX.awsCliOptions());
    }
}
