package dev.tablewright.ui.operations;

import dev.tablewright.format.request.MultiOperation;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.ToolBar;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The "Batch & transactions" tab bound to a {@link MultiOperationViewModel}: the operation, its rows
 * and the request as editable CLI JSON on the left; the results (grid per table, DynamoDB JSON,
 * summary, error, history) on the right. Ids start with {@code multi}.
 */
public final class MultiOperationView extends BorderPane {
    private final MultiOperationViewModel vm;
    private final VBox rows = new VBox(6);

    public MultiOperationView(MultiOperationViewModel vm) {
        this.vm = vm;
        ChoiceBox<MultiOperation> operation = new ChoiceBox<>();
        operation.setId("multiOperation");
        operation.getItems().setAll(MultiOperation.values());
        operation.valueProperty().bindBidirectional(vm.operationProperty());
        Button copy = new Button("Copy as CLI command");
        copy.setId("multiCopy");
        copy.setOnAction(e -> {
            ClipboardContent c = new ClipboardContent();
            c.putString(vm.cliCommand());
            Clipboard.getSystemClipboard().setContent(c);
        });
        setTop(TabConnectionView.above(vm.connection(), new ToolBar(operation,
                OperationView.command("multiRun", "Run", vm.runCommand()),
                OperationView.command("multiRetry", "Retry unprocessed", vm.retryUnprocessedCommand()),
                OperationView.command("multiCancel", "Cancel", vm.cancelCommand()), copy,
                SavedOperationsSaveButton.of("multiSave", vm.saver()))));
        SplitPane split = new SplitPane(OperationView.readable(form()), results());
        split.setDividerPositions(0.5);
        setCenter(split);
    }

    private VBox form() {
        Label limit = new Label();
        limit.setId("multiLimit");
        limit.textProperty().bind(vm.limitProperty());
        Button add = new Button("Add row");
        add.setId("multiAddRow");
        add.setOnAction(e -> vm.addRow());
        vm.rows().addListener((ListChangeListener<MultiRow>) c -> rebuildRows());
        vm.operationProperty().addListener(o -> rebuildRows());
        rebuildRows();
        ScrollPane scroll = new ScrollPane(rows);
        scroll.setFitToWidth(true);
        CheckBox consistent = new CheckBox("ConsistentRead");
        consistent.selectedProperty().bindBidirectional(vm.consistentReadProperty());
        consistent.visibleProperty().bind(vm.operationProperty().isEqualTo(MultiOperation.BATCH_GET));
        consistent.managedProperty().bind(consistent.visibleProperty());
        TextField token = new TextField();
        token.setId("multiToken");
        token.setPromptText("ClientRequestToken (optional: makes a retry idempotent)");
        token.textProperty().bindBidirectional(vm.clientRequestTokenProperty());
        token.visibleProperty().bind(vm.operationProperty().isEqualTo(MultiOperation.TRANSACT_WRITE));
        token.managedProperty().bind(token.visibleProperty());
        Label note = new Label();
        note.setId("multiNote");
        note.setWrapText(true);
        note.textProperty().bind(vm.noteProperty());
        TextArea json = new TextArea();
        json.setId("multiJson");
        json.setStyle("-fx-font-family: monospace");
        json.setPrefRowCount(12);
        json.textProperty().bindBidirectional(vm.jsonProperty());
        VBox box = new VBox(6, new HBox(6, add, limit), scroll, consistent, token, note,
                new Label("Request (--cli-input-json, editable)"), json);
        VBox.setVgrow(scroll, Priority.ALWAYS);
        box.setPadding(new Insets(6));
        return box;
    }

    private VBox results() {
        ChoiceBox<String> table = new ChoiceBox<>(vm.results().tables());
        table.setId("multiResultTable");
        table.valueProperty().bindBidirectional(vm.results().shownTableProperty());
        HBox chooser = new HBox(6, new Label("Grid of"), table);
        chooser.visibleProperty().bind(Bindings.size(vm.results().tables()).greaterThan(1));
        chooser.managedProperty().bind(chooser.visibleProperty());
        ResultsPane pane = new ResultsPane("multi", vm);
        VBox box = new VBox(4, chooser, pane);
        VBox.setVgrow(pane, Priority.ALWAYS);
        return box;
    }

    /** Rows added, removed or moved (or a JSON edit read back): their fields are built again. */
    private void rebuildRows() {
        rows.getChildren().clear();
        for (int i = 0; i < vm.rows().size(); i++) {
            rows.getChildren().add(new MultiRowView(vm, i, vm.operationProperty()));
        }
    }
}
