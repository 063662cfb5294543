package dev.tablewright.ui.reverse;

import dev.tablewright.aws.connect.Connection;
import dev.tablewright.ui.common.FormControls;
import dev.tablewright.ui.connections.ConnectionCell;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import java.util.List;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.RadioButton;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/**
 * The form of Data › Reverse-engineer…: the source (a live table with its sample size, or a model
 * table that has items but no entities), Infer with progress and Cancel, then the review — the
 * entities (select one to rename or drop it), relationships and notes — and Add to model. It stays
 * open while inferring; closing it leaves the task running in the status bar's tasks.
 */
public final class ReverseDialog extends Dialog<ButtonType> {
    public ReverseDialog(Window owner, ReverseViewModel vm) {
        initOwner(owner);
        setTitle("Reverse-engineer");
        setHeaderText("Infer entities, key templates and relationships from a table's items");
        getDialogPane().setId("reverseDialog");
        getDialogPane().getButtonTypes().setAll(ButtonType.CLOSE);

        ToggleGroup group = new ToggleGroup();
        RadioButton live = FormControls.radio("A live table", ReverseSource.LIVE, group, "reverseFromLive");
        RadioButton model = FormControls.radio("A table of this model with items but no entities", ReverseSource.MODEL, group,
                "reverseFromModel");
        group.selectToggle(vm.sourceProperty().get() == ReverseSource.LIVE ? live : model);
        group.selectedToggleProperty().addListener((o, a, b) -> {
            if (b != null) {
                vm.sourceProperty().set((ReverseSource) b.getUserData());
            }
        });

        ComboBox<Connection> connection = new ComboBox<>(vm.connections());
        connection.setId("reverseConnection");
        connection.valueProperty().bindBidirectional(vm.connectionProperty());
        connection.setCellFactory(l -> new ConnectionCell());
        connection.setButtonCell(new ConnectionCell());
        ComboBox<String> liveTable = new ComboBox<>(vm.liveTables());
        liveTable.setId("reverseLiveTable");
        liveTable.valueProperty().bindBidirectional(vm.liveTableProperty());
        Spinner<Integer> sample = new Spinner<>(new SpinnerValueFactory.IntegerSpinnerValueFactory(1, 1_000_000,
                vm.sampleProperty().get(), 100));
        sample.setId("reverseSample");
        sample.setEditable(true);
        sample.getValueFactory().valueProperty().bindBidirectional(vm.sampleProperty());
        ComboBox<String> modelTable = new ComboBox<>(vm.modelTables());
        modelTable.setId("reverseModelTable");
        modelTable.valueProperty().bindBidirectional(vm.modelTableProperty());
        for (Node n : List.of(connection, liveTable, sample)) {
            n.disableProperty().bind(vm.sourceProperty().isNotEqualTo(ReverseSource.LIVE));
        }
        modelTable.disableProperty().bind(vm.sourceProperty().isNotEqualTo(ReverseSource.MODEL));

        GridPane form = new GridPane();
        form.setHgap(10);
        form.setVgap(8);
        form.addRow(0, live);
        form.addRow(1, new Label("Connection"), connection);
        form.addRow(2, new Label("Table"), liveTable);
        form.addRow(3, new Label("Sample items"), sample);
        form.addRow(4, model);
        form.addRow(5, new Label("Table"), modelTable);
        GridPane.setColumnSpan(live, 2);
        GridPane.setColumnSpan(model, 2);

        Button infer = FormControls.button("Infer", "reverseInfer", vm.inferCommand());
        Button cancel = FormControls.button("Cancel", "reverseCancel", vm.cancelCommand());
        ProgressBar bar = new ProgressBar();
        bar.setId("reverseProgress");
        bar.setMaxWidth(Double.MAX_VALUE);
        bar.progressProperty().bind(vm.progressProperty());
        bar.visibleProperty().bind(vm.busyProperty());
        Label status = new Label();
        status.setId("reverseStatus");
        status.setWrapText(true);
        status.textProperty().bind(vm.statusProperty());

        ListView<EntityRow> entities = new ListView<>(vm.entities());
        entities.setId("reverseEntities");
        entities.setPrefHeight(180);
        entities.setCellFactory(l -> new EntityCell());
        TextField name = new TextField();
        name.setId("reverseEntityName");
        name.setPromptText("entity name");
        entities.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> name.setText(b == null ? "" : b.name()));
        Button rename = new Button("Rename");
        rename.setId("reverseRename");
        Button drop = new Button("Drop");
        drop.setId("reverseDrop");
        rename.disableProperty().bind(entities.getSelectionModel().selectedItemProperty().isNull());
        drop.disableProperty().bind(rename.disableProperty());
        rename.setOnAction(e -> vm.rename(entities.getSelectionModel().getSelectedItem().name(), name.getText()));
        name.setOnAction(e -> rename.fire());
        drop.setOnAction(e -> vm.drop(entities.getSelectionModel().getSelectedItem().name()));

        TextArea findings = new TextArea();
        findings.setId("reverseFindings");
        findings.setEditable(false);
        findings.setWrapText(true);
        findings.setPrefRowCount(6);
        Runnable fill = () -> findings.setText(findings(vm));
        vm.relationships().addListener((ListChangeListener<String>) c -> fill.run());
        vm.notes().addListener((ListChangeListener<String>) c -> fill.run());

        TextField target = new TextField();
        target.setId("reverseTargetName");
        target.textProperty().bindBidirectional(vm.targetNameProperty());
        CheckBox replace = new CheckBox("Replace the model's table of this name");
        replace.setId("reverseReplace");
        replace.selectedProperty().bindBidirectional(vm.replaceProperty());
        HBox targetRow = new HBox(8, new Label("Add as"), target, replace);
        targetRow.visibleProperty().bind(Bindings.createBooleanBinding(() -> vm.reviewedProperty().get() != null
                && vm.sourceProperty().get() == ReverseSource.LIVE, vm.reviewedProperty(), vm.sourceProperty()));
        targetRow.managedProperty().bind(targetRow.visibleProperty());
        Button add = FormControls.button("Add to model", "reverseAdd", vm.addCommand());
        add.setDefaultButton(true);
        Label blocker = new Label();
        blocker.setId("reverseBlocker");
        blocker.setWrapText(true);
        blocker.textProperty().bind(vm.blockerProperty());
        blocker.getStyleClass().add("text-muted");

        HBox.setHgrow(name, Priority.ALWAYS);
        VBox body = new VBox(10, form, new HBox(8, infer, cancel), bar, status, new Label("Entities"), entities,
                new HBox(8, name, rename, drop), new Label("Relationships and notes"), findings, targetRow,
                new HBox(8, add, blocker));
        body.setPadding(new Insets(10));
        body.setPrefWidth(720);
        getDialogPane().setContent(body);
        setResizable(true);
    }

    private static String findings(ReverseViewModel vm) {
        StringBuilder b = new StringBuilder();
        vm.relationships().forEach(r -> b.append(r).append('\n'));
        vm.notes().forEach(n -> b.append("note: ").append(n).append('\n'));
        return b.toString();
    }



    /** "Order · type order · 12 items" then its templates and attributes. */
    private static final class EntityCell extends ListCell<EntityRow> {
        @Override
        protected void updateItem(EntityRow e, boolean empty) {
            super.updateItem(e, empty);
            setText(empty || e == null ? null : e.name() + (e.typeValue().isEmpty() ? "" : " · type " + e.typeValue())
                    + " · " + e.items() + " item" + (e.items() == 1 ? "" : "s") + "\n  keys: " + e.templates()
                    + "\n  attributes: " + e.attributes());
        }
    }
}
