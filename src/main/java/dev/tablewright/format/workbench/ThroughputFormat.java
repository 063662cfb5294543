package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.json.Json;
import dev.tablewright.model.settings.AutoScaling;
import dev.tablewright.model.settings.OnDemandLimit;
import dev.tablewright.model.settings.Throughput;
import dev.tablewright.model.settings.WarmThroughput;

import java.util.Optional;

/**
 * Throughput settings in our extension's form (a GSI's, and the table's on-demand maximum and warm
 * throughput; the table's auto scaling is in Workbench's own {@code ProvisionedCapacitySettings}):
 * {@code autoScalingRead}/{@code autoScalingWrite} {@code {minCapacity, maxCapacity, targetUtilization}},
 * {@code onDemandThroughput {maxReadRequestUnits, maxWriteRequestUnits}},
 * {@code warmThroughput {readUnitsPerSecond, writeUnitsPerSecond}}.
 */
final class ThroughputFormat {
    static final String AUTO_SCALING_READ = "autoScalingRead";
    static final String AUTO_SCALING_WRITE = "autoScalingWrite";
    static final String ON_DEMAND = "onDemandThroughput";
    static final String WARM = "warmThroughput";
    private static final String MIN = "minCapacity";
    private static final String MAX = "maxCapacity";
    private static final String TARGET = "targetUtilization";
    private static final String MAX_READ = "maxReadRequestUnits";
    private static final String MAX_WRITE = "maxWriteRequestUnits";
    private static final String WARM_READ = "readUnitsPerSecond";
    private static final String WARM_WRITE = "writeUnitsPerSecond";

    private ThroughputFormat() {
    }

    /** Reads the members of {@code f} that hold throughput; {@code withScaling} false for the table's. */
    static Throughput read(SettingsFields f, boolean withScaling) {
        Optional<AutoScaling> read = withScaling ? scaling(f, AUTO_SCALING_READ) : Optional.empty();
        Optional<AutoScaling> write = withScaling ? scaling(f, AUTO_SCALING_WRITE) : Optional.empty();
        OnDemandLimit limit = f.object(ON_DEMAND).map(o -> new OnDemandLimit(o.count(MAX_READ), o.count(MAX_WRITE)))
                .orElse(OnDemandLimit.NONE);
        f.dropIfEmpty(ON_DEMAND);
        WarmThroughput warm = f.object(WARM).map(o -> new WarmThroughput(o.count(WARM_READ), o.count(WARM_WRITE)))
                .orElse(WarmThroughput.NONE);
        f.dropIfEmpty(WARM);
        return new Throughput(read, write, limit, warm);
    }

    /** All three members or none: a partial auto scaling is kept as written. */
    static Optional<AutoScaling> scaling(SettingsFields f, String key) {
        Optional<SettingsFields> o = f.object(key);
        if (o.isEmpty()) {
            return Optional.empty();
        }
        SettingsFields s = o.get();
        if (!(s.has(MIN) && s.has(MAX) && s.has(TARGET))) {
            f.d().warning(f.at(key), "auto scaling needs " + MIN + ", " + MAX + " and " + TARGET + SchemaReader.KEPT);
            return Optional.empty();
        }
        ObjectNode before = s.object().deepCopy();
        Optional<Long> min = s.count(MIN);
        Optional<Long> max = s.count(MAX);
        Optional<Double> target = s.number(TARGET);
        if (min.isEmpty() || max.isEmpty() || target.isEmpty()) {
            s.object().removeAll();
            s.object().setAll(before); // the readable members go back with the unreadable one, in their order
            return Optional.empty();
        }
        f.dropIfEmpty(key);
        return Optional.of(new AutoScaling(min.get(), max.get(), target.get()));
    }

    static void write(ObjectNode o, Throughput t) {
        t.readScaling().ifPresent(s -> o.set(AUTO_SCALING_READ, scaling(s)));
        t.writeScaling().ifPresent(s -> o.set(AUTO_SCALING_WRITE, scaling(s)));
        writeLimits(o, t);
    }

    /** The on-demand maximum and warm throughput, when set. */
    static void writeLimits(ObjectNode o, Throughput t) {
        if (!t.onDemandLimit().isNone()) {
            ObjectNode limit = o.putObject(ON_DEMAND);
            t.onDemandLimit().maxReadRequestUnits().ifPresent(v -> limit.put(MAX_READ, v));
            t.onDemandLimit().maxWriteRequestUnits().ifPresent(v -> limit.put(MAX_WRITE, v));
        }
        if (!t.warm().isNone()) {
            ObjectNode warm = o.putObject(WARM);
            t.warm().readUnitsPerSecond().ifPresent(v -> warm.put(WARM_READ, v));
            t.warm().writeUnitsPerSecond().ifPresent(v -> warm.put(WARM_WRITE, v));
        }
    }

    static ObjectNode scaling(AutoScaling s) {
        ObjectNode o = Json.object();
        o.put(MIN, s.minCapacity());
        o.put(MAX, s.maxCapacity());
        number(o, TARGET, s.targetUtilization());
        return o;
    }

    /** A whole number is written without a fraction, as a person would type it. */
    static void number(ObjectNode o, String key, double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            o.put(key, (long) v);
        } else {
            o.put(key, v);
        }
    }
}
