package dev.tablewright.ui.inspector;

import java.util.List;
import java.util.function.Function;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableBooleanValue;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/** The controls the settings' sections are made of, bound the same way everywhere. */
final class SettingControls {
    /** Labels of a section's lines are this wide, so the fields line up. */
    private static final double LABEL_WIDTH = 118;

    private SettingControls() {
    }

    /** A choice among {@code values}, named by {@code label}, bound both ways to {@code value}. */
    static <T> ChoiceBox<T> choice(List<T> values, Function<T, String> label, ObjectProperty<T> value, String id) {
        ChoiceBox<T> box = new ChoiceBox<>(FXCollections.observableArrayList(values));
        box.setId(id);
        box.setConverter(new StringConverter<>() {
            @Override
            public String toString(T v) {
                return v == null ? "" : label.apply(v);
            }

            @Override
            public T fromString(String text) {
                return values.stream().filter(v -> label.apply(v).equals(text)).findFirst().orElse(null);
            }
        });
        box.valueProperty().bindBidirectional(value);
        return box;
    }

    static CheckBox check(String text, BooleanProperty value, String id) {
        CheckBox box = new CheckBox(text);
        box.setId(id);
        box.selectedProperty().bindBidirectional(value);
        return box;
    }

    /** A number field: narrow, with a hint of what empty means. */
    static TextField number(CommitField field, String id, String prompt) {
        TextField tf = Fields.text(field, id);
        tf.setPromptText(prompt);
        tf.setPrefColumnCount(6);
        return tf;
    }

    /** "Label   control control": one line of a section. */
    static HBox line(String label, Node... controls) {
        Label l = new Label(label);
        l.setMinWidth(LABEL_WIDTH);
        l.setPrefWidth(LABEL_WIDTH);
        l.setWrapText(true);
        HBox line = new HBox(6, l);
        line.getChildren().addAll(controls);
        line.setAlignment(Pos.CENTER_LEFT);
        for (Node c : controls) {
            if (c instanceof TextField) {
                HBox.setHgrow(c, Priority.ALWAYS);
            }
        }
        return line;
    }

    /** Shows {@code node} only while {@code when} holds, taking no room otherwise. */
    static <N extends Node> N shownWhen(N node, ObservableBooleanValue when) {
        node.visibleProperty().bind(when);
        node.managedProperty().bind(node.visibleProperty());
        return node;
    }

    /** A folded section of the inspector: its content joins the window when first unfolded. */
    static TitledPane section(String title, String id, Node... content) {
        TitledPane pane = new TitledPane(title, null);
        pane.setId(id);
        pane.setAnimated(false);
        pane.setExpanded(false);
        contentWhenUnfolded(pane, new VBox(4, content));
        return pane;
    }

    /**
     * Puts {@code content} in {@code pane} when it is first unfolded (at once if it is): a folded pane's
     * content is styled and laid out with the form all the same, and a table's folded settings were
     * two thirds of the nodes of the window that first shows a model.
     */
    static void contentWhenUnfolded(TitledPane pane, Node content) {
        if (pane.isExpanded()) {
            pane.setContent(content);
            return;
        }
        pane.expandedProperty().addListener(new ChangeListener<Boolean>() {
            @Override
            public void changed(ObservableValue<? extends Boolean> o, Boolean was, Boolean expanded) {
                if (expanded) {
                    pane.expandedProperty().removeListener(this);
                    pane.setContent(content);
                }
            }
        });
    }
}
