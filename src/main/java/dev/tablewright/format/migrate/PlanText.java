package dev.tablewright.format.migrate;

import dev.tablewright.format.ReportFormat;
import dev.tablewright.engine.cost.Money;
import dev.tablewright.engine.migrate.Estimate;
import dev.tablewright.engine.migrate.MigrationPlan;
import dev.tablewright.engine.migrate.MigrationStep;
import dev.tablewright.engine.migrate.Refusal;
import dev.tablewright.engine.migrate.TablePlan;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.Locale;

/**
 * A plan for the screen: plain text (numbered steps under each table) or Markdown (for a review).
 * Each step shows its id, what it does, why, how to undo it and its estimate; the refusals and the
 * totals close the plan.
 */
public final class PlanText {
    private PlanText() {
    }

    public static String render(PlanFile file, ReportFormat format) {
        return switch (format) {
            case TEXT -> text(file);
            case MARKDOWN -> markdown(file);
            case JSON -> PlanJson.write(file);
        };
    }

    public static String text(PlanFile file) {
        StringBuilder b = new StringBuilder();
        b.append("Migration plan from ").append(file.from().describe()).append(" to ").append(file.to().describe())
                .append('\n');
        MigrationPlan plan = file.plan();
        if (plan.isEmpty()) {
            return b.append("Nothing to do: the two designs ask DynamoDB for the same tables.\n").toString();
        }
        int n = 0;
        for (TablePlan t : plan.tables()) {
            b.append("\nTable ").append(t.table()).append(": ").append(items(t)).append('\n');
            for (MigrationStep s : t.steps()) {
                b.append(String.format(Locale.ROOT, "%3d. %s%n", ++n, s.summary()));
                b.append("     id: ").append(s.id()).append('\n');
                b.append("     why: ").append(s.why()).append('\n');
                b.append("     ").append(undo(s)).append('\n');
                b.append("     estimate: ").append(estimate(s.estimate(), file.writeRate())).append('\n');
            }
        }
        refusalsText(plan, b);
        return b.append('\n').append(totals(plan, file.writeRate())).append('\n').toString();
    }

    public static String markdown(PlanFile file) {
        StringBuilder b = new StringBuilder();
        b.append("# Migration plan\n\nFrom ").append(file.from().describe()).append(" to ").append(file.to().describe())
                .append(".\n");
        MigrationPlan plan = file.plan();
        if (plan.isEmpty()) {
            return b.append("\nNothing to do: the two designs ask DynamoDB for the same tables.\n").toString();
        }
        int n = 0;
        for (TablePlan t : plan.tables()) {
            b.append("\n## Table ").append(t.table()).append("\n\n").append(capital(items(t))).append(".\n\n");
            for (MigrationStep s : t.steps()) {
                b.append(++n).append(". **").append(s.summary()).append("** (`").append(s.id()).append("`)  \n")
                        .append("   ").append(s.why()).append("  \n")
                        .append("   ").append(capital(undo(s))).append(".  \n")
                        .append("   Estimate: ").append(estimate(s.estimate(), file.writeRate())).append(".\n");
            }
        }
        if (plan.refused()) {
            b.append("\n## Refused\n\nDynamoDB cannot do these at all; the plan is not to be applied until the new "
                    + "design changes:\n\n");
            for (Refusal r : plan.refusals()) {
                b.append("- **").append(r.table()).append("**: ").append(r.what()).append(". ").append(r.reason())
                        .append(".\n");
            }
        }
        return b.append('\n').append(totals(plan, file.writeRate())).append('\n').toString();
    }

    private static void refusalsText(MigrationPlan plan, StringBuilder b) {
        if (plan.refused()) {
            b.append("\nRefused: DynamoDB cannot do these at all; the plan is not to be applied until the new design "
                    + "changes:\n");
            for (Refusal r : plan.refusals()) {
                b.append("  - ").append(r.table()).append(": ").append(r.what()).append(". ").append(r.reason())
                        .append(".\n");
            }
        }
    }

    private static String items(TablePlan t) {
        return t.items().map(i -> String.format(Locale.ROOT, "%,d items (%s)", i, t.itemsBasis()))
                .orElse(t.itemsBasis());
    }

    private static String undo(MigrationStep s) {
        return (s.reversal().reversible() ? "undo: " : "cannot be undone: ") + s.reversal().how();
    }

    /** "750 items, 8 read units, 750 write units, $0.00047, 7.5 s (basis)". */
    static String estimate(Estimate e, double writeRate) {
        if (!e.known()) {
            return "not known: " + e.basis();
        }
        if (e.items().get() == 0 && e.writeUnits() == 0 && e.readUnits() == 0) {
            return "no items written (" + e.basis() + ")";
        }
        return String.format(Locale.ROOT, "%s, %s, %s, %s, %s (%s)", count(e.items().get(), "item"),
                count(e.readUnits(), "read unit"), count(e.writeUnits(), "write unit"), dollars(e.dollars()),
                e.seconds().map(PlanText::duration).map(d -> d + " at " + Money.number(writeRate) + " units/s")
                        .orElse("at DynamoDB's pace"), e.basis());
    }

    static String totals(MigrationPlan plan, double writeRate) {
        MigrationPlan.Totals t = plan.totals();
        return String.format(Locale.ROOT, "Total: %s, %s, %s, %s on demand, %s of writes at %s units/s%s%s",
                count(plan.steps().size(), "step"), count(t.readUnits(), "read unit"), count(t.writeUnits(), "write unit"),
                dollars(t.dollars()),
                duration(t.seconds()), Money.number(writeRate),
                t.complete() ? "" : " (some steps could not be estimated)",
                plan.refused() ? "; " + plan.refusals().size() + " refused" : "");
    }

    /** "1 item", "1,500 items". */
    static String count(long n, String noun) {
        return String.format(Locale.ROOT, "%,d %s%s", n, noun, n == 1 ? "" : "s");
    }

    /** Dollars to the cent, and a small sum to two significant digits ("$0.00047") so it is not shown as nothing. */
    static String dollars(double d) {
        if (d == 0 || d >= 0.01) {
            return Money.dollars(d);
        }
        return "$" + new BigDecimal(d).round(new MathContext(2)).stripTrailingZeros().toPlainString();
    }

    /** "7.5 s", "12 min", "3.2 h". */
    static String duration(double seconds) {
        if (seconds < 60) {
            return Money.number(seconds) + " s";
        }
        if (seconds < 3600) {
            return Money.number(Math.round(seconds / 60.0 * 10) / 10.0) + " min";
        }
        return Money.number(Math.round(seconds / 3600.0 * 10) / 10.0) + " h";
    }

    private static String capital(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
