package dev.tablewright.ui.inspector;

import atlantafx.base.theme.Styles;
import dev.tablewright.model.AttributeType;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/** The table inspector's declared attributes: name, type, where it keys, remove; and a line to declare one. */
final class DeclaredAttributesView extends VBox {
    private final DeclaredAttributesViewModel vm;
    private final GridPane list = new GridPane();

    DeclaredAttributesView(DeclaredAttributesViewModel vm) {
        super(4);
        this.vm = vm;
        setId("declaredAttributes");
        list.setHgap(6);
        list.setVgap(4);
        vm.rows().addListener((ListChangeListener<DeclaredAttributesViewModel.Row>) c -> rebuild());
        rebuild();

        TextField name = new TextField();
        name.setId("declareName");
        name.setPromptText("attribute name");
        name.textProperty().bindBidirectional(vm.newNameProperty());
        name.setOnAction(e -> vm.declare());
        ChoiceBox<AttributeType> type = keyTypes();
        type.setId("declareType");
        type.valueProperty().bindBidirectional(vm.newTypeProperty());
        Button declare = new Button("Declare");
        declare.setId("declareButton");
        declare.setOnAction(e -> vm.declare());
        declare.disableProperty().bind(vm.newNameProperty().isEmpty());
        declare.setMinWidth(Region.USE_PREF_SIZE); // the name field gives way, never the button's label
        type.setMinWidth(Region.USE_PREF_SIZE);
        HBox.setHgrow(name, Priority.ALWAYS);
        HBox add = new HBox(6, name, type, declare);
        add.setAlignment(Pos.CENTER_LEFT);
        Label hint = Fields.muted("Index keys are declared when an index is made: NoSQL Workbench opens a file only "
                + "when every GSI key is declared.");
        hint.setWrapText(true);
        getChildren().addAll(list, add, hint, Fields.error(vm.refusalProperty()));
    }

    private void rebuild() {
        list.getChildren().clear();
        int r = 0;
        for (DeclaredAttributesViewModel.Row row : vm.rows()) {
            Label name = new Label(row.name());
            name.setId("declared-" + row.name());
            ChoiceBox<AttributeType> type = keyTypes();
            type.setValue(row.type());
            type.valueProperty().addListener((o, a, b) -> {
                if (b != null && b != row.type()) {
                    vm.retype(row.name(), b);
                }
            });
            Label keyOf = Fields.muted(row.keyOf().isEmpty() ? "not a key" : row.keyOf());
            Button remove = new Button("−");
            remove.setId("undeclare-" + row.name());
            remove.getStyleClass().addAll(Styles.FLAT, Styles.SMALL);
            remove.setTooltip(new Tooltip("No longer declare " + row.name()));
            remove.setOnAction(e -> vm.undeclare(row.name()));
            list.addRow(r++, name, type, keyOf, remove);
        }
        if (vm.rows().isEmpty()) {
            list.add(Fields.muted("No declared attributes."), 0, 0, 4, 1);
        }
    }

    /** Any type: NoSQL Workbench declares non-key attributes too (a genres SS). */
    private static ChoiceBox<AttributeType> keyTypes() {
        return new ChoiceBox<>(FXCollections.observableArrayList(AttributeType.values()));
    }
}
