package dev.tablewright.engine.cost;

import dev.tablewright.engine.pattern.MonthlyCost;
import dev.tablewright.model.settings.TableClass;
import java.util.ArrayList;
import java.util.List;

/**
 * A table's cost as labelled lines, the same in the {@code patterns} command's text and Markdown and in
 * the Access patterns tab: requests, storage, PITR, streams, replication, warm throughput, each note and
 * the total; a line only where it applies.
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
        lines.add(new Line("storage", c.storage().map(s -> s.items() + " items × " + Money.number(s.meanBytes())
                + " bytes = " + Money.number(s.gigabytes()) + " GB" + (c.regions() > 1 ? " in each of "
                + c.regions() + " regions" : "") + ": " + Money.dollars(c.storageMonthly()) + "/month")
                .orElse(notEstimated)));
        if (c.pitrOn()) {
            lines.add(new Line("PITR", c.storage().isPresent()
                    ? Money.dollars(c.pitrMonthly()) + "/month for point-in-time recovery of that storage"
                    : notEstimated));
        }
        if (c.streamOn()) {
            lines.add(new Line("streams", Money.number(c.streamReadUnits() / 1_000_000)
                    + " million stream read units (one per write unit): " + Money.dollars(c.streamMonthly())
                    + "/month; none when AWS Lambda triggers read the stream"));
        }
        if (c.regions() > 1) {
            int others = c.regions() - 1;
            lines.add(new Line("replicas", "writes replicated to " + others + (others == 1 ? " other region: "
                    : " other regions: ") + both(c.replicatedWrites())));
        }
        if (c.warmOnce() > 0) {
            lines.add(new Line("warm", Money.dollars(c.warmOnce()) + " once, for warm throughput above the defaults"));
        }
        c.notes().forEach(n -> lines.add(new Line("note", n)));
        MonthlyCost total = c.monthlyTotal();
        lines.add(new Line("total", both(total) + (c.warmOnce() > 0 ? ", and " + Money.dollars(c.warmOnce()) + " once"
                : "")));
        return lines;
    }

    /** All the lines in one paragraph: "Orders (Standard-IA): requests …; storage …; total …". */
    public static String paragraph(TableCost c) {
        List<String> parts = new ArrayList<>();
        of(c).forEach(l -> parts.add(l.label() + " " + l.text()));
        return heading(c) + ": " + String.join("; ", parts);
    }

    private static String both(MonthlyCost c) {
        return Money.dollars(c.onDemand()) + "/month on demand, " + Money.dollars(c.provisioned()) + "/month provisioned";
    }
}
