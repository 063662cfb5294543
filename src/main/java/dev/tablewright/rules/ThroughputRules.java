package dev.tablewright.rules;

import dev.tablewright.model.Problem;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AutoScaling;

import java.util.List;
import java.util.Optional;

/**
 * The values of capacity settings, wherever they are set (table, GSI, replica, a replica's GSI):
 * auto scaling's range and target, provisioned units, the on-demand maximum and warm throughput
 * against DynamoDB's minimums ({@link Limits}).
 */
final class ThroughputRules {
    private ThroughputRules() {
    }

    static void check(TableDesign table, List<Problem> out) {
        for (ThroughputSite s : ThroughputSite.of(table)) {
            units(s, "read", s.readUnits(), out);
            units(s, "write", s.writeUnits(), out);
            s.readScaling().ifPresent(a -> scaling(s, "read", a, out));
            s.writeScaling().ifPresent(a -> scaling(s, "write", a, out));
            onDemandMaximum(s, "read", s.maxReadRequestUnits(), out);
            onDemandMaximum(s, "write", s.maxWriteRequestUnits(), out);
            warm(s, "read", s.warm().readUnitsPerSecond(), s.table() ? Limits.MIN_TABLE_WARM_READ_UNITS
                    : Limits.MIN_INDEX_WARM_UNITS, out);
            warm(s, "write", s.warm().writeUnitsPerSecond(), s.table() ? Limits.MIN_TABLE_WARM_WRITE_UNITS
                    : Limits.MIN_INDEX_WARM_UNITS, out);
        }
    }

    private static void units(ThroughputSite s, String dimension, Optional<Long> units, List<Problem> out) {
        units.filter(u -> u < Limits.MIN_CAPACITY_UNITS).ifPresent(u -> out.add(Problem.error(s.path(), s.owners()
                + " provisioned " + dimension + " units are " + u + ": DynamoDB takes at least "
                + Limits.MIN_CAPACITY_UNITS)));
    }

    private static void scaling(ThroughputSite s, String dimension, AutoScaling a, List<Problem> out) {
        String what = s.owners() + " " + dimension + " auto scaling";
        if (a.minCapacity() < Limits.MIN_CAPACITY_UNITS) {
            out.add(Problem.error(s.path(), what + " has a minimum of " + a.minCapacity() + " units: provisioned "
                    + "capacity is at least " + Limits.MIN_CAPACITY_UNITS + " unit"));
        }
        if (a.maxCapacity() < a.minCapacity()) {
            out.add(Problem.error(s.path(), what + " has a maximum of " + Text.number(a.maxCapacity())
                    + " units, below its minimum of " + Text.number(a.minCapacity()) + ": the minimum must not "
                    + "exceed the maximum"));
        }
        double target = a.targetUtilization();
        if (!(target >= Limits.MIN_TARGET_UTILIZATION && target <= Limits.MAX_TARGET_UTILIZATION)) {
            out.add(Problem.error(s.path(), what + " targets " + percent(target) + " utilisation: DynamoDB auto "
                    + "scaling takes a target between " + percent(Limits.MIN_TARGET_UTILIZATION) + " and "
                    + percent(Limits.MAX_TARGET_UTILIZATION)));
        }
    }

    private static void onDemandMaximum(ThroughputSite s, String dimension, Optional<Long> max, List<Problem> out) {
        max.filter(m -> m < Limits.MIN_ON_DEMAND_REQUEST_UNITS).ifPresent(m -> out.add(Problem.error(s.path(),
                s.owners() + " on-demand maximum of " + dimension + " request units is " + m + ": DynamoDB takes at "
                        + "least " + Limits.MIN_ON_DEMAND_REQUEST_UNITS + " (leave it empty for no maximum)")));
    }

    private static void warm(ThroughputSite s, String dimension, Optional<Long> units, long minimum,
            List<Problem> out) {
        units.filter(u -> u < minimum).ifPresent(u -> out.add(Problem.error(s.path(), s.owners() + " warm throughput "
                + "of " + Text.number(u) + " " + dimension + " units per second is below " + Text.number(minimum)
                + (s.table() ? ", what every table starts with: a table's warm throughput can only be raised"
                        : ": DynamoDB's minimum"))));
    }

    private static String percent(double value) {
        return (value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value)) + " %";
    }
}
