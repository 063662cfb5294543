package dev.tablewright.ui.migrate;

import dev.tablewright.ui.common.FormControls;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Separator;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Window;

/**
 * The Migration dialog of Plan migration…: the write rate and item count the estimates are at, each
 * table's count, the steps with their costs, the totals, what DynamoDB refuses (in red: Apply cannot run
 * then), Dry run with each check's verdict, Save plan…, and Apply to a connection ({@link ApplyPane}).
 * It is not modal: the window stays usable while a migration runs. Esc closes it.
 */
public final class MigrationDialog extends Dialog<ButtonType> {
    public MigrationDialog(Window owner, MigrationViewModel vm, ApplyPane apply) {
        initOwner(owner);
        initModality(Modality.NONE);
        setTitle("Plan migration");
        headerTextProperty().bind(vm.headingProperty());
        getDialogPane().setId("migrationDialog");
        getDialogPane().getButtonTypes().setAll(ButtonType.CLOSE);

        TextField rate = FormControls.boundField("migrationWriteRate", "1000", vm.writeRateProperty());
        rate.setPrefColumnCount(7);
        TextField items = FormControls.boundField("migrationItems", vm.fromModelFile() ? "the design's expected count"
                : "the table's ItemCount", vm.itemsProperty());
        items.setPrefColumnCount(14);
        items.setTooltip(new Tooltip("How many items each table holds; empty: the live table's ItemCount, "
                + "else the design's expected item count"));
        HBox facts = new HBox(8, new Label("Write rate (WCU/s)"), rate, new Label("Items"), items);
        facts.setAlignment(javafx.geometry.Pos.CENTER_LEFT);

        Label tables = new Label();
        tables.setId("migrationTables");
        tables.setWrapText(true);
        tables.textProperty().bind(Bindings.createStringBinding(() -> String.join("\n", vm.tables()), vm.tables()));

        TableView<StepRow> steps = steps(vm);
        VBox.setVgrow(steps, Priority.ALWAYS);

        Label refusedTitle = new Label("Refused: DynamoDB cannot do these at all, so the plan cannot be applied");
        refusedTitle.setStyle("-fx-text-fill: #c0392b; -fx-font-weight: bold");
        ListView<String> refusals = new ListView<>(vm.refusals());
        refusals.setId("migrationRefusals");
        refusals.setPrefHeight(70);
        refusals.setStyle("-fx-control-inner-background: #fdecea");
        VBox refused = new VBox(4, refusedTitle, refusals);
        refused.visibleProperty().bind(Bindings.isNotEmpty(vm.refusals()));
        refused.managedProperty().bind(refused.visibleProperty());

        Label totals = new Label();
        totals.setId("migrationTotals");
        totals.setWrapText(true);
        totals.textProperty().bind(vm.totalsProperty());
        totals.setStyle("-fx-font-weight: bold");

        Button dryRun = FormControls.button("Dry run", "migrationDryRun", vm.dryRunCommand());
        if (!vm.fromModelFile()) {
            dryRun.setTooltip(new Tooltip("A dry run applies the plan to the old design's sample items: a live table "
                    + "has none in a model"));
        }
        Button save = FormControls.button("Save plan…", "migrationSavePlan", vm.saving().saveCommand());
        Label saved = new Label();
        saved.setId("migrationSavedFile");
        saved.textProperty().bind(vm.saving().savedFileProperty().map(p -> "Saved as " + p.getFileName()).orElse(""));
        HBox actions = new HBox(8, dryRun, save, saved);
        actions.setAlignment(javafx.geometry.Pos.CENTER_LEFT);

        ListView<CheckRow> checks = new ListView<>(vm.checks());
        checks.setId("migrationChecks");
        checks.setPrefHeight(140);
        checks.setCellFactory(l -> new ListCell<>() {
            @Override
            protected void updateItem(CheckRow c, boolean empty) {
                super.updateItem(c, empty);
                setText(empty || c == null ? null : c.line() + c.differences().stream().map(d -> "\n    - " + d)
                        .reduce("", String::concat));
                setStyle(empty || c == null || c.holds() ? "" : "-fx-text-fill: #c0392b");
            }
        });
        Label verdict = new Label();
        verdict.setId("migrationVerdict");
        verdict.textProperty().bind(vm.verdictProperty());
        VBox dry = new VBox(4, checks, verdict);
        dry.visibleProperty().bind(Bindings.isNotEmpty(vm.checks()));
        dry.managedProperty().bind(dry.visibleProperty());

        Label status = new Label();
        status.setId("migrationStatus");
        status.setWrapText(true);
        status.textProperty().bind(vm.statusProperty());

        VBox body = new VBox(8, facts, tables, steps, refused, totals, actions, dry, status, new Separator(), apply);
        body.setPadding(new Insets(10));
        body.setPrefSize(980, 760);
        getDialogPane().setContent(body);
        getDialogPane().setMinWidth(Region.USE_PREF_SIZE); // the theme would keep a dialog narrower than the steps
        setResizable(true);
    }

    private static TableView<StepRow> steps(MigrationViewModel vm) {
        TableView<StepRow> table = new TableView<>(vm.steps());
        table.setId("migrationSteps");
        table.setPlaceholder(new Label("No steps"));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS); // no sideways scrolling
        table.getColumns().add(column("#", 36, r -> String.valueOf(r.number())));
        table.getColumns().add(column("Table", 90, StepRow::table));
        table.getColumns().add(column("Kind", 110, StepRow::kind));
        table.getColumns().add(column("Step", 260, StepRow::summary));
        table.getColumns().add(column("Why", 220, StepRow::why));
        table.getColumns().add(column("Undo", 140, StepRow::undo));
        table.getColumns().add(column("Estimate", 230, StepRow::estimate));
        table.setRowFactory(t -> new TableRow<>() {
            @Override
            protected void updateItem(StepRow r, boolean empty) {
                super.updateItem(r, empty);
                // The whole step on hover: the columns cut long sentences.
                setTooltip(empty || r == null ? null : new Tooltip(r.summary() + "\nid: " + r.id() + "\nwhy: " + r.why()
                        + "\n" + r.undo() + "\nestimate: " + r.estimate() + " (" + r.basis() + ")"));
                setStyle(empty || r == null || r.reversible() ? "" : "-fx-font-weight: bold");
            }
        });
        return table;
    }

    private static TableColumn<StepRow, String> column(String title, double width, Function<StepRow, String> value) {
        TableColumn<StepRow, String> c = new TableColumn<>(title);
        c.setPrefWidth(width);
        c.setCellValueFactory(d -> (ObservableValue<String>) new ReadOnlyObjectWrapper<>(value.apply(d.getValue())));
        return c;
    }
}
