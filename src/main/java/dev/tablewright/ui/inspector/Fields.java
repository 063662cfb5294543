package dev.tablewright.ui.inspector;

import atlantafx.base.theme.Styles;
import dev.tablewright.model.AttributeType;
import java.util.function.BooleanSupplier;
import javafx.beans.property.ObjectProperty;
import javafx.collections.FXCollections;
import javafx.geometry.HPos;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import dev.tablewright.ui.common.UndoKeys;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/**
 * Binds text fields to {@link CommitField}s the same way everywhere: Enter or focus leaving the
 * field commits, Esc reverts, and a refusal turns the field red with the reason under it.
 */
final class Fields {
    private Fields() {
    }

    static TextField text(CommitField field, String id) {
        TextField tf = new TextField();
        tf.setMaxWidth(Double.MAX_VALUE);
        if (id != null) {
            tf.setId(id);
        }
        bind(tf, field, () -> false);
        return tf;
    }

    /** @param busy true while Enter belongs to something else (an open completion list) */
    static void bind(TextField tf, CommitField field, BooleanSupplier busy) {
        tf.textProperty().bindBidirectional(field.textProperty());
        // Ctrl+Z in the field is the model's undo once its text is committed (see UndoKeys).
        tf.getProperties().put(UndoKeys.LOCAL_EDITS, (java.util.function.BooleanSupplier) field::isModified);
        tf.setOnAction(e -> {
            if (!busy.getAsBoolean()) {
                field.commit();
            }
        });
        tf.focusedProperty().addListener((o, was, is) -> {
            if (!is) {
                field.commit();
            }
        });
        tf.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            // An Escape the completion list took (it closed the list) leaves the typed text alone.
            if (e.getCode() == KeyCode.ESCAPE && !e.isConsumed() && !busy.getAsBoolean()
                    && (field.isModified() || !field.errorProperty().get().isEmpty())) {
                field.revert();
                e.consume();
            }
        });
        field.errorProperty().addListener((o, a, b) -> tf.pseudoClassStateChanged(Styles.STATE_DANGER, !b.isEmpty()));
        tf.pseudoClassStateChanged(Styles.STATE_DANGER, !field.errorProperty().get().isEmpty());
    }

    /** The reason a commit was refused, shown only while there is one. */
    static Label error(CommitField field) {
        Label l = new Label();
        l.getStyleClass().add("field-error");
        l.setWrapText(true);
        l.textProperty().bind(field.errorProperty());
        l.visibleProperty().bind(field.errorProperty().isNotEmpty());
        l.managedProperty().bind(l.visibleProperty());
        return l;
    }

    /** A refusal message from a ViewModel property, shown only while there is one. */
    static Label error(javafx.beans.value.ObservableStringValue reason) {
        Label l = new Label();
        l.getStyleClass().add("field-error");
        l.setWrapText(true);
        l.textProperty().bind(reason);
        l.visibleProperty().bind(javafx.beans.binding.Bindings.isNotEmpty(reason));
        l.managedProperty().bind(l.visibleProperty());
        return l;
    }

    /** A form: labels at their full width, then fields that take the rest, then a narrow column (a key's type). */
    static GridPane form() {
        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(4);
        ColumnConstraints fields = new ColumnConstraints();
        fields.setHgrow(Priority.ALWAYS);
        fields.setMinWidth(60);
        grid.getColumnConstraints().setAll(fixedColumn(), fields, fixedColumn());
        return grid;
    }

    /** A column as wide as its content, never squeezed into "Partitio…". */
    static ColumnConstraints fixedColumn() {
        ColumnConstraints c = new ColumnConstraints();
        c.setMinWidth(Region.USE_PREF_SIZE);
        c.setHalignment(HPos.LEFT);
        return c;
    }

    /** A choice of S, N or B (the only key types), bound to a key's type. */
    static ChoiceBox<AttributeType> keyTypes(ObjectProperty<AttributeType> type, String id) {
        ChoiceBox<AttributeType> box = new ChoiceBox<>(
                FXCollections.observableArrayList(AttributeType.S, AttributeType.N, AttributeType.B));
        box.setId(id);
        box.setPrefWidth(72);
        box.valueProperty().bindBidirectional(type);
        return box;
    }

    /** A small button that runs {@code action}. */
    static Button button(String text, String id, Runnable action) {
        Button b = new Button(text);
        b.setId(id);
        b.getStyleClass().add(Styles.SMALL);
        // A command is never cut to "Add r…": the text field beside it gives way instead.
        b.setMinWidth(Region.USE_PREF_SIZE);
        b.setOnAction(e -> action.run());
        return b;
    }

    static Label section(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("inspector-section");
        l.setMaxWidth(Double.MAX_VALUE);
        return l;
    }

    static Label muted(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("inspector-muted");
        return l;
    }
}
