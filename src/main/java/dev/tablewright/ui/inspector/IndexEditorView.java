package dev.tablewright.ui.inspector;

import dev.tablewright.model.ProjectionType;
import javafx.beans.binding.Bindings;
import javafx.collections.FXCollections;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.control.cell.CheckBoxListCell;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;

/** The open index of the table inspector: name, keys, projection and the INCLUDE attribute picker. */
final class IndexEditorView extends VBox {

    IndexEditorView(IndexEditorViewModel vm) {
        super(6);
        getStyleClass().add("index-editor");
        Label title = Fields.section("");
        title.textProperty().bind(Bindings.concat(vm.kindProperty(), " ", vm.name().textProperty()));

        TextField name = Fields.text(vm.name(), "indexName");
        TextField pk = Fields.text(vm.partitionKey(), "indexPartitionKey");
        // An LSI's partition key is the table's: shown, not editable here.
        pk.disableProperty().bind(vm.globalProperty().not());
        ChoiceBox<?> pkType = Fields.keyTypes(vm.partitionKeyTypeProperty(), "indexPartitionKeyType");
        pkType.disableProperty().bind(vm.globalProperty().not());
        TextField sk = Fields.text(vm.sortKey(), "indexSortKey");
        sk.promptTextProperty().bind(Bindings.when(vm.globalProperty()).then("none").otherwise(""));
        ChoiceBox<?> skType = Fields.keyTypes(vm.sortKeyTypeProperty(), "indexSortKeyType");
        ChoiceBox<ProjectionType> projection = new ChoiceBox<>(FXCollections.observableArrayList(ProjectionType.values()));
        projection.setId("projection");
        projection.valueProperty().bindBidirectional(vm.projectionTypeProperty());

        GridPane form = Fields.form();
        form.addRow(0, new Label("Name"), name);
        form.add(Fields.error(vm.name()), 1, 1, 2, 1);
        form.addRow(2, new Label("Partition key"), pk, pkType);
        form.add(Fields.error(vm.partitionKey()), 1, 3, 2, 1);
        form.addRow(4, new Label("Sort key"), sk, skType);
        form.add(Fields.error(vm.sortKey()), 1, 5, 2, 1);
        form.addRow(6, new Label("Projection"), projection);

        ListView<IncludeChoice> include = new ListView<>(vm.includeChoices());
        include.setId("includeList");
        include.setCellFactory(CheckBoxListCell.forListView(IncludeChoice::includedProperty));
        include.setPrefHeight(150);
        Label includeLabel = Fields.muted("Non-key attributes the index copies:");
        VBox picker = new VBox(3, includeLabel, include);
        picker.visibleProperty().bind(vm.includingProperty());
        picker.managedProperty().bind(picker.visibleProperty());

        getChildren().addAll(title, form, picker, Fields.error(vm.errorProperty()));
    }
}
