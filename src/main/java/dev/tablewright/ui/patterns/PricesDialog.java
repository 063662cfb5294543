package dev.tablewright.ui.patterns;

import dev.tablewright.model.PriceTable;
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
import java.util.Optional;

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
        setHeaderText("What the access patterns' and the tables' costs are computed at, in US dollars");
        getDialogPane().setId("pricesDialog");
        getDialogPane().getButtonTypes().setAll(SET, DEFAULTS, ButtonType.CANCEL);
        GridPane form = new GridPane();
        form.setHgap(10);
        form.setVgap(6);
        form.setPadding(new Insets(10));
        int row = 0;
        for (PriceTable.Rate r : PriceTable.Rate.values()) {
            TextField f = field(id(r), vm.rateProperty(r));
            form.addRow(row, label(r.label()), f);
            Optional<String> hint = PricesViewModel.hint(r);
            if (hint.isPresent()) {
                f.setPromptText("no default");
                Label l = label(hint.get());
                l.setId(id(r) + "Hint");
                form.add(l, 2, row);
            }
            row++;
        }
        form.addRow(row++, label("As of (the date of these prices)"), field("priceAsOf", vm.asOfProperty()));
        form.addRow(row++, label("Where they come from"), field("priceLabel", vm.labelProperty()));
        Label source = new Label();
        source.textProperty().bind(vm.sourceProperty());
        source.setWrapText(true);
        form.add(source, 0, row++, 3, 1);
        Label error = new Label();
        error.setId("pricesError");
        error.getStyleClass().add("danger");
        error.setWrapText(true);
        error.textProperty().bind(vm.errorProperty());
        form.add(error, 0, row, 3, 1);
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

    /** The four request rates keep their first ids ({@code priceOnDemandRead} …); the others are {@code price} + key. */
    private static String id(PriceTable.Rate r) {
        return switch (r) {
            case ON_DEMAND_READ -> "priceOnDemandRead";
            case ON_DEMAND_WRITE -> "priceOnDemandWrite";
            case PROVISIONED_READ -> "priceProvisionedRead";
            case PROVISIONED_WRITE -> "priceProvisionedWrite";
            default -> "price" + Character.toUpperCase(r.key().charAt(0)) + r.key().substring(1);
        };
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
        f.setPrefColumnCount(16);
        return f;
    }
}
