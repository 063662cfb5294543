package dev.tablewright.ui.operations;

import dev.tablewright.format.request.MultiOperation;
import dev.tablewright.operation.form.FilterOp;
import dev.tablewright.operation.form.FilterRow;
import dev.tablewright.operation.form.UpdateRow;
import dev.tablewright.operation.multi.MultiRowKind;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.value.ObservableValue;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.collections.WeakListChangeListener;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * One row of the batch and transaction tab: number, kind, table, move/duplicate/remove, DynamoDB's
 * cancellation reason; the key fields; and what its kind takes (a Put's item, an Update's actions,
 * conditions in a transaction, a Get's projection). Ids are {@code multiRow<i>} + Kind, Table,
 * Key<j>, Item, Projection, Reason.
 */
final class MultiRowView extends VBox {
    private final MultiRow row;
    private final GridPane keys = new GridPane();
    private final String id;
    /** Held here and listened to weakly: a view the rows were rebuilt without must not stay attached. */
    private final ListChangeListener<KeyField> keysChanged = c -> rebuildKeys();

    MultiRowView(MultiOperationViewModel vm, int index, ObservableValue<MultiOperation> operation) {
        super(4);
        this.row = vm.rows().get(index);
        this.id = "multiRow" + index;
        getStyleClass().add("multi-row");
        setStyle("-fx-border-color: #d0d0d0; -fx-border-width: 0 0 1 0; -fx-padding: 4 0 6 0");
        ChoiceBox<MultiRowKind> kind = new ChoiceBox<>();
        kind.setId(id + "Kind");
        kind.getItems().setAll(MultiRowKind.of(operation.getValue()));
        kind.valueProperty().bindBidirectional(row.kindProperty());
        ComboBox<String> table = new ComboBox<>(vm.tables());
        table.setId(id + "Table");
        table.valueProperty().bindBidirectional(row.tableProperty());
        Label reason = new Label();
        reason.setId(id + "Reason");
        reason.textProperty().bind(row.reasonProperty());
        // "None" is DynamoDB's word for an action that was fine: only the others are the cause
        reason.styleProperty().bind(Bindings.when(row.reasonProperty().isEqualTo("None"))
                .then("-fx-text-fill: #606060").otherwise("-fx-text-fill: #b00020; -fx-font-weight: bold"));
        HBox header = new HBox(6, new Label((index + 1) + "."), kind, table,
                button("↑", "move up", () -> vm.moveRow(index, -1)), button("↓", "move down", () -> vm.moveRow(index, 1)),
                button("Duplicate", "a copy of this row after it", () -> vm.duplicateRow(index)), button("✕", "remove", () -> vm.removeRow(index)),
                reason);
        keys.setHgap(6);
        keys.setVgap(4);
        row.keyFields().addListener(new WeakListChangeListener<>(keysChanged));
        rebuildKeys();
        TextArea item = new TextArea();
        item.setId(id + "Item");
        item.setPromptText("other attributes, DynamoDB JSON: {\"title\": {\"S\": \"Heat\"}}");
        item.setPrefRowCount(2);
        item.textProperty().bindBidirectional(row.itemProperty());
        Button addAction = new Button("Add action");
        addAction.setOnAction(e -> row.actions().add(new UpdateRow(UpdateRow.Verb.SET, "", "")));
        Button addCondition = new Button("Add condition");
        addCondition.setOnAction(e -> row.condition().add(FilterRow.of("", FilterOp.EQ, "")));
        TextField projection = new TextField();
        projection.setId(id + "Projection");
        projection.setPromptText("projection: attributes, comma-separated (blank: whole item)");
        projection.textProperty().bindBidirectional(row.projectionProperty());
        BooleanBinding transaction = Bindings.createBooleanBinding(
                () -> operation.getValue() == MultiOperation.TRANSACT_WRITE, operation);
        getChildren().addAll(header, keys,
                shown(item, row.kindProperty().isEqualTo(MultiRowKind.PUT)),
                shown(new VBox(4, addAction, new UpdateActionRowsView(row.actions(), id + "Action")),
                        row.kindProperty().isEqualTo(MultiRowKind.UPDATE)),
                shown(new VBox(4, addCondition, new ConditionRowsView(row.condition(), id + "Condition")), transaction),
                shown(projection, row.kindProperty().isEqualTo(MultiRowKind.GET)));
    }

    private static Button button(String text, String tip, Runnable action) {
        Button b = new Button(text);
        b.setTooltip(new javafx.scene.control.Tooltip(tip));
        b.setOnAction(e -> action.run());
        return b;
    }

    private static Node shown(Node node, ObservableValue<Boolean> when) {
        node.visibleProperty().bind(when);
        node.managedProperty().bind(node.visibleProperty());
        return node;
    }

    private void rebuildKeys() {
        keys.getChildren().clear();
        ObservableList<KeyField> fields = row.keyFields();
        for (int j = 0; j < fields.size(); j++) {
            KeyField f = fields.get(j);
            TextField t = new TextField();
            t.setId(id + "Key" + j);
            t.setPromptText(f.type().name());
            t.textProperty().bindBidirectional(f.valueProperty());
            keys.addRow(j, FormLabel.of(f.label()), t);
        }
    }
}
