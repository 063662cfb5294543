package dev.tablewright.model.settings;

import java.util.List;
import java.util.Optional;

/**
 * Everything DynamoDB lets a table set beyond its keys, indexes, billing mode and provisioned units.
 *
 * @param ttlAttribute       the time-to-live attribute (epoch seconds), if TTL is on
 * @param stream             the stream's view type, if a stream is on
 * @param resourcePolicy     the resource-based policy, a JSON document as written
 * @param expectedItemCount  how many items the table is expected to hold, for the storage cost estimate
 * @param stack              how an imported template named the table, to export it back the same way
 */
public record TableSettings(Throughput throughput, TableClass tableClass, Optional<String> ttlAttribute,
        Optional<StreamView> stream, Recovery recovery, boolean deletionProtection, Encryption encryption,
        boolean contributorInsights, List<Tag> tags, Optional<String> resourcePolicy, Replication replication,
        Optional<Long> expectedItemCount, Optional<StackIdentity> stack) {

    public static final TableSettings DEFAULT = new TableSettings(Throughput.NONE, TableClass.STANDARD,
            Optional.empty(), Optional.empty(), Recovery.OFF, false, Encryption.AWS_OWNED, false, List.of(),
            Optional.empty(), Replication.NONE, Optional.empty(), Optional.empty());

    public TableSettings {
        throughput = throughput == null ? Throughput.NONE : throughput;
        tableClass = tableClass == null ? TableClass.STANDARD : tableClass;
        ttlAttribute = ttlAttribute == null ? Optional.empty() : ttlAttribute.filter(a -> !a.isBlank());
        stream = stream == null ? Optional.empty() : stream;
        recovery = recovery == null ? Recovery.OFF : recovery;
        encryption = encryption == null ? Encryption.AWS_OWNED : encryption;
        tags = tags == null ? List.of() : List.copyOf(tags);
        resourcePolicy = resourcePolicy == null ? Optional.empty() : resourcePolicy.filter(p -> !p.isBlank());
        replication = replication == null ? Replication.NONE : replication;
        expectedItemCount = expectedItemCount == null ? Optional.empty() : expectedItemCount;
        stack = stack == null ? Optional.empty() : stack;
    }

    public boolean isDefault() {
        return equals(DEFAULT);
    }

    public TableSettings withThroughput(Throughput v) {
        return new TableSettings(v, tableClass, ttlAttribute, stream, recovery, deletionProtection, encryption,
                contributorInsights, tags, resourcePolicy, replication, expectedItemCount, stack);
    }

    public TableSettings withTableClass(TableClass v) {
        return new TableSettings(throughput, v, ttlAttribute, stream, recovery, deletionProtection, encryption,
                contributorInsights, tags, resourcePolicy, replication, expectedItemCount, stack);
    }

    public TableSettings withTtlAttribute(Optional<String> v) {
        return new TableSettings(throughput, tableClass, v, stream, recovery, deletionProtection, encryption,
                contributorInsights, tags, resourcePolicy, replication, expectedItemCount, stack);
    }

    public TableSettings withStream(Optional<StreamView> v) {
        return new TableSettings(throughput, tableClass, ttlAttribute, v, recovery, deletionProtection, encryption,
                contributorInsights, tags, resourcePolicy, replication, expectedItemCount, stack);
    }

    public TableSettings withRecovery(Recovery v) {
        return new TableSettings(throughput, tableClass, ttlAttribute, stream, v, deletionProtection, encryption,
                contributorInsights, tags, resourcePolicy, replication, expectedItemCount, stack);
    }

    public TableSettings withDeletionProtection(boolean v) {
        return new TableSettings(throughput, tableClass, ttlAttribute, stream, recovery, v, encryption,
                contributorInsights, tags, resourcePolicy, replication, expectedItemCount, stack);
    }

    public TableSettings withEncryption(Encryption v) {
        return new TableSettings(throughput, tableClass, ttlAttribute, stream, recovery, deletionProtection, v,
                contributorInsights, tags, resourcePolicy, replication, expectedItemCount, stack);
    }

    public TableSettings withContributorInsights(boolean v) {
        return new TableSettings(throughput, tableClass, ttlAttribute, stream, recovery, deletionProtection,
                encryption, v, tags, resourcePolicy, replication, expectedItemCount, stack);
    }

    public TableSettings withTags(List<Tag> v) {
        return new TableSettings(throughput, tableClass, ttlAttribute, stream, recovery, deletionProtection,
                encryption, contributorInsights, v, resourcePolicy, replication, expectedItemCount, stack);
    }

    public TableSettings withResourcePolicy(Optional<String> v) {
        return new TableSettings(throughput, tableClass, ttlAttribute, stream, recovery, deletionProtection,
                encryption, contributorInsights, tags, v, replication, expectedItemCount, stack);
    }

    public TableSettings withReplication(Replication v) {
        return new TableSettings(throughput, tableClass, ttlAttribute, stream, recovery, deletionProtection,
                encryption, contributorInsights, tags, resourcePolicy, v, expectedItemCount, stack);
    }

    public TableSettings withExpectedItemCount(Optional<Long> v) {
        return new TableSettings(throughput, tableClass, ttlAttribute, stream, recovery, deletionProtection,
                encryption, contributorInsights, tags, resourcePolicy, replication, v, stack);
    }

    public TableSettings withStack(Optional<StackIdentity> v) {
        return new TableSettings(throughput, tableClass, ttlAttribute, stream, recovery, deletionProtection,
                encryption, contributorInsights, tags, resourcePolicy, replication, expectedItemCount, v);
    }
}
