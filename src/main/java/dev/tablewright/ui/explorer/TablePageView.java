package dev.tablewright.ui.explorer;

import static dev.tablewright.ui.common.FormControls.boundField;

import dev.tablewright.operation.form.FilterOp;
import dev.tablewright.operation.form.SortOp;
import dev.tablewright.ui.common.Command;
import dev.tablewright.ui.common.FocusedPane;
import dev.tablewright.ui.common.FormControls;
import dev.tablewright.ui.operations.ResultGrid;
import dev.tablewright.ui.pivot.GridRow;
import dev.tablewright.ui.pivot.GridSnapshot;
import javafx.beans.binding.Bindings;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import java.util.List;

/**
 * A live table's page: its facts, then the browse bar (table or index, Scan with a filter or Query
 * with a key condition; Show, Load more, Load all, Cancel) over the pivoted grid and its entity legend; the
 * grid's items edited in place (cells, as JSON, add, duplicate, delete) with a pane for conflicts.
 * Ids: pageFacts, pageError, browseIndex, browseScan, browseQuery, browsePartition, browseSortOp,
 * browseSortValue, browseSortValue2, browseFilterAttribute, browseFilterOp, browseFilterValue,
 * browseShow, browseMore, browseAll, browseCancel, browseSummary, browseError, browseLegend, browseGrid;
 * the edits: editAdd, editDuplicate, editJson, editDelete, editCancel, editMessage, and the {@link ConflictPane}.
 */
final class TablePageView extends VBox {
    /** The index choice that stands for the base table. */
    private static final String TABLE = "(table)";

    /** The picker's entry for an index name of the view model ("" is the base table). */
    private static String shown(String index) {
        return index == null || index.isEmpty() ? TABLE : index;
    }

    TablePageView(TablePageViewModel page) {
        super(6);
        BrowseViewModel vm = page.browse();
        ListView<String> facts = new ListView<>(page.facts());
        facts.setId("pageFacts");
        facts.setPrefHeight(150);
        facts.setFocusTraversable(false);
        Label pageError = errorLabel("pageError");
        pageError.textProperty().bind(page.errorProperty());

        ObservableList<String> indexChoices = FXCollections.observableArrayList(TABLE);
        ChoiceBox<String> index = new ChoiceBox<>(indexChoices);
        index.setId("browseIndex");
        index.setValue(TABLE);
        // Replacing the choices clears a ChoiceBox's value: show the view model's choice again, so the
        // picker never stands empty once the table's indexes arrive.
        page.indexes().addListener((ListChangeListener<String>) c -> {
            indexChoices.setAll(TABLE);
            indexChoices.addAll(page.indexes());
            String chosen = shown(vm.indexProperty().get());
            index.setValue(indexChoices.contains(chosen) ? chosen : TABLE);
        });
        index.valueProperty().addListener((o, a, b) -> {
            if (b != null) {
                vm.indexProperty().set(TABLE.equals(b) ? "" : b);
            }
        });
        vm.indexProperty().addListener((o, a, b) -> index.setValue(shown(b)));

        ToggleGroup kind = new ToggleGroup();
        RadioButton scan = new RadioButton("Scan");
        scan.setId("browseScan");
        RadioButton query = new RadioButton("Query");
        query.setId("browseQuery");
        scan.setToggleGroup(kind);
        query.setToggleGroup(kind);
        scan.setSelected(true);
        query.selectedProperty().bindBidirectional(vm.queryProperty());

        TextField partition = boundField("browsePartition", "partition value (a, b for several)",
                vm.partitionValueProperty());
        ComboBox<SortOp> sortOp = new ComboBox<>(FXCollections.observableArrayList(SortOp.values()));
        sortOp.setId("browseSortOp");
        sortOp.valueProperty().bindBidirectional(vm.sortOpProperty());
        TextField sortValue = boundField("browseSortValue", "sort value (optional)", vm.sortValueProperty());
        TextField sortValue2 = boundField("browseSortValue2", "and", vm.sortValue2Property());
        sortValue2.visibleProperty().bind(vm.sortOpProperty().isEqualTo(SortOp.BETWEEN));
        sortValue2.managedProperty().bind(sortValue2.visibleProperty());
        HBox keyCondition = new HBox(4, partition, sortOp, sortValue, sortValue2);
        keyCondition.visibleProperty().bind(vm.queryProperty());
        keyCondition.managedProperty().bind(keyCondition.visibleProperty());

        TextField filterAttribute = boundField("browseFilterAttribute", "filter attribute (optional)",
                vm.filterAttributeProperty());
        ComboBox<FilterOp> filterOp = new ComboBox<>(FXCollections.observableArrayList(FilterOp.values()));
        filterOp.setId("browseFilterOp");
        filterOp.valueProperty().bindBidirectional(vm.filterOpProperty());
        TextField filterValue = boundField("browseFilterValue", "value", vm.filterValueProperty());
        HBox filter = new HBox(4, filterAttribute, filterOp, filterValue);

        BrowseCommands browsing = page.browseCommands();
        Button show = button("browseShow", "Show", browsing.show());
        Button more = button("browseMore", "Load more", browsing.more());
        Button all = button("browseAll", "Load all", browsing.all());
        Button cancel = button("browseCancel", "Cancel", browsing.cancel());
        HBox bar = new HBox(6, new Label("By"), index, scan, query, show, more, all, cancel);
        bar.setAlignment(Pos.CENTER_LEFT);

        Label summary = new Label();
        summary.setId("browseSummary");
        summary.textProperty().bind(vm.summaryProperty());
        Label error = errorLabel("browseError");
        error.textProperty().bind(vm.errorProperty());
        FlowPane legend = new FlowPane(8, 2);
        legend.setId("browseLegend");
        ResultGrid grid = new ResultGrid();
        grid.setId("browseGrid");
        grid.editWith(page.edits());
        vm.gridProperty().addListener((o, a, b) -> {
            grid.show(b);
            showLegend(legend, b);
        });
        // The TTL attribute is read after the table is described: rows already shown are marked then.
        page.ttlAttributeProperty().addListener((o, a, b) -> grid.refresh());
        VBox.setVgrow(grid, Priority.ALWAYS);
        LiveEditCommands edits = page.editCommands();
        grid.getSelectionModel().getSelectedItems().addListener((ListChangeListener<GridRow>) c ->
                edits.selection().setAll(grid.getSelectionModel().getSelectedItems()));
        // The window's Edit › Delete (and the Delete key) deletes this grid's items while the page has the keyboard.
        FocusedPane.register(this, edits.edits());
        getChildren().addAll(facts, pageError, bar, keyCondition, filter, summary, error, legend,
                editBar(edits, page.edits()), new ConflictPane(page.conflicts()), grid);
        setPadding(new Insets(6));
        // Nothing to browse until the table is described.
        bar.disableProperty().bind(Bindings.isNull(page.designProperty()));
    }

    /**
     * Add, Duplicate, Edit as JSON, Delete (also the Delete key) and Cancel over the grid, and the last
     * outcome or refusal; a double click on a cell edits it. Nothing to press on a read-only connection.
     */
    private static HBox editBar(LiveEditCommands commands, LiveEditsViewModel edits) {
        Button add = button("editAdd", "Add item", commands.add());
        Button duplicate = button("editDuplicate", "Duplicate", commands.duplicate());
        Button json = button("editJson", "Edit as JSON", commands.editJson());
        Button delete = button("editDelete", "Delete", commands.delete());
        Button cancel = button("editCancel", "Cancel write", commands.cancel());
        Label message = new Label();
        message.setId("editMessage");
        message.setWrapText(true);
        message.textProperty().bind(edits.messageProperty());
        for (Button b : List.of(add, duplicate, json, delete, cancel)) {
            b.setMinWidth(Region.USE_PREF_SIZE); // the message gives way, never the buttons
        }
        message.setMinWidth(0);
        HBox bar = new HBox(6, add, duplicate, json, delete, cancel, message);
        bar.setAlignment(Pos.CENTER_LEFT);
        return bar;
    }

    /** The entities the grid shows, each in its designer colour, with its row count. */
    private static void showLegend(FlowPane legend, GridSnapshot grid) {
        legend.getChildren().clear();
        if (grid == null) {
            return;
        }
        for (GridSnapshot.LegendEntry e : grid.legend()) {
            Label l = new Label("■ " + (e.entity().isEmpty() ? "no entity" : e.entity()) + " (" + e.rows() + ")");
            l.setStyle("-fx-text-fill: " + e.colour());
            legend.getChildren().add(l);
        }
    }


    private static Button button(String id, String text, Command command) {
        return FormControls.commandButton(id, text, command);
    }

    private static Label errorLabel(String id) {
        Label l = new Label();
        l.setId(id);
        l.setWrapText(true);
        l.setStyle("-fx-text-fill: #b00020");
        return l;
    }
}
