package dev.tablewright.aws.settings;

import dev.tablewright.model.Billing;
import dev.tablewright.model.settings.Encryption;
import dev.tablewright.model.settings.OnDemandLimit;
import dev.tablewright.model.settings.Recovery;
import dev.tablewright.model.settings.Replication;
import dev.tablewright.model.settings.StreamView;
import dev.tablewright.model.settings.TableClass;
import dev.tablewright.model.settings.Tag;
import dev.tablewright.model.settings.WarmThroughput;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One change to a live table's settings, each made by one DynamoDB call (two for a stream or TTL that
 * must be turned off before it is turned on otherwise), and each setting a value rather than adding to
 * one, so that making it again after a lost answer does no harm.
 */
public sealed interface SettingChange {
    /** UpdateTable: billing mode and provisioned units, with each GSI's units when provisioned (DynamoDB needs them on a switch). */
    record Capacity(Billing billing, Map<String, Billing> indexes) implements SettingChange {
        public Capacity {
            indexes = Map.copyOf(indexes);
        }
    }

    /** UpdateTable: the on-demand maximum of the table and of the GSIs named. */
    record OnDemandMaximum(OnDemandLimit table, Map<String, OnDemandLimit> indexes) implements SettingChange {
        public OnDemandMaximum {
            indexes = Map.copyOf(indexes);
        }
    }

    /** UpdateTable: warm throughput of the table and of the GSIs named (DynamoDB only raises it). */
    record Warm(WarmThroughput table, Map<String, WarmThroughput> indexes) implements SettingChange {
        public Warm {
            indexes = Map.copyOf(indexes);
        }
    }

    /** UpdateTable TableClass. */
    record Class(TableClass tableClass) implements SettingChange {
    }

    /** UpdateTable StreamSpecification; another view type is turned off first, as DynamoDB requires. */
    record Stream(Optional<StreamView> view) implements SettingChange {
    }

    /** UpdateTable SSESpecification. */
    record Sse(Encryption encryption) implements SettingChange {
    }

    /** UpdateTable DeletionProtectionEnabled. */
    record DeletionProtection(boolean on) implements SettingChange {
    }

    /** UpdateTimeToLive; TTL on another attribute is turned off first, as DynamoDB requires. */
    record TimeToLive(Optional<String> attribute) implements SettingChange {
    }

    /** UpdateContinuousBackups with RecoveryPeriodInDays. */
    record PointInTimeRecovery(Recovery recovery) implements SettingChange {
    }

    /** UpdateContributorInsights for the table, or for one GSI. */
    record ContributorInsights(Optional<String> index, boolean on) implements SettingChange {
    }

    /** TagResource: the model's tags set (tags the table has besides are left). */
    record Tags(List<Tag> tags) implements SettingChange {
        public Tags {
            tags = List.copyOf(tags);
        }
    }

    /** PutResourcePolicy, or DeleteResourcePolicy when empty. */
    record Policy(Optional<String> policy) implements SettingChange {
    }

    /** UpdateTable ReplicaUpdates (and MultiRegionConsistency): the regions other than the table's own created or deleted. */
    record Replicas(Replication replication) implements SettingChange {
    }
}
