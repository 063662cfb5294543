package dev.tablewright.ui.operations;

import dev.tablewright.operation.form.UpdateRow;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * Editable update actions (SET, REMOVE, ADD, DELETE; attribute; value), as {@link ConditionRowsView}
 * edits condition rows: an edit replaces its action in the list, and only changes from elsewhere (a
 * row added or removed, a JSON edit) rebuild the fields, so typing keeps its focus.
 */
final class UpdateActionRowsView extends VBox {
    private final ObservableList<UpdateRow> actions;
    private final String idPrefix;
    private boolean editing;

    UpdateActionRowsView(ObservableList<UpdateRow> actions, String idPrefix) {
        super(4);
        this.actions = actions;
        this.idPrefix = idPrefix;
        actions.addListener((ListChangeListener<UpdateRow>) c -> {
            if (!editing) {
                rebuild();
            }
        });
        rebuild();
    }

    private void rebuild() {
        getChildren().clear();
        for (int i = 0; i < actions.size(); i++) {
            getChildren().add(action(i, actions.get(i)));
        }
    }

    private HBox action(int i, UpdateRow a) {
        ChoiceBox<UpdateRow.Verb> verb = new ChoiceBox<>();
        verb.getItems().setAll(UpdateRow.Verb.values());
        verb.setValue(a.verb());
        TextField attribute = ConditionRowsView.field(idPrefix + "Attribute" + i, "attribute", a.attribute());
        TextField value = ConditionRowsView.field(idPrefix + "Value" + i, "value", a.value());
        value.visibleProperty().bind(verb.valueProperty().isNotEqualTo(UpdateRow.Verb.REMOVE));
        Runnable commit = () -> {
            editing = true;
            try {
                actions.set(i, new UpdateRow(verb.getValue(), attribute.getText(), value.getText()));
            } finally {
                editing = false;
            }
        };
        verb.valueProperty().addListener(o -> commit.run());
        attribute.textProperty().addListener(o -> commit.run());
        value.textProperty().addListener(o -> commit.run());
        Button remove = new Button("✕");
        remove.setOnAction(e -> actions.remove(i));
        return new HBox(6, verb, attribute, value, remove);
    }
}
