package dev.tablewright.aws.sdk;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.settings.SettingChange;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.model.Billing;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.settings.Consistency;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ContributorInsightsAction;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexUpdate;
import software.amazon.awssdk.services.dynamodb.model.MultiRegionConsistency;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.ReplicationGroupUpdate;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;
import software.amazon.awssdk.services.dynamodb.model.UpdateGlobalSecondaryIndexAction;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;

/**
 * One {@link SettingChange} made on a live table: the call (or two) that makes it, against the table
 * as DescribeTable shows it just before, so that only what differs is sent (DynamoDB refuses an
 * UpdateTable that leaves the units as they are). Waits for ACTIVE after an UpdateTable.
 *
 * <p>DynamoDB Local (2.6) needs three allowances, each found by trying it: an UpdateTable that leaves
 * out DeletionProtectionEnabled turns deletion protection off, and one that leaves out
 * OnDemandThroughput drops the table's on-demand maximum, so on Local every UpdateTable carries both
 * as the table has them; it answers "Nothing to update" to the members it ignores (table class,
 * encryption, warm throughput, replicas), which is reported as not supported; and a GSI's warm
 * throughput makes it fail with a 500, so warm throughput is not sent to it at all.
 */
final class SdkSettingsWriter {
    /**
     * Table class, encryption and replicas are sent to DynamoDB Local without the members it would
     * otherwise drop: alone, Local answers them "Nothing to update" (and changes nothing), which says
     * plainly that it does not support them; with deletion protection added it would take the call and
     * ignore them.
     */
    private static final boolean IGNORED_BY_LOCAL = true;

    private final DynamoDbClient client;
    private final String table;

    private SdkSettingsWriter(DynamoDbClient client, String table) {
        this.client = client;
        this.table = table;
    }

    static void change(DynamoDbClient client, String table, SettingChange change) {
        new SdkSettingsWriter(client, table).change(change);
    }

    private void change(SettingChange change) {
        TableDescription live = describe();
        boolean local = SdkSettingValues.isDynamoDbLocal(live.tableArn());
        if (change instanceof SettingChange.Capacity c) {
            capacity(live, c, local);
        } else if (change instanceof SettingChange.OnDemandMaximum o) {
            onDemand(live, o, local);
        } else if (change instanceof SettingChange.Warm w) {
            if (local) {
                throw new DynamoException(Gateway.UNKNOWN_OPERATION, "DynamoDB Local keeps no warm throughput (and"
                        + " fails with a 500 on a GSI's)");
            }
            warm(live, w);
        } else if (change instanceof SettingChange.Class c) {
            update(live, local && !IGNORED_BY_LOCAL, "table class", b -> b.tableClass(c.tableClass().name()));
        } else if (change instanceof SettingChange.Stream s) {
            stream(live, s, local);
        } else if (change instanceof SettingChange.Sse s) {
            update(live, local && !IGNORED_BY_LOCAL, "encryption",
                    b -> b.sseSpecification(SdkSettingValues.sseUpdate(s.encryption())));
        } else if (change instanceof SettingChange.DeletionProtection d) {
            update(live, local, "deletion protection", b -> b.deletionProtectionEnabled(d.on()));
        } else if (change instanceof SettingChange.TimeToLive t) {
            timeToLive(t.attribute());
        } else if (change instanceof SettingChange.PointInTimeRecovery p) {
            call(() -> client.updateContinuousBackups(b -> b.tableName(table).pointInTimeRecoverySpecification(s -> {
                s.pointInTimeRecoveryEnabled(p.recovery().enabled());
                if (p.recovery().enabled()) {
                    s.recoveryPeriodInDays(p.recovery().periodDays());
                }
            })));
        } else if (change instanceof SettingChange.ContributorInsights c) {
            call(() -> client.updateContributorInsights(b -> b.tableName(table).indexName(c.index().orElse(null))
                    .contributorInsightsAction(c.on() ? ContributorInsightsAction.ENABLE : ContributorInsightsAction.DISABLE)));
        } else if (change instanceof SettingChange.Tags t) {
            call(() -> client.tagResource(b -> b.resourceArn(live.tableArn()).tags(SdkSettingValues.tags(t.tags()))));
        } else if (change instanceof SettingChange.Policy p) {
            if (p.policy().isPresent()) {
                call(() -> client.putResourcePolicy(b -> b.resourceArn(live.tableArn()).policy(p.policy().get())));
            } else {
                call(() -> client.deleteResourcePolicy(b -> b.resourceArn(live.tableArn())));
            }
        } else if (change instanceof SettingChange.Replicas r) {
            replicas(live, r, local);
        }
    }

    private void capacity(TableDescription live, SettingChange.Capacity c, boolean local) {
        Billing now = SdkTables.billing(live);
        update(live, local, "capacity", b -> {
            if (c.billing().mode() == BillingMode.PAY_PER_REQUEST) {
                b.billingMode("PAY_PER_REQUEST");
                return;
            }
            b.billingMode("PROVISIONED");
            if (!c.billing().equals(now)) {
                b.provisionedThroughput(units(c.billing()));
            }
            List<GlobalSecondaryIndexUpdate> updates = new ArrayList<>();
            for (GlobalSecondaryIndexDescription g : live.globalSecondaryIndexes()) {
                Billing wanted = c.indexes().get(g.indexName());
                boolean same = wanted == null || now.mode() == BillingMode.PROVISIONED && g.provisionedThroughput() != null
                        && Objects.equals(g.provisionedThroughput().readCapacityUnits(), wanted.readCapacityUnits())
                        && Objects.equals(g.provisionedThroughput().writeCapacityUnits(), wanted.writeCapacityUnits());
                if (!same) {
                    updates.add(GlobalSecondaryIndexUpdate.builder().update(UpdateGlobalSecondaryIndexAction.builder()
                            .indexName(g.indexName()).provisionedThroughput(units(wanted)).build()).build());
                }
            }
            if (!updates.isEmpty()) {
                b.globalSecondaryIndexUpdates(updates);
            }
        });
    }

    private static ProvisionedThroughput units(Billing billing) {
        return ProvisionedThroughput.builder().readCapacityUnits(Math.max(1, billing.readCapacityUnits()))
                .writeCapacityUnits(Math.max(1, billing.writeCapacityUnits())).build();
    }

    private void onDemand(TableDescription live, SettingChange.OnDemandMaximum o, boolean local) {
        update(live, local, "on-demand maximum throughput", b -> {
            b.onDemandThroughput(o.table().isNone() ? SdkSettingValues.noOnDemandMaximum()
                    : SdkSettingValues.onDemand(o.table()));
            List<GlobalSecondaryIndexUpdate> updates = new ArrayList<>();
            o.indexes().forEach((index, limit) -> updates.add(GlobalSecondaryIndexUpdate.builder().update(
                    UpdateGlobalSecondaryIndexAction.builder().indexName(index).onDemandThroughput(limit.isNone()
                            ? SdkSettingValues.noOnDemandMaximum() : SdkSettingValues.onDemand(limit)).build()).build()));
            if (!updates.isEmpty()) {
                b.globalSecondaryIndexUpdates(updates);
            }
        });
    }

    private void warm(TableDescription live, SettingChange.Warm w) {
        update(live, false, "warm throughput", b -> {
            b.warmThroughput(SdkSettingValues.warm(w.table()));
            List<GlobalSecondaryIndexUpdate> updates = new ArrayList<>();
            w.indexes().forEach((index, warm) -> updates.add(GlobalSecondaryIndexUpdate.builder().update(
                    UpdateGlobalSecondaryIndexAction.builder().indexName(index)
                            .warmThroughput(SdkSettingValues.warm(warm)).build()).build()));
            if (!updates.isEmpty()) {
                b.globalSecondaryIndexUpdates(updates);
            }
        });
    }

    /** Another view type is turned off first: DynamoDB refuses to enable a stream on a table that has one. */
    private void stream(TableDescription live, SettingChange.Stream s, boolean local) {
        boolean on = live.streamSpecification() != null && Boolean.TRUE.equals(live.streamSpecification().streamEnabled());
        String view = on ? live.streamSpecification().streamViewTypeAsString() : null;
        if (on && !s.view().map(v -> v.name().equals(view)).orElse(false)) {
            update(live, local, "stream", b -> b.streamSpecification(x -> x.streamEnabled(false)));
            live = describe();
        }
        if (s.view().isPresent() && !s.view().get().name().equals(view)) {
            update(live, local, "stream", b -> b.streamSpecification(SdkSettingValues.stream(s.view().get())));
        }
    }

    /** TTL on another attribute is turned off first: DynamoDB refuses to enable it on a second one. */
    private void timeToLive(Optional<String> attribute) {
        TimeToLiveDescription ttl = call(() -> client.describeTimeToLive(b -> b.tableName(table)).timeToLiveDescription());
        String status = ttl == null ? "" : ttl.timeToLiveStatusAsString();
        String current = ("ENABLED".equals(status) || "ENABLING".equals(status)) ? ttl.attributeName() : null;
        if (current != null && !attribute.map(current::equals).orElse(false)) {
            call(() -> client.updateTimeToLive(b -> b.tableName(table)
                    .timeToLiveSpecification(t -> t.attributeName(current).enabled(false))));
        }
        if (attribute.isPresent() && !attribute.get().equals(current)) {
            call(() -> client.updateTimeToLive(b -> b.tableName(table)
                    .timeToLiveSpecification(t -> t.attributeName(attribute.get()).enabled(true))));
        }
    }

    /**
     * The regions besides the table's own created with their overrides, those whose overrides differ
     * updated, those the model lacks deleted ({@link SdkReplicaUpdates}).
     */
    private void replicas(TableDescription live, SettingChange.Replicas r, boolean local) {
        List<ReplicationGroupUpdate> updates = SdkReplicaUpdates.updates(r.replication(), live);
        boolean creates = updates.stream().anyMatch(u -> u.create() != null);
        update(live, local && !IGNORED_BY_LOCAL, "replicas", b -> {
            b.replicaUpdates(updates);
            if (r.replication().consistency() == Consistency.STRONG && creates) {
                b.multiRegionConsistency(MultiRegionConsistency.STRONG);
            }
        });
    }

    /**
     * UpdateTable with the member(s) {@code set} gives, then the wait for ACTIVE. With {@code carry}
     * (on DynamoDB Local) it also carries deletion protection and the on-demand maximum as the table
     * has them, which Local would otherwise drop; "Nothing to update" from Local means it ignores the
     * member: not supported.
     */
    private void update(TableDescription live, boolean carry, String what,
            java.util.function.Consumer<UpdateTableRequest.Builder> set) {
        boolean local = SdkSettingValues.isDynamoDbLocal(live.tableArn());
        UpdateTableRequest.Builder b = UpdateTableRequest.builder().tableName(table);
        set.accept(b);
        if (carry) {
            UpdateTableRequest asked = b.build();
            if (asked.deletionProtectionEnabled() == null) {
                b.deletionProtectionEnabled(Boolean.TRUE.equals(live.deletionProtectionEnabled()));
            }
            if (asked.onDemandThroughput() == null && asked.billingMode() == null && live.onDemandThroughput() != null) {
                b.onDemandThroughput(live.onDemandThroughput());
            }
        }
        try {
            call(() -> client.updateTable(b.build()));
        } catch (DynamoException e) {
            if (local && DynamoException.VALIDATION.equals(e.errorCode()) && e.getMessage() != null
                    && e.getMessage().startsWith("Nothing to update")) {
                throw new DynamoException(Gateway.UNKNOWN_OPERATION, "DynamoDB Local ignores a change of " + what
                        + " (it answers \"Nothing to update\")");
            }
            throw e;
        }
        new SdkWaits(client).tableActive(table);
    }

    private TableDescription describe() {
        return call(() -> client.describeTable(b -> b.tableName(table)).table());
    }

    private static <T> T call(Supplier<T> sdkCall) {
        return unsupportedAsDynamo(() -> SdkGateway.call(sdkCall));
    }

    /**
     * The embedded DynamoDB Local's client throws UnsupportedOperationException for calls it lacks
     * (the resource policy's); over HTTP they answer UnknownOperationException. Both read as the latter.
     */
    static <T> T unsupportedAsDynamo(Supplier<T> call) {
        try {
            return call.get();
        } catch (UnsupportedOperationException e) {
            throw new DynamoException(Gateway.UNKNOWN_OPERATION, "the endpoint does not support this call");
        }
    }
}
