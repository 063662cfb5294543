package dev.tablewright.ui.operations;

import static dev.tablewright.ui.common.FormControls.boundField;

import javafx.beans.property.StringProperty;
import javafx.geometry.Insets;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.ToolBar;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;

/**
 * The Vector search tab: table, vector index, vector, TopK, condition and projection with the request
 * as {@code --cli-input-json} (editable both ways, as the Query tab's) on the left; the results (score first) on the right. Run (Ctrl+Enter) goes
 * through the ViewModel's command, so the FX thread never waits.
 */
public final class VectorSearchView extends BorderPane {
    public VectorSearchView(VectorSearchViewModel vm) {
        setTop(TabConnectionView.above(vm.connection(), new ToolBar(OperationView.command("vsRun", "Search", vm.runCommand()),
                OperationView.command("vsCancel", "Cancel", vm.cancelCommand()), copy(vm),
                SavedOperationsSaveButton.of("vsSave", vm.saver()))));
        // The form scrolls: its request JSON, now edited too, stays within reach in a short window.
        ScrollPane form = OperationView.readable(new ScrollPane(form(vm)));
        form.setId("vsForm");
        form.setFitToWidth(true);
        SplitPane split = new SplitPane(form, new ResultsPane("vs", vm));
        split.setDividerPositions(0.45);
        setCenter(split);
        new ComparisonWindow(vm.comparison(), this);
        setOnKeyPressed(e -> {
            if (e.isShortcutDown() && e.getCode() == KeyCode.ENTER && vm.runCommand().isExecutable()) {
                vm.runCommand().execute();
                e.consume();
            }
        });
    }

    private static javafx.scene.control.Button copy(VectorSearchViewModel vm) {
        javafx.scene.control.Button copy = new javafx.scene.control.Button("Copy as CLI command");
        copy.setId("vsCopyCli");
        copy.disableProperty().bind(vm.runCommand().notExecutableProperty());
        copy.setOnAction(e -> {
            javafx.scene.input.ClipboardContent c = new javafx.scene.input.ClipboardContent();
            c.putString(vm.cliCommand());
            javafx.scene.input.Clipboard.getSystemClipboard().setContent(c);
        });
        return copy;
    }

    private static VBox form(VectorSearchViewModel vm) {
        ComboBox<String> table = combo("vsTable", vm.tables(), vm.tableProperty());
        ComboBox<String> index = combo("vsIndex", vm.indexes(), vm.indexProperty());
        TextArea vector = new TextArea();
        vector.setId("vsVector");
        vector.setStyle("-fx-font-family: monospace");
        vector.setPromptText("[0.1, 0.2, 0.3]");
        vector.setPrefRowCount(3);
        vector.setWrapText(true);
        vector.textProperty().bindBidirectional(vm.vectorProperty());
        TextField topK = boundField("vsTopK", "1–100", vm.topKProperty());
        TextField condition = boundField("vsCondition", "category = footwear AND brand = Stridewell",
                vm.conditionProperty());
        TextField projection = boundField("vsProjection", "the index's projected attributes", vm.projectionProperty());
        Label meaning = new Label();
        meaning.setId("vsMeaning");
        meaning.textProperty().bind(vm.meaningProperty());
        Label note = new Label();
        note.setId("vsNote");
        note.setWrapText(true);
        note.textProperty().bind(vm.noteProperty());
        TextArea json = new RequestJsonArea("vsJson", vm.jsonProperty(), vm::editJson);
        VBox box = new VBox(6, new Label("Table"), table,
                PatternPicker.row("vs", vm::patterns, false, vm::usePattern, vm::comparePattern, vm.comparisonProperty()),
                new Label("Vector index"), index,
                new Label("Search vector"), vector, new Label("TopK"), topK,
                new Label("Condition (search-schema attributes, = only, joined by AND)"), condition,
                new Label("Projection (attribute names, comma separated)"), projection, meaning, note,
                new Label("Request (--cli-input-json)"), json);
        box.setPadding(new Insets(6));
        return box;
    }

    private static ComboBox<String> combo(String id, javafx.collections.ObservableList<String> items, StringProperty value) {
        ComboBox<String> c = new ComboBox<>(items);
        c.setId(id);
        c.setEditable(true);
        c.valueProperty().bindBidirectional(value);
        return c;
    }

}
