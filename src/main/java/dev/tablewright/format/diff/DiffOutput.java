package dev.tablewright.format.diff;

import dev.tablewright.format.ReportFormat;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.engine.diff.Change;
import dev.tablewright.engine.diff.DiffResult;
import dev.tablewright.engine.drift.DriftReport;
import dev.tablewright.engine.drift.KeyDrift;
import dev.tablewright.format.json.Json;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A diff as text (one line per change, grouped by table), Markdown (for a pull-request comment) or
 * JSON (the schema in docs/diff.md). Each ends with, or holds, the summary; identical models give
 * the summary alone.
 */
public final class DiffOutput {
    private DiffOutput() {
    }

    public static String render(DiffResult diff, String oldName, String newName, ReportFormat format) {
        return switch (format) {
            case TEXT -> text(diff, oldName, newName);
            case MARKDOWN -> markdown(diff, oldName, newName);
            case JSON -> Json.pretty(json(diff, oldName, newName)) + "\n";
        };
    }

    /** A diff with a live table or template side: the changes, then the live items' findings and the notes. */
    public static String render(DriftReport report, String oldName, String newName, ReportFormat format) {
        return switch (format) {
            case TEXT -> text(report, oldName, newName);
            case MARKDOWN -> markdown(report, oldName, newName);
            case JSON -> Json.pretty(json(report, oldName, newName)) + "\n";
        };
    }

    public static String text(DriftReport report, String oldName, String newName) {
        StringBuilder sb = new StringBuilder(text(report.diff(), oldName, newName));
        report.conformance().ifPresent(c -> {
            sb.append("Live items: ").append(c.summary()).append('\n');
            c.findings().forEach(f -> sb.append("  ! ").append(f).append('\n'));
        });
        report.notes().forEach(n -> sb.append("note: ").append(n).append('\n'));
        return sb.toString();
    }

    public static String markdown(DriftReport report, String oldName, String newName) {
        StringBuilder sb = new StringBuilder(markdown(report.diff(), oldName, newName));
        report.conformance().ifPresent(c -> {
            sb.append("\n### Live items\n\n").append(capitalized(c.summary())).append(".\n");
            if (!c.findings().isEmpty()) {
                sb.append('\n');
                c.findings().forEach(f -> sb.append("- ").append(f).append('\n'));
            }
        });
        if (!report.notes().isEmpty()) {
            sb.append("\n### Not compared\n\n");
            report.notes().forEach(n -> sb.append("- ").append(n).append('\n'));
        }
        return sb.toString();
    }

    /** The diff's JSON with {@code same} covering the items too, {@code liveItems} and {@code notes}. */
    public static ObjectNode json(DriftReport report, String oldName, String newName) {
        ObjectNode root = json(report.diff(), oldName, newName);
        root.put("same", report.isSame());
        report.conformance().ifPresent(c -> {
            ObjectNode items = root.putObject("liveItems");
            items.put("table", c.table());
            items.put("sampled", c.sampled());
            items.put("partial", c.partial());
            ObjectNode entities = items.putObject("entities");
            c.perEntity().forEach(entities::put);
            ArrayNode drifts = items.putArray("keys");
            for (KeyDrift d : c.drifts()) {
                ObjectNode o = drifts.addObject();
                o.put("entity", d.entity());
                o.put("attribute", d.attribute());
                o.put("template", d.template());
                o.put("items", d.entityItems());
                o.put("drifted", d.drifted());
                o.put("exampleStored", d.stored());
                o.put("exampleExpected", d.expected());
                o.put("message", d.sentence());
            }
            ObjectNode unclaimed = items.putObject("unclaimed");
            unclaimed.put("items", c.unclaimed());
            unclaimed.put("example", c.unclaimedExample());
        });
        ArrayNode notes = root.putArray("notes");
        report.notes().forEach(notes::add);
        return root;
    }

    /** "  ~ Movies/keys: PK S -> PK S / SK S", one per change under "Table Movies"; the summary last. */
    public static String text(DiffResult diff, String oldName, String newName) {
        StringBuilder sb = new StringBuilder();
        byTable(diff).forEach((table, changes) -> {
            sb.append("Table ").append(table).append('\n');
            changes.forEach(c -> sb.append("  ").append(line(c)).append('\n'));
        });
        return sb.append(oldName).append(" -> ").append(newName).append(": ").append(diff.summary()).append('\n')
                .toString();
    }

    /** One change as a line of text, without indentation. */
    public static String line(Change c) {
        return switch (c.kind()) {
            case ADDED -> "+ " + c.path() + ": " + c.newValue();
            case REMOVED -> "- " + c.path() + ": " + c.oldValue();
            case CHANGED -> "~ " + c.path() + ": " + orNone(c.oldValue()) + " -> " + orNone(c.newValue());
            case RENAMED -> "> " + c.path() + ": renamed from " + c.oldValue();
        };
    }

    public static String markdown(DiffResult diff, String oldName, String newName) {
        StringBuilder sb = new StringBuilder();
        sb.append("## Model diff: ").append(code(oldName)).append(" → ").append(code(newName)).append("\n\n");
        sb.append(capitalized(diff.summary())).append(".\n");
        byTable(diff).forEach((table, changes) -> {
            sb.append("\n### Table ").append(code(table)).append("\n\n");
            sb.append("| Change | Where | Old | New |\n|---|---|---|---|\n");
            for (Change c : changes) {
                sb.append("| ").append(c.kind().word()).append(" | ").append(code(c.path())).append(" | ")
                        .append(c.oldValue() == null ? "" : code(c.oldValue())).append(" | ")
                        .append(c.newValue() == null ? "" : code(c.newValue())).append(" |\n");
            }
        });
        return sb.toString();
    }

    public static ObjectNode json(DiffResult diff, String oldName, String newName) {
        ObjectNode root = Json.object();
        root.put("old", oldName);
        root.put("new", newName);
        root.put("same", diff.isSame());
        ObjectNode summary = root.putObject("summary");
        summary.put("total", diff.changes().size());
        for (Change.Kind k : Change.Kind.values()) {
            summary.put(k.word(), diff.count(k));
        }
        ArrayNode changes = root.putArray("changes");
        for (Change c : diff.changes()) {
            ObjectNode o = changes.addObject();
            o.put("table", c.table());
            o.put("path", c.path());
            o.put("kind", c.kind().word());
            o.put("old", c.oldValue());
            o.put("new", c.newValue());
        }
        return root;
    }

    /** Changes grouped by table, tables in the order their first change came. */
    private static Map<String, List<Change>> byTable(DiffResult diff) {
        Map<String, List<Change>> groups = new LinkedHashMap<>();
        diff.changes().forEach(c -> groups.computeIfAbsent(c.table(), t -> new java.util.ArrayList<>()).add(c));
        return groups;
    }

    private static String orNone(String value) {
        return value == null ? "(none)" : value;
    }

    /** Inline code in a GFM table cell: a backtick cannot be escaped inside, a pipe must be. */
    private static String code(String s) {
        return "`" + s.replace('`', '\'').replace("|", "\\|").replace("\n", " ") + "`";
    }

    private static String capitalized(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
