package dev.tablewright.ui.common;

import javafx.beans.property.StringProperty;
import javafx.scene.control.Button;
import javafx.scene.control.MenuItem;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;

/** The controls the views build alike, found by id in the UI tests. */
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

    /** A button found by {@code id} that runs {@code action}. */
    public static Button actionButton(String id, String text, Runnable action) {
        Button b = new Button(text);
        b.setId(id);
        b.setOnAction(e -> action.run());
        return b;
    }

    /** A button found by {@code id} that runs {@code command}, disabled while it cannot run. */
    public static Button commandButton(String id, String text, Command command) {
        Button b = actionButton(id, text, command::execute);
        b.disableProperty().bind(command.notExecutableProperty());
        return b;
    }

    /** A menu item found by {@code id} that runs {@code command}, disabled while it cannot run. */
    public static MenuItem commandItem(String id, String text, Command command) {
        MenuItem item = menuItem(id, text, command::execute);
        item.disableProperty().bind(command.notExecutableProperty());
        return item;
    }

    /** A menu item found by {@code id} that runs {@code action}. */
    public static MenuItem menuItem(String id, String text, Runnable action) {
        MenuItem item = new MenuItem(text);
        item.setId(id);
        item.setOnAction(e -> action.run());
        return item;
    }

    /** A text field found by {@code id}, showing {@code prompt} while empty, bound both ways to {@code text}. */
    public static TextField boundField(String id, String prompt, StringProperty text) {
        TextField f = new TextField();
        f.setId(id);
        f.setPromptText(prompt);
        f.textProperty().bindBidirectional(text);
        return f;
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
