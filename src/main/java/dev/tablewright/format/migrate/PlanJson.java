package dev.tablewright.format.migrate;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.engine.migrate.Estimate;
import dev.tablewright.engine.migrate.MigrationPlan;
import dev.tablewright.engine.migrate.MigrationStep;
import dev.tablewright.engine.migrate.Refusal;
import dev.tablewright.engine.migrate.Source;
import dev.tablewright.engine.migrate.TablePlan;
import dev.tablewright.format.json.Json;
import java.util.List;
import java.util.Optional;

/**
 * A plan as JSON (docs/migrations.md): the version first, the two sides, the write rate, each table's
 * steps with every field, and the refusals. {@link PlanReader} reads it back to the same plan.
 */
public final class PlanJson {
    static final String VERSION_KEY = "tablewrightMigrationPlan";

    private PlanJson() {
    }

    public static String write(PlanFile file) {
        ObjectNode root = Json.object();
        root.put(VERSION_KEY, PlanFile.VERSION);
        root.set("from", source(file.from()));
        root.set("to", source(file.to()));
        root.put("writeRate", file.writeRate());
        ArrayNode tables = root.putArray("tables");
        for (TablePlan t : file.plan().tables()) {
            ObjectNode o = tables.addObject();
            o.put("table", t.table());
            if (t.items().isPresent()) {
                o.put("items", t.items().get());
            } else {
                o.putNull("items");
            }
            o.put("itemsBasis", t.itemsBasis());
            ArrayNode steps = o.putArray("steps");
            t.steps().forEach(s -> steps.add(step(s)));
        }
        ArrayNode refusals = root.putArray("refusals");
        for (Refusal r : file.plan().refusals()) {
            ObjectNode o = refusals.addObject();
            o.put("table", r.table());
            o.put("what", r.what());
            o.put("reason", r.reason());
        }
        return Json.pretty(root);
    }

    private static ObjectNode source(Source s) {
        ObjectNode o = Json.object();
        o.put("kind", s.kind());
        o.put("location", s.location());
        o.put("detail", s.detail());
        return o;
    }

    private static ObjectNode step(MigrationStep s) {
        ObjectNode o = Json.object();
        o.put("id", s.id());
        o.put("kind", s.kind());
        o.put("table", s.table());
        o.put("why", s.why());
        o.put("reversible", s.reversal().reversible());
        o.put("undo", s.reversal().how());
        o.set("estimate", estimate(s.estimate()));
        fields(s, o);
        return o;
    }

    private static ObjectNode estimate(Estimate e) {
        ObjectNode o = Json.object();
        if (e.items().isPresent()) {
            o.put("items", e.items().get());
        } else {
            o.putNull("items");
        }
        o.put("readUnits", e.readUnits());
        o.put("writeUnits", e.writeUnits());
        o.put("dollars", e.dollars());
        if (e.seconds().isPresent()) {
            o.put("seconds", e.seconds().get());
        } else {
            o.putNull("seconds");
        }
        o.put("basis", e.basis());
        return o;
    }

    /** The fields of each kind of step beyond the common ones. */
    private static void fields(MigrationStep s, ObjectNode o) {
        if (s instanceof MigrationStep.CreateTable c) {
            o.put("newTable", c.newTable());
            o.put("design", c.design());
            o.put("keys", c.keys());
            strings(o.putArray("localIndexes"), c.localIndexes());
        } else if (s instanceof MigrationStep.CopyItems c) {
            o.put("target", c.target());
        } else if (s instanceof MigrationStep.CreateGsi c) {
            o.put("index", c.index());
            o.put("design", c.design());
            o.put("keys", c.keys());
            o.put("projection", c.projection());
        } else if (s instanceof MigrationStep.DeleteGsi c) {
            o.put("index", c.index());
        } else if (s instanceof MigrationStep.CreateVectorIndex c) {
            o.put("index", c.index());
            o.put("design", c.design());
            o.put("attribute", c.attribute());
            o.put("dimensions", c.dimensions());
            o.put("distance", c.distance());
        } else if (s instanceof MigrationStep.DeleteVectorIndex c) {
            o.put("index", c.index());
        } else if (s instanceof MigrationStep.Backfill c) {
            o.put("entity", c.entity());
            templates(o.putArray("templates"), c.templates());
        } else if (s instanceof MigrationStep.Rekey c) {
            o.put("entity", c.entity());
            templates(o.putArray("templates"), c.templates());
        } else if (s instanceof MigrationStep.MovePatterns c) {
            o.put("fromIndex", c.fromIndex());
            o.put("toIndex", c.toIndex());
            strings(o.putArray("patterns"), c.patterns());
        } else if (s instanceof MigrationStep.ChangeSetting c) {
            o.put("setting", c.setting());
            o.put("before", c.before());
            o.put("after", c.after());
        }
        // DeleteTable has no field of its own.
    }

    private static void strings(ArrayNode a, List<String> values) {
        values.forEach(a::add);
    }

    private static void templates(ArrayNode a, List<MigrationStep.TemplateChange> changes) {
        for (MigrationStep.TemplateChange t : changes) {
            ObjectNode o = a.addObject();
            o.put("attribute", t.attribute());
            Optional<String> before = t.before();
            if (before.isPresent()) {
                o.put("before", before.get());
            } else {
                o.putNull("before");
            }
            o.put("after", t.after());
        }
    }

    /** For the reader's messages: every kind a step may have. */
    static final List<String> KINDS = List.of("create-table", "copy-items", "delete-table", "create-gsi", "delete-gsi",
            "create-vector-index", "delete-vector-index", "backfill", "rekey", "move-patterns", "change-setting");

    static boolean isNull(JsonNode n) {
        return n == null || n.isNull();
    }

    static MigrationPlan empty() {
        return new MigrationPlan(List.of(), List.of());
    }
}
