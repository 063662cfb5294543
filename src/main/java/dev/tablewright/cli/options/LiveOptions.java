package dev.tablewright.cli.options;

import dev.tablewright.aws.connect.Connection;
import dev.tablewright.aws.connect.LiveEndpoints;
import dev.tablewright.aws.sdk.SdkEndpoint;
import picocli.CommandLine.Option;

/** {@code --endpoint URL | --profile P [--region R]}: a live DynamoDB instead of a model's sample data. */
public final class LiveOptions {
    @Option(names = "--endpoint", paramLabel = "URL",
            description = "a live DynamoDB (DynamoDB Local or any endpoint), e.g. http://localhost:8000")
    public String endpoint;

    @Option(names = "--profile", paramLabel = "P",
            description = "a named profile of ~/.aws/config (SSO, credential_process, role_arn, endpoint_url)")
    public String profile;

    @Option(names = "--region", paramLabel = "R",
            description = "the region (default: the profile's, else us-east-1)")
    public String region;

    /** The connection these options describe, for saying what went wrong with it as Test connection does. */
    public Connection connection() {
        String r = region == null ? "" : region;
        if (profile != null) {
            return Connection.aws("profile " + profile, profile, r);
        }
        return endpoint == null ? Connection.SANDBOX : new Connection(endpoint, Connection.Kind.LOCAL_ENDPOINT,
                endpoint, "", "", r, "", false);
    }

    public boolean isLive() {
        return endpoint != null || profile != null;
    }

    /**
     * The one place a live connection is built from the options: a profile through the connections'
     * client factory, else the endpoint (credentials: the default chain, dummy keys for a local endpoint).
     */
    public SdkEndpoint open() {
        return LiveEndpoints.open(endpoint, profile, region);
    }
}
