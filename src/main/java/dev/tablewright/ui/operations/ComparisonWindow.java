package dev.tablewright.ui.operations;

import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * A comparison with the Sandbox, side by side in a window of its own ({@code opCompareWindow}): its one
 * line and the {@link ComparisonTable}. A query tab sits between the model tree and the inspector and
 * above Problems, too small for four columns of keys and values; a window is as big as the user makes
 * it. It comes up when a comparison finds differences, stays until closed, and closes with its tab.
 */
final class ComparisonWindow {
    private final PatternComparison comparison;
    private final Node tab;
    private Stage stage;

    /** @param tab the query tab's view: the window belongs to its window and goes when it leaves the scene */
    ComparisonWindow(PatternComparison comparison, Node tab) {
        this.comparison = comparison;
        this.tab = tab;
        comparison.finishedProperty().addListener((o, a, b) -> {
            if (!comparison.rows().isEmpty()) {
                show();
            } else if (stage != null) {
                stage.hide(); // the sides agree now: nothing to show side by side
            }
        });
        tab.sceneProperty().addListener((o, a, scene) -> {
            if (scene == null && stage != null) {
                stage.hide();
            }
        });
    }

    private void show() {
        if (tab.getScene() == null) {
            return;
        }
        if (stage == null) {
            stage = build(tab.getScene().getWindow());
        }
        stage.show();
        stage.toFront();
    }

    private Stage build(Window owner) {
        Label summary = new Label();
        summary.setId("opCompareTitle");
        summary.setWrapText(true);
        summary.textProperty().bind(comparison.textProperty());
        ComparisonTable table = new ComparisonTable(comparison);
        VBox.setVgrow(table, Priority.ALWAYS);
        VBox root = new VBox(6, summary, table);
        root.setId("opCompareWindow");
        root.setPadding(new Insets(8));
        Scene scene = new Scene(root, 900, 420);
        scene.getStylesheets().setAll(owner.getScene().getStylesheets());
        Stage s = new Stage();
        s.initOwner(owner);
        s.titleProperty().bind(Bindings.concat("Compared with the Sandbox: ", comparison.patternProperty()));
        s.setScene(scene);
        return s;
    }
}
