package dev.tablewright.model.edit;

import dev.tablewright.model.settings.AutoScaling;
import dev.tablewright.model.settings.IndexSettings;
import dev.tablewright.model.settings.OnDemandLimit;
import dev.tablewright.model.settings.Throughput;
import dev.tablewright.model.settings.WarmThroughput;
import java.math.BigDecimal;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * Edits of the capacity of a table or of one of its GSIs beyond billing mode and the table's units:
 * auto scaling per dimension, the on-demand maximum, warm throughput, and a GSI's own provisioned
 * units and contributor insights. {@code index} null means the table. Values DynamoDB never takes
 * (a minimum above the maximum, a target outside 20–90 %, fewer than one unit) are refused.
 */
public final class ThroughputEdits {
    /** A capacity dimension. */
    public enum Dimension {
        READ, WRITE;

        String word() {
            return this == READ ? "read" : "write";
        }
    }

    /** Application Auto Scaling's target-tracking range for DynamoDB, in percent. */
    public static final double MIN_TARGET = 20;
    public static final double MAX_TARGET = 90;

    private ThroughputEdits() {
    }

    /** @param scaling empty turns auto scaling of that dimension off */
    public static Edit setAutoScaling(String table, String index, Dimension dimension, Optional<AutoScaling> scaling) {
        String description = scaling.map(a -> "Auto scale " + dimension.word() + " capacity of " + owner(table, index)
                + " from " + a.minCapacity() + " to " + a.maxCapacity() + " units at " + percent(a.targetUtilization()))
                .orElse("Turn off " + dimension.word() + " auto scaling of " + owner(table, index));
        return throughput(table, index, description, t -> {
            scaling.ifPresent(ThroughputEdits::requireValid);
            return dimension == Dimension.READ ? t.withReadScaling(scaling) : t.withWriteScaling(scaling);
        });
    }

    public static Edit setOnDemandMaximum(String table, String index, OnDemandLimit limit) {
        String description = limit.isNone() ? "Remove the on-demand maximum of " + owner(table, index)
                : "Set the on-demand maximum of " + owner(table, index) + " to " + units(limit.maxReadRequestUnits())
                        + " read and " + units(limit.maxWriteRequestUnits()) + " write request units";
        return throughput(table, index, description, t -> {
            requirePositive("An on-demand maximum", limit.maxReadRequestUnits());
            requirePositive("An on-demand maximum", limit.maxWriteRequestUnits());
            return t.withOnDemandLimit(limit);
        });
    }

    public static Edit setWarmThroughput(String table, String index, WarmThroughput warm) {
        String description = warm.isNone() ? "Remove the warm throughput of " + owner(table, index)
                : "Warm " + owner(table, index) + " to " + units(warm.readUnitsPerSecond()) + " read and "
                        + units(warm.writeUnitsPerSecond()) + " write units a second";
        return throughput(table, index, description, t -> {
            requirePositive("Warm throughput", warm.readUnitsPerSecond());
            requirePositive("Warm throughput", warm.writeUnitsPerSecond());
            return t.withWarm(warm);
        });
    }

    /** A GSI's own provisioned units; an empty dimension takes the table's. */
    public static Edit setIndexUnits(String table, String index, Optional<Long> read, Optional<Long> write) {
        return index(table, index, "Set capacity of GSI " + index + " to " + own(read) + " read and " + own(write)
                + " write units", s -> {
                    requirePositive("Capacity", read);
                    requirePositive("Capacity", write);
                    return s.withUnits(read, write);
                });
    }

    public static Edit setIndexContributorInsights(String table, String index, boolean on) {
        return index(table, index, (on ? "Turn on" : "Turn off") + " contributor insights of GSI " + index,
                s -> s.withContributorInsights(on));
    }

    static void requireValid(AutoScaling a) {
        if (a.minCapacity() < 1) {
            throw new EditRefused("The auto scaling minimum is at least 1 unit.");
        }
        if (a.maxCapacity() < a.minCapacity()) {
            throw new EditRefused("The auto scaling maximum (" + a.maxCapacity() + ") is below its minimum ("
                    + a.minCapacity() + ").");
        }
        if (a.targetUtilization() < MIN_TARGET || a.targetUtilization() > MAX_TARGET) {
            throw new EditRefused("The target utilisation is " + percent(MIN_TARGET) + " to " + percent(MAX_TARGET)
                    + "; " + percent(a.targetUtilization()) + " is outside it.");
        }
    }

    static void requirePositive(String what, Optional<Long> units) {
        if (units.isPresent() && units.get() < 1) {
            throw new EditRefused(what + " is at least 1 unit.");
        }
    }

    private static Edit throughput(String table, String index, String description, UnaryOperator<Throughput> change) {
        if (index == null) {
            return SettingsEdits.settings(table, description, s -> s.withThroughput(change.apply(s.throughput())));
        }
        return index(table, index, description, s -> s.withThroughput(change.apply(s.throughput())));
    }

    private static Edit index(String table, String index, String description, UnaryOperator<IndexSettings> change) {
        return new Edit(description, m -> Tables.change(m, table, t -> {
            if (t.globalIndexes().stream().noneMatch(g -> g.name().equals(index))) {
                throw new EditRefused("Table '" + table + "' has no GSI '" + index + "'.");
            }
            return t.withGlobalIndexes(t.globalIndexes().stream()
                    .map(g -> g.name().equals(index) ? g.withSettings(change.apply(g.settings())) : g).toList());
        }));
    }

    private static String owner(String table, String index) {
        return index == null ? table : "GSI " + index;
    }

    private static String units(Optional<Long> units) {
        return units.map(String::valueOf).orElse("unchanged");
    }

    private static String own(Optional<Long> units) {
        return units.map(String::valueOf).orElse("the table's");
    }

    /** "70 %", "50.5 %". */
    static String percent(double value) {
        return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString() + " %";
    }
}
