package dev.tablewright.model;

import dev.tablewright.model.settings.Replication;
import dev.tablewright.model.settings.WarmThroughput;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What DynamoDB refuses in a change of an existing table's settings, which only a comparison with the
 * table as it was (a live table, a previous model) can tell — one place, for the rules (an error on the
 * model) and the migration plan (a refusal):
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
public final class SettingsChangeLimits {
    /**
     * One change DynamoDB refuses.
     *
     * @param index   the GSI whose setting it is, or empty for the table's
     * @param setting the setting's name as the diff calls it ({@code warmReadUnitsPerSecond},
     *                {@code warmWriteUnitsPerSecond}, {@code replicationConsistency})
     * @param change  what the change would do, in words
     * @param reason  why DynamoDB refuses it, and what to do instead
     */
    public record Refused(Optional<String> index, String setting, String change, String reason) {
        /** Whether a diff's setting path ({@code settings/…}, {@code indexes/NAME/settings/…}) is this one. */
        public boolean is(String path) {
            return path.equals(index.map(i -> "indexes/" + i + "/settings/").orElse("settings/") + setting);
        }
    }

    private SettingsChangeLimits() {
    }

    public static List<Refused> of(TableDesign before, TableDesign after) {
        List<Refused> out = new ArrayList<>();
        lowered(Optional.empty(), "the table's", before.settings().throughput().warm(),
                after.settings().throughput().warm(), out);
        for (GlobalSecondaryIndex g : after.globalIndexes()) {
            before.globalIndexes().stream().filter(b -> b.name().equals(g.name())).findFirst().ifPresent(b ->
                    lowered(Optional.of(g.name()), "index " + g.name() + "'s", b.settings().throughput().warm(),
                            g.settings().throughput().warm(), out));
        }
        Replication r0 = before.settings().replication();
        Replication r1 = after.settings().replication();
        if (r0.isGlobal() && r1.isGlobal() && r0.consistency() != r1.consistency()) {
            out.add(new Refused(Optional.empty(), "replicationConsistency", "the global table's consistency would "
                    + "change from " + r0.consistency() + " to " + r1.consistency(), "DynamoDB fixes a global table's "
                    + "consistency mode when it is created (recreate the table to change it)"));
        }
        return out;
    }

    private static void lowered(Optional<String> index, String whose, WarmThroughput was, WarmThroughput now,
            List<Refused> out) {
        lowered(index, whose, "Read", was.readUnitsPerSecond(), now.readUnitsPerSecond(), out);
        lowered(index, whose, "Write", was.writeUnitsPerSecond(), now.writeUnitsPerSecond(), out);
    }

    private static void lowered(Optional<String> index, String whose, String dimension, Optional<Long> was,
            Optional<Long> now, List<Refused> out) {
        if (was.isPresent() && now.isPresent() && now.get() < was.get()) {
            out.add(new Refused(index, "warm" + dimension + "UnitsPerSecond", whose + " warm throughput would fall from "
                    + number(was.get()) + " to " + number(now.get()) + " " + dimension.toLowerCase(Locale.ROOT)
                    + " units per second", "DynamoDB only raises warm throughput (keep " + number(was.get())
                    + " in the new design, or create a new table)"));
        }
    }

    private static String number(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }
}
