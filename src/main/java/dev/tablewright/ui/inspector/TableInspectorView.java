package dev.tablewright.ui.inspector;

import atlantafx.base.theme.Styles;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.BillingMode;
import dev.tablewright.ui.inspector.TableInspectorViewModel.IndexRow;
import javafx.collections.FXCollections;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/**
 * The table inspector: name, key schema, billing, type attribute, the index list with add and
 * remove, the open index's editor, the suggestions the table's relationships call for, its declared
 * attributes, and its settings in folded sections (capacity, protection, streams and TTL, replicas, tags, policy).
 */
public final class TableInspectorView extends VBox {
    private final TableInspectorViewModel vm;
    private final ListView<IndexRow> indexList = new ListView<>();
    /** True while the list is being set from the ViewModel, so that does not count as the user's pick. */
    private boolean syncing;

    public TableInspectorView(TableInspectorViewModel vm) {
        super(6);
        this.vm = vm;
        getStyleClass().add("table-inspector");
        Label title = new Label("Table");
        title.getStyleClass().add("inspector-title");

        GridPane form = Fields.form();
        form.addRow(0, new Label("Name"), Fields.text(vm.name(), "tableName"));
        form.add(Fields.error(vm.name()), 1, 1, 2, 1);
        form.addRow(2, new Label("Partition key"), Fields.text(vm.partitionKey(), "partitionKey"),
                Fields.keyTypes(vm.partitionKeyTypeProperty(), "partitionKeyType"));
        form.add(Fields.error(vm.partitionKey()), 1, 3, 2, 1);
        TextField sortKey = Fields.text(vm.sortKey(), "sortKey");
        sortKey.setPromptText("none");
        ChoiceBox<AttributeType> sortKeyType = Fields.keyTypes(vm.sortKeyTypeProperty(), "sortKeyType");
        sortKeyType.disableProperty().bind(vm.hasSortKeyProperty().not());
        form.addRow(4, new Label("Sort key"), sortKey, sortKeyType);
        form.add(Fields.error(vm.sortKey()), 1, 5, 2, 1);
        ChoiceBox<BillingMode> billing = new ChoiceBox<>(FXCollections.observableArrayList(BillingMode.values()));
        billing.setId("billingMode");
        billing.setConverter(new StringConverter<>() {
            @Override
            public String toString(BillingMode mode) {
                return mode == null ? "" : mode == BillingMode.PAY_PER_REQUEST ? "On demand" : "Provisioned";
            }

            @Override
            public BillingMode fromString(String text) {
                return "Provisioned".equals(text) ? BillingMode.PROVISIONED : BillingMode.PAY_PER_REQUEST;
            }
        });
        billing.valueProperty().bindBidirectional(vm.billingModeProperty());
        form.addRow(6, new Label("Billing"), billing);
        TextField read = Fields.text(vm.readCapacity(), "readCapacity");
        TextField write = Fields.text(vm.writeCapacity(), "writeCapacity");
        read.disableProperty().bind(vm.provisionedProperty().not());
        write.disableProperty().bind(vm.provisionedProperty().not());
        form.addRow(7, new Label("Read units"), read);
        form.add(Fields.error(vm.readCapacity()), 1, 8, 2, 1);
        form.addRow(9, new Label("Write units"), write);
        form.add(Fields.error(vm.writeCapacity()), 1, 10, 2, 1);
        form.addRow(11, new Label("Type attribute"), Fields.text(vm.typeAttribute(), "typeAttribute"));
        form.add(Fields.error(vm.typeAttribute()), 1, 12, 2, 1);

        indexList.setId("indexList");
        indexList.setPrefHeight(120);
        indexList.setPlaceholder(Fields.muted("No secondary indexes"));
        indexList.setCellFactory(l -> new IndexCell());
        vm.indexes().addListener((ListChangeListener<IndexRow>) c -> syncIndexList());
        vm.selectedIndexProperty().addListener((o, a, b) -> syncIndexList());
        indexList.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            if (!syncing) {
                vm.selectIndex(b == null ? null : b.name());
            }
        });
        syncIndexList();

        Button addGsi = Fields.button("Add GSI", "addGsiButton", vm::addGsi);
        Button addLsi = Fields.button("Add LSI", "addLsiButton", vm::addLsi);
        Button remove = Fields.button("Remove", "removeIndexButton", () -> vm.removeIndex(vm.selectedIndexProperty().get()));
        remove.disableProperty().bind(vm.selectedIndexProperty().isEmpty());
        remove.getStyleClass().add(Styles.DANGER);
        HBox buttons = new HBox(6, addGsi, addLsi, remove);

        IndexEditorView editor = new IndexEditorView(vm.indexEditor());
        editor.visibleProperty().bind(vm.selectedIndexProperty().isNotEmpty());
        editor.managedProperty().bind(editor.visibleProperty());

        getChildren().addAll(title, form, Fields.section("Indexes"), indexList, buttons,
                Fields.error(vm.refusalProperty()), editor, new SuggestionsView(vm.suggestions(), vm::applySuggestion,
                        vm::previewSuggestion, vm.previewProperty()), SuggestionsView.withheld(vm.withheldProperty()),
                declaredAttributes(), new TableSettingsView(vm.settings()));
    }

    /** Folded by default: a table may declare dozens, and the indexes come first. */
    private TitledPane declaredAttributes() {
        TitledPane pane = new TitledPane("", null);
        pane.setId("declaredAttributesPane");
        pane.textProperty().bind(Bindings.size(vm.declared().rows()).asString("Declared attributes (%d)"));
        pane.setAnimated(false);
        pane.expandedProperty().bindBidirectional(vm.declared().expandedProperty()); // kept as the form is rebuilt
        SettingControls.contentWhenUnfolded(pane, new DeclaredAttributesView(vm.declared()));
        return pane;
    }

    private void syncIndexList() {
        syncing = true;
        try {
            if (!indexList.getItems().equals(vm.indexes())) {
                indexList.getItems().setAll(vm.indexes());
            }
            String open = vm.selectedIndexProperty().get();
            IndexRow selected = vm.indexes().stream().filter(r -> r.name().equals(open)).findFirst().orElse(null);
            if (selected == null) {
                indexList.getSelectionModel().clearSelection();
            } else {
                indexList.getSelectionModel().select(selected);
            }
        } finally {
            syncing = false;
        }
    }

    /** "GSI-1   GSI · sk / pk · ALL". */
    private static final class IndexCell extends ListCell<IndexRow> {
        @Override
        protected void updateItem(IndexRow row, boolean empty) {
            super.updateItem(row, empty);
            if (empty || row == null) {
                setText(null);
                setGraphic(null);
                return;
            }
            setText(null);
            Label name = new Label(row.name());
            name.getStyleClass().add("index-name");
            Label detail = Fields.muted(row.kind() + " · " + row.keys() + " · " + row.projection());
            setGraphic(new HBox(8, name, detail));
        }
    }
}
