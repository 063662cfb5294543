package dev.tablewright.format.migrate;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.engine.migrate.Estimate;
import dev.tablewright.engine.migrate.MigrationPlan;
import dev.tablewright.engine.migrate.MigrationStep;
import dev.tablewright.engine.migrate.Refusal;
import dev.tablewright.engine.migrate.Reversal;
import dev.tablewright.engine.migrate.Source;
import dev.tablewright.engine.migrate.TablePlan;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonPath;
import dev.tablewright.format.json.JsonTreeReader;
import dev.tablewright.format.json.Member;
import dev.tablewright.model.Severity;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads a plan file back: every field checked, each problem naming the file, the JSON path and what
 * was expected there. A plan with any error is not returned: a step half read must not be applied.
 */
public final class PlanReader {
    private final Diagnostics d;

    private PlanReader(String file) {
        this.d = new Diagnostics(file);
    }

    public static PlanRead read(Path file) {
        String name = file.toString();
        try {
            return parse(Files.readString(file, StandardCharsets.UTF_8), name);
        } catch (IOException e) {
            Diagnostics d = new Diagnostics(name);
            d.error("", "cannot read the plan: " + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()));
            return new PlanRead(Optional.empty(), d.problems());
        } catch (java.io.UncheckedIOException e) {
            Diagnostics d = new Diagnostics(name);
            d.error("", "the plan is not UTF-8 text");
            return new PlanRead(Optional.empty(), d.problems());
        }
    }

    public static PlanRead parse(String text, String file) {
        PlanReader r = new PlanReader(file);
        Optional<PlanFile> plan = JsonTreeReader.read(text, r.d).flatMap(r::file);
        return new PlanRead(r.d.errorCount() == 0 ? plan : Optional.empty(), r.d.problems());
    }

    private Optional<PlanFile> file(JsonNode root) {
        String at = JsonPath.ROOT;
        if (!root.isObject()) {
            d.error(at, "expected a migration plan (a JSON object), found " + Json.describe(root));
            return Optional.empty();
        }
        JsonNode version = root.get(PlanJson.VERSION_KEY);
        String versionAt = JsonPath.key(at, PlanJson.VERSION_KEY);
        if (version == null || !version.canConvertToInt() || !version.isIntegralNumber()) {
            d.error(versionAt, "expected the plan's version " + PlanFile.VERSION + ", found " + Json.describe(version)
                    + ": is this a plan written by migrate plan?");
            return Optional.empty();
        }
        if (version.intValue() != PlanFile.VERSION) {
            d.error(versionAt, "this plan is version " + version.intValue() + "; this Tablewright reads version "
                    + PlanFile.VERSION);
            return Optional.empty();
        }
        Source from = source(root, "from", at);
        Source to = source(root, "to", at);
        double writeRate = number(root, "writeRate", at);
        List<TablePlan> tables = new ArrayList<>();
        each(root, "tables", at, (o, p) -> table(o, p).ifPresent(tables::add));
        List<Refusal> refusals = new ArrayList<>();
        each(root, "refusals", at, (o, p) -> {
            String table = text(o, "table", p);
            String what = text(o, "what", p);
            String reason = text(o, "reason", p);
            if (table != null && what != null && reason != null) {
                refusals.add(new Refusal(table, what, reason));
            }
        });
        if (d.errorCount() > 0) {
            return Optional.empty();
        }
        if (!(writeRate > 0)) {
            d.error(JsonPath.key(at, "writeRate"), "expected a positive number of write units per second, found "
                    + writeRate);
            return Optional.empty();
        }
        return Optional.of(new PlanFile(from, to, writeRate, new MigrationPlan(tables, refusals)));
    }

    private Source source(JsonNode parent, String key, String at) {
        String p = JsonPath.key(at, key);
        Optional<ObjectNode> o = Member.of(parent, key, at).requiredObject(d, Severity.ERROR, "the plan's side (an object)");
        if (o.isEmpty()) {
            return null;
        }
        String kind = text(o.get(), "kind", p);
        String location = text(o.get(), "location", p);
        String detail = text(o.get(), "detail", p);
        if (kind == null || location == null || detail == null) {
            return null;
        }
        if (!List.of(Source.FILE, Source.ENDPOINT, Source.PROFILE).contains(kind)) {
            d.error(JsonPath.key(p, "kind"), "expected file, endpoint or profile, found '" + kind + "'");
            return null;
        }
        return new Source(kind, location, detail);
    }

    private Optional<TablePlan> table(ObjectNode o, String at) {
        String table = text(o, "table", at);
        Optional<Long> items = nullableWhole(o, "items", at);
        String basis = text(o, "itemsBasis", at);
        List<MigrationStep> steps = new ArrayList<>();
        each(o, "steps", at, (s, p) -> step(s, p).ifPresent(steps::add));
        if (table == null || basis == null || items == null) {
            return Optional.empty();
        }
        return Optional.of(new TablePlan(table, items, basis, steps));
    }

    private Optional<MigrationStep> step(ObjectNode o, String at) {
        String kind = text(o, "kind", at);
        String id = text(o, "id", at);
        String table = text(o, "table", at);
        String why = text(o, "why", at);
        Optional<Boolean> reversible = Member.of(o, "reversible", at).bool(d, Severity.ERROR, "true or false");
        if (!Member.of(o, "reversible", at).present()) {
            d.error(JsonPath.key(at, "reversible"), "expected true or false, found nothing");
        }
        String undo = text(o, "undo", at);
        Estimate estimate = estimate(o, at);
        if (kind == null || id == null || table == null || why == null || reversible.isEmpty() || undo == null
                || estimate == null) {
            return Optional.empty();
        }
        if (undo.isBlank()) {
            d.error(JsonPath.key(at, "undo"), "expected how to undo the step, or why it cannot be, found ''");
            return Optional.empty();
        }
        MigrationStep.Common c = new MigrationStep.Common(id, table, why,
                new Reversal(reversible.get(), undo), estimate);
        int before = d.errorCount();
        MigrationStep step = switch (kind) {
            case "create-table" -> new MigrationStep.CreateTable(c, text(o, "newTable", at), text(o, "design", at),
                    text(o, "keys", at), strings(o, "localIndexes", at));
            case "copy-items" -> new MigrationStep.CopyItems(c, text(o, "target", at));
            case "delete-table" -> new MigrationStep.DeleteTable(c);
            case "create-gsi" -> new MigrationStep.CreateGsi(c, text(o, "index", at), text(o, "design", at),
                    text(o, "keys", at), text(o, "projection", at));
            case "delete-gsi" -> new MigrationStep.DeleteGsi(c, text(o, "index", at));
            case "create-vector-index" -> new MigrationStep.CreateVectorIndex(c, text(o, "index", at),
                    text(o, "design", at), text(o, "attribute", at), (int) whole(o, "dimensions", at),
                    text(o, "distance", at));
            case "delete-vector-index" -> new MigrationStep.DeleteVectorIndex(c, text(o, "index", at));
            case "backfill" -> new MigrationStep.Backfill(c, text(o, "entity", at), templates(o, at));
            case "rekey" -> new MigrationStep.Rekey(c, text(o, "entity", at), templates(o, at));
            case "move-patterns" -> new MigrationStep.MovePatterns(c, text(o, "fromIndex", at), text(o, "toIndex", at),
                    strings(o, "patterns", at));
            case "change-setting" -> new MigrationStep.ChangeSetting(c, text(o, "setting", at), text(o, "before", at),
                    text(o, "after", at));
            default -> {
                d.error(JsonPath.key(at, "kind"), "expected one of " + String.join(", ", PlanJson.KINDS) + ", found '"
                        + kind + "'");
                yield null;
            }
        };
        return d.errorCount() == before ? Optional.ofNullable(step) : Optional.empty();
    }

    private Estimate estimate(ObjectNode parent, String at) {
        String p = JsonPath.key(at, "estimate");
        Optional<ObjectNode> o = Member.of(parent, "estimate", at).requiredObject(d, Severity.ERROR,
                "the step's estimate (an object)");
        if (o.isEmpty()) {
            return null;
        }
        int before = d.errorCount();
        Optional<Long> items = nullableWhole(o.get(), "items", p);
        long reads = whole(o.get(), "readUnits", p);
        long writes = whole(o.get(), "writeUnits", p);
        double dollars = number(o.get(), "dollars", p);
        JsonNode secondsNode = o.get().get("seconds");
        Optional<Double> seconds = Optional.empty();
        if (!PlanJson.isNull(secondsNode)) {
            seconds = Optional.of(number(o.get(), "seconds", p));
        } else if (secondsNode == null) {
            d.error(JsonPath.key(p, "seconds"), "expected a number of seconds or null, found nothing");
        }
        String basis = text(o.get(), "basis", p);
        if (d.errorCount() > before) {
            return null;
        }
        for (String key : List.of("readUnits", "writeUnits", "dollars")) {
            if (o.get().get(key).asDouble() < 0) {
                d.error(JsonPath.key(p, key), "expected a number not below 0, found " + o.get().get(key).asText());
                return null;
            }
        }
        return new Estimate(items, reads, writes, dollars, seconds, basis);
    }

    private List<MigrationStep.TemplateChange> templates(ObjectNode parent, String at) {
        List<MigrationStep.TemplateChange> out = new ArrayList<>();
        each(parent, "templates", at, (o, p) -> {
            String attribute = text(o, "attribute", p);
            JsonNode before = o.get("before");
            Optional<String> was = Optional.empty();
            if (before == null) {
                d.error(JsonPath.key(p, "before"), "expected the template before (text) or null, found nothing");
            } else if (!before.isNull()) {
                was = Optional.ofNullable(text(o, "before", p));
            }
            String after = text(o, "after", p);
            if (attribute != null && after != null) {
                out.add(new MigrationStep.TemplateChange(attribute, was, after));
            }
        });
        return out;
    }

    private interface Element {
        void read(ObjectNode element, String path);
    }

    /** Each element of a required array of objects. */
    private void each(JsonNode parent, String key, String at, Element element) {
        Optional<ArrayNode> a = Member.of(parent, key, at).requiredArray(d, Severity.ERROR, "an array");
        if (a.isEmpty()) {
            return;
        }
        String p = JsonPath.key(at, key);
        for (int i = 0; i < a.get().size(); i++) {
            JsonNode n = a.get().get(i);
            String ip = JsonPath.index(p, i);
            if (!n.isObject()) {
                d.error(ip, "expected an object, found " + Json.describe(n));
            } else {
                element.read((ObjectNode) n, ip);
            }
        }
    }

    private List<String> strings(ObjectNode parent, String key, String at) {
        List<String> out = new ArrayList<>();
        Optional<ArrayNode> a = Member.of(parent, key, at).requiredArray(d, Severity.ERROR, "an array of names");
        a.ifPresent(array -> {
            for (int i = 0; i < array.size(); i++) {
                if (array.get(i).isTextual()) {
                    out.add(array.get(i).textValue());
                } else {
                    d.error(JsonPath.index(JsonPath.key(at, key), i), "expected a name (text), found "
                            + Json.describe(array.get(i)));
                }
            }
        });
        return out;
    }

    /** Required text; null (with a problem) when absent or not text. */
    private String text(JsonNode parent, String key, String at) {
        return Member.of(parent, key, at).requiredText(d, Severity.ERROR, "text").orElse(null);
    }

    private long whole(JsonNode parent, String key, String at) {
        JsonNode n = parent.get(key);
        if (n == null || !n.isIntegralNumber() || !n.canConvertToLong()) {
            d.error(JsonPath.key(at, key), "expected a whole number, found " + Json.describe(n));
            return 0;
        }
        return n.longValue();
    }

    /** A whole number or null (not known); null as the Java result (with a problem) when neither. */
    private Optional<Long> nullableWhole(JsonNode parent, String key, String at) {
        JsonNode n = parent.get(key);
        if (n != null && n.isNull()) {
            return Optional.empty();
        }
        if (n == null || !n.isIntegralNumber() || !n.canConvertToLong()) {
            d.error(JsonPath.key(at, key), "expected a whole number or null, found " + Json.describe(n));
            return null;
        }
        return Optional.of(n.longValue());
    }

    private double number(JsonNode parent, String key, String at) {
        JsonNode n = parent.get(key);
        if (n == null || !n.isNumber()) {
            d.error(JsonPath.key(at, key), "expected a number, found " + Json.describe(n));
            return 0;
        }
        return n.doubleValue();
    }
}
