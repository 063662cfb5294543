package dev.tablewright.ui.operations;

import dev.tablewright.operation.form.FilterOp;
import dev.tablewright.operation.form.FilterRow;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * Editable condition rows (a filter, a write's condition): AND/OR, attribute, comparator, value(s).
 * An edit replaces its row in the list; only changes from elsewhere (a JSON edit) rebuild the rows,
 * so typing keeps its focus.
 */
final class ConditionRowsView extends VBox {
    private final ObservableList<FilterRow> rows;
    private final String idPrefix;
    private boolean editing;

    ConditionRowsView(ObservableList<FilterRow> rows, String idPrefix) {
        super(4);
        this.rows = rows;
        this.idPrefix = idPrefix;
        rows.addListener((ListChangeListener<FilterRow>) c -> {
            if (!editing) {
                rebuild();
            }
        });
        rebuild();
    }

    private void rebuild() {
        getChildren().clear();
        for (int i = 0; i < rows.size(); i++) {
            getChildren().add(row(i, rows.get(i)));
        }
    }

    private HBox row(int i, FilterRow r) {
        ChoiceBox<String> joint = new ChoiceBox<>();
        joint.getItems().setAll("AND", "OR");
        joint.setValue(r.or() ? "OR" : "AND");
        joint.setVisible(i > 0);
        TextField attribute = field(idPrefix + "Attribute" + i, "attribute", r.attribute());
        ChoiceBox<FilterOp> op = new ChoiceBox<>();
        op.getItems().setAll(FilterOp.values());
        op.setValue(r.op());
        TextField value = field(idPrefix + "Value" + i, "value", r.value());
        TextField value2 = field(idPrefix + "Value2" + i, "and", r.value2());
        value2.visibleProperty().bind(op.valueProperty().isEqualTo(FilterOp.BETWEEN));
        value.visibleProperty().bind(Bindings.createBooleanBinding(() -> op.getValue().operands() > 0, op.valueProperty()));
        Runnable commit = () -> {
            editing = true;
            try {
                rows.set(i, new FilterRow("OR".equals(joint.getValue()), attribute.getText(), op.getValue(),
                        value.getText(), value2.getText()));
            } finally {
                editing = false;
            }
        };
        joint.valueProperty().addListener(o -> commit.run());
        attribute.textProperty().addListener(o -> commit.run());
        op.valueProperty().addListener(o -> commit.run());
        value.textProperty().addListener(o -> commit.run());
        value2.textProperty().addListener(o -> commit.run());
        Button remove = new Button("✕");
        remove.setOnAction(e -> rows.remove(i));
        return new HBox(6, joint, attribute, op, value, value2, remove);
    }

    static TextField field(String id, String prompt, String text) {
        TextField t = new TextField(text);
        t.setId(id);
        t.setPromptText(prompt);
        return t;
    }
}
