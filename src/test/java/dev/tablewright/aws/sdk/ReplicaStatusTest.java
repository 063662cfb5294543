package dev.tablewright.aws.sdk;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.ReplicaDescription;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * DescribeTable's {@code Replicas[].ReplicaStatus} as the table's facts carry it, which a commit waits on
 * (ACTIVE) before it sets what only a replica's region sets. DynamoDB Local lists no replicas, so the
 * description is built as DynamoDB answers it for a global table.
 */
class ReplicaStatusTest {
    @Test
    void eachReplicaByRegionWithItsStatus() {
        TableDescription t = TableDescription.builder().tableArn("arn:aws:dynamodb:us-east-1:111122223333:table/Orders")
                .replicas(ReplicaDescription.builder().regionName("us-west-2").replicaStatus("CREATING").build(),
                        ReplicaDescription.builder().regionName("eu-west-1").replicaStatus("ACTIVE").build())
                .build();
        assertEquals(Map.of("us-west-2", "CREATING", "eu-west-1", "ACTIVE"), SdkDescribe.replicaStatus(t));
    }

    @Test
    void aTableThatIsNotGlobalHasNone() {
        assertEquals(Map.of(), SdkDescribe.replicaStatus(TableDescription.builder().tableName("Orders").build()));
    }
}
