package dev.tablewright.ui.operations;

import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ObservableStringValue;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import java.util.function.Function;

/**
 * A comparison with the Sandbox side by side ({@code opCompareTable}): the item, what differs, and each
 * side's value under that side's name (shown in a {@link ComparisonWindow}).
 */
final class ComparisonTable extends TableView<ComparisonRow> {
    ComparisonTable(PatternComparison comparison) {
        super(comparison.rows());
        setId("opCompareTable");
        getColumns().add(column("Item", ComparisonRow::item, 0.3));
        getColumns().add(column("Differs in", ComparisonRow::attribute, 0.14));
        TableColumn<ComparisonRow, String> left = column("", ComparisonRow::left, 0.28);
        TableColumn<ComparisonRow, String> right = column("", ComparisonRow::right, 0.28);
        left.textProperty().bind(named(comparison.leftNameProperty(), "Sandbox"));
        right.textProperty().bind(named(comparison.rightNameProperty(), "Connection"));
        getColumns().add(left);
        getColumns().add(right);
        setColumnResizePolicy(CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
    }

    private TableColumn<ComparisonRow, String> column(String title, Function<ComparisonRow, String> value,
            double share) {
        TableColumn<ComparisonRow, String> c = new TableColumn<>(title);
        c.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue())));
        c.prefWidthProperty().bind(widthProperty().multiply(share));
        c.setCellFactory(col -> new TableCell<>() {
            @Override
            protected void updateItem(String text, boolean empty) {
                super.updateItem(text, empty);
                setText(empty ? null : text);
                // A whole item or a long key does not fit a column: the tooltip has all of it.
                setTooltip(empty || text == null || text.isEmpty() ? null : new Tooltip(text));
            }
        });
        return c;
    }

    private static javafx.beans.value.ObservableValue<String> named(ObservableStringValue name, String before) {
        return javafx.beans.binding.Bindings.createStringBinding(() -> name.get().isEmpty() ? before : name.get(), name);
    }
}
