package dev.tablewright.aws.connect;

import dev.tablewright.aws.sdk.HttpConnectionPool;
import dev.tablewright.aws.sdk.SdkKeyManagers;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.auth.credentials.ProfileCredentialsProvider;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.SdkSystemSetting;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.profiles.Profile;
import software.amazon.awssdk.profiles.ProfileFile;
import software.amazon.awssdk.profiles.ProfileFileSystemSetting;
import software.amazon.awssdk.profiles.ProfileProperty;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.kms.KmsClient;
import software.amazon.awssdk.services.sts.StsClient;
import software.amazon.awssdk.services.sts.auth.StsAssumeRoleCredentialsProvider;
import software.amazon.awssdk.utils.SdkAutoCloseable;

/**
 * Builds the DynamoDB client of a connection. A DynamoDB Local gets its endpoint and placeholder
 * credentials (Local checks none). AWS goes through the SDK's own profile files, read afresh each time
 * ({@code ~/.aws/config} and {@code ~/.aws/credentials}, or the files the {@code aws.configFile} and
 * {@code aws.sharedCredentialsFile} system properties name), so SSO, {@code credential_process},
 * {@code role_arn} and {@code endpoint_url} work as in the AWS CLI; we never read or hold a secret
 * ourselves. Every call has a connect, an attempt and a whole-call timeout.
 */
public final class DynamoClients {
    /** Local checks no signature but wants one; this pair is no secret. */
    private static final AwsCredentialsProvider LOCAL_CREDENTIALS =
            StaticCredentialsProvider.create(AwsBasicCredentials.create("tablewright", "local"));

    private final CallLimits limits;

    public DynamoClients(CallLimits limits) {
        this.limits = limits;
        HttpConnectionPool.keepEnoughForParallelCalls();
    }

    /** A client of the DynamoDB Local at that URL. */
    public OpenClient local(String displayName, String endpoint, String region) {
        URI uri = endpointUri(endpoint.isBlank() ? Connection.DEFAULT_ENDPOINT : endpoint);
        DynamoDbClient client = DynamoDbClient.builder().endpointOverride(uri)
                .region(Region.of(region.isBlank() ? Connection.LOCAL_REGION : region))
                .credentialsProvider(LOCAL_CREDENTIALS)
                .httpClientBuilder(http())
                .overrideConfiguration(override().build())
                .build();
        return new OpenClient(client, displayName, List.of());
    }

    /** A client of AWS (or what the profile's {@code endpoint_url} names) as the connection says. */
    public OpenClient aws(Connection c) {
        ProfileFile profiles = ProfileFile.defaultProfileFile();
        String profileName = c.profile().isEmpty()
                ? ProfileFileSystemSetting.AWS_PROFILE.getStringValueOrThrow() : c.profile();
        Optional<Profile> profile = profiles.profile(profileName);
        if (!c.profile().isEmpty() && profile.isEmpty()) {
            throw new ConnectionException("There is no profile \"" + c.profile() + "\" in "
                    + ProfileFileSystemSetting.AWS_CONFIG_FILE.getStringValue().orElse("~/.aws/config")
                    + " or the credentials file");
        }
        Region region = Region.of(region(c, profile));
        List<AutoCloseable> resources = new ArrayList<>();
        AwsCredentialsProvider credentials = c.profile().isEmpty()
                ? DefaultCredentialsProvider.builder().profileFile(() -> profiles).profileName(profileName).build()
                : ProfileCredentialsProvider.builder().profileFile(profiles).profileName(profileName).build();
        resources.add((SdkAutoCloseable) credentials);
        if (!c.roleArn().isEmpty()) {
            // The profile's endpoint_url applies to STS too, as in the AWS CLI.
            StsClient sts = StsClient.builder().region(region).credentialsProvider(credentials)
                    .httpClientBuilder(http()).overrideConfiguration(profiled(profiles, profileName)).build();
            StsAssumeRoleCredentialsProvider assumed = StsAssumeRoleCredentialsProvider.builder().stsClient(sts)
                    .refreshRequest(r -> r.roleArn(c.roleArn()).roleSessionName("tablewright")).build();
            resources.add(0, assumed);
            resources.add(1, sts);
            credentials = assumed;
        }
        DynamoDbClient client = DynamoDbClient.builder().region(region).credentialsProvider(credentials)
                .httpClientBuilder(http())
                .overrideConfiguration(profiled(profiles, profileName))
                .build();
        // Same region, credentials and profile (its endpoint_url too) as DynamoDB: a table's key lives there.
        SdkKeyManagers keys = new SdkKeyManagers(KmsClient.builder().region(region).credentialsProvider(credentials)
                .httpClientBuilder(http()).overrideConfiguration(profiled(profiles, profileName)).build());
        resources.add(0, keys);
        return new OpenClient(client, c.name(), resources, keys);
    }

    /** The connection's region, else the environment's (AWS_REGION, aws.region), else the profile's. */
    private static String region(Connection c, Optional<Profile> profile) {
        if (!c.region().isEmpty()) {
            return c.region();
        }
        return SdkSystemSetting.AWS_REGION.getStringValue()
                .or(() -> profile.flatMap(p -> p.property(ProfileProperty.REGION)))
                .orElseThrow(() -> new ConnectionException("No region: pick one for \"" + c.name()
                        + "\" or set region in its profile"));
    }

    private UrlConnectionHttpClient.Builder http() {
        return UrlConnectionHttpClient.builder().connectionTimeout(limits.connect())
                .socketTimeout(limits.attempt());
    }

    private ClientOverrideConfiguration.Builder override() {
        return ClientOverrideConfiguration.builder().apiCallTimeout(limits.call())
                .apiCallAttemptTimeout(limits.attempt())
                .retryStrategy(AwsRetryStrategy.standardRetryStrategy().toBuilder().maxAttempts(limits.attempts())
                        .build());
    }

    /** The limits, and the profile whose endpoint_url (and services section) the SDK applies. */
    private ClientOverrideConfiguration profiled(ProfileFile profiles, String profileName) {
        return override().defaultProfileFile(profiles).defaultProfileName(profileName).build();
    }

    private static URI endpointUri(String endpoint) {
        return Connection.parseEndpoint(endpoint).orElseThrow(() -> new ConnectionException(
                Connection.notAnEndpoint(endpoint)));
    }
}
