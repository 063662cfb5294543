package dev.tablewright.ui.pivot;

import static dev.tablewright.ui.common.FormControls.boundField;

import dev.tablewright.model.AttributeValue;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.StringProperty;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * A vector index's tab: the search form above (sample item or pasted vector, TopK, partition value,
 * filters, Search with Ctrl+Enter), the results below, score first, vectors compact. Searches go through
 * the ViewModel's command, so the FX thread never waits.
 */
public final class VectorPanelView extends BorderPane {
    private final TableView<GridRow> results = new TableView<>();
    private final VectorPanelViewModel vm;

    public VectorPanelView(VectorPanelViewModel vm) {
        this.vm = vm;
        GridPane form = new GridPane();
        form.setHgap(6);
        form.setVgap(6);
        form.setPadding(new Insets(6));
        int row = 0;
        ComboBox<String> sample = new ComboBox<>(vm.samples());
        sample.setId("vpSample");
        sample.setPromptText("a sample item's vector");
        sample.valueProperty().bindBidirectional(vm.sampleProperty());
        form.addRow(row++, new Label("Sample item"), sample);
        TextArea vector = new TextArea();
        vector.setId("vpVector");
        vector.setPromptText("or paste a vector: [0.1, 0.2, …]");
        vector.setPrefRowCount(2);
        vector.setWrapText(true);
        vector.textProperty().bindBidirectional(vm.vectorProperty());
        GridPane.setHgrow(vector, Priority.ALWAYS);
        form.addRow(row++, new Label("Vector"), vector);
        form.addRow(row++, new Label("TopK"), boundField("vpTopK", "1–100", vm.topKProperty()));
        if (!vm.partitionAttributeProperty().get().isEmpty()) {
            ComboBox<String> partition = new ComboBox<>(vm.partitionValues());
            partition.setId("vpPartition");
            partition.setEditable(true);
            partition.valueProperty().bindBidirectional(vm.partitionProperty());
            form.addRow(row++, new Label(vm.partitionAttributeProperty().get() + " ="), partition);
        }
        for (var f : vm.filters().entrySet()) {
            form.addRow(row++, new Label(f.getKey() + " ="), boundField("vpFilter-" + f.getKey(), "any", f.getValue()));
        }
        Button search = new Button("Search");
        search.setId("vpSearch");
        search.disableProperty().bind(vm.searchCommand().notExecutableProperty());
        search.setOnAction(e -> vm.searchCommand().execute());
        form.addRow(row++, search, label("vpNote", vm.noteProperty()));
        Label meaning = label("vpMeaning", vm.meaningProperty());
        Label summary = label("vpSummary", vm.summaryProperty());
        Label error = label("vpError", vm.errorProperty());
        error.setStyle("-fx-text-fill: #b00020");
        results.setId("vpResults");
        vm.gridProperty().addListener((o, a, b) -> show(b));
        setTop(form);
        VBox bottom = new VBox(4, new VBox(2, meaning, summary, error), results);
        VBox.setVgrow(results, Priority.ALWAYS);
        bottom.setPadding(new Insets(6));
        setCenter(bottom);
        setOnKeyPressed(e -> {
            if (e.isShortcutDown() && e.getCode() == KeyCode.ENTER && vm.searchCommand().isExecutable()) {
                vm.searchCommand().execute();
                e.consume();
            }
        });
    }

    private void show(GridSnapshot grid) {
        results.getColumns().clear();
        if (grid == null) {
            results.getItems().clear();
            return;
        }
        for (var column : grid.columns()) {
            TableColumn<GridRow, AttributeValue> c = new TableColumn<>(column.name());
            c.setSortable(false); // nearest first is the point
            c.setCellValueFactory(v -> new ReadOnlyObjectWrapper<>(v.getValue().value(column.name())));
            boolean vector = column.name().equals(vm.vectorAttribute());
            c.setCellFactory(x -> new ValueCell<>(vector)); // VectorText: compact, in full as the tooltip
            results.getColumns().add(c);
        }
        results.getItems().setAll(grid.rows());
    }

    private static Label label(String id, javafx.beans.value.ObservableValue<String> text) {
        Label l = new Label();
        l.setId(id);
        l.setWrapText(true);
        l.textProperty().bind(text);
        return l;
    }

}
