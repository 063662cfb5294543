package dev.tablewright.format.migrate;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.engine.diff.Change;
import dev.tablewright.engine.drift.ConformanceCheck;
import dev.tablewright.engine.migrate.Refusal;
import dev.tablewright.engine.migrate.VerifiedTable;
import dev.tablewright.engine.migrate.VerifyReport;
import dev.tablewright.format.ReportFormat;
import dev.tablewright.format.diff.DiffOutput;
import dev.tablewright.format.json.Json;
import java.util.Locale;
import java.util.Optional;

/**
 * A verification's report: per table, the design's differences from TO (TO the old side, the live table
 * the new, as {@code diff} says them), each entity's items read, matching and not, the first mismatching
 * items with what differs, and the items no entity claims.
 */
public final class VerifyText {
    /** Who the expected values are said to come from: "Movie mov#tt1: gsi4pk is missing, TO gives year#2020". */
    private static final String TO = "TO";

    private VerifyText() {
    }

    /** @param where the endpoint or profile verified ("DynamoDB — http://localhost:8000") */
    public static String render(PlanFile plan, VerifyReport report, String where, ReportFormat format) {
        return switch (format) {
            case TEXT -> text(plan, report, where);
            case MARKDOWN -> markdown(plan, report, where);
            case JSON -> Json.pretty(json(plan, report, where)) + "\n";
        };
    }

    static String text(PlanFile plan, VerifyReport r, String where) {
        StringBuilder b = new StringBuilder("Verify of the plan from ").append(plan.from().describe()).append(" to ")
                .append(plan.to().describe()).append(" at ").append(where).append('\n');
        refusalsSaid(r).ifPresent(line -> b.append(line).append('\n'));
        r.refusals().forEach(x -> b.append("  - ").append(refusal(x)).append('\n'));
        for (VerifiedTable t : r.tables()) {
            b.append("\nTable ").append(t.toTable())
                    .append(t.liveTable().equals(t.toTable()) ? "" : " (live as " + t.liveTable() + ")").append('\n');
            b.append("  ").append(designLine(t)).append('\n');
            t.design().forEach(c -> b.append("    ").append(DiffOutput.line(c)).append('\n'));
            t.items().ifPresent(items -> {
                b.append("  ").append(itemsLine(t, items)).append('\n');
                items.entities().forEach(e -> b.append("    ").append(entityLine(e)).append('\n'));
                if (!items.mismatches().isEmpty()) {
                    b.append("  ").append(mismatchesTitle(items)).append('\n');
                    items.mismatches().forEach(m -> b.append("    ").append(m.describe(TO)).append('\n'));
                }
                if (!items.unclaimedKeys().isEmpty()) {
                    b.append("  ").append(unclaimedTitle(items)).append('\n');
                    items.unclaimedKeys().forEach(k -> b.append("    ").append(k).append('\n'));
                }
            });
            t.notes().forEach(n -> b.append("  note: ").append(n).append('\n'));
        }
        return b.append('\n').append(verdict(r)).append('\n').toString();
    }

    static String markdown(PlanFile plan, VerifyReport r, String where) {
        StringBuilder b = new StringBuilder("## Verify of the plan from `").append(plan.from().location())
                .append("` to `").append(plan.to().location()).append("` at ").append(where).append("\n\n");
        b.append(verdict(r)).append('\n');
        refusalsSaid(r).ifPresent(line -> b.append('\n').append(line).append('\n'));
        r.refusals().forEach(x -> b.append("- ").append(cell(refusal(x))).append('\n'));
        for (VerifiedTable t : r.tables()) {
            b.append("\n### Table `").append(t.toTable()).append('`')
                    .append(t.liveTable().equals(t.toTable()) ? "" : " (live as `" + t.liveTable() + "`)").append("\n\n");
            b.append(t.design().isEmpty() ? "✅ " : "❌ ").append(designLine(t)).append('\n');
            t.design().forEach(c -> b.append("- `").append(DiffOutput.line(c).replace("`", "'")).append("`\n"));
            t.items().ifPresent(items -> {
                b.append('\n').append(items.matches() && t.complete() ? "✅ " : "❌ ").append(itemsLine(t, items))
                        .append("\n\n| entity | read | matching | not matching |\n|---|---:|---:|---:|\n");
                items.entities().forEach(e -> b.append("| ").append(e.entity()).append(" | ").append(count(e.read()))
                        .append(" | ").append(count(e.matching())).append(" | ").append(count(e.mismatched())).append(" |\n"));
                if (!items.mismatches().isEmpty()) {
                    b.append('\n').append(mismatchesTitle(items)).append("\n\n");
                    items.mismatches().forEach(m -> b.append("- ").append(cell(m.describe(TO))).append('\n'));
                }
                if (!items.unclaimedKeys().isEmpty()) {
                    b.append('\n').append(unclaimedTitle(items)).append("\n\n");
                    items.unclaimedKeys().forEach(k -> b.append("- ").append(cell(k)).append('\n'));
                }
            });
            if (!t.notes().isEmpty()) {
                b.append('\n');
                t.notes().forEach(n -> b.append("- note: ").append(n).append('\n'));
            }
        }
        return b.toString();
    }

    static ObjectNode json(PlanFile plan, VerifyReport r, String where) {
        ObjectNode root = Json.object();
        root.put("from", plan.from().location());
        root.put("to", plan.to().location());
        root.put("live", where);
        root.put("matches", r.matches());
        ArrayNode refusals = root.putArray("refusals");
        for (Refusal x : r.refusals()) {
            refusals.addObject().put("table", x.table()).put("what", x.what()).put("reason", x.reason());
        }
        ArrayNode tables = root.putArray("tables");
        for (VerifiedTable t : r.tables()) {
            ObjectNode o = tables.addObject();
            o.put("table", t.toTable());
            o.put("liveTable", t.liveTable());
            o.put("matches", t.matches());
            o.put("complete", t.complete());
            ArrayNode design = o.putArray("design");
            for (Change c : t.design()) {
                design.addObject().put("path", c.path()).put("kind", c.kind().word()).put("to", c.oldValue())
                        .put("live", c.newValue());
            }
            t.items().ifPresent(items -> {
                ObjectNode i = o.putObject("items");
                i.put("read", items.read());
                i.put("mismatched", items.mismatched());
                ObjectNode entities = i.putObject("entities");
                items.entities().forEach(e -> entities.putObject(e.entity()).put("read", e.read())
                        .put("matching", e.matching()).put("mismatched", e.mismatched()));
                ArrayNode mismatches = i.putArray("mismatches");
                for (ConformanceCheck.Mismatch m : items.mismatches()) {
                    ObjectNode mo = mismatches.addObject().put("entity", m.entity()).put("key", m.key());
                    ArrayNode ds = mo.putArray("differences");
                    for (ConformanceCheck.Difference d : m.differences()) {
                        ObjectNode dn = ds.addObject().put("attribute", d.attribute());
                        dn.put("stored", d.stored().orElse(null));
                        dn.put("expected", d.expected().orElse(null));
                        if (!d.reason().isEmpty()) {
                            dn.put("reason", d.reason());
                        }
                        dn.put("message", d.describe(TO));
                    }
                }
                ObjectNode unclaimed = i.putObject("unclaimed");
                unclaimed.put("items", items.unclaimed());
                ArrayNode keys = unclaimed.putArray("keys");
                items.unclaimedKeys().forEach(keys::add);
            });
            ArrayNode notes = o.putArray("notes");
            t.notes().forEach(notes::add);
        }
        return root;
    }

    /** What the plan's refusals mean here, when it has any. */
    private static Optional<String> refusalsSaid(VerifyReport r) {
        int n = r.refusals().size();
        return n == 0 ? Optional.empty() : Optional.of("The plan has " + n + " refusal" + (n == 1 ? "" : "s")
                + " (changes DynamoDB cannot make): the tables are verified against TO all the same, so "
                + (n == 1 ? "it shows" : "they show") + " as differences.");
    }

    /** "Movies: lower the table's warm read throughput (DynamoDB only raises it.)". */
    private static String refusal(Refusal x) {
        return x.table() + ": " + x.what() + " (" + x.reason() + ")";
    }

    private static String designLine(VerifiedTable t) {
        int n = t.design().size();
        return n == 0 ? "Design: the keys, indexes and settings are TO's"
                : "Design: " + n + " difference" + (n == 1 ? "" : "s") + " from TO (TO -> live)";
    }

    /** "Items: 1,234 read: 1,230 match TO's templates, 2 do not, 2 belong to no entity". */
    private static String itemsLine(VerifiedTable t, ConformanceCheck.Items items) {
        long matching = items.read() - items.mismatched() - items.unclaimed();
        String line = "Items: " + count(items.read()) + " read" + (t.complete() ? "" : " (the scan was stopped: the"
                + " table has more)") + ": " + count(matching) + (matching == 1 ? " matches" : " match") + " TO's templates, "
                + count(items.mismatched()) + (items.mismatched() == 1 ? " does" : " do") + " not";
        return line + ", " + count(items.unclaimed()) + (items.unclaimed() == 1 ? " belongs" : " belong") + " to no entity";
    }

    /** "Movie: 100 read, 99 match, 1 does not". */
    private static String entityLine(ConformanceCheck.EntityItems e) {
        return e.entity() + ": " + count(e.read()) + " read, " + count(e.matching())
                + (e.matching() == 1 ? " matches, " : " match, ") + count(e.mismatched())
                + (e.mismatched() == 1 ? " does not" : " do not");
    }

    private static String mismatchesTitle(ConformanceCheck.Items items) {
        return "Not matching (" + shown(items.mismatches().size(), items.mismatched()) + "):";
    }

    private static String unclaimedTitle(ConformanceCheck.Items items) {
        return "No entity claims (" + shown(items.unclaimedKeys().size(), items.unclaimed())
                + "; data TO does not describe, or items written under other keys):";
    }

    /** "3", "the first 20 of 1,500". */
    private static String shown(int listed, long of) {
        return listed == of ? count(of) : "the first " + listed + " of " + count(of);
    }

    private static String verdict(VerifyReport r) {
        if (r.matches()) {
            return "Verified: every table is TO's design and every item matches TO's templates.";
        }
        long design = 0;
        long mismatched = 0;
        long unclaimed = 0;
        boolean stopped = false;
        for (VerifiedTable t : r.tables()) {
            design += t.design().size();
            mismatched += t.items().map(ConformanceCheck.Items::mismatched).orElse(0L);
            unclaimed += t.items().map(ConformanceCheck.Items::unclaimed).orElse(0L);
            stopped |= !t.complete();
        }
        return "Not verified: " + count(design) + " design difference" + (design == 1 ? "" : "s") + ", "
                + count(mismatched) + " item" + (mismatched == 1 ? "" : "s") + " not matching TO's templates, "
                + count(unclaimed) + " item" + (unclaimed == 1 ? "" : "s") + " no entity claims"
                + (stopped ? "; the scan was stopped before the last item" : "") + ".";
    }

    private static String cell(String s) {
        return s.replace("|", "\\|");
    }

    private static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }
}
