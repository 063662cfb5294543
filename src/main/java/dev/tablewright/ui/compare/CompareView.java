package dev.tablewright.ui.compare;

import dev.tablewright.engine.diff.Change;
import dev.tablewright.format.diff.DiffOutput;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The Compare tab: what was compared, the summary, one line per change (as {@code diff} prints it), and
 * below, when there are any, the live items' findings and the notes.
 */
public final class CompareView extends VBox {
    public CompareView(CompareViewModel vm) {
        super(4);
        setId("compareView");
        setPadding(new Insets(6));
        Label heading = new Label();
        heading.setId("compareHeading");
        heading.textProperty().bind(vm.headingProperty());
        heading.setStyle("-fx-font-weight: bold");
        Label summary = new Label();
        summary.setId("compareSummary");
        summary.textProperty().bind(vm.summaryProperty());
        ListView<Change> list = new ListView<>(vm.changes());
        list.setId("compareChanges");
        list.setCellFactory(v -> new ListCell<>() {
            @Override
            protected void updateItem(Change c, boolean empty) {
                super.updateItem(c, empty);
                String line = empty || c == null ? null : DiffOutput.line(c);
                setText(line);
                setTooltip(line == null ? null : new Tooltip(line)); // a long line is cut by the tab's width
            }
        });
        list.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> vm.select(b));
        VBox.setVgrow(list, Priority.ALWAYS);
        // What the changes cannot show: the live items' findings, notes on what was not compared, warnings.
        ListView<String> findings = new ListView<>(vm.findings());
        findings.setId("compareFindings");
        findings.setPrefHeight(120);
        findings.visibleProperty().bind(javafx.beans.binding.Bindings.isNotEmpty(vm.findings()));
        findings.managedProperty().bind(findings.visibleProperty());
        getChildren().addAll(heading, summary, list, findings);
    }
}
