package dev.tablewright.engine.cost;

import dev.tablewright.engine.pattern.MonthlyCost;
import dev.tablewright.model.settings.TableClass;
import java.util.ArrayList;
import java.util.List;

/**
 * A table's cost as labelled lines, the same in the {@code patterns} command's text and Markdown and in
 * the Access patterns tab: requests, storage of the table and of each index, PITR, streams, replication,
 * warm throughput, each note and the total; a line only where it applies.
 */
public final class TableCostLines {
    /** One line: a short label ("storage") and what it says. */
    public record Line(String label, String text) {
    }

    private TableCostLines() {
    }

    /** "Orders (Standard-IA, 3 regions)". */
    public static String heading(TableCost c) {
        List<String> about = new ArrayList<>();
        if (c.tableClass() != TableClass.STANDARD) {
            about.add(c.tableClass().label());
        }
        if (c.regions() > 1) {
            about.add(c.regions() + " regions");
        }
        return c.table() + (about.isEmpty() ? "" : " (" + String.join(", ", about) + ")");
    }

    public static List<Line> of(TableCost c) {
        List<Line> lines = new ArrayList<>();
        lines.add(new Line("requests", both(c.requests())
                + (c.tableClass() == TableClass.STANDARD ? "" : " at " + c.tableClass().label() + " rates")));
        String notEstimated = "not estimated: " + c.noStorage();
        String everyRegion = c.regions() > 1 ? " in each of " + c.regions() + " regions" : "";
        lines.add(new Line("storage", c.storage().map(s -> s.items() + " items × " + Money.number(s.meanBytes())
                + " bytes = " + Money.number(s.gigabytes()) + " GB" + everyRegion + ": "
                + Money.dollars(c.tableStorageMonthly()) + "/month").orElse(notEstimated)));
        for (TableCost.IndexStorageCost i : c.indexes()) {
            lines.add(new Line("index", index(i, everyRegion)));
        }
        if (c.pitrOn()) {
            boolean lsis = c.indexes().stream().anyMatch(i -> !i.storage().global());
            boolean gsis = c.indexes().stream().anyMatch(i -> i.storage().global());
            lines.add(new Line("PITR", c.storage().isPresent()
                    ? Money.dollars(c.pitrMonthly()) + "/month for point-in-time recovery of "
                    + (lsis ? "the table's and its LSIs' storage" : "that storage")
                    + (gsis ? " (not its GSIs': AWS bills PITR on the table and its LSIs)" : "")
                    : notEstimated));
        }
        if (c.streamOn()) {
            lines.add(new Line("streams", Money.number(c.streamReadUnits() / 1_000_000)
                    + " million stream read units (one per write unit): " + Money.dollars(c.streamMonthly())
                    + "/month; none when AWS Lambda triggers read the stream"
                    + (c.streamHandlers().isEmpty() ? "" : ", as the stream handlers of " + String.join(", ",
                            c.streamHandlers()) + " do (their reads and writes on the table are in its requests)")));
        }
        if (c.regions() > 1) {
            int others = c.regions() - 1;
            lines.add(new Line("replicas", "writes replicated to " + others + (others == 1 ? " other region: "
                    : " other regions: ") + both(c.replicatedWrites())
                    + (c.replicaReads().provisioned() > 0 ? "; provisioned, " + (others == 1 ? "its" : "their")
                            + " own read capacity: " + Money.dollars(c.replicaReads().provisioned()) + "/month" : "")));
        }
        if (c.warmOnce() > 0) {
            lines.add(new Line("warm", Money.dollars(c.warmOnce()) + " once, for warm throughput above the defaults"));
        }
        c.notes().forEach(n -> lines.add(new Line("note", n)));
        MonthlyCost total = c.monthlyTotal();
        lines.add(new Line("total", both(total) + (c.warmOnce() > 0 ? ", and " + Money.dollars(c.warmOnce()) + " once"
                : "") + (c.warmUnpriced().any() ? "; excludes warm throughput, which has no price set" : "")));
        return lines;
    }

    /** All the lines in one paragraph: "Orders (Standard-IA): requests …; storage …; total …". */
    public static String paragraph(TableCost c) {
        List<String> parts = new ArrayList<>();
        of(c).forEach(l -> parts.add(l.label() + " " + l.text()));
        return heading(c) + ": " + String.join("; ", parts);
    }

    /** "GSI ByCustomer: 500 items (4 of 8 sample items carry its keys) × 80 bytes = 0.1 GB: $0.03/month". */
    private static String index(TableCost.IndexStorageCost c, String everyRegion) {
        IndexStorage i = c.storage();
        return i.kind() + " " + i.index() + ": " + Math.round(i.items()) + " items (" + i.sampleEntries() + " of "
                + i.sampleItems() + " sample items carry its keys) × " + Money.number(i.meanBytes()) + " bytes = "
                + Money.number(i.gigabytes()) + " GB" + everyRegion + ": " + Money.dollars(c.storageMonthly())
                + "/month";
    }

    private static String both(MonthlyCost c) {
        return Money.dollars(c.onDemand()) + "/month on demand, " + Money.dollars(c.provisioned()) + "/month provisioned";
    }
}
