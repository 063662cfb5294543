package dev.tablewright.aws.sdk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.LocalServer;
import java.net.URI;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.SSEType;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.model.TableClass;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.Tag;

/**
 * What DynamoDB Local (over HTTP, as a user's connection reaches it) does with each table setting,
 * pinned: the commit's allowances ({@link SdkSettingsWriter}) and docs/table-settings.md rest on these
 * answers, and a Local release that changes one fails here first.
 */
class LocalSettingsBehaviourTest {
    private static LocalServer local;
    private static DynamoDbClient client;

    @BeforeAll
    static void start() {
        local = LocalServer.start();
        client = DynamoDbClient.builder().endpointOverride(URI.create(local.endpoint())).region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("key", "secret")))
                .httpClient(UrlConnectionHttpClient.create()).build();
    }

    @AfterAll
    static void stop() {
        client.close();
        local.close();
    }

    private static TableDescription create(String name, Consumer<CreateTableRequest.Builder> settings) {
        CreateTableRequest.Builder b = CreateTableRequest.builder().tableName(name)
                .attributeDefinitions(AttributeDefinition.builder().attributeName("pk").attributeType("S").build())
                .keySchema(KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build())
                .billingMode(BillingMode.PAY_PER_REQUEST);
        settings.accept(b);
        client.createTable(b.build());
        return describe(name);
    }

    private static TableDescription describe(String name) {
        return client.describeTable(b -> b.tableName(name)).table();
    }

    private static void refused(String code, String message, Executable call) {
        DynamoDbException e = assertThrows(DynamoDbException.class, call);
        assertEquals(code, e.awsErrorDetails().errorCode());
        assertTrue(e.awsErrorDetails().errorMessage().startsWith(message), e.awsErrorDetails().errorMessage());
    }

    @Test
    void createTableTakesEverySettingButKeepsOnlySome() {
        TableDescription t = create("Everything", b -> b
                .onDemandThroughput(o -> o.maxReadRequestUnits(1000L).maxWriteRequestUnits(500L))
                .warmThroughput(w -> w.readUnitsPerSecond(15000L).writeUnitsPerSecond(5000L))
                .tableClass(TableClass.STANDARD_INFREQUENT_ACCESS)
                .streamSpecification(s -> s.streamEnabled(true).streamViewType(StreamViewType.NEW_AND_OLD_IMAGES))
                .sseSpecification(s -> s.enabled(true).sseType(SSEType.KMS).kmsMasterKeyId("not even a key"))
                .deletionProtectionEnabled(true)
                .tags(Tag.builder().key("team").value("orders").build())
                .resourcePolicy("not even JSON"));
        assertTrue(t.tableArn().startsWith("arn:aws:dynamodb:ddblocal:000000000000:table/"), t.tableArn());
        assertEquals(1000L, t.onDemandThroughput().maxReadRequestUnits());
        assertEquals(StreamViewType.NEW_AND_OLD_IMAGES, t.streamSpecification().streamViewType());
        assertEquals(Boolean.TRUE, t.deletionProtectionEnabled());
        assertNull(t.warmThroughput(), "warm throughput: accepted, not kept");
        assertNull(t.tableClassSummary(), "table class: accepted, not kept");
        assertNull(t.sseDescription(), "encryption: accepted, not kept");
        refused("ValidationException", "Resource cannot be deleted as it is currently protected against deletion",
                () -> client.deleteTable(b -> b.tableName("Everything")));
    }

    @Test
    void theSettingsOwnCallsButTimeToLiveAreUnknownOperations() {
        String arn = create("Calls", b -> { }).tableArn();
        refused("UnknownOperationException", "", () -> client.describeContinuousBackups(b -> b.tableName("Calls")));
        refused("UnknownOperationException", "", () -> client.updateContinuousBackups(b -> b.tableName("Calls")
                .pointInTimeRecoverySpecification(s -> s.pointInTimeRecoveryEnabled(true))));
        refused("UnknownOperationException", "", () -> client.describeContributorInsights(b -> b.tableName("Calls")));
        refused("UnknownOperationException", "Tagging is not currently supported in DynamoDB Local",
                () -> client.listTagsOfResource(b -> b.resourceArn(arn)));
        refused("UnknownOperationException", "Tagging is not currently supported in DynamoDB Local",
                () -> client.tagResource(b -> b.resourceArn(arn).tags(Tag.builder().key("k").value("v").build())));
        refused("UnknownOperationException", "", () -> client.getResourcePolicy(b -> b.resourceArn(arn)));
        refused("UnknownOperationException", "", () -> client.putResourcePolicy(b -> b.resourceArn(arn).policy("{}")));

        client.updateTimeToLive(b -> b.tableName("Calls").timeToLiveSpecification(t -> t.attributeName("a").enabled(true)));
        assertEquals("a", client.describeTimeToLive(b -> b.tableName("Calls")).timeToLiveDescription().attributeName());
        refused("ValidationException", "TimeToLive is active on a different AttributeName", () -> client.updateTimeToLive(
                b -> b.tableName("Calls").timeToLiveSpecification(t -> t.attributeName("b").enabled(true))));
    }

    @Test
    void updateTableDropsWhatItIsNotGivenAndIgnoresSomeMembers() {
        create("Updated", b -> b.deletionProtectionEnabled(true)
                .onDemandThroughput(o -> o.maxReadRequestUnits(1000L).maxWriteRequestUnits(500L))
                .streamSpecification(s -> s.streamEnabled(true).streamViewType(StreamViewType.KEYS_ONLY)));
        refused("ValidationException", "Table already has an enabled stream", () -> client.updateTable(b -> b
                .tableName("Updated").streamSpecification(s -> s.streamEnabled(true).streamViewType(StreamViewType.NEW_IMAGE))));
        for (Executable ignored : new Executable[] {
                () -> client.updateTable(b -> b.tableName("Updated").tableClass(TableClass.STANDARD_INFREQUENT_ACCESS)),
                () -> client.updateTable(b -> b.tableName("Updated").sseSpecification(s -> s.enabled(true).sseType(SSEType.KMS))),
                () -> client.updateTable(b -> b.tableName("Updated").warmThroughput(w -> w.readUnitsPerSecond(20000L))),
                () -> client.updateTable(b -> b.tableName("Updated").replicaUpdates(r -> r.create(c -> c.regionName("us-east-2"))))}) {
            refused("ValidationException", "Nothing to update", ignored);
        }
        assertEquals(Boolean.TRUE, describe("Updated").deletionProtectionEnabled(), "a refused UpdateTable changes nothing");

        client.updateTable(b -> b.tableName("Updated").streamSpecification(s -> s.streamEnabled(false)));
        TableDescription after = describe("Updated");
        assertEquals(Boolean.FALSE, after.deletionProtectionEnabled(), "deletion protection dropped");
        assertNull(after.onDemandThroughput(), "on-demand maximum dropped");

        client.updateTable(b -> b.tableName("Updated").onDemandThroughput(o -> o.maxReadRequestUnits(40L).maxWriteRequestUnits(-1L)));
        assertNull(describe("Updated").onDemandThroughput(), "a maximum on one dimension only is dropped whole");
    }
}
