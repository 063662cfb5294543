package dev.tablewright.cli;

import dev.tablewright.aws.sdk.SdkEndpoint;
import picocli.CommandLine.Option;

/** {@code --endpoint URL [--region R]}: a live DynamoDB instead of a model's sample data. */
public final class LiveOptions {
    @Option(names = "--endpoint", paramLabel = "URL",
            description = "a live DynamoDB (DynamoDB Local or any endpoint), e.g. http://localhost:8000")
    public String endpoint;

    @Option(names = "--region", paramLabel = "R", defaultValue = "us-east-1",
            description = "the region to sign requests for (default: ${DEFAULT-VALUE})")
    public String region;

    public boolean isLive() {
        return endpoint != null;
    }

    /**
     * The one place a live connection is built from the options (credentials: the default chain, dummy
     * keys for a local endpoint). A {@code --profile} would be read here, by the connections' client factory.
     */
    public SdkEndpoint open() {
        return SdkEndpoint.open(endpoint, region);
    }
}
