package dev.tablewright.ui.inspector;

import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * The throughput of a table or a GSI: auto scaling per dimension while provisioned, the on-demand
 * maximum while on demand, warm throughput always. Ids start with {@code prefix} ("table", "index").
 */
final class ThroughputFieldsView extends VBox {

    ThroughputFieldsView(ThroughputFields vm, ObservableBooleanValue provisioned, String prefix) {
        super(4);
        VBox scaling = SettingControls.shownWhen(new VBox(4, scaling(vm.readScaling(), "Read", prefix),
                scaling(vm.writeScaling(), "Write", prefix)), provisioned);
        VBox onDemand = SettingControls.shownWhen(new VBox(4,
                SettingControls.line("Max reads/s", SettingControls.number(vm.maxRead(), prefix + "MaxRead", "no maximum")),
                Fields.error(vm.maxRead()),
                SettingControls.line("Max writes/s", SettingControls.number(vm.maxWrite(), prefix + "MaxWrite", "no maximum")),
                Fields.error(vm.maxWrite())), javafx.beans.binding.Bindings.not(provisioned));
        getChildren().addAll(scaling, onDemand,
                SettingControls.line("Warm reads/s", SettingControls.number(vm.warmRead(), prefix + "WarmRead", "as DynamoDB has it")),
                Fields.error(vm.warmRead()),
                SettingControls.line("Warm writes/s", SettingControls.number(vm.warmWrite(), prefix + "WarmWrite", "as DynamoDB has it")),
                Fields.error(vm.warmWrite()),
                Fields.error(vm.refusalProperty()));
    }

    /** "[x] Auto scale reads", then "min [1] max [10] target [70] %". */
    private static VBox scaling(ScalingFields s, String dimension, String prefix) {
        return scaling(s, "Auto scale " + dimension.toLowerCase(java.util.Locale.ROOT) + "s", dimension, prefix);
    }

    /** "[x] {@code label}", then "min [1] max [10] target [70] %"; ids {@code prefix + dimension + "Scaling"} …. */
    static VBox scaling(ScalingFields s, String label, String dimension, String prefix) {
        CheckBox on = SettingControls.check(label, s.onProperty(), prefix + dimension + "Scaling");
        HBox values = new HBox(4, word("min"), SettingControls.number(s.min(), prefix + dimension + "Min", ""),
                word("max"), SettingControls.number(s.max(), prefix + dimension + "Max", ""), word("target"),
                SettingControls.number(s.target(), prefix + dimension + "Target", ""), word("%"));
        values.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        values.disableProperty().bind(s.onProperty().not());
        return new VBox(2, on, values, Fields.error(s.min()), Fields.error(s.max()), Fields.error(s.target()));
    }

    /** A word between fields keeps its width (it was cut to "…" in a narrow inspector); the fields give way. */
    private static Label word(String text) {
        Label l = new Label(text);
        l.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        return l;
    }
}
