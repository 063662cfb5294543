package dev.tablewright.aws.sdk;

import dev.tablewright.model.Billing;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.settings.Consistency;
import dev.tablewright.model.settings.Encryption;
import dev.tablewright.model.settings.IndexSettings;
import dev.tablewright.model.settings.OnDemandLimit;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.ReplicaIndex;
import dev.tablewright.model.settings.Replication;
import dev.tablewright.model.settings.StreamView;
import dev.tablewright.model.settings.TableClass;
import dev.tablewright.model.settings.TableSettings;
import dev.tablewright.model.settings.Throughput;
import dev.tablewright.model.settings.WarmThroughput;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexWarmThroughputDescription;
import software.amazon.awssdk.services.dynamodb.model.MultiRegionConsistency;
import software.amazon.awssdk.services.dynamodb.model.OnDemandThroughput;
import software.amazon.awssdk.services.dynamodb.model.ReplicaDescription;
import software.amazon.awssdk.services.dynamodb.model.ReplicaGlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.SSEDescription;
import software.amazon.awssdk.services.dynamodb.model.SSESpecification;
import software.amazon.awssdk.services.dynamodb.model.SSEType;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableWarmThroughputDescription;
import software.amazon.awssdk.services.dynamodb.model.Tag;

/** The model's table settings as the SDK's request members, and DescribeTable's members as settings. */
final class SdkSettingValues {
    /** DynamoDB's "no maximum" for one dimension of an on-demand maximum. */
    private static final long NO_MAXIMUM = -1;

    private SdkSettingValues() {
    }

    /**
     * Both dimensions, an empty one as -1 (no maximum): DynamoDB Local fails with a 500 on an
     * OnDemandThroughput that gives only one. Null when the model sets no maximum.
     */
    static OnDemandThroughput onDemand(OnDemandLimit limit) {
        if (limit.isNone()) {
            return null;
        }
        return OnDemandThroughput.builder().maxReadRequestUnits(limit.maxReadRequestUnits().orElse(NO_MAXIMUM))
                .maxWriteRequestUnits(limit.maxWriteRequestUnits().orElse(NO_MAXIMUM)).build();
    }

    /** An on-demand maximum that lifts both dimensions: what a table without one has. */
    static OnDemandThroughput noOnDemandMaximum() {
        return OnDemandThroughput.builder().maxReadRequestUnits(NO_MAXIMUM).maxWriteRequestUnits(NO_MAXIMUM).build();
    }

    static software.amazon.awssdk.services.dynamodb.model.WarmThroughput warm(WarmThroughput warm) {
        if (warm.isNone()) {
            return null;
        }
        return software.amazon.awssdk.services.dynamodb.model.WarmThroughput.builder()
                .readUnitsPerSecond(warm.readUnitsPerSecond().orElse(null))
                .writeUnitsPerSecond(warm.writeUnitsPerSecond().orElse(null)).build();
    }

    static StreamSpecification stream(StreamView view) {
        return StreamSpecification.builder().streamEnabled(true).streamViewType(view.name()).build();
    }

    /** For CreateTable: none for DynamoDB's default (an AWS owned key). */
    static SSESpecification sse(Encryption encryption) {
        return switch (encryption.type()) {
            case AWS_OWNED -> null;
            case AWS_MANAGED -> SSESpecification.builder().enabled(true).sseType(SSEType.KMS).build();
            case CUSTOMER_MANAGED -> SSESpecification.builder().enabled(true).sseType(SSEType.KMS)
                    .kmsMasterKeyId(encryption.kmsKey().orElse(null)).build();
        };
    }

    /** For UpdateTable: back to an AWS owned key is {@code Enabled: false}. */
    static SSESpecification sseUpdate(Encryption encryption) {
        SSESpecification sse = sse(encryption);
        return sse == null ? SSESpecification.builder().enabled(false).build() : sse;
    }

    static List<Tag> tags(List<dev.tablewright.model.settings.Tag> tags) {
        return tags.stream().map(t -> Tag.builder().key(t.key()).value(t.value()).build()).toList();
    }

    /** A GSI's own settings from DescribeTable: units that differ from the table's, on-demand maximum, warm throughput. */
    static IndexSettings indexSettings(GlobalSecondaryIndexDescription g, Billing table) {
        Optional<Long> read = Optional.empty();
        Optional<Long> write = Optional.empty();
        if (table.mode() == BillingMode.PROVISIONED && g.provisionedThroughput() != null) {
            Long r = g.provisionedThroughput().readCapacityUnits();
            Long w = g.provisionedThroughput().writeCapacityUnits();
            if (r != null && w != null && (r != table.readCapacityUnits() || w != table.writeCapacityUnits())) {
                read = Optional.of(r);
                write = Optional.of(w);
            }
        }
        OnDemandLimit limit = table.mode() == BillingMode.PAY_PER_REQUEST ? limit(g.onDemandThroughput()) : OnDemandLimit.NONE;
        return IndexSettings.DEFAULT.withUnits(read, write)
                .withThroughput(Throughput.NONE.withOnDemandLimit(limit).withWarm(warm(g.warmThroughput())));
    }

    /** The settings DescribeTable shows; TTL, PITR, contributor insights, tags and the policy are left default. */
    static TableSettings described(TableDescription t, Billing billing) {
        OnDemandLimit limit = billing.mode() == BillingMode.PAY_PER_REQUEST ? limit(t.onDemandThroughput())
                : OnDemandLimit.NONE;
        TableClass tableClass = t.tableClassSummary() == null || t.tableClassSummary().tableClassAsString() == null
                ? TableClass.STANDARD : TableClass.parse(t.tableClassSummary().tableClassAsString()).orElse(TableClass.STANDARD);
        StreamSpecification s = t.streamSpecification();
        Optional<StreamView> stream = s != null && Boolean.TRUE.equals(s.streamEnabled())
                ? StreamView.parse(s.streamViewTypeAsString()) : Optional.empty();
        return TableSettings.DEFAULT
                .withThroughput(Throughput.NONE.withOnDemandLimit(limit).withWarm(warm(t.warmThroughput())))
                .withTableClass(tableClass)
                .withStream(stream)
                .withDeletionProtection(Boolean.TRUE.equals(t.deletionProtectionEnabled()))
                .withEncryption(encryption(t.sseDescription()))
                .withReplication(replication(t));
    }

    private static OnDemandLimit limit(OnDemandThroughput o) {
        if (o == null) {
            return OnDemandLimit.NONE;
        }
        return new OnDemandLimit(positive(o.maxReadRequestUnits()), positive(o.maxWriteRequestUnits()));
    }

    private static Optional<Long> positive(Long units) {
        return units == null || units < 0 ? Optional.empty() : Optional.of(units);
    }

    private static WarmThroughput warm(TableWarmThroughputDescription w) {
        return w == null ? WarmThroughput.NONE
                : new WarmThroughput(Optional.ofNullable(w.readUnitsPerSecond()), Optional.ofNullable(w.writeUnitsPerSecond()));
    }

    private static WarmThroughput warm(GlobalSecondaryIndexWarmThroughputDescription w) {
        return w == null ? WarmThroughput.NONE
                : new WarmThroughput(Optional.ofNullable(w.readUnitsPerSecond()), Optional.ofNullable(w.writeUnitsPerSecond()));
    }

    /**
     * KMS with a key is read as a customer managed key: DescribeTable names the key by its ARN whoever
     * manages it; {@link SdkSettingsReader} asks KMS which it is.
     */
    private static Encryption encryption(SSEDescription sse) {
        if (sse == null || sse.sseType() != SSEType.KMS
                || !("ENABLED".equals(sse.statusAsString()) || "ENABLING".equals(sse.statusAsString()))) {
            return Encryption.AWS_OWNED;
        }
        return sse.kmsMasterKeyArn() == null ? Encryption.AWS_MANAGED : Encryption.customerManaged(sse.kmsMasterKeyArn());
    }

    /** DescribeTable lists the other regions' replicas; the model lists every region, the table's own first. */
    private static Replication replication(TableDescription t) {
        if (!t.hasReplicas() || t.replicas().isEmpty()) {
            return Replication.NONE;
        }
        List<Replica> replicas = new ArrayList<>();
        ownRegion(t.tableArn()).ifPresent(r -> replicas.add(Replica.in(r)));
        for (ReplicaDescription r : t.replicas()) {
            if (replicas.stream().noneMatch(x -> x.region().equals(r.regionName()))) {
                replicas.add(replica(r));
            }
        }
        Consistency consistency = t.multiRegionConsistency() == MultiRegionConsistency.STRONG ? Consistency.STRONG
                : Consistency.EVENTUAL;
        return new Replication(consistency, replicas);
    }

    /** A replica as DescribeTable shows it: the overrides ReplicaUpdates sets (the rest are its region's to tell). */
    static Replica replica(ReplicaDescription r) {
        Optional<TableClass> tableClass = r.replicaTableClassSummary() == null ? Optional.empty()
                : TableClass.parse(r.replicaTableClassSummary().tableClassAsString());
        Optional<Long> readUnits = r.provisionedThroughputOverride() == null ? Optional.empty()
                : Optional.ofNullable(r.provisionedThroughputOverride().readCapacityUnits());
        Optional<Long> maxRead = r.onDemandThroughputOverride() == null ? Optional.empty()
                : Optional.ofNullable(r.onDemandThroughputOverride().maxReadRequestUnits());
        return new Replica(r.regionName(), tableClass, Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.ofNullable(r.kmsMasterKeyId()), readUnits, Optional.empty(), maxRead, List.of(),
                Optional.empty(), replicaIndexes(r));
    }

    private static List<ReplicaIndex> replicaIndexes(ReplicaDescription r) {
        if (!r.hasGlobalSecondaryIndexes()) {
            return List.of();
        }
        List<ReplicaIndex> indexes = new ArrayList<>();
        for (ReplicaGlobalSecondaryIndexDescription g : r.globalSecondaryIndexes()) {
            Optional<Long> read = g.provisionedThroughputOverride() == null ? Optional.empty()
                    : Optional.ofNullable(g.provisionedThroughputOverride().readCapacityUnits());
            Optional<Long> max = g.onDemandThroughputOverride() == null ? Optional.empty()
                    : Optional.ofNullable(g.onDemandThroughputOverride().maxReadRequestUnits());
            if (read.isPresent() || max.isPresent()) {
                indexes.add(new ReplicaIndex(g.indexName(), read, Optional.empty(), max, Optional.empty()));
            }
        }
        return indexes;
    }

    /** arn:aws:dynamodb:REGION:ACCOUNT:table/NAME */
    static Optional<String> ownRegion(String tableArn) {
        if (tableArn == null) {
            return Optional.empty();
        }
        String[] parts = tableArn.split(":");
        return parts.length > 3 && !parts[3].isBlank() ? Optional.of(parts[3]) : Optional.empty();
    }

    /** DynamoDB Local names its tables in the region "ddblocal" (arn:aws:dynamodb:ddblocal:000000000000:table/…). */
    static boolean isDynamoDbLocal(String tableArn) {
        return ownRegion(tableArn).map("ddblocal"::equals).orElse(false);
    }
}
