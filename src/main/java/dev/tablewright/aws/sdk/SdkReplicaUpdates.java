package dev.tablewright.aws.sdk;

import dev.tablewright.aws.settings.ReplicaOverrides;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.ReplicaIndex;
import dev.tablewright.model.settings.Replication;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.CreateReplicationGroupMemberAction;
import software.amazon.awssdk.services.dynamodb.model.OnDemandThroughputOverride;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputOverride;
import software.amazon.awssdk.services.dynamodb.model.ReplicaDescription;
import software.amazon.awssdk.services.dynamodb.model.ReplicaGlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.ReplicationGroupUpdate;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.UpdateReplicationGroupMemberAction;

/**
 * UpdateTable's ReplicaUpdates that bring a table's replicas to the model: a region the table lacks
 * created with the overrides DynamoDB takes there ({@link ReplicaOverrides#sentByUpdateTable}), one
 * whose overrides differ from DescribeTable's updated with them, one the model lacks deleted. The
 * table's own region is the table itself: nothing is sent for it.
 */
final class SdkReplicaUpdates {
    private SdkReplicaUpdates() {
    }

    static List<ReplicationGroupUpdate> updates(Replication model, TableDescription live) {
        Optional<String> own = SdkSettingValues.ownRegion(live.tableArn());
        Map<String, ReplicaDescription> there = new LinkedHashMap<>();
        if (live.hasReplicas()) {
            live.replicas().forEach(r -> there.put(r.regionName(), r));
        }
        List<ReplicationGroupUpdate> updates = new ArrayList<>();
        for (Replica r : model.replicas()) {
            if (own.map(r.region()::equals).orElse(false)) {
                continue;
            }
            Replica wanted = ReplicaOverrides.sentByUpdateTable(r);
            ReplicaDescription now = there.get(r.region());
            if (now == null) {
                updates.add(ReplicationGroupUpdate.builder().create(create(wanted)).build());
            } else if (!wanted.equals(ReplicaOverrides.sentByUpdateTable(SdkSettingValues.replica(now)))) {
                updates.add(ReplicationGroupUpdate.builder().update(update(wanted)).build());
            }
        }
        there.keySet().stream().filter(region -> model.replicas().stream().noneMatch(r -> r.region().equals(region)))
                .forEach(region -> updates.add(ReplicationGroupUpdate.builder().delete(d -> d.regionName(region)).build()));
        return updates;
    }

    private static CreateReplicationGroupMemberAction create(Replica r) {
        return CreateReplicationGroupMemberAction.builder().regionName(r.region())
                .kmsMasterKeyId(r.kmsKey().orElse(null))
                .provisionedThroughputOverride(units(r.readUnits()))
                .onDemandThroughputOverride(maximum(r.maxReadRequestUnits()))
                .tableClassOverride(r.tableClass().map(Enum::name).orElse(null))
                .globalSecondaryIndexes(indexes(r))
                .build();
    }

    private static UpdateReplicationGroupMemberAction update(Replica r) {
        return UpdateReplicationGroupMemberAction.builder().regionName(r.region())
                .kmsMasterKeyId(r.kmsKey().orElse(null))
                .provisionedThroughputOverride(units(r.readUnits()))
                .onDemandThroughputOverride(maximum(r.maxReadRequestUnits()))
                .tableClassOverride(r.tableClass().map(Enum::name).orElse(null))
                .globalSecondaryIndexes(indexes(r))
                .build();
    }

    /** Null (the member left out) when no GSI overrides anything: an empty list would be sent as []. */
    private static List<ReplicaGlobalSecondaryIndex> indexes(Replica r) {
        if (r.indexes().isEmpty()) {
            return null;
        }
        List<ReplicaGlobalSecondaryIndex> list = new ArrayList<>();
        for (ReplicaIndex i : r.indexes()) {
            list.add(ReplicaGlobalSecondaryIndex.builder().indexName(i.indexName())
                    .provisionedThroughputOverride(units(i.readUnits()))
                    .onDemandThroughputOverride(maximum(i.maxReadRequestUnits())).build());
        }
        return list;
    }

    private static ProvisionedThroughputOverride units(Optional<Long> read) {
        return read.map(u -> ProvisionedThroughputOverride.builder().readCapacityUnits(u).build()).orElse(null);
    }

    private static OnDemandThroughputOverride maximum(Optional<Long> read) {
        return read.map(u -> OnDemandThroughputOverride.builder().maxReadRequestUnits(u).build()).orElse(null);
    }
}
