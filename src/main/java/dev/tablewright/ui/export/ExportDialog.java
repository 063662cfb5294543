package dev.tablewright.ui.export;

import javafx.geometry.Insets;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Region;
import javafx.stage.Window;

/** The form of File › Export…: the target, and the table and entity to narrow to. */
public final class ExportDialog extends Dialog<ButtonType> {
    static final ButtonType EXPORT = new ButtonType("Export…", ButtonBar.ButtonData.OK_DONE);

    public ExportDialog(Window owner, ExportViewModel vm) {
        initOwner(owner);
        setTitle("Export");
        setHeaderText("Write the model, a table or an entity in another format");
        getDialogPane().setId("exportDialog");
        getDialogPane().getButtonTypes().setAll(EXPORT, ButtonType.CANCEL);
        ChoiceBox<String> target = new ChoiceBox<>(vm.targets());
        target.setId("exportTarget");
        target.valueProperty().bindBidirectional(vm.targetProperty());
        Label about = new Label();
        about.setId("exportAbout");
        about.textProperty().bind(vm.targetProperty().map(vm::describe));
        about.setWrapText(true);
        about.setMaxWidth(360);
        ChoiceBox<String> table = new ChoiceBox<>(vm.tables());
        table.setId("exportTable");
        table.valueProperty().bindBidirectional(vm.tableProperty());
        ChoiceBox<String> entity = new ChoiceBox<>(vm.entities());
        entity.setId("exportEntity");
        entity.valueProperty().bindBidirectional(vm.entityProperty());
        GridPane form = new GridPane();
        form.setHgap(10);
        form.setVgap(6);
        form.setPadding(new Insets(10));
        form.addRow(0, new Label("Format"), target);
        form.add(about, 1, 1);
        form.addRow(2, new Label("Table"), table);
        form.addRow(3, new Label("Entity"), entity);
        form.getChildren().stream().filter(n -> n instanceof Label && n != about)
                .forEach(n -> ((Label) n).setMinWidth(Region.USE_PREF_SIZE));
        getDialogPane().setContent(form);
        setResizable(true);
    }

    /** Shows the form and, on Export, asks for the file and starts the work. */
    public void showAndExport(ExportViewModel vm) {
        showAndWait().filter(b -> b == EXPORT).ifPresent(b -> vm.export());
    }
}
