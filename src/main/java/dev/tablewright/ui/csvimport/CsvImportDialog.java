package dev.tablewright.ui.csvimport;

import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/**
 * The form of File → Import → CSV into entity: table and entity, the attribute of each column, the
 * first rows as they would be read. Import closes it and reads the whole file in the background
 * (progress and Cancel in the status bar).
 */
public final class CsvImportDialog extends Dialog<ButtonType> {
    static final ButtonType IMPORT = new ButtonType("Import", ButtonBar.ButtonData.OK_DONE);

    public CsvImportDialog(Window owner, CsvImportViewModel vm) {
        initOwner(owner);
        setTitle("Import CSV into an entity");
        getDialogPane().setId("csvImportDialog");
        getDialogPane().getButtonTypes().setAll(IMPORT, ButtonType.CANCEL);
        headerTextProperty().bind(vm.fileProperty().asString("Rows of %s become items of the entity"));

        ChoiceBox<String> table = new ChoiceBox<>(vm.tables());
        table.setId("csvImportTable");
        table.valueProperty().bindBidirectional(vm.tableProperty());
        ChoiceBox<String> entity = new ChoiceBox<>(vm.entities());
        entity.setId("csvImportEntity");
        entity.valueProperty().bindBidirectional(vm.entityProperty());
        CheckBox skip = new CheckBox("Add the rows that parse, leave out the others");
        skip.setId("csvImportSkip");
        skip.selectedProperty().bindBidirectional(vm.skipBadRowsProperty());

        GridPane form = new GridPane();
        form.setHgap(10);
        form.setVgap(6);
        form.addRow(0, new Label("Table"), table);
        form.addRow(1, new Label("Entity"), entity);

        GridPane mapping = new GridPane();
        mapping.setId("csvImportMapping");
        mapping.setHgap(10);
        mapping.setVgap(4);
        Runnable fill = () -> {
            mapping.getChildren().clear();
            mapping.addRow(0, new Label("Column"), new Label("Attribute (empty: skip)"));
            int r = 1;
            for (CsvImportViewModel.ColumnMapping c : vm.columns()) {
                TextField attribute = new TextField(c.attributeProperty().get());
                attribute.setId("csvImportColumn-" + c.column());
                // Committed on Enter or leaving the field, so the preview is not re-read at every key.
                attribute.setOnAction(e -> c.attributeProperty().set(attribute.getText()));
                attribute.focusedProperty().addListener((o, a, focused) -> {
                    if (!focused) {
                        c.attributeProperty().set(attribute.getText());
                    }
                });
                mapping.addRow(r++, new Label(c.column()), attribute);
            }
        };
        vm.columns().addListener((ListChangeListener<CsvImportViewModel.ColumnMapping>) c -> fill.run());
        fill.run();

        TableView<CsvImportViewModel.PreviewRow> preview = new TableView<>(vm.preview());
        preview.setId("csvImportPreview");
        preview.setPlaceholder(new Label("No rows to preview"));
        preview.getColumns().add(column("Line", r -> String.valueOf(r.line()), 60));
        preview.getColumns().add(column("Item", CsvImportViewModel.PreviewRow::item, 420));
        preview.getColumns().add(column("Problems", CsvImportViewModel.PreviewRow::errors, 260));
        preview.setPrefHeight(240);

        Label result = new Label();
        result.setId("csvImportResult");
        result.textProperty().bind(vm.resultProperty());
        result.setWrapText(true);

        VBox content = new VBox(10, form, mapping, new Label("Preview (first " + CsvImportViewModel.PREVIEW_ROWS
                + " rows)"), preview, skip, result);
        content.setPadding(new Insets(10));
        getDialogPane().setContent(content);
        getDialogPane().setMinWidth(Region.USE_PREF_SIZE);
        setResizable(true);
    }

    /** Shows the form and, on Import, starts the work. */
    public void showAndImport(CsvImportViewModel vm) {
        showAndWait().filter(b -> b == IMPORT).ifPresent(b -> vm.importAll());
    }

    private static TableColumn<CsvImportViewModel.PreviewRow, String> column(String title,
            java.util.function.Function<CsvImportViewModel.PreviewRow, String> value, double width) {
        TableColumn<CsvImportViewModel.PreviewRow, String> c = new TableColumn<>(title);
        c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(value.apply(d.getValue())));
        c.setPrefWidth(width);
        return c;
    }
}
