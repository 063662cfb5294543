package dev.tablewright.ui.patterns;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.PriceTable;
import dev.tablewright.model.edit.PriceEdits;
import dev.tablewright.ui.common.Document;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The prices the access patterns and the tables are costed at, as a form: the model's own or the dated
 * us-east-1 defaults, every rate in dollars ({@link PriceTable.Rate}: requests for each table class,
 * storage, point-in-time recovery, stream reads, replicated writes, warm throughput), the date they are
 * from and where they come from. A rate without a default (warm throughput) shows empty with a hint
 * until the user enters AWS's published figure, and may be left empty. Setting them, or going back to the defaults, is one undoable step; a
 * rate that is not a number of dollars, or a date that is not one, is refused by name.
 */
public final class PricesViewModel {
    /** Beside a rate AWS publishes but no default could be read for. */
    static final String NO_DEFAULT_HINT = "AWS's pricing page: enter the published rate";
    private final Document document;
    private final Map<PriceTable.Rate, StringProperty> rates = new EnumMap<>(PriceTable.Rate.class);
    private final StringProperty asOf = new SimpleStringProperty("");
    private final StringProperty label = new SimpleStringProperty("");
    private final ReadOnlyStringWrapper source = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");

    public PricesViewModel(Document document) {
        this.document = document;
        for (PriceTable.Rate r : PriceTable.Rate.values()) {
            rates.put(r, new SimpleStringProperty(""));
        }
        reload();
    }

    /** Fills the form from the model: its own prices, or the defaults. */
    public void reload() {
        DataModel m = document.model();
        PriceTable p = m == null ? PriceTable.US_EAST_1 : m.pricesOrDefault();
        rates.forEach((r, text) -> text.set(p.find(r).isPresent() ? text(p.find(r).getAsDouble()) : ""));
        asOf.set(p.asOf());
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
            Map<PriceTable.Rate, Double> values = new EnumMap<>(PriceTable.Rate.class);
            rates.forEach((r, text) -> {
                if (r.hasDefault() || !text.get().isBlank()) { // a rate without a default may stay unset
                    values.put(r, rate(name(r), text));
                }
            });
            PriceTable p = new PriceTable(values, date(asOf.get()),
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

    /** How a refused rate is named: the four request rates by their short names, the others by their label. */
    private static String name(PriceTable.Rate r) {
        return switch (r) {
            case ON_DEMAND_READ -> "On-demand read";
            case ON_DEMAND_WRITE -> "On-demand write";
            case PROVISIONED_READ -> "Provisioned read";
            case PROVISIONED_WRITE -> "Provisioned write";
            default -> r.label();
        };
    }

    private static String date(String text) {
        String t = text.strip();
        try {
            return LocalDate.parse(t).toString();
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("As of: '" + text + "' is not a date like " + PriceTable.DEFAULT_AS_OF
                    + ".");
        }
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

    /** What to enter in a rate's field when it has no default; empty for a rate that has one. */
    public static Optional<String> hint(PriceTable.Rate rate) {
        return rate.hasDefault() ? Optional.empty() : Optional.of(NO_DEFAULT_HINT);
    }

    /** The text of one rate in dollars (its unit is in {@link PriceTable.Rate#label()}), empty when unset. */
    public StringProperty rateProperty(PriceTable.Rate rate) {
        return rates.get(rate);
    }

    /** Dollars for one million read request units. */
    public StringProperty onDemandReadProperty() {
        return rateProperty(PriceTable.Rate.ON_DEMAND_READ);
    }

    public StringProperty onDemandWriteProperty() {
        return rateProperty(PriceTable.Rate.ON_DEMAND_WRITE);
    }

    /** Dollars for one read capacity unit for an hour. */
    public StringProperty provisionedReadProperty() {
        return rateProperty(PriceTable.Rate.PROVISIONED_READ);
    }

    public StringProperty provisionedWriteProperty() {
        return rateProperty(PriceTable.Rate.PROVISIONED_WRITE);
    }

    /** The date the rates are AWS's prices from ("2024-11-01"). */
    public StringProperty asOfProperty() {
        return asOf;
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
