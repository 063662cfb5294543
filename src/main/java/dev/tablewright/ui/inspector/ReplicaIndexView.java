package dev.tablewright.ui.inspector;

import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;

/**
 * One GSI's overrides in the selected replica: read units and auto scaling (provisioned) or the read
 * maximum (on demand), and contributor insights. Ids end with "-" and the index name. Binds only.
 */
final class ReplicaIndexView extends VBox {

    ReplicaIndexView(ReplicaIndexOverrides vm, ObservableBooleanValue provisioned) {
        super(4);
        String suffix = "-" + vm.index();
        Label name = new Label("GSI " + vm.index());
        name.getStyleClass().add("text-bold");
        VBox capacity = SettingControls.shownWhen(new VBox(4,
                SettingControls.line("Read units", SettingControls.number(vm.readUnits(), "replicaIndexReadUnits" + suffix,
                        "index's")),
                Fields.error(vm.readUnits()),
                ThroughputFieldsView.scaling(vm.readScaling(), "Own read auto scaling", "Read", "replicaIndex" + suffix)),
                provisioned);
        VBox onDemand = SettingControls.shownWhen(new VBox(4,
                SettingControls.line("Max reads/s", SettingControls.number(vm.readMaximum(),
                        "replicaIndexReadMax" + suffix, "index's")),
                Fields.error(vm.readMaximum())), Bindings.not(provisioned));
        getChildren().addAll(name, capacity, onDemand,
                ReplicaOverridesView.onOff("Contributor insights", vm.insightsProperty(), "replicaIndexInsights" + suffix));
    }
}
