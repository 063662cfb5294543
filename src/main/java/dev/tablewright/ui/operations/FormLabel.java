package dev.tablewright.ui.operations;

import javafx.scene.control.Label;
import javafx.scene.layout.Region;

/** A form's label: never cut to "…" when the form is narrow; the fields beside it give way instead. */
final class FormLabel {
    private FormLabel() {
    }

    static Label of(String text) {
        Label label = new Label(text);
        label.setMinWidth(Region.USE_PREF_SIZE);
        return label;
    }
}
