package dev.tablewright.rules;

import dev.tablewright.model.GlobalSecondaryIndex;
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
 * <li>warm throughput lowered, a table's or a GSI's: "once increased, warm throughput values
 *     cannot be decreased" (Developer Guide, "Understanding DynamoDB warm throughput", which covers
 *     tables, global tables and GSIs alike). The Terraform provider's note that a GSI's value "can be
 *     increased or decreased without recreation" says Terraform does not replace the resource for it,
 *     not that DynamoDB lowers it; AWS's guide is the authority, and the commit agrees (it leaves a
 *     higher live value as it is and says so);</li>
 * <li>a global table's consistency mode changed: "You can't change a global table's consistency
 *     mode after it's created" (Developer Guide, "How DynamoDB global tables work").</li>
 * </ul>
 */
final class SettingsChangeRules {
    private SettingsChangeRules() {
    }

    static void check(TableDesign before, TableDesign after, List<Problem> out) {
        String path = Paths.table(after.name());
        lowered(path, "the table's", before.settings().throughput().warm(), after.settings().throughput().warm(), out);
        for (GlobalSecondaryIndex g : after.globalIndexes()) {
            before.globalIndexes().stream().filter(b -> b.name().equals(g.name())).findFirst().ifPresent(b ->
                    lowered(Paths.index(after.name(), g.name()), "index " + g.name() + "'s",
                            b.settings().throughput().warm(), g.settings().throughput().warm(), out));
        }
        Replication r0 = before.settings().replication();
        Replication r1 = after.settings().replication();
        if (r0.isGlobal() && r1.isGlobal() && r0.consistency() != r1.consistency()) {
            out.add(Problem.error(path, "the global table's consistency would change from " + r0.consistency()
                    + " to " + r1.consistency() + ": DynamoDB fixes a global table's consistency mode when it is "
                    + "created (recreate the table to change it)"));
        }
    }

    private static void lowered(String path, String whose, WarmThroughput was, WarmThroughput now, List<Problem> out) {
        lowered(path, whose, "read", was.readUnitsPerSecond(), now.readUnitsPerSecond(), out);
        lowered(path, whose, "write", was.writeUnitsPerSecond(), now.writeUnitsPerSecond(), out);
    }

    private static void lowered(String path, String whose, String dimension, Optional<Long> was, Optional<Long> now,
            List<Problem> out) {
        if (was.isPresent() && now.isPresent() && now.get() < was.get()) {
            out.add(Problem.error(path, whose + " warm throughput would fall from " + Text.number(was.get())
                    + " to " + Text.number(now.get()) + " " + dimension + " units per second: DynamoDB only raises "
                    + "warm throughput"));
        }
    }
}
