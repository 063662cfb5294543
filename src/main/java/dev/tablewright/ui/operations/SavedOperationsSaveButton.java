package dev.tablewright.ui.operations;

import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.TextInputDialog;
import javafx.stage.Window;

/**
 * A tab's "Save…" button: asks for a name (an existing one asks whether to replace it) and saves
 * the tab's request into the model. Enabled once the tab has a model to save into.
 */
public final class SavedOperationsSaveButton {
    private SavedOperationsSaveButton() {
    }

    /** @param id the button's id ({@code opSave}, {@code itemSave}, {@code pqlSave}) */
    public static Button of(String id, SavedOperationsSaver saver) {
        Button save = new Button("Save…");
        save.setId(id);
        save.disableProperty().bind(saver.availableProperty().not());
        save.setOnAction(e -> ask(saver, save.getScene() == null ? null : save.getScene().getWindow()));
        return save;
    }

    private static void ask(SavedOperationsSaver saver, Window owner) {
        TextInputDialog dialog = new TextInputDialog();
        dialog.setTitle("Save operation");
        dialog.setHeaderText("Save this request in the model, under a name");
        dialog.getEditor().setId("savedOperationName");
        dialog.initOwner(owner);
        dialog.showAndWait().filter(name -> !saver.taken(name) || confirmReplace(name, owner))
                .flatMap(saver::save).ifPresent(refusal -> {
                    Alert alert = new Alert(Alert.AlertType.WARNING, refusal, ButtonType.OK);
                    alert.setHeaderText("The operation was not saved");
                    alert.initOwner(owner);
                    alert.showAndWait();
                });
    }

    private static boolean confirmReplace(String name, Window owner) {
        Alert confirm = new Alert(Alert.AlertType.CONFIRMATION, "A saved operation named '" + name.strip()
                + "' exists. Replace it with this request?", ButtonType.YES, ButtonType.NO);
        confirm.setHeaderText("Replace '" + name.strip() + "'?");
        confirm.initOwner(owner);
        return confirm.showAndWait().filter(b -> b == ButtonType.YES).isPresent();
    }
}
