package dev.tablewright.ui.inspector;

import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.ReplicaEdits;
import dev.tablewright.model.settings.Consistency;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.Replication;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Global-table replicas: the regions (added and removed), the consistency mode, and the overrides of
 * the replica selected ({@link ReplicaOverrides}). No regions: a single-region table.
 */
public final class ReplicasSection extends SettingsSection {
    /** One replica in the list: its region and what it overrides ("Standard-IA, PITR on"), "" for nothing. */
    public record Row(String region, String overrides) {
    }

    private final ObservableList<Row> rows = FXCollections.observableArrayList();
    private final ObservableList<Row> rowsView = FXCollections.unmodifiableObservableList(rows);
    private final ObjectProperty<Consistency> consistency = new SimpleObjectProperty<>(this, "consistency",
            Consistency.EVENTUAL);
    private final StringProperty newRegion = new SimpleStringProperty(this, "newRegion", "");
    private final StringProperty selected = new SimpleStringProperty(this, "selected", "");
    private final ReadOnlyStringWrapper note = new ReadOnlyStringWrapper(this, "note", "");
    private final ReplicaOverrides overrides;

    ReplicasSection(DocumentEditor editor) {
        super(editor);
        overrides = new ReplicaOverrides(this, editor);
        consistency.addListener((o, a, b) -> {
            if (b != null) {
                choose(() -> ReplicaEdits.setConsistency(table(), b));
            }
        });
        selected.addListener((o, a, b) -> current().ifPresent(this::show));
    }

    @Override
    protected void refresh(TableDesign t) {
        Replication r = t.settings().replication();
        consistency.set(r.consistency());
        List<Row> shown = r.replicas().stream().map(x -> new Row(x.region(), describe(x))).toList();
        if (!shown.equals(rows)) {
            rows.setAll(shown);
        }
        if (r.replica(selected.get()).isEmpty()) {
            selected.set(r.replicas().isEmpty() ? "" : r.replicas().get(0).region());
        }
        overrides.show(t, r.replica(selected.get()));
        note.set(r.consistency() == Consistency.STRONG && r.replicas().size() != 3
                ? "Strong consistency needs exactly three regions; this table has " + r.replicas().size() + "." : "");
    }

    /** "Standard-IA, deletion protection on, read max 400". */
    static String describe(Replica x) {
        List<String> parts = new ArrayList<>();
        x.tableClass().ifPresent(c -> parts.add(c.label()));
        x.deletionProtection().ifPresent(b -> parts.add("deletion protection " + (b ? "on" : "off")));
        x.pointInTimeRecovery().ifPresent(b -> parts.add("PITR " + (b ? "on" : "off")));
        x.contributorInsights().ifPresent(b -> parts.add("insights " + (b ? "on" : "off")));
        x.kmsKey().ifPresent(k -> parts.add("own key"));
        x.readUnits().ifPresent(u -> parts.add(u + " read units"));
        x.readScaling().ifPresent(s -> parts.add("read auto scaling"));
        x.maxReadRequestUnits().ifPresent(u -> parts.add("read max " + u));
        if (!x.tags().isEmpty()) {
            parts.add(x.tags().size() + (x.tags().size() == 1 ? " tag" : " tags"));
        }
        x.resourcePolicy().ifPresent(p -> parts.add("own policy"));
        if (!x.indexes().isEmpty()) {
            parts.add(x.indexes().size() + (x.indexes().size() == 1 ? " index override" : " index overrides"));
        }
        return String.join(", ", parts);
    }

    /** Adds the region typed; the field empties when it is added. */
    public Optional<String> addReplica() {
        Optional<String> r = act(() -> ReplicaEdits.addReplica(table(), newRegion.get()));
        if (r.isEmpty()) {
            selected.set(newRegion.get().strip());
            newRegion.set("");
        }
        return r;
    }

    public Optional<String> removeReplica(String region) {
        return act(() -> ReplicaEdits.removeReplica(table(), region));
    }

    @Override
    protected List<CommitField> fields() {
        return overrides.fields();
    }

    /** The replicas in the order the model has them. */
    public ObservableList<Row> rows() {
        return rowsView;
    }

    /** Eventual or strong (three regions exactly); picking one commits it. */
    public ObjectProperty<Consistency> consistencyProperty() {
        return consistency;
    }

    /** The region the add button adds. */
    public StringProperty newRegionProperty() {
        return newRegion;
    }

    /** The region whose overrides {@link #overrides()} shows; "" when the table has no replicas. */
    public StringProperty selectedProperty() {
        return selected;
    }

    /** What the replicas as they are break ("Strong consistency needs exactly three regions…"), or "". */
    public ReadOnlyStringProperty noteProperty() {
        return note.getReadOnlyProperty();
    }

    public ReplicaOverrides overrides() {
        return overrides;
    }
}
