package dev.tablewright.ui.operations;

import dev.tablewright.operation.form.FilterOp;
import dev.tablewright.operation.form.FilterRow;
import dev.tablewright.operation.form.SortOp;
import dev.tablewright.operation.read.ReadForm;
import dev.tablewright.operation.read.ReadKind;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextFormatter;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import java.util.List;

/** The Query/Scan form's controls, bound to a {@link ReadFormViewModel}. */
final class ReadFormView extends VBox {
    private final ReadFormViewModel vm;
    private final GridPane keys = new GridPane();

    ReadFormView(ReadFormViewModel vm) {
        super(8);
        this.vm = vm;
        setPadding(new Insets(8));
        ChoiceBox<ReadKind> kind = new ChoiceBox<>();
        kind.setId("opKind");
        kind.getItems().setAll(ReadKind.values());
        kind.valueProperty().bindBidirectional(vm.kindProperty());
        ComboBox<String> table = new ComboBox<>(vm.tables());
        table.setId("opTable");
        table.valueProperty().bindBidirectional(vm.tableProperty());
        ComboBox<String> index = new ComboBox<>(vm.indexes());
        index.setId("opIndex");
        index.setConverter(new StringConverter<>() {
            @Override
            public String toString(String s) {
                return s == null || s.isEmpty() ? "(table)" : s;
            }

            @Override
            public String fromString(String s) {
                return "(table)".equals(s) ? "" : s;
            }
        });
        index.valueProperty().bindBidirectional(vm.indexProperty());
        // The narrow form cut the table's and the index's names to "…": they keep their width, the
        // kind (a short word in a wide box) gives way.
        table.setMinWidth(Region.USE_PREF_SIZE);
        index.setMinWidth(Region.USE_PREF_SIZE);
        HBox pickers = new HBox(6, kind, FormLabel.of("Table"), table, FormLabel.of("Index"), index);

        keys.setHgap(6);
        keys.setVgap(4);
        keys.visibleProperty().bind(vm.kindProperty().isEqualTo(ReadKind.QUERY));
        keys.managedProperty().bind(keys.visibleProperty());
        vm.partitionFields().addListener((ListChangeListener<KeyField>) c -> rebuildKeys());
        vm.sortFields().addListener((ListChangeListener<KeyField>) c -> rebuildKeys());
        rebuildKeys();

        Button addFilter = new Button("Add filter");
        addFilter.setId("opAddFilter");
        addFilter.setOnAction(e -> vm.filters().add(FilterRow.of("", FilterOp.EQ, "")));

        TextField projection = field("opProjection", "attributes, comma-separated (blank: whole items)");
        projection.textProperty().bindBidirectional(vm.projectionProperty());
        TextField limit = field("opLimit", "none");
        limit.setPrefColumnCount(4);
        limit.textProperty().bindBidirectional(vm.limitProperty());
        CheckBox forward = new CheckBox("ScanIndexForward");
        forward.selectedProperty().bindBidirectional(vm.scanForwardProperty());
        forward.visibleProperty().bind(vm.kindProperty().isEqualTo(ReadKind.QUERY));
        forward.managedProperty().bind(forward.visibleProperty());
        forward.setMinWidth(Region.USE_PREF_SIZE);
        CheckBox consistent = new CheckBox("ConsistentRead");
        consistent.setMinWidth(Region.USE_PREF_SIZE); // the limit field gives way, not the option's name
        consistent.selectedProperty().bindBidirectional(vm.consistentReadProperty());
        Spinner<Integer> segments = new Spinner<>(1, ReadForm.MAX_SEGMENTS, vm.segmentsProperty().get());
        segments.setId("opSegments");
        segments.setPrefWidth(80);
        segments.setMinWidth(Region.USE_PREF_SIZE); // squeezed, a spinner hides its own number
        // Typed too (8 is quicker typed than clicked), digits only so the value factory never sees text.
        segments.setEditable(true);
        segments.getEditor().setTextFormatter(new TextFormatter<>(change ->
                change.getControlNewText().matches("\\d{0,3}") ? change : null));
        // An emptied field commits as the value it had, never null, and shows it again when left (an
        // unchanged value does not rewrite the spinner's text).
        segments.getEditor().focusedProperty().addListener((o, was, now) -> {
            if (!now && segments.getEditor().getText().isBlank()) {
                segments.getEditor().setText(String.valueOf(segments.getValue()));
            }
        });
        segments.getValueFactory().setConverter(new StringConverter<>() {
            @Override
            public String toString(Integer value) {
                return value == null ? "" : value.toString();
            }

            @Override
            public Integer fromString(String text) {
                return text == null || text.isBlank() ? segments.getValue() : Integer.valueOf(text);
            }
        });
        segments.valueProperty().addListener((o, a, b) -> vm.segmentsProperty().set(b));
        vm.segmentsProperty().addListener((o, a, b) -> segments.getValueFactory().setValue(b.intValue()));
        HBox scanOnly = new HBox(6, FormLabel.of("Segments"), segments);
        scanOnly.visibleProperty().bind(vm.kindProperty().isEqualTo(ReadKind.SCAN));
        scanOnly.managedProperty().bind(scanOnly.visibleProperty()); // hidden, it took the check boxes' room
        HBox options = new HBox(8, FormLabel.of("Limit"), limit, forward, consistent, scanOnly);
        getChildren().addAll(pickers, keys, new HBox(6, FormLabel.of("Filter"), addFilter), new ConditionRowsView(vm.filters(), "opFilter"),
                new HBox(6, FormLabel.of("Projection"), projection), options);
    }

    private void rebuildKeys() {
        keys.getChildren().clear();
        int row = 0;
        for (KeyField f : vm.partitionFields()) {
            keys.addRow(row++, FormLabel.of(f.label()), FormLabel.of("="), keyField(f));
        }
        List<KeyField> sort = vm.sortFields();
        for (int i = 0; i < sort.size(); i++) {
            KeyField f = sort.get(i);
            int at = i;
            // The comparator shows on the last given sort value; the ones before it are equalities.
            Label eq = FormLabel.of("=");
            ChoiceBox<SortOp> op = new ChoiceBox<>();
            op.getItems().setAll(SortOp.values());
            op.valueProperty().bindBidirectional(vm.sortOpProperty());
            TextField upper = field("opSortUpper", "and");
            upper.textProperty().bindBidirectional(vm.sortValue2Property());
            upper.visibleProperty().bind(op.visibleProperty().and(vm.sortOpProperty().isEqualTo(SortOp.BETWEEN)));
            var isLast = Bindings.createBooleanBinding(() -> !f.valueProperty().get().isBlank()
                    && (at + 1 == sort.size() || sort.get(at + 1).valueProperty().get().isBlank()),
                    sort.stream().map(KeyField::valueProperty).toArray(javafx.beans.Observable[]::new));
            op.visibleProperty().bind(isLast);
            eq.visibleProperty().bind(isLast.not());
            keys.addRow(row++, FormLabel.of(f.label()), new javafx.scene.layout.StackPane(eq, op), keyField(f), upper);
        }
    }

    private TextField keyField(KeyField f) {
        TextField t = field("opKey-" + f.name(), f.type().name());
        t.textProperty().bindBidirectional(f.valueProperty());
        return t;
    }

    private static TextField field(String id, String prompt) {
        return ConditionRowsView.field(id, prompt, "");
    }
}
