package dev.tablewright.ui.commit;

import dev.tablewright.aws.commit.ExistingTables;
import dev.tablewright.aws.connect.Connection;
import dev.tablewright.ui.common.FormControls;
import dev.tablewright.ui.connections.ConnectionCell;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/**
 * The form of Model › Commit to connection…: connection, tables (each with what the connection has of
 * that name once checked), what to do with existing ones (replacing asks for their names), then
 * Commit with its progress, Cancel, and the report. It stays open while the commit runs; closing it
 * leaves the commit running in the status bar's tasks.
 */
public final class CommitDialog extends Dialog<ButtonType> {
    public CommitDialog(Window owner, CommitViewModel vm) {
        initOwner(owner);
        setTitle("Commit to connection");
        setHeaderText("Create the model's tables on a connection and write their sample items");
        getDialogPane().setId("commitDialog");
        getDialogPane().getButtonTypes().setAll(ButtonType.CLOSE);

        ComboBox<Connection> connection = new ComboBox<>(vm.connections());
        connection.setId("commitConnection");
        connection.valueProperty().bindBidirectional(vm.connectionProperty());
        connection.setCellFactory(l -> new ConnectionCell());
        connection.setButtonCell(new ConnectionCell());

        VBox tables = new VBox(4);
        tables.setId("commitTables");
        Runnable fill = () -> tables.getChildren().setAll(vm.tables().stream().map(t -> {
            CheckBox box = new CheckBox(t.name());
            box.setId("commitTable-" + t.name());
            box.selectedProperty().bindBidirectional(t.chosenProperty());
            Label live = new Label();
            live.textProperty().bind(t.liveProperty());
            live.getStyleClass().add("text-muted");
            return (javafx.scene.Node) new HBox(10, box, live);
        }).toList());
        vm.tables().addListener((ListChangeListener<CommitViewModel.TableChoice>) c -> {
            if (tables.getChildren().size() != vm.tables().size()) {
                fill.run();
            }
        });
        fill.run();

        ToggleGroup group = new ToggleGroup();
        RadioButton refuse = FormControls.radio("Stop if a table exists", ExistingTables.REFUSE, group, "commitRefuse");
        RadioButton add = FormControls.radio("Add to it: write the items, add missing GSIs (same keys)", ExistingTables.ADD, group,
                "commitAdd");
        RadioButton resume = FormControls.radio("Resume: write only the items it lacks (nothing deleted)",
                ExistingTables.RESUME, group, "commitResume");
        RadioButton replace = FormControls.radio("Replace it: delete and create anew (its items are lost)", ExistingTables.REPLACE,
                group, "commitReplace");
        group.selectToggle(switch (vm.existingProperty().get()) {
            case ADD -> add;
            case RESUME -> resume;
            case REPLACE -> replace;
            default -> refuse;
        });
        group.selectedToggleProperty().addListener((o, a, b) -> {
            if (b != null) {
                vm.existingProperty().set((ExistingTables) b.getUserData());
            }
        });
        TextField typed = new TextField();
        typed.setId("commitTypedNames");
        typed.setPromptText("type the names of the tables to replace");
        typed.textProperty().bindBidirectional(vm.typedNamesProperty());
        typed.visibleProperty().bind(Bindings.createBooleanBinding(() -> vm.existingProperty().get()
                == ExistingTables.REPLACE && !vm.tablesToReplace().isEmpty(), vm.existingProperty(), vm.tables()));
        typed.managedProperty().bind(typed.visibleProperty());

        Button check = FormControls.button("Check", "commitCheck", vm.checkCommand());
        Button commit = FormControls.button("Commit", "commitRun", vm.commitCommand());
        commit.setDefaultButton(true);
        Button cancel = FormControls.button("Cancel", "commitCancel", vm.cancelCommand());
        Label blocker = new Label();
        blocker.setId("commitBlocker");
        blocker.setWrapText(true);
        blocker.textProperty().bind(vm.blockerProperty());
        blocker.getStyleClass().add("text-muted");
        Label settingPreview = new Label();
        settingPreview.setId("commitSettingPreview");
        settingPreview.setWrapText(true);
        settingPreview.textProperty().bind(vm.settingPreviewProperty());
        settingPreview.managedProperty().bind(settingPreview.textProperty().isNotEmpty());
        ProgressBar bar = new ProgressBar();
        bar.setId("commitProgress");
        bar.setMaxWidth(Double.MAX_VALUE);
        bar.progressProperty().bind(vm.progressProperty());
        bar.visibleProperty().bind(vm.busyProperty());
        Label status = new Label();
        status.setId("commitStatus");
        status.setWrapText(true);
        status.textProperty().bind(vm.statusProperty());
        TextArea report = new TextArea();
        report.setId("commitReport");
        report.setEditable(false);
        report.setPrefRowCount(6);
        report.setStyle("-fx-font-family: monospace");
        report.textProperty().bind(vm.reportProperty());

        GridPane form = new GridPane();
        form.setHgap(10);
        form.setVgap(8);
        form.addRow(0, new Label("Connection"), connection);
        form.addRow(1, new Label("Tables"), tables);
        Label existing = new Label("Existing tables");
        existing.setMinWidth(Region.USE_PREF_SIZE); // the choices wrap, never the label
        form.addRow(2, existing, new VBox(4, refuse, add, resume, replace, typed));
        VBox body = new VBox(10, form, new HBox(8, check, commit, cancel), blocker, settingPreview, bar, status,
                report);
        body.setPadding(new Insets(10));
        body.setPrefWidth(620);
        getDialogPane().setContent(body);
        setResizable(true);
    }
}
