package dev.tablewright.aws.sdk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.LocalServer;
import dev.tablewright.aws.settings.SettingChange;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AllSettings;
import dev.tablewright.model.settings.Consistency;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.ReplicaIndex;
import dev.tablewright.model.settings.Replication;
import dev.tablewright.model.settings.TableClass;
import dev.tablewright.model.settings.Tag;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.OnDemandThroughputOverride;
import software.amazon.awssdk.services.dynamodb.model.ReplicaDescription;
import software.amazon.awssdk.services.dynamodb.model.ReplicationGroupUpdate;
import software.amazon.awssdk.services.dynamodb.model.TableClassSummary;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;

/**
 * Each replica's overrides reach DynamoDB in UpdateTable's ReplicaUpdates as its API names them.
 * DynamoDB Local has no replicas (it answers "Nothing to update"), so the JSON body is checked on its
 * way to a real DynamoDB Local, and the commit still reports replicas as not supported there.
 */
class SdkReplicaOverridesSentTest {
    private static final String KEY = "arn:aws:kms:us-east-2:111122223333:key/0000aaaa-00aa-00aa-00aa-000000aaaaaa";

    /** Every override ReplicaUpdates carries, and some it does not (deletion protection, tags: their region's). */
    private static Replication everyOverride() {
        Replica east = Replica.in("us-east-1");
        Replica ohio = new Replica("us-east-2", Optional.of(TableClass.STANDARD_INFREQUENT_ACCESS), Optional.of(true),
                Optional.empty(), Optional.empty(), Optional.of(KEY), Optional.of(7L), Optional.empty(),
                Optional.of(400L), List.of(new Tag("region-role", "reporting")), Optional.empty(),
                List.of(new ReplicaIndex("ByDay", Optional.of(3L), Optional.empty(), Optional.of(300L),
                        Optional.of(true))));
        Replica oregon = Replica.in("us-west-2");
        return new Replication(Consistency.STRONG, List.of(east, ohio, oregon));
    }

    @Test
    void eachReplicaIsCreatedWithItsOverridesByTheirApiNames() {
        List<JsonNode> sent = new CopyOnWriteArrayList<>();
        try (LocalServer local = LocalServer.start(); DynamoDbClient client = recording(local, sent)) {
            SdkGateway g = new SdkGateway(client, "Local", false);
            TableDesign table = AllSettings.global().withItems(List.of());
            g.createTable(table.withSettings(s -> s.withReplication(Replication.NONE)));

            DynamoException e = assertThrows(DynamoException.class,
                    () -> g.changeSetting(table.name(), new SettingChange.Replicas(everyOverride())));
            assertEquals(Gateway.UNKNOWN_OPERATION, e.errorCode(), "Local ignores replicas: not supported");

            JsonNode update = sent.get(sent.size() - 1);
            assertEquals("STRONG", update.path("MultiRegionConsistency").asText());
            JsonNode replicas = update.path("ReplicaUpdates");
            assertEquals(3, replicas.size(), update.toString());
            assertEquals(json("{\"Create\":{\"RegionName\":\"us-east-1\"}}"), replicas.get(0));
            assertEquals(json("{\"Create\":{\"RegionName\":\"us-east-2\",\"KMSMasterKeyId\":\"" + KEY + "\","
                    + "\"ProvisionedThroughputOverride\":{\"ReadCapacityUnits\":7},"
                    + "\"OnDemandThroughputOverride\":{\"MaxReadRequestUnits\":400},"
                    + "\"GlobalSecondaryIndexes\":[{\"IndexName\":\"ByDay\","
                    + "\"ProvisionedThroughputOverride\":{\"ReadCapacityUnits\":3},"
                    + "\"OnDemandThroughputOverride\":{\"MaxReadRequestUnits\":300}}],"
                    + "\"TableClassOverride\":\"STANDARD_INFREQUENT_ACCESS\"}}"), replicas.get(1));
            assertEquals(json("{\"Create\":{\"RegionName\":\"us-west-2\"}}"), replicas.get(2));
        }
    }

    @Test
    void aReplicaWhoseOverridesDifferIsUpdatedOneTheModelLacksDeletedAndTheTablesOwnRegionLeft() {
        try (LocalServer local = LocalServer.start(); DynamoDbClient client = recording(local, new CopyOnWriteArrayList<>())) {
            SdkGateway g = new SdkGateway(client, "Local", false);
            TableDesign table = AllSettings.global().withItems(List.of());
            g.createTable(table.withSettings(s -> s.withReplication(Replication.NONE)));
            TableDescription described = client.describeTable(b -> b.tableName(table.name())).table();
            // What DescribeTable says of a table in us-east-1 with replicas in us-east-2 (class only) and
            // us-west-2 (as the model) and eu-west-1 (not in the model).
            TableDescription live = described.toBuilder()
                    .tableArn("arn:aws:dynamodb:us-east-1:111122223333:table/" + table.name())
                    .replicas(ReplicaDescription.builder().regionName("us-east-2").replicaTableClassSummary(
                                    TableClassSummary.builder().tableClass("STANDARD_INFREQUENT_ACCESS").build()).build(),
                            ReplicaDescription.builder().regionName("us-west-2").build(),
                            ReplicaDescription.builder().regionName("eu-west-1").onDemandThroughputOverride(
                                    OnDemandThroughputOverride.builder().maxReadRequestUnits(5L).build()).build())
                    .build();

            List<ReplicationGroupUpdate> updates = SdkReplicaUpdates.updates(everyOverride(), live);

            assertEquals(2, updates.size(), updates.toString());
            assertEquals("us-east-2", updates.get(0).update().regionName());
            assertEquals(KEY, updates.get(0).update().kmsMasterKeyId());
            assertEquals(7L, updates.get(0).update().provisionedThroughputOverride().readCapacityUnits());
            assertEquals(400L, updates.get(0).update().onDemandThroughputOverride().maxReadRequestUnits());
            assertEquals("STANDARD_INFREQUENT_ACCESS", updates.get(0).update().tableClassOverrideAsString());
            assertEquals("ByDay", updates.get(0).update().globalSecondaryIndexes().get(0).indexName());
            assertEquals("eu-west-1", updates.get(1).delete().regionName());

            // The same overrides read back from DescribeTable: nothing to send for that region.
            Replication asThere = new Replication(Consistency.STRONG, List.of(Replica.in("us-east-1"),
                    new Replica("us-east-2", Optional.of(TableClass.STANDARD_INFREQUENT_ACCESS), Optional.of(true),
                            null, null, null, null, null, null, List.of(new Tag("a", "b")), null, null),
                    Replica.in("us-west-2"), new Replica("eu-west-1", null, null, null, null, null, null, null,
                            Optional.of(5L), null, null, null)));
            assertEquals(List.of(), SdkReplicaUpdates.updates(asThere, live),
                    "overrides only a region's endpoint sets do not make an update");
        }
    }

    private static DynamoDbClient recording(LocalServer local, List<JsonNode> updateTables) {
        ExecutionInterceptor record = new ExecutionInterceptor() {
            @Override
            public void beforeTransmission(Context.BeforeTransmission context, ExecutionAttributes attributes) {
                if (context.request() instanceof UpdateTableRequest) {
                    context.requestBody().ifPresent(body -> {
                        try (InputStream in = body.contentStreamProvider().newStream()) {
                            updateTables.add(new ObjectMapper().readTree(in));
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                    });
                }
            }
        };
        return DynamoDbClient.builder().endpointOverride(URI.create(local.endpoint())).region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("x", "x")))
                .overrideConfiguration(c -> c.addExecutionInterceptor(record)).build();
    }

    private static JsonNode json(String text) {
        try {
            return new ObjectMapper().readTree(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
