package dev.tablewright.ui.operations;

import java.util.function.Consumer;
import javafx.beans.value.ObservableValue;
import javafx.scene.control.TextArea;

/**
 * A tab's request as editable CLI JSON: shows what the ViewModel builds, and hands on what the user
 * types (never what it showed itself, so the form's own JSON does not echo back as an edit).
 */
final class RequestJsonArea extends TextArea {
    private boolean showing;

    RequestJsonArea(String id, ObservableValue<String> json, Consumer<String> edited) {
        setId(id);
        setStyle("-fx-font-family: monospace");
        setPrefRowCount(14);
        show(json.getValue());
        json.addListener((o, a, b) -> show(b));
        textProperty().addListener((o, a, b) -> {
            if (!showing) {
                edited.accept(b);
            }
        });
    }

    private void show(String text) {
        if (text.equals(getText())) {
            return;
        }
        showing = true;
        try {
            setText(text);
        } finally {
            showing = false;
        }
    }
}
