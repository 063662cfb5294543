package dev.tablewright.ui.inspector;

import dev.tablewright.model.settings.TableClass;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableStringValue;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.layout.VBox;

/**
 * What the selected replica overrides, under the replica list: its switches and class, its key (with a
 * note when the table's key is not customer managed), read capacity as the billing mode allows, then
 * folded: its tags (the table's tag editor), its policy (the table's policy editor) and its GSIs.
 * "Table's" (or an empty field) inherits. Binds only.
 */
final class ReplicaOverridesView extends VBox {
    private final ReplicaOverrides vm;
    private final VBox indexes = new VBox(6);

    ReplicaOverridesView(ReplicaOverrides o, ObservableStringValue region) {
        super(4);
        this.vm = o;
        setId("replicaOverrides");
        Label title = Fields.muted("");
        title.textProperty().bind(Bindings.concat(region, " overrides (empty: as the table):"));
        TextField key = Fields.text(o.kmsKey(), "replicaKmsKey");
        key.setPromptText("the table's key");
        Label keyNote = Fields.muted("");
        keyNote.setId("replicaKeyNote");
        keyNote.setWrapText(true);
        keyNote.textProperty().bind(o.keyNoteProperty());
        VBox provisioned = SettingControls.shownWhen(new VBox(4,
                SettingControls.line("Read units", SettingControls.number(o.readUnits(), "replicaReadUnits", "table's")),
                Fields.error(o.readUnits()),
                ThroughputFieldsView.scaling(o.readScaling(), "Own read auto scaling", "Read", "replica")),
                o.provisionedProperty());
        VBox onDemand = SettingControls.shownWhen(new VBox(4,
                SettingControls.line("Max reads/s", SettingControls.number(o.readMaximum(), "replicaReadMax", "table's")),
                Fields.error(o.readMaximum())), Bindings.not(o.provisionedProperty()));
        TitledPane tags = SettingControls.section("", "replicaTagsPane", new TagsView(o.tags(), "replica"));
        tags.textProperty().bind(Bindings.size(o.tags().rows()).asString("Replica tags (%d)"));
        o.indexes().addListener((ListChangeListener<ReplicaIndexOverrides>) c -> rebuild());
        rebuild();
        getChildren().addAll(title,
                SettingControls.line("Table class", SettingControls.choice(ReplicaOverrides.CLASS_CHOICES,
                        c -> c.map(TableClass::label).orElse("Table's"), o.tableClassProperty(), "replicaTableClass")),
                onOff("Deletion protection", o.deletionProtectionProperty(), "replicaDeletionProtection"),
                onOff("Point-in-time recovery", o.recoveryProperty(), "replicaRecovery"),
                onOff("Contributor insights", o.insightsProperty(), "replicaInsights"),
                SettingControls.line("KMS key", key), Fields.error(o.kmsKey()),
                SettingControls.shownWhen(keyNote, o.keyNoteProperty().isNotEmpty()),
                provisioned, onDemand, tags,
                SettingControls.section("Replica policy", "replicaPolicyPane", new PolicyView(o.policy(), "replica")),
                SettingControls.section("Replica indexes", "replicaIndexesPane", indexes));
    }

    static javafx.scene.layout.HBox onOff(String label, javafx.beans.property.ObjectProperty<Optional<Boolean>> value,
            String id) {
        return SettingControls.line(label, SettingControls.choice(ReplicaOverrides.SWITCH_CHOICES,
                b -> b.map(on -> on ? "On" : "Off").orElse("Table's"), value, id));
    }

    private void rebuild() {
        indexes.getChildren().clear();
        for (ReplicaIndexOverrides i : vm.indexes()) {
            indexes.getChildren().add(new ReplicaIndexView(i, vm.provisionedProperty()));
        }
        if (vm.indexes().isEmpty()) {
            indexes.getChildren().add(Fields.muted("The table has no GSIs."));
        }
    }
}
