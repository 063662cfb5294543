package dev.tablewright.ui.patterns;

import javafx.event.ActionEvent;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Region;
import javafx.stage.Window;

/**
 * The prices form (Access patterns › Prices…): Set keeps the dialog open while a rate is refused,
 * Use defaults drops the model's own prices; each is one undoable step.
 */
public final class PricesDialog extends Dialog<ButtonType> {
    static final ButtonType SET = new ButtonType("Set prices", ButtonBar.ButtonData.OK_DONE);
    static final ButtonType DEFAULTS = new ButtonType("Use defaults", ButtonBar.ButtonData.LEFT);

    public PricesDialog(Window owner, PricesViewModel vm) {
        initOwner(owner);
        setTitle("Prices");
        setHeaderText("What the access patterns' monthly costs are computed at, in US dollars");
        getDialogPane().setId("pricesDialog");
        getDialogPane().getButtonTypes().setAll(SET, DEFAULTS, ButtonType.CANCEL);
        GridPane form = new GridPane();
        form.setHgap(10);
        form.setVgap(6);
        form.setPadding(new Insets(10));
        form.addRow(0, label("On demand, per million read request units"), field("priceOnDemandRead", vm.onDemandReadProperty()));
        form.addRow(1, label("On demand, per million write request units"), field("priceOnDemandWrite", vm.onDemandWriteProperty()));
        form.addRow(2, label("Provisioned, per read capacity unit-hour"), field("priceProvisionedRead", vm.provisionedReadProperty()));
        form.addRow(3, label("Provisioned, per write capacity unit-hour"), field("priceProvisionedWrite", vm.provisionedWriteProperty()));
        form.addRow(4, label("Where they come from"), field("priceLabel", vm.labelProperty()));
        Label source = new Label();
        source.textProperty().bind(vm.sourceProperty());
        source.setWrapText(true);
        form.add(source, 0, 5, 2, 1);
        Label error = new Label();
        error.setId("pricesError");
        error.getStyleClass().add("danger");
        error.setWrapText(true);
        error.textProperty().bind(vm.errorProperty());
        form.add(error, 0, 6, 2, 1);
        getDialogPane().setContent(form);
        getDialogPane().setMinWidth(Region.USE_PREF_SIZE);
        // A refused rate keeps the dialog (and what was typed) open.
        ((Button) getDialogPane().lookupButton(SET)).addEventFilter(ActionEvent.ACTION, e -> {
            if (vm.apply().isPresent()) {
                e.consume();
            }
        });
        ((Button) getDialogPane().lookupButton(DEFAULTS)).addEventFilter(ActionEvent.ACTION, e -> vm.useDefaults());
    }

    private static Label label(String text) {
        Label l = new Label(text);
        l.setMinWidth(Region.USE_PREF_SIZE);
        return l;
    }

    private static TextField field(String id, javafx.beans.property.StringProperty value) {
        TextField f = new TextField();
        f.setId(id);
        f.textProperty().bindBidirectional(value);
        f.setPrefColumnCount(24);
        return f;
    }
}
