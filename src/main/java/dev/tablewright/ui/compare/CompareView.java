package dev.tablewright.ui.compare;

import dev.tablewright.engine.diff.Change;
import dev.tablewright.format.diff.DiffOutput;
import dev.tablewright.ui.common.Command;
import dev.tablewright.ui.common.FormControls;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The Compare tab: what was compared, the summary, one line per change (as {@code diff} prints it), and
 * below, when there are any, the live items' findings and the notes.
 */
public final class CompareView extends VBox {
    /** Without Plan migration… (a comparison shown on its own). */
    public CompareView(CompareViewModel vm) {
        this(vm, Command.disabled());
    }

    /** @param planMigration Plan migration…: the old side to this document, possible when both are designs */
    public CompareView(CompareViewModel vm, Command planMigration) {
        super(4);
        setId("compareView");
        setPadding(new Insets(6));
        Label heading = new Label();
        heading.setId("compareHeading");
        heading.textProperty().bind(vm.headingProperty());
        heading.setStyle("-fx-font-weight: bold");
        Button plan = FormControls.button("Plan migration…", "comparePlanMigration", planMigration);
        plan.setTooltip(new Tooltip("The steps that carry the old side to this document's design, their costs, "
                + "a dry run, and applying them to a connection"));
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox top = new HBox(8, heading, gap, plan);
        top.setAlignment(Pos.CENTER_LEFT);
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
        getChildren().addAll(top, summary, list, findings);
    }
}
