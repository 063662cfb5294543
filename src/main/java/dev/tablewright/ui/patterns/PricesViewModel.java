package dev.tablewright.ui.patterns;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.PriceTable;
import dev.tablewright.model.edit.PriceEdits;
import dev.tablewright.ui.common.Document;
import java.util.Optional;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The prices the access patterns are costed at, as a form: the model's own or the dated us-east-1
 * defaults, four rates in dollars and where they come from. Setting them, or going back to the
 * defaults, is one undoable step; a rate that is not a number of dollars is refused by name.
 */
public final class PricesViewModel {
    private final Document document;
    private final StringProperty onDemandRead = new SimpleStringProperty("");
    private final StringProperty onDemandWrite = new SimpleStringProperty("");
    private final StringProperty provisionedRead = new SimpleStringProperty("");
    private final StringProperty provisionedWrite = new SimpleStringProperty("");
    private final StringProperty label = new SimpleStringProperty("");
    private final ReadOnlyStringWrapper source = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");

    public PricesViewModel(Document document) {
        this.document = document;
        reload();
    }

    /** Fills the form from the model: its own prices, or the defaults. */
    public void reload() {
        DataModel m = document.model();
        PriceTable p = m == null ? PriceTable.US_EAST_1 : m.pricesOrDefault();
        onDemandRead.set(text(p.onDemandReadPerMillion()));
        onDemandWrite.set(text(p.onDemandWritePerMillion()));
        provisionedRead.set(text(p.provisionedReadPerHour()));
        provisionedWrite.set(text(p.provisionedWritePerHour()));
        label.set(p.label());
        source.set(m != null && m.prices() != null ? "The model's own prices (saved in the file)."
                : "The defaults: " + PriceTable.US_EAST_1.label() + ".");
        error.set("");
    }

    private static String text(double d) {
        return java.math.BigDecimal.valueOf(d).stripTrailingZeros().toPlainString();
    }

    /** Sets the form's prices on the model as one step; empty when set, else why not (the model is unchanged). */
    public Optional<String> apply() {
        try {
            PriceTable p = new PriceTable(rate("On-demand read", onDemandRead), rate("On-demand write", onDemandWrite),
                    rate("Provisioned read", provisionedRead), rate("Provisioned write", provisionedWrite),
                    label.get().isBlank() ? "the model's own prices" : label.get().strip());
            return done(document.apply(PriceEdits.set(p)));
        } catch (IllegalArgumentException e) {
            error.set(e.getMessage());
            return Optional.of(e.getMessage());
        }
    }

    /** Drops the model's own prices: the defaults apply again (one step). */
    public Optional<String> useDefaults() {
        return done(document.apply(PriceEdits.set(null)));
    }

    private Optional<String> done(Optional<String> refused) {
        if (refused.isPresent()) {
            error.set(refused.get());
        } else {
            reload();
        }
        return refused;
    }

    private static double rate(String name, StringProperty text) {
        double d;
        try {
            d = Double.parseDouble(text.get().strip().replace("$", ""));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + ": '" + text.get() + "' is not a number of dollars.");
        }
        if (!Double.isFinite(d) || d < 0) {
            throw new IllegalArgumentException(name + ": a price is 0 or more dollars, not " + text.get() + ".");
        }
        return d;
    }

    /** Dollars for one million read request units. */
    public StringProperty onDemandReadProperty() {
        return onDemandRead;
    }

    public StringProperty onDemandWriteProperty() {
        return onDemandWrite;
    }

    /** Dollars for one read capacity unit for an hour. */
    public StringProperty provisionedReadProperty() {
        return provisionedRead;
    }

    public StringProperty provisionedWriteProperty() {
        return provisionedWrite;
    }

    /** Where the prices come from ("eu-west-1 list prices, 2026-11"), shown beside every cost. */
    public StringProperty labelProperty() {
        return label;
    }

    /** Whether the form shows the model's own prices or the defaults. */
    public ReadOnlyStringProperty sourceProperty() {
        return source.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }
}
