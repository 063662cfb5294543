package dev.tablewright.ui.inspector;

import dev.tablewright.model.BillingMode;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.Edit;
import dev.tablewright.model.edit.ReplicaEdits;
import dev.tablewright.model.settings.EncryptionType;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.TableClass;
import dev.tablewright.model.settings.Tag;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * What the selected replica sets differently from the table: table class, deletion protection,
 * point-in-time recovery, contributor insights, its KMS key, read capacity (units and auto scaling while
 * provisioned, the read maximum on demand), its tags, its resource policy, and per GSI
 * ({@link ReplicaIndexOverrides}) read capacity and insights. Empty inherits the table's; each pick or
 * commit is one edit.
 */
public final class ReplicaOverrides {
    /** The table's, then each class. */
    public static final List<Optional<TableClass>> CLASS_CHOICES = List.of(Optional.empty(),
            Optional.of(TableClass.STANDARD), Optional.of(TableClass.STANDARD_INFREQUENT_ACCESS));
    /** The table's, on, off. */
    public static final List<Optional<Boolean>> SWITCH_CHOICES = List.of(Optional.empty(), Optional.of(true),
            Optional.of(false));
    /** Shown by the key while the table's encryption is not customer managed. */
    static final String KEY_UNUSED = "The table is not encrypted with a customer managed key: DynamoDB uses a"
            + " replica's own key only with one.";

    private final ReplicasSection owner;
    private final ObjectProperty<Optional<TableClass>> tableClass = new SimpleObjectProperty<>(this, "tableClass",
            Optional.empty());
    private final ObjectProperty<Optional<Boolean>> deletionProtection = new SimpleObjectProperty<>(this,
            "deletionProtection", Optional.empty());
    private final ObjectProperty<Optional<Boolean>> recovery = new SimpleObjectProperty<>(this, "recovery",
            Optional.empty());
    private final ObjectProperty<Optional<Boolean>> insights = new SimpleObjectProperty<>(this, "insights",
            Optional.empty());
    private final ReadOnlyBooleanWrapper provisioned = new ReadOnlyBooleanWrapper(this, "provisioned", false);
    private final ReadOnlyStringWrapper keyNote = new ReadOnlyStringWrapper(this, "keyNote", "");
    private final CommitField kmsKey;
    private final CommitField readUnits;
    private final ScalingFields readScaling;
    private final CommitField readMaximum;
    private final CommitField policy;
    private final TagsSection tags;
    private final ObservableList<ReplicaIndexOverrides> indexes = FXCollections.observableArrayList();
    private final ObservableList<ReplicaIndexOverrides> indexesView = FXCollections.unmodifiableObservableList(indexes);

    ReplicaOverrides(ReplicasSection owner, DocumentEditor editor) {
        this.owner = owner;
        kmsKey = new CommitField(text -> owner.commit(() -> ReplicaEdits.setKmsKey(owner.table(), region(),
                Optional.of(text))));
        readUnits = new CommitField(text -> owner.commit(() -> ReplicaEdits.setReadUnits(owner.table(), region(),
                SettingInput.optionalWhole(text, "Read units"))));
        readScaling = new ScalingFields(owner, () -> replica().flatMap(Replica::readScaling),
                s -> ReplicaEdits.setReadScaling(owner.table(), region(), s));
        readMaximum = new CommitField(text -> owner.commit(() -> ReplicaEdits.setReadMaximum(owner.table(), region(),
                SettingInput.optionalWhole(text, "A read maximum"))));
        policy = new CommitField(text -> owner.commit(() -> ReplicaEdits.setResourcePolicy(owner.table(), region(),
                Optional.of(PolicySection.requireJsonObject(text)))));
        tags = new TagsSection(editor, new ReplicaTags());
        tableClass.addListener((o, a, b) -> owner.choose(() -> ReplicaEdits.setTableClass(owner.table(), region(), orEmpty(b))));
        deletionProtection.addListener((o, a, b) -> owner.choose(
                () -> ReplicaEdits.setDeletionProtection(owner.table(), region(), orEmpty(b))));
        recovery.addListener((o, a, b) -> owner.choose(
                () -> ReplicaEdits.setPointInTimeRecovery(owner.table(), region(), orEmpty(b))));
        insights.addListener((o, a, b) -> owner.choose(
                () -> ReplicaEdits.setContributorInsights(owner.table(), region(), orEmpty(b))));
    }

    static <T> Optional<T> orEmpty(Optional<T> o) {
        return o == null ? Optional.empty() : o;
    }

    String region() {
        return owner.selectedProperty().get();
    }

    /** The replica shown, as the model has it now. */
    Optional<Replica> replica() {
        return owner.current().flatMap(t -> t.settings().replication().replica(region()));
    }

    ReplicasSection owner() {
        return owner;
    }

    void show(TableDesign t, Optional<Replica> replica) {
        provisioned.set(t.billing().mode() == BillingMode.PROVISIONED);
        keyNote.set(t.settings().encryption().type() == EncryptionType.CUSTOMER_MANAGED ? "" : KEY_UNUSED);
        tableClass.set(replica.flatMap(Replica::tableClass));
        deletionProtection.set(replica.flatMap(Replica::deletionProtection));
        recovery.set(replica.flatMap(Replica::pointInTimeRecovery));
        insights.set(replica.flatMap(Replica::contributorInsights));
        kmsKey.reset(replica.flatMap(Replica::kmsKey).orElse(""));
        readUnits.reset(SettingInput.show(replica.flatMap(Replica::readUnits)));
        readScaling.show(replica.flatMap(Replica::readScaling));
        readMaximum.reset(SettingInput.show(replica.flatMap(Replica::maxReadRequestUnits)));
        policy.reset(replica.flatMap(Replica::resourcePolicy).orElse(""));
        tags.show(t);
        List<String> names = t.globalIndexes().stream().map(GlobalSecondaryIndex::name).toList();
        if (!names.equals(indexes.stream().map(ReplicaIndexOverrides::index).toList())) {
            indexes.setAll(names.stream().map(n -> new ReplicaIndexOverrides(this, n)).toList());
        }
        indexes.forEach(i -> i.show(replica.flatMap(r -> r.indexes().stream()
                .filter(x -> x.indexName().equals(i.index())).findFirst())));
    }

    List<CommitField> fields() {
        List<CommitField> all = new ArrayList<>(List.of(kmsKey, readUnits, readMaximum, policy));
        all.addAll(readScaling.fields());
        all.addAll(tags.fields());
        indexes.forEach(i -> all.addAll(i.fields()));
        return all;
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

    /** Contributor insights of this replica. */
    public ObjectProperty<Optional<Boolean>> insightsProperty() {
        return insights;
    }

    /** True for a provisioned table (read units and auto scaling apply), false on demand (the read maximum does). */
    public ReadOnlyBooleanProperty provisionedProperty() {
        return provisioned.getReadOnlyProperty();
    }

    /** The replica's own KMS key in its region; empty: the table's. */
    public CommitField kmsKey() {
        return kmsKey;
    }

    /** Why the replica's key does not apply ({@link #KEY_UNUSED}), or "" when the table's key is customer managed. */
    public ReadOnlyStringProperty keyNoteProperty() {
        return keyNote.getReadOnlyProperty();
    }

    /** The replica's provisioned read units; empty: the table's. */
    public CommitField readUnits() {
        return readUnits;
    }

    /** The replica's own read auto scaling; off: the table's. */
    public ScalingFields readScaling() {
        return readScaling;
    }

    /** The replica's on-demand read maximum in request units; empty: the table's. */
    public CommitField readMaximum() {
        return readMaximum;
    }

    /** The replica's own resource policy (a JSON object); empty: none of its own. */
    public CommitField policy() {
        return policy;
    }

    /** The replica's tags, edited as the table's are. */
    public TagsSection tags() {
        return tags;
    }

    /** One line per GSI of the table: what this replica overrides for it. */
    public ObservableList<ReplicaIndexOverrides> indexes() {
        return indexesView;
    }

    /** The tags of the replica selected. */
    private final class ReplicaTags implements TagsSection.Target {
        @Override
        public List<Tag> tags(TableDesign t) {
            return t.settings().replication().replica(region()).map(Replica::tags).orElse(List.of());
        }

        @Override
        public Edit add(String table, Tag tag) {
            return ReplicaEdits.addTag(table, region(), tag);
        }

        @Override
        public Edit setValue(String table, String key, String value) {
            return ReplicaEdits.setTagValue(table, region(), key, value);
        }

        @Override
        public Edit remove(String table, String key) {
            return ReplicaEdits.removeTag(table, region(), key);
        }
    }
}
