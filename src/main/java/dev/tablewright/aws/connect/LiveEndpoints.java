package dev.tablewright.aws.connect;

import dev.tablewright.aws.sdk.SdkEndpoint;

/**
 * A live DynamoDB for the command line: an endpoint URL, or a named profile of the SDK's own files
 * (its region, {@code endpoint_url}, SSO or {@code credential_process}), with the connections' call
 * limits and their one-line messages for what goes wrong.
 */
public final class LiveEndpoints {
    private LiveEndpoints() {
    }

    /**
     * @param endpoint an http(s) URL, or null to use the profile
     * @param profile  a profile name, or null for the endpoint (or, with neither, the default chain)
     * @param region   the region, or null for the profile's
     */
    public static SdkEndpoint open(String endpoint, String profile, String region) {
        if (endpoint != null && profile != null) {
            throw new IllegalArgumentException("give --endpoint or --profile, not both (a profile's endpoint_url "
                    + "says where its DynamoDB is)");
        }
        if (profile == null) {
            return SdkEndpoint.open(endpoint, region == null ? "us-east-1" : region);
        }
        OpenClient c = new DynamoClients(CallLimits.DEFAULT)
                .aws(Connection.aws("profile " + profile, profile, region == null ? "" : region));
        return SdkEndpoint.of(c.client(), c.displayName(), c.keys(), c::close);
    }
}
