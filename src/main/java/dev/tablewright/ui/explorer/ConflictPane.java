package dev.tablewright.ui.explorer;

import dev.tablewright.ui.common.FormControls;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * A write that met someone else's change: "You read", "Now in the table" and "Your edit" side by side
 * as DynamoDB JSON, with Keep theirs, Write mine over theirs and Dismiss. Shown only while there is a
 * conflict. Ids: conflictPane, conflictTitle, conflictRead, conflictCurrent, conflictMine,
 * conflictKeepTheirs, conflictWriteMine, conflictDismiss.
 */
final class ConflictPane extends VBox {

    ConflictPane(LiveConflicts vm) {
        super(6);
        setId("conflictPane");
        setPadding(new Insets(6));
        setStyle("-fx-border-color: #b00020; -fx-border-width: 1");
        Label title = new Label();
        title.setId("conflictTitle");
        title.setStyle("-fx-font-weight: bold");
        TextArea read = version("conflictRead");
        TextArea current = version("conflictCurrent");
        TextArea mine = version("conflictMine");
        HBox versions = new HBox(6, column("You read", read), column("Now in the table", current),
                column("Your edit", mine));
        Button keep = button("conflictKeepTheirs", "Keep theirs", vm::keepTheirs);
        Button write = button("conflictWriteMine", "Write mine over theirs", vm::writeMine);
        Button dismiss = button("conflictDismiss", "Dismiss", vm::dismiss);
        HBox actions = new HBox(6, keep, write, dismiss);
        actions.setAlignment(Pos.CENTER_LEFT);
        getChildren().addAll(title, versions, actions);
        managedProperty().bind(visibleProperty());
        setVisible(false);
        vm.conflictProperty().addListener((o, a, c) -> {
            // Filled before shown: the pane never appears with the last conflict's versions.
            setVisible(false);
            if (c != null) {
                title.setText(c.title() + ": nothing was written.");
                read.setText(c.read().isEmpty() ? "(no item: you were adding it)" : c.read());
                current.setText(c.current().isEmpty() ? "(no item: it was deleted)" : c.current());
                mine.setText(c.mine().isEmpty() ? "(no item: you were deleting it)" : c.mine());
                write.setText(c.mine().isEmpty() ? "Delete theirs too" : "Write mine over theirs");
                setVisible(true);
            }
        });
    }

    private static TextArea version(String id) {
        TextArea a = new TextArea();
        a.setId(id);
        a.setEditable(false);
        a.setWrapText(false);
        a.setPrefRowCount(10);
        a.setStyle("-fx-font-family: monospace");
        return a;
    }

    private static VBox column(String heading, TextArea text) {
        VBox box = new VBox(2, new Label(heading), text);
        HBox.setHgrow(box, Priority.ALWAYS);
        return box;
    }

    private static Button button(String id, String text, Runnable action) {
        return FormControls.actionButton(id, text, action);
    }
}
