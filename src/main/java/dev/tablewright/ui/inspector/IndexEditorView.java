package dev.tablewright.ui.inspector;

import dev.tablewright.model.IndexLanding;
import dev.tablewright.model.ProjectionType;
import javafx.beans.binding.Bindings;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.control.cell.CheckBoxListCell;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;

/**
 * The open index of the table inspector: name, keys (for a GSI, lists of partition and sort
 * attributes), projection, the INCLUDE attribute picker, a GSI's own capacity, and which entities
 * land in the index.
 */
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
        form.add(new KeyAttributesView(vm.partitionAttributes()), 1, 4, 2, 1);
        form.addRow(5, new Label("Sort key"), sk, skType);
        form.add(Fields.error(vm.sortKey()), 1, 6, 2, 1);
        form.add(new KeyAttributesView(vm.sortAttributes()), 1, 7, 2, 1);
        form.addRow(8, new Label("Projection"), projection);

        ListView<IncludeChoice> include = new ListView<>(vm.includeChoices());
        include.setId("includeList");
        include.setCellFactory(CheckBoxListCell.forListView(IncludeChoice::includedProperty));
        include.setPrefHeight(150);
        Label includeLabel = Fields.muted("Non-key attributes the index copies:");
        VBox picker = new VBox(3, includeLabel, include);
        picker.visibleProperty().bind(vm.includingProperty());
        picker.managedProperty().bind(picker.visibleProperty());

        VBox landings = new VBox(2);
        landings.setId("landingList");
        vm.landings().addListener((ListChangeListener<IndexLanding>) c -> showLandings(landings, vm));
        showLandings(landings, vm);

        getChildren().addAll(title, form, Fields.error(vm.errorProperty()), picker, capacity(vm.capacity()),
                Fields.section("Lands in this index"), landings);
    }

    /** A GSI's own capacity; an LSI shares the table's, so it shows none. */
    private static VBox capacity(IndexCapacity vm) {
        VBox units = SettingControls.shownWhen(new VBox(4,
                SettingControls.line("Read units", SettingControls.number(vm.readUnits(), "indexReadUnits", "table's")),
                Fields.error(vm.readUnits()),
                SettingControls.line("Write units", SettingControls.number(vm.writeUnits(), "indexWriteUnits", "table's")),
                Fields.error(vm.writeUnits())), vm.provisionedProperty());
        VBox box = new VBox(4, Fields.section("Capacity of this GSI"), units,
                new ThroughputFieldsView(vm.throughput(), vm.provisionedProperty(), "index"),
                SettingControls.check("Contributor insights", vm.contributorInsightsProperty(), "indexContributorInsights"),
                Fields.error(vm.refusalProperty()));
        box.setId("indexCapacity");
        return SettingControls.shownWhen(box, vm.globalProperty());
    }

    /** "Match: lands", "Player: no region", one label per entity. */
    private static void showLandings(VBox box, IndexEditorViewModel vm) {
        box.getChildren().setAll(vm.landings().stream().map(l -> {
            Label line = l.lands() ? new Label(l.entity() + ": lands") : Fields.muted(l.entity() + ": " + l.explain());
            line.setWrapText(true);
            line.getStyleClass().add(l.lands() ? "landing-lands" : "landing-not");
            return line;
        }).toList());
        if (vm.landings().isEmpty()) {
            box.getChildren().add(Fields.muted("The table has no entities."));
        }
    }
}
