package dev.tablewright.ui.failure;

import javafx.geometry.Insets;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;

/**
 * What stands where a pane could not be built: "The inspector could not show this Access pattern."
 * and Details…, which opens the failure's details. Ids: failedPane, failedPaneText, failedPaneDetails.
 */
public final class FailedPane extends VBox {
    private final Failure failure;

    public FailedPane(Failure failure) {
        super(4);
        this.failure = failure;
        setId("failedPane");
        setPadding(new Insets(12));
        Label text = new Label(failure.what() + ".");
        text.setId("failedPaneText");
        text.setWrapText(true);
        Hyperlink details = new Hyperlink("Details…");
        details.setId("failedPaneDetails");
        details.setOnAction(e -> FailureDetailsDialog.show(getScene().getWindow(), failure));
        getChildren().addAll(text, details);
    }

    public Failure failure() {
        return failure;
    }
}
