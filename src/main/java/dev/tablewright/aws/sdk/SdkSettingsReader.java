package dev.tablewright.aws.sdk;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.commit.Retryable;
import dev.tablewright.aws.settings.LiveSettings;
import dev.tablewright.aws.settings.Setting;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.Encryption;
import dev.tablewright.model.settings.EncryptionType;
import dev.tablewright.model.settings.Recovery;
import dev.tablewright.model.settings.Tag;
import dev.tablewright.model.settings.TableSettings;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ContributorInsightsStatus;
import software.amazon.awssdk.services.dynamodb.model.ListTagsOfResourceResponse;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoveryDescription;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;

/**
 * A live table with every setting DynamoDB tells: DescribeTable, then DescribeTimeToLive,
 * DescribeContinuousBackups, ListTagsOfResource, GetResourcePolicy and DescribeContributorInsights
 * (the table's and each GSI's). Each of those is optional: a call the endpoint does not answer
 * (DynamoDB Local has none but DescribeTimeToLive) or the caller may not make leaves its setting at
 * the default, noted as not read. Throttling and 500s still fail the read, to be tried again whole.
 */
final class SdkSettingsReader {
    private final DynamoDbClient client;
    private final KeyManagers keys;
    private final String table;
    private final Map<Setting, String> unread = new EnumMap<>(Setting.class);
    private boolean local;

    private SdkSettingsReader(DynamoDbClient client, KeyManagers keys, String table) {
        this.client = client;
        this.keys = keys;
        this.table = table;
    }

    /**
     * @param keys who manages a KMS key, asked only when the table has one
     * @throws DynamoException ResourceNotFoundException for a missing table
     */
    static LiveSettings read(DynamoDbClient client, KeyManagers keys, String table) {
        return new SdkSettingsReader(client, keys, table).read();
    }

    private LiveSettings read() {
        TableDescription t = SdkGateway.call(() -> client.describeTable(b -> b.tableName(table)).table());
        local = SdkSettingValues.isDynamoDbLocal(t.tableArn());
        TableDesign design = SdkTables.design(t);
        TableSettings s = design.settings();
        String arn = t.tableArn();
        Optional<TimeToLiveDescription> ttl = optional(Setting.TIME_TO_LIVE, "DescribeTimeToLive",
                () -> client.describeTimeToLive(b -> b.tableName(table)).timeToLiveDescription());
        if (ttl.isPresent()) {
            String status = ttl.get().timeToLiveStatusAsString();
            s = s.withTtlAttribute("ENABLED".equals(status) || "ENABLING".equals(status)
                    ? Optional.ofNullable(ttl.get().attributeName()) : Optional.empty());
        }
        Optional<PointInTimeRecoveryDescription> pitr = optional(Setting.POINT_IN_TIME_RECOVERY,
                "DescribeContinuousBackups", () -> client.describeContinuousBackups(b -> b.tableName(table))
                        .continuousBackupsDescription().pointInTimeRecoveryDescription());
        if (pitr.isPresent()) {
            boolean on = "ENABLED".equals(pitr.get().pointInTimeRecoveryStatusAsString());
            Integer days = pitr.get().recoveryPeriodInDays();
            s = s.withRecovery(new Recovery(on, days == null ? Recovery.DEFAULT_PERIOD_DAYS : days));
        }
        Optional<List<Tag>> tags = optional(Setting.TAGS, "ListTagsOfResource", () -> tags(arn));
        if (tags.isPresent()) {
            s = s.withTags(tags.get());
        }
        Optional<Optional<String>> policy = optional(Setting.RESOURCE_POLICY, "GetResourcePolicy", () -> policy(arn));
        if (policy.isPresent()) {
            s = s.withResourcePolicy(policy.get());
        }
        Optional<Boolean> insights = optional(Setting.CONTRIBUTOR_INSIGHTS, "DescribeContributorInsights",
                () -> insights(Optional.empty()));
        List<GlobalSecondaryIndex> gsis = design.globalIndexes();
        if (insights.isPresent()) {
            s = s.withContributorInsights(insights.get());
            List<GlobalSecondaryIndex> read = new ArrayList<>();
            for (GlobalSecondaryIndex g : gsis) {
                Optional<Boolean> on = optional(Setting.CONTRIBUTOR_INSIGHTS, "DescribeContributorInsights",
                        () -> insights(Optional.of(g.name())));
                read.add(g.withSettings(g.settings().withContributorInsights(on.orElse(false))));
            }
            gsis = read;
        }
        KeyRead key = KeyRead.of(s, keys);
        return new LiveSettings(design.withGlobalIndexes(gsis).withSettings(key.settings()), unread, local,
                key.unknown());
    }

    private List<Tag> tags(String arn) {
        List<Tag> tags = new ArrayList<>();
        String next = null;
        do {
            String token = next;
            ListTagsOfResourceResponse page = client.listTagsOfResource(b -> b.resourceArn(arn).nextToken(token));
            page.tags().forEach(t -> tags.add(new Tag(t.key(), t.value())));
            next = page.nextToken();
        } while (next != null);
        return tags;
    }

    /** The policy document, or empty when the table has none (DynamoDB answers PolicyNotFoundException). */
    private Optional<String> policy(String arn) {
        try {
            return Optional.ofNullable(SdkGateway.call(() -> client.getResourcePolicy(b -> b.resourceArn(arn)).policy()));
        } catch (DynamoException e) {
            if ("PolicyNotFoundException".equals(e.errorCode())) {
                return Optional.empty();
            }
            throw e;
        }
    }

    private boolean insights(Optional<String> index) {
        ContributorInsightsStatus status = client.describeContributorInsights(b -> b.tableName(table)
                .indexName(index.orElse(null))).contributorInsightsStatus();
        return status == ContributorInsightsStatus.ENABLED || status == ContributorInsightsStatus.ENABLING;
    }

    /** The call's answer, or empty with the setting noted as not read when the endpoint will not answer it. */
    private <T> Optional<T> optional(Setting setting, String call, Supplier<T> read) {
        try {
            return Optional.of(SdkSettingsWriter.unsupportedAsDynamo(() -> SdkGateway.call(read::get)));
        } catch (DynamoException e) {
            if (Retryable.is(e)) {
                throw e;
            }
            unread.put(setting, notAnswered(call, e, local));
            return Optional.empty();
        }
    }

    /** "DynamoDB Local does not support DescribeContinuousBackups", or the refusal in DynamoDB's words. */
    static String notAnswered(String call, DynamoException e, boolean local) {
        if (Gateway.UNKNOWN_OPERATION.equals(e.errorCode())) {
            return (local ? "DynamoDB Local" : "the endpoint") + " does not support " + call;
        }
        return call + " was refused (" + e.errorCode() + ": " + e.getMessage() + ")";
    }

    /**
     * The settings with a KMS key KMS names as AWS managed read as the AWS managed key, and why KMS
     * could not tell, when it could not (the key then stays customer managed, its ARN kept).
     */
    record KeyRead(TableSettings settings, Optional<String> unknown) {
        static KeyRead of(TableSettings s, KeyManagers keys) {
            Optional<String> key = s.encryption().kmsKey();
            if (s.encryption().type() != EncryptionType.CUSTOMER_MANAGED || key.isEmpty()) {
                return new KeyRead(s, Optional.empty());
            }
            KeyManagers.Lookup manager = keys.lookUp(key.get());
            if (manager.awsManaged().isEmpty()) {
                return new KeyRead(s, Optional.of(manager.why()));
            }
            return new KeyRead(manager.awsManaged().get() ? s.withEncryption(Encryption.AWS_MANAGED) : s,
                    Optional.empty());
        }
    }
}
