package dev.tablewright.ui.compare;

import dev.tablewright.aws.connect.Connection;
import dev.tablewright.ui.common.FormControls;
import dev.tablewright.ui.connections.ConnectionCell;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/**
 * The form of File › Compare with › A live table…: connection, live table, the model's table and the
 * sample size; Compare with progress and Cancel. It closes once the result is in the Compare tab.
 */
public final class LiveCompareDialog extends Dialog<ButtonType> {
    public LiveCompareDialog(Window owner, LiveCompareViewModel vm) {
        initOwner(owner);
        setTitle("Compare with a live table");
        setHeaderText("How a live table drifted from this model: keys, indexes, settings, and its items' keys");
        getDialogPane().setId("liveCompareDialog");
        getDialogPane().getButtonTypes().setAll(ButtonType.CLOSE);

        ComboBox<Connection> connection = new ComboBox<>(vm.connections());
        connection.setId("liveCompareConnection");
        connection.valueProperty().bindBidirectional(vm.connectionProperty());
        connection.setCellFactory(l -> new ConnectionCell());
        connection.setButtonCell(new ConnectionCell());
        ComboBox<String> liveTable = new ComboBox<>(vm.liveTables());
        liveTable.setId("liveCompareTable");
        liveTable.valueProperty().bindBidirectional(vm.liveTableProperty());
        ComboBox<String> modelTable = new ComboBox<>(vm.modelTables());
        modelTable.setId("liveCompareModelTable");
        modelTable.valueProperty().bindBidirectional(vm.modelTableProperty());
        Spinner<Integer> sample = new Spinner<>(new SpinnerValueFactory.IntegerSpinnerValueFactory(0, 1_000_000,
                vm.sampleProperty().get(), 100));
        sample.setId("liveCompareSample");
        sample.setEditable(true);
        sample.getValueFactory().valueProperty().bindBidirectional(vm.sampleProperty());

        GridPane form = new GridPane();
        form.setHgap(10);
        form.setVgap(8);
        form.addRow(0, new Label("Connection"), connection);
        form.addRow(1, new Label("Live table"), liveTable);
        form.addRow(2, new Label("Model table"), modelTable);
        form.addRow(3, new Label("Sample items"), sample);

        Button compare = FormControls.button("Compare", "liveCompareRun", vm.compareCommand());
        compare.setDefaultButton(true);
        Button cancel = FormControls.button("Cancel", "liveCompareCancel", vm.cancelCommand());
        ProgressBar bar = new ProgressBar();
        bar.setId("liveCompareProgress");
        bar.setMaxWidth(Double.MAX_VALUE);
        bar.progressProperty().bind(vm.progressProperty());
        bar.visibleProperty().bind(vm.busyProperty());
        Label status = new Label();
        status.setId("liveCompareStatus");
        status.setWrapText(true);
        status.textProperty().bind(vm.statusProperty());
        vm.doneProperty().addListener((o, a, b) -> {
            if (b) {
                close();
            }
        });

        VBox body = new VBox(10, form, new HBox(8, compare, cancel), bar, status);
        body.setPadding(new Insets(10));
        body.setPrefWidth(560);
        getDialogPane().setContent(body);
        setResizable(true);
    }
}
