package dev.tablewright.ui.common;

import javafx.scene.control.Button;
import javafx.scene.control.RadioButton;
import javafx.scene.control.ToggleGroup;

/** The controls the live dialogs (commit, reverse-engineer) build alike, found by id in the UI tests. */
public final class FormControls {
    private FormControls() {
    }

    /** A button that runs {@code command}, disabled while it cannot. */
    public static Button button(String text, String id, Command command) {
        Button b = new Button(text);
        b.setId(id);
        b.disableProperty().bind(command.notExecutableProperty());
        b.setOnAction(e -> command.execute());
        return b;
    }

    /** One choice of {@code group}, carrying its value as user data. */
    public static RadioButton radio(String text, Object value, ToggleGroup group, String id) {
        RadioButton r = new RadioButton(text);
        r.setUserData(value);
        r.setToggleGroup(group);
        r.setId(id);
        return r;
    }
}
