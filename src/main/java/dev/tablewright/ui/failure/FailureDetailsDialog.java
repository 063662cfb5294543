package dev.tablewright.ui.failure;

import java.nio.file.Path;
import java.util.Optional;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/**
 * Details… of a failure: what failed, the message, the stack trace to copy into a bug report, and
 * where the log is. Shown without waiting for it to close: whatever opened it goes on. Ids: failureDialog, failureMessage, failureTrace,
 * copyFailureDetails, failureLogLine.
 */
public final class FailureDetailsDialog extends Dialog<Void> {

    /** @param log the log file, when there is one */
    public FailureDetailsDialog(Window owner, Failure failure, Optional<Path> log) {
        initOwner(owner);
        setTitle("What failed");
        setHeaderText(failure.what());
        setResizable(true);
        getDialogPane().setId("failureDialog");
        getDialogPane().getButtonTypes().setAll(ButtonType.CLOSE);

        Label message = new Label(failure.message() + (failure.times() > 1 ? " (" + failure.times() + " times)" : ""));
        message.setId("failureMessage");
        message.setWrapText(true);
        TextArea trace = new TextArea(failure.trace());
        trace.setId("failureTrace");
        trace.setEditable(false);
        trace.setStyle("-fx-font-family: monospace");
        trace.setPrefRowCount(16);
        trace.setPrefColumnCount(90);
        VBox.setVgrow(trace, Priority.ALWAYS);
        String logLine = log.map(p -> "Logged in " + p.toAbsolutePath()).orElse("Not logged: there is no log file.");
        Label where = new Label(logLine);
        where.setId("failureLogLine");
        where.setWrapText(true);
        where.setMinHeight(Region.USE_PREF_SIZE);
        Button copy = new Button("Copy details");
        copy.setId("copyFailureDetails");
        copy.setMinWidth(Region.USE_PREF_SIZE);
        copy.setOnAction(e -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(details(failure, logLine));
            Clipboard.getSystemClipboard().setContent(content);
        });
        HBox bottom = new HBox(12, where, copy);
        bottom.setAlignment(Pos.CENTER_LEFT);
        HBox.setHgrow(where, Priority.ALWAYS);
        where.setMaxWidth(Double.MAX_VALUE);
        getDialogPane().setContent(new VBox(8, message, trace, bottom));
    }

    /** Shows a failure's details beside the window, with the app's log file. */
    public static void show(Window owner, Failure failure) {
        new FailureDetailsDialog(owner, failure, FailureLog.file()).show();
    }

    /** What Copy details puts on the clipboard: enough for a bug report. */
    static String details(Failure failure, String logLine) {
        return failure.headline() + "\n" + "Thread \"" + failure.thread() + "\" at " + failure.at() + "\n"
                + logLine + "\n\n" + failure.trace();
    }
}
