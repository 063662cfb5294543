package dev.tablewright.format.migrate;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.engine.migrate.DryRunResult;
import dev.tablewright.format.ReportFormat;
import dev.tablewright.format.json.Json;
import java.util.List;

/** A dry run's verdict for the screen: each check with whether it holds and its differences. */
public final class DryRunText {
    private DryRunText() {
    }

    private record Check(String key, String title, List<String> differences) {
    }

    private static List<Check> checks(DryRunResult r) {
        return List.of(
                new Check("steps", "Every step applies to the sample items", r.steps()),
                new Check("items", "The migrated items are what TO derives from the same sample items", r.items()),
                new Check("design", "The migrated design is TO's", r.design()),
                new Check("patterns", "Every access pattern of TO returns what it returns on TO's own data", r.patterns()));
    }

    public static String render(PlanFile plan, DryRunResult result, ReportFormat format) {
        return switch (format) {
            case TEXT -> text(plan, result);
            case MARKDOWN -> markdown(plan, result);
            case JSON -> json(plan, result);
        };
    }

    private static String verdict(DryRunResult r) {
        return r.holds() ? "The plan carries the sample items to exactly what the new design gives."
                : "The plan does not carry the sample items to what the new design gives.";
    }

    static String text(PlanFile plan, DryRunResult r) {
        StringBuilder b = new StringBuilder("Dry run of the plan from ").append(plan.from().describe()).append(" to ")
                .append(plan.to().describe()).append(" (").append(plan.plan().steps().size()).append(" steps)\n");
        for (Check c : checks(r)) {
            b.append(c.differences().isEmpty() ? "  holds: " : "  FAILS: ").append(c.title()).append('\n');
            c.differences().forEach(d -> b.append("    - ").append(d).append('\n'));
        }
        return b.append(verdict(r)).append('\n').toString();
    }

    static String markdown(PlanFile plan, DryRunResult r) {
        StringBuilder b = new StringBuilder("## Dry run of the plan from `").append(plan.from().location())
                .append("` to `").append(plan.to().location()).append("`\n\n");
        for (Check c : checks(r)) {
            b.append("- ").append(c.differences().isEmpty() ? "✅ " : "❌ ").append(c.title()).append('\n');
            c.differences().forEach(d -> b.append("  - ").append(d.replace("|", "\\|")).append('\n'));
        }
        return b.append('\n').append(verdict(r)).append('\n').toString();
    }

    static String json(PlanFile plan, DryRunResult r) {
        ObjectNode root = Json.object();
        root.put("from", plan.from().location());
        root.put("to", plan.to().location());
        root.put("holds", r.holds());
        ObjectNode checks = root.putObject("checks");
        for (Check c : checks(r)) {
            ObjectNode o = checks.putObject(c.key());
            o.put("holds", c.differences().isEmpty());
            ArrayNode a = o.putArray("differences");
            c.differences().forEach(a::add);
        }
        return Json.pretty(root);
    }
}
