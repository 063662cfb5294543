package dev.tablewright.rules;

import dev.tablewright.model.Problem;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.Replication;
import dev.tablewright.model.settings.WarmThroughput;

import java.util.List;
import java.util.Optional;

/**
 * What DynamoDB refuses in a change of an existing table's settings, which only a comparison with the
 * table as it was (a live table, a previous model) can tell:
 * <ul>
 * <li>a table's warm throughput lowered: it "can only be increased" (Developer Guide, "Increase your
 *     existing DynamoDB table's warm throughput"; the AWS provider: "For the base table, this value
 *     cannot be decreased"). A GSI's may be lowered ("For a global secondary index, this value can
 *     be increased or decreased"), so GSIs are not checked;</li>
 * <li>a global table's consistency mode changed: "You can't change a global table's consistency
 *     mode after it's created" (Developer Guide, "How DynamoDB global tables work").</li>
 * </ul>
 */
final class SettingsChangeRules {
    private SettingsChangeRules() {
    }

    static void check(TableDesign before, TableDesign after, List<Problem> out) {
        String path = Paths.table(after.name());
        WarmThroughput was = before.settings().throughput().warm();
        WarmThroughput now = after.settings().throughput().warm();
        lowered(path, "read", was.readUnitsPerSecond(), now.readUnitsPerSecond(), out);
        lowered(path, "write", was.writeUnitsPerSecond(), now.writeUnitsPerSecond(), out);
        Replication r0 = before.settings().replication();
        Replication r1 = after.settings().replication();
        if (r0.isGlobal() && r1.isGlobal() && r0.consistency() != r1.consistency()) {
            out.add(Problem.error(path, "the global table's consistency would change from " + r0.consistency()
                    + " to " + r1.consistency() + ": DynamoDB fixes a global table's consistency mode when it is "
                    + "created (recreate the table to change it)"));
        }
    }

    private static void lowered(String path, String dimension, Optional<Long> was, Optional<Long> now,
            List<Problem> out) {
        if (was.isPresent() && now.isPresent() && now.get() < was.get()) {
            out.add(Problem.error(path, "the table's warm throughput would fall from " + Text.number(was.get())
                    + " to " + Text.number(now.get()) + " " + dimension + " units per second: DynamoDB only raises "
                    + "a table's warm throughput"));
        }
    }
}
