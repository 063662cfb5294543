package dev.tablewright.ui.grid;

import dev.tablewright.format.pivot.CellText;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/** A read-only grid of a table's items; key columns are marked. */
public final class ItemGridView extends BorderPane {
    private final TableView<ItemGridViewModel.Row> table = new TableView<>();

    public ItemGridView(ItemGridViewModel vm) {
        Label caption = new Label();
        caption.getStyleClass().add("grid-caption");
        caption.textProperty().bind(vm.captionProperty());
        table.setId("itemGrid");
        table.setItems(vm.rows());
        table.setPlaceholder(new Label("This table has no sample items."));
        table.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
        vm.columns().addListener((ListChangeListener<String>) c -> rebuildColumns(vm));
        rebuildColumns(vm);
        VBox box = new VBox(4, caption, table);
        VBox.setVgrow(table, Priority.ALWAYS);
        setCenter(box);
    }

    private void rebuildColumns(ItemGridViewModel vm) {
        table.getColumns().clear();
        TableColumn<ItemGridViewModel.Row, String> entity = new TableColumn<>("Entity");
        entity.setCellValueFactory(r -> new ReadOnlyStringWrapper(r.getValue().entity()));
        table.getColumns().add(entity);
        for (String name : vm.columns()) {
            boolean key = vm.keyColumns().contains(name);
            TableColumn<ItemGridViewModel.Row, String> col = new TableColumn<>(name);
            col.setCellValueFactory(r -> new ReadOnlyStringWrapper(CellText.of(r.getValue().item().attributes().get(name))));
            col.setPrefWidth(key ? 170 : 130);
            if (key) {
                col.getStyleClass().add("key-column");
            }
            table.getColumns().add(col);
        }
    }

    public TableView<ItemGridViewModel.Row> table() {
        return table;
    }
}
