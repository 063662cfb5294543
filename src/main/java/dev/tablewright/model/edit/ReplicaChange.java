package dev.tablewright.model.edit;

import dev.tablewright.model.settings.AutoScaling;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.ReplicaIndex;
import dev.tablewright.model.settings.TableClass;
import dev.tablewright.model.settings.Tag;
import java.util.List;
import java.util.Optional;

/**
 * A replica with one override changed, so that each of {@link ReplicaEdits} names only what it changes
 * rather than the record's twelve members.
 */
final class ReplicaChange {
    private String region;
    private Optional<TableClass> tableClass;
    private Optional<Boolean> deletionProtection;
    private Optional<Boolean> pointInTimeRecovery;
    private Optional<Boolean> contributorInsights;
    private Optional<String> kmsKey;
    private Optional<Long> readUnits;
    private Optional<AutoScaling> readScaling;
    private Optional<Long> maxReadRequestUnits;
    private List<Tag> tags;
    private Optional<String> resourcePolicy;
    private List<ReplicaIndex> indexes;

    private ReplicaChange(Replica r) {
        region = r.region();
        tableClass = r.tableClass();
        deletionProtection = r.deletionProtection();
        pointInTimeRecovery = r.pointInTimeRecovery();
        contributorInsights = r.contributorInsights();
        kmsKey = r.kmsKey();
        readUnits = r.readUnits();
        readScaling = r.readScaling();
        maxReadRequestUnits = r.maxReadRequestUnits();
        tags = r.tags();
        resourcePolicy = r.resourcePolicy();
        indexes = r.indexes();
    }

    static ReplicaChange of(Replica r) {
        return new ReplicaChange(r);
    }

    ReplicaChange tableClass(Optional<TableClass> v) {
        tableClass = v;
        return this;
    }

    ReplicaChange deletionProtection(Optional<Boolean> v) {
        deletionProtection = v;
        return this;
    }

    ReplicaChange pointInTimeRecovery(Optional<Boolean> v) {
        pointInTimeRecovery = v;
        return this;
    }

    ReplicaChange contributorInsights(Optional<Boolean> v) {
        contributorInsights = v;
        return this;
    }

    ReplicaChange kmsKey(Optional<String> v) {
        kmsKey = v;
        return this;
    }

    ReplicaChange readUnits(Optional<Long> v) {
        readUnits = v;
        return this;
    }

    ReplicaChange readScaling(Optional<AutoScaling> v) {
        readScaling = v;
        return this;
    }

    ReplicaChange maxReadRequestUnits(Optional<Long> v) {
        maxReadRequestUnits = v;
        return this;
    }

    ReplicaChange tags(List<Tag> v) {
        tags = v;
        return this;
    }

    ReplicaChange resourcePolicy(Optional<String> v) {
        resourcePolicy = v;
        return this;
    }

    ReplicaChange indexes(List<ReplicaIndex> v) {
        indexes = v;
        return this;
    }

    Replica build() {
        return new Replica(region, tableClass, deletionProtection, pointInTimeRecovery, contributorInsights, kmsKey,
                readUnits, readScaling, maxReadRequestUnits, tags, resourcePolicy, indexes);
    }
}
