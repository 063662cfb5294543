package dev.tablewright.ui.operations;

import dev.tablewright.engine.api.ReturnValues;
import dev.tablewright.operation.form.FilterOp;
import dev.tablewright.operation.form.FilterRow;
import dev.tablewright.operation.form.UpdateRow;
import dev.tablewright.operation.item.ItemKind;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.ToolBar;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * A Get/Put/Update/Delete tab bound to an {@link ItemOperationViewModel}: the form and its request as
 * editable CLI JSON on the left, the results ({@link ResultsPane}, ids {@code item…}) on the right.
 */
public final class ItemOperationView extends BorderPane {
    private final ItemOperationViewModel vm;
    private final GridPane keys = new GridPane();
    private final VBox actionRows = new VBox(4);
    /** True while a row writes its own edit back, so the rows are not rebuilt under the user's typing. */
    private boolean editingAction;

    public ItemOperationView(ItemOperationViewModel vm) {
        this.vm = vm;
        Button run = OperationView.command("itemRun", "Run", vm.runCommand());
        Button copy = new Button("Copy as CLI command");
        copy.setOnAction(e -> {
            ClipboardContent c = new ClipboardContent();
            c.putString(vm.cliCommand());
            Clipboard.getSystemClipboard().setContent(c);
        });
        Button cancel = OperationView.command("itemCancel", "Cancel", vm.cancelCommand());
        setTop(TabConnectionView.above(vm.connection(), new ToolBar(run, cancel, copy,
                SavedOperationsSaveButton.of("itemSave", vm.saver()))));
        SplitPane split = new SplitPane(OperationView.readable(form()), new ResultsPane("item", vm));
        split.setDividerPositions(0.45);
        setCenter(split);
    }

    private VBox form() {
        ChoiceBox<ItemKind> kind = new ChoiceBox<>();
        kind.setId("itemKind");
        kind.getItems().setAll(ItemKind.values());
        kind.valueProperty().bindBidirectional(vm.kindProperty());
        ComboBox<String> table = new ComboBox<>(vm.tables());
        table.valueProperty().bindBidirectional(vm.tableProperty());
        keys.setHgap(6);
        keys.setVgap(4);
        vm.keyFields().addListener((ListChangeListener<KeyField>) c -> rebuildKeys());
        rebuildKeys();
        TextArea attributes = new TextArea();
        attributes.setPromptText("other attributes, DynamoDB JSON: {\"title\": {\"S\": \"Heat\"}}");
        attributes.setPrefRowCount(4);
        attributes.textProperty().bindBidirectional(vm.attributesProperty());
        VBox put = new VBox(4, FormLabel.of("Item"), attributes);
        put.visibleProperty().bind(vm.kindProperty().isEqualTo(ItemKind.PUT));
        put.managedProperty().bind(put.visibleProperty());
        Button addAction = new Button("Add action");
        addAction.setOnAction(e -> vm.actions().add(new UpdateRow(UpdateRow.Verb.SET, "", "")));
        vm.actions().addListener((ListChangeListener<UpdateRow>) c -> {
            if (!editingAction) {
                rebuildActions(); // added, removed, or filled from the JSON
            }
        });
        VBox update = new VBox(4, addAction, actionRows);
        update.visibleProperty().bind(vm.kindProperty().isEqualTo(ItemKind.UPDATE));
        update.managedProperty().bind(update.visibleProperty());
        Button addCondition = new Button("Add condition");
        addCondition.setOnAction(e -> vm.condition().add(FilterRow.of("", FilterOp.EQ, "")));
        VBox conditionBox = new VBox(4, addCondition, new ConditionRowsView(vm.condition(), "itemCondition"));
        conditionBox.visibleProperty().bind(vm.kindProperty().isNotEqualTo(ItemKind.GET));
        conditionBox.managedProperty().bind(conditionBox.visibleProperty());
        ChoiceBox<ReturnValues> returnValues = new ChoiceBox<>();
        returnValues.getItems().setAll(ReturnValues.values());
        returnValues.valueProperty().bindBidirectional(vm.returnValuesProperty());
        HBox writeOptions = new HBox(6, FormLabel.of("ReturnValues"), returnValues);
        writeOptions.visibleProperty().bind(vm.kindProperty().isNotEqualTo(ItemKind.GET));
        TextField projection = new TextField();
        projection.setPromptText("attributes, comma-separated (blank: whole item)");
        projection.textProperty().bindBidirectional(vm.projectionProperty());
        CheckBox consistent = new CheckBox("ConsistentRead");
        consistent.selectedProperty().bindBidirectional(vm.consistentReadProperty());
        HBox getOptions = new HBox(6, FormLabel.of("Projection"), projection, consistent);
        getOptions.visibleProperty().bind(vm.kindProperty().isEqualTo(ItemKind.GET));
        getOptions.managedProperty().bind(getOptions.visibleProperty());
        Label note = new Label();
        note.setId("itemNote");
        note.setWrapText(true);
        note.textProperty().bind(vm.noteProperty());
        RequestJsonArea json = new RequestJsonArea("itemJson", vm.jsonProperty(), vm::editJson);
        VBox box = new VBox(6, new HBox(6, kind, FormLabel.of("Table"), table), keys, put, update, conditionBox,
                writeOptions, getOptions, note, FormLabel.of("Request (--cli-input-json)"), json);
        box.setPadding(new Insets(6));
        return box;
    }

    private void rebuildKeys() {
        keys.getChildren().clear();
        int row = 0;
        for (KeyField f : vm.keyFields()) {
            TextField t = new TextField();
            t.setId("itemKey-" + f.name());
            t.setPromptText(f.type().name());
            t.textProperty().bindBidirectional(f.valueProperty());
            keys.addRow(row++, FormLabel.of(f.label()), t);
        }
    }

    private void rebuildActions() {
        actionRows.getChildren().clear();
        for (int i = 0; i < vm.actions().size(); i++) {
            int at = i;
            UpdateRow a = vm.actions().get(i);
            ChoiceBox<UpdateRow.Verb> verb = new ChoiceBox<>();
            verb.getItems().setAll(UpdateRow.Verb.values());
            verb.setValue(a.verb());
            TextField attribute = new TextField(a.attribute());
            attribute.setPromptText("attribute");
            TextField value = new TextField(a.value());
            value.setPromptText("value");
            value.visibleProperty().bind(verb.valueProperty().isNotEqualTo(UpdateRow.Verb.REMOVE));
            Runnable commit = () -> {
                editingAction = true;
                try {
                    vm.actions().set(at, new UpdateRow(verb.getValue(), attribute.getText(), value.getText()));
                } finally {
                    editingAction = false;
                }
            };
            verb.valueProperty().addListener(o -> commit.run());
            attribute.textProperty().addListener(o -> commit.run());
            value.textProperty().addListener(o -> commit.run());
            Button remove = new Button("✕");
            remove.setOnAction(e -> vm.actions().remove(at));
            actionRows.getChildren().add(new HBox(6, verb, attribute, value, remove));
        }
    }
}
