package dev.tablewright.ui.explorer;

import java.util.Optional;
import java.util.function.Function;
import javafx.event.ActionEvent;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/**
 * One live item as DynamoDB JSON to edit (Edit as JSON, Add, Duplicate). The action button hands the
 * text to the ViewModel; a refusal (bad JSON, a changed key) keeps the dialog open with the reason and
 * the text as typed, so nothing is lost. Ids: itemJsonText, itemJsonError.
 */
final class ItemJsonDialog extends Dialog<ButtonType> {

    /**
     * @param submit takes the text; empty when accepted (the write starts), else why it was refused
     */
    ItemJsonDialog(Window owner, String title, String json, String action, Function<String, Optional<String>> submit) {
        initOwner(owner);
        setTitle(title);
        setHeaderText(title);
        setResizable(true);
        TextArea text = new TextArea(json);
        text.setId("itemJsonText");
        text.setStyle("-fx-font-family: monospace");
        text.setPrefRowCount(18);
        text.setPrefColumnCount(60);
        Label error = new Label();
        error.setId("itemJsonError");
        error.setWrapText(true);
        error.setStyle("-fx-text-fill: #b00020");
        getDialogPane().setContent(new VBox(6, text, error));
        ButtonType go = new ButtonType(action, ButtonBar.ButtonData.OK_DONE);
        getDialogPane().getButtonTypes().setAll(go, ButtonType.CANCEL);
        getDialogPane().lookupButton(go).addEventFilter(ActionEvent.ACTION, e -> {
            Optional<String> refused = submit.apply(text.getText());
            if (refused.isPresent()) {
                error.setText(refused.get());
                e.consume(); // stays open with what was typed
            }
        });
    }
}
