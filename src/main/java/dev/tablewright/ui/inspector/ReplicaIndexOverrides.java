package dev.tablewright.ui.inspector;

import dev.tablewright.model.edit.ReplicaEdits;
import dev.tablewright.model.settings.ReplicaIndex;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * What the selected replica overrides for one GSI of the table: its read units and auto scaling (a
 * provisioned table) or read maximum (on demand), and contributor insights. Empty: the index's own.
 */
public final class ReplicaIndexOverrides {
    private final ReplicaOverrides replica;
    private final String index;
    private final CommitField readUnits;
    private final ScalingFields readScaling;
    private final CommitField readMaximum;
    private final ObjectProperty<Optional<Boolean>> insights = new SimpleObjectProperty<>(this, "insights",
            Optional.empty());

    ReplicaIndexOverrides(ReplicaOverrides replica, String index) {
        this.replica = replica;
        this.index = index;
        ReplicasSection owner = replica.owner();
        readUnits = new CommitField(text -> owner.commit(() -> ReplicaEdits.setIndexReadUnits(owner.table(),
                replica.region(), index, SettingInput.optionalWhole(text, "Read units"))));
        readScaling = new ScalingFields(owner, () -> model().flatMap(ReplicaIndex::readScaling),
                s -> ReplicaEdits.setIndexReadScaling(owner.table(), replica.region(), index, s));
        readMaximum = new CommitField(text -> owner.commit(() -> ReplicaEdits.setIndexReadMaximum(owner.table(),
                replica.region(), index, SettingInput.optionalWhole(text, "A read maximum"))));
        insights.addListener((o, a, b) -> owner.choose(() -> ReplicaEdits.setIndexContributorInsights(owner.table(),
                replica.region(), index, ReplicaOverrides.orEmpty(b))));
    }

    private Optional<ReplicaIndex> model() {
        return replica.replica().flatMap(r -> r.indexes().stream().filter(i -> i.indexName().equals(index)).findFirst());
    }

    void show(Optional<ReplicaIndex> shown) {
        readUnits.reset(SettingInput.show(shown.flatMap(ReplicaIndex::readUnits)));
        readScaling.show(shown.flatMap(ReplicaIndex::readScaling));
        readMaximum.reset(SettingInput.show(shown.flatMap(ReplicaIndex::maxReadRequestUnits)));
        insights.set(shown.flatMap(ReplicaIndex::contributorInsights));
    }

    List<CommitField> fields() {
        List<CommitField> all = new ArrayList<>(List.of(readUnits, readMaximum));
        all.addAll(readScaling.fields());
        return all;
    }

    /** The GSI's name. */
    public String index() {
        return index;
    }

    /** The GSI's read units in this replica; empty: the index's. */
    public CommitField readUnits() {
        return readUnits;
    }

    /** The GSI's read auto scaling in this replica; off: the index's. */
    public ScalingFields readScaling() {
        return readScaling;
    }

    /** The GSI's on-demand read maximum in this replica; empty: the index's. */
    public CommitField readMaximum() {
        return readMaximum;
    }

    /** Contributor insights of the GSI in this replica; empty: the index's. */
    public ObjectProperty<Optional<Boolean>> insightsProperty() {
        return insights;
    }
}
