package dev.tablewright.ui.migrate;

import dev.tablewright.engine.cost.Money;
import dev.tablewright.engine.migrate.Estimate;
import dev.tablewright.engine.migrate.MigrationPlan;
import dev.tablewright.engine.migrate.MigrationStep;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.Locale;

/**
 * One step of the plan as the Migration dialog lists it: its number, table, kind, what it does, why,
 * whether and how it is undone, and its estimate in a few figures (the basis is in {@link #basis}).
 */
public record StepRow(int number, String id, String table, String kind, String summary, String why, boolean reversible,
        String undo, String estimate, String basis) {

    static StepRow of(int number, MigrationStep s) {
        return new StepRow(number, s.id(), s.table(), s.kind(), s.summary(), s.why(), s.reversal().reversible(),
                (s.reversal().reversible() ? "undo: " : "cannot be undone: ") + s.reversal().how(), figures(s.estimate()),
                inWindow(s.estimate().basis()));
    }

    /** The planner speaks of the command line's option; in the window the count is typed in the Items field. */
    static String inWindow(String basis) {
        return basis.replace("give one with --items N", "type one in Items").replace("(--items)", "(the Items field)");
    }

    /** "204,082 items · 37,484 RCU · 204,082 WCU · $0.13 · 6.8 min"; "not known" or "writes nothing" else. */
    static String figures(Estimate e) {
        if (!e.known()) {
            return "not known";
        }
        if (e.items().get() == 0 && e.readUnits() == 0 && e.writeUnits() == 0) {
            return "writes nothing";
        }
        return String.format(Locale.ROOT, "%,d items · %,d RCU · %,d WCU · %s · %s", e.items().get(), e.readUnits(),
                e.writeUnits(), dollars(e.dollars()), e.seconds().map(StepRow::duration).orElse("at DynamoDB's pace"));
    }

    /** "Total: 2 steps · 37,484 RCU · 408,164 WCU · $0.26 on demand · 6.8 min of writes at 500 WCU/s". */
    static String totals(MigrationPlan plan, double writeRate) {
        MigrationPlan.Totals t = plan.totals();
        int n = plan.steps().size();
        String steps = String.format(Locale.ROOT, "Total: %d step%s", n, n == 1 ? "" : "s");
        if (!t.complete()) {
            // Sums of the steps that could be estimated would read as the plan's cost: none is given.
            return steps + "; not estimated without an item count: type one in Items.";
        }
        return String.format(Locale.ROOT, "%s · %,d RCU · %,d WCU · %s on demand · %s of writes at %s WCU/s", steps,
                t.readUnits(), t.writeUnits(), dollars(t.dollars()), duration(t.seconds()), Money.number(writeRate));
    }

    /** To the cent, and a small sum to two significant digits so it does not read as nothing. */
    static String dollars(double d) {
        return d == 0 || d >= 0.01 ? Money.dollars(d)
                : "$" + new BigDecimal(d).round(new MathContext(2)).stripTrailingZeros().toPlainString();
    }

    static String duration(double seconds) {
        if (seconds < 60) {
            return Money.number(seconds) + " s";
        }
        return seconds < 3600 ? Money.number(Math.round(seconds / 6.0) / 10.0) + " min"
                : Money.number(Math.round(seconds / 360.0) / 10.0) + " h";
    }
}
