package dev.tablewright.ui.inspector;

import dev.tablewright.model.edit.ReplicaEdits;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.TableClass;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * What the selected replica sets differently from the table: table class, deletion protection,
 * point-in-time recovery and the on-demand read maximum. Empty inherits the table's; each pick or
 * commit is one edit.
 */
public final class ReplicaOverrides {
    /** The table's, then each class. */
    public static final List<Optional<TableClass>> CLASS_CHOICES = List.of(Optional.empty(),
            Optional.of(TableClass.STANDARD), Optional.of(TableClass.STANDARD_INFREQUENT_ACCESS));
    /** The table's, on, off. */
    public static final List<Optional<Boolean>> SWITCH_CHOICES = List.of(Optional.empty(), Optional.of(true),
            Optional.of(false));

    private final ReplicasSection owner;
    private final ObjectProperty<Optional<TableClass>> tableClass = new SimpleObjectProperty<>(this, "tableClass",
            Optional.empty());
    private final ObjectProperty<Optional<Boolean>> deletionProtection = new SimpleObjectProperty<>(this,
            "deletionProtection", Optional.empty());
    private final ObjectProperty<Optional<Boolean>> recovery = new SimpleObjectProperty<>(this, "recovery",
            Optional.empty());
    private final CommitField readMaximum;

    ReplicaOverrides(ReplicasSection owner) {
        this.owner = owner;
        readMaximum = new CommitField(text -> owner.commit(() -> ReplicaEdits.setReadMaximum(owner.table(), region(),
                SettingInput.optionalWhole(text, "A read maximum"))));
        tableClass.addListener((o, a, b) -> owner.choose(() -> ReplicaEdits.setTableClass(owner.table(), region(), orEmpty(b))));
        deletionProtection.addListener((o, a, b) -> owner.choose(
                () -> ReplicaEdits.setDeletionProtection(owner.table(), region(), orEmpty(b))));
        recovery.addListener((o, a, b) -> owner.choose(
                () -> ReplicaEdits.setPointInTimeRecovery(owner.table(), region(), orEmpty(b))));
    }

    private static <T> Optional<T> orEmpty(Optional<T> o) {
        return o == null ? Optional.empty() : o;
    }

    private String region() {
        return owner.selectedProperty().get();
    }

    void show(Optional<Replica> replica) {
        tableClass.set(replica.flatMap(Replica::tableClass));
        deletionProtection.set(replica.flatMap(Replica::deletionProtection));
        recovery.set(replica.flatMap(Replica::pointInTimeRecovery));
        readMaximum.reset(SettingInput.show(replica.flatMap(Replica::maxReadRequestUnits)));
    }

    public ObjectProperty<Optional<TableClass>> tableClassProperty() {
        return tableClass;
    }

    public ObjectProperty<Optional<Boolean>> deletionProtectionProperty() {
        return deletionProtection;
    }

    /** Point-in-time recovery of this replica. */
    public ObjectProperty<Optional<Boolean>> recoveryProperty() {
        return recovery;
    }

    /** The replica's on-demand read maximum in request units; empty: the table's. */
    public CommitField readMaximum() {
        return readMaximum;
    }
}
