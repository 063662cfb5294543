package dev.tablewright.ui.inspector;

import atlantafx.base.theme.Styles;
import dev.tablewright.model.settings.Consistency;
import java.util.List;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The global table's regions with add and remove, its consistency mode, and what the selected
 * replica overrides. Binds only.
 */
final class ReplicasView extends VBox {
    private final ReplicasSection vm;
    private final ListView<ReplicasSection.Row> regions = new ListView<>();
    private boolean syncing;

    ReplicasView(ReplicasSection vm) {
        super(4);
        this.vm = vm;
        regions.setId("replicaList");
        regions.setPrefHeight(110);
        regions.setPlaceholder(Fields.muted("No replicas: a single-region table"));
        regions.setCellFactory(l -> new ListCell<>() {
            @Override
            protected void updateItem(ReplicasSection.Row row, boolean empty) {
                super.updateItem(row, empty);
                setText(empty || row == null ? null
                        : row.region() + (row.overrides().isEmpty() ? "" : "  · " + row.overrides()));
                // The overrides may be longer than the panel is wide.
                setTooltip(empty || row == null || row.overrides().isEmpty() ? null
                        : new javafx.scene.control.Tooltip(row.region() + ": " + row.overrides()));
            }
        });
        vm.rows().addListener((ListChangeListener<ReplicasSection.Row>) c -> sync());
        vm.selectedProperty().addListener((o, a, b) -> sync());
        regions.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            if (!syncing && b != null) {
                vm.selectedProperty().set(b.region());
            }
        });
        sync();

        TextField region = new TextField();
        region.setId("newReplicaRegion");
        region.setPromptText("region, such as eu-west-1");
        region.textProperty().bindBidirectional(vm.newRegionProperty());
        region.setOnAction(e -> vm.addReplica());
        HBox.setHgrow(region, Priority.ALWAYS);
        Button add = Fields.button("Add replica", "addReplica", vm::addReplica);
        add.disableProperty().bind(vm.newRegionProperty().isEmpty());
        Button remove = Fields.button("Remove", "removeReplica", () -> vm.removeReplica(vm.selectedProperty().get()));
        remove.getStyleClass().add(Styles.DANGER);
        remove.disableProperty().bind(vm.selectedProperty().isEmpty());

        Label note = Fields.muted("");
        note.textProperty().bind(vm.noteProperty());
        note.setWrapText(true);
        getChildren().addAll(regions, new HBox(6, region, add, remove),
                SettingControls.line("Consistency", SettingControls.choice(List.of(Consistency.values()),
                        c -> c == Consistency.STRONG ? "Strong (3 regions)" : "Eventual", vm.consistencyProperty(),
                        "replicaConsistency")),
                SettingControls.shownWhen(note, vm.noteProperty().isNotEmpty()),
                SettingControls.shownWhen(new ReplicaOverridesView(vm.overrides(), vm.selectedProperty()),
                        vm.selectedProperty().isNotEmpty()),
                Fields.error(vm.refusalProperty()));
    }

    private void sync() {
        syncing = true;
        try {
            if (!regions.getItems().equals(vm.rows())) {
                regions.getItems().setAll(vm.rows());
            }
            vm.rows().stream().filter(r -> r.region().equals(vm.selectedProperty().get())).findFirst()
                    .ifPresentOrElse(r -> regions.getSelectionModel().select(r),
                            () -> regions.getSelectionModel().clearSelection());
        } finally {
            syncing = false;
        }
    }
}
