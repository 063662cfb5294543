package dev.tablewright.engine.migrate;

import dev.tablewright.engine.diff.DesignOnly;
import dev.tablewright.engine.diff.ModelDiff;
import dev.tablewright.engine.pattern.PatternAnalysis;
import dev.tablewright.engine.pattern.PatternAnalyzer;
import dev.tablewright.engine.index.SourcedItem;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyDerivation;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/**
 * Applies a plan's steps, in order, to the FROM model's sample items (no DynamoDB), then checks the
 * result against TO: the items TO derives from the same sample items, TO's design, and what each of
 * TO's access patterns returns on TO's own data. The templates applied are the plan's, so a plan that
 * would write wrong values is caught here, before {@code apply} writes them.
 */
public final class DryRun {
    private final DataModel to;
    private final Map<String, TableDesign> state = new LinkedHashMap<>();
    /** The live names the plan leaves TO's tables and indexes under (NAME-v2), as verify reads them. */
    private final PlanNames names;
    private final List<String> stepProblems = new ArrayList<>();

    private DryRun(DataModel from, DataModel to, MigrationPlan plan) {
        this.to = to;
        this.names = PlanNames.of(plan, to);
        from.tables().forEach(t -> state.put(t.name(), asWritten(t)));
    }

    /** The table's items as FROM's templates write them: what the live table holds before the migration. */
    static TableDesign asWritten(TableDesign t) {
        TableDesign out = t;
        for (Entity e : t.entities()) {
            KeyDerivation.Deriver deriver = KeyDerivation.forEntity(t, e);
            out = out.withEntity(e.name(), x -> x.withItems(x.items().stream().map(i -> deriver.deriveAll(i).item()).toList()));
        }
        return out;
    }

    public static DryRunResult run(DataModel from, DataModel to, MigrationPlan plan) {
        DryRun d = new DryRun(from, to, plan);
        plan.steps().forEach(d::apply);
        DataModel migrated = d.migrated();
        return new DryRunResult(itemDifferences(from, to, migrated), designDifferences(migrated, to),
                patternDifferences(to, migrated), d.stepProblems);
    }

    /** The data the plan's steps leave (tables and indexes under TO's names): what apply must leave live. */
    public static DataModel migrated(DataModel from, DataModel to, MigrationPlan plan) {
        DryRun d = new DryRun(from, to, plan);
        plan.steps().forEach(d::apply);
        return d.migrated();
    }

    /** The state after the steps, its tables and indexes under TO's names. */
    DataModel migrated() {
        List<TableDesign> tables = new ArrayList<>();
        state.forEach((name, t) -> tables.add(names.underToNames(t, names.toTable(name).orElse(name))));
        return to.withTables(tables);
    }

    private void apply(MigrationStep step) {
        TableDesign t = state.get(step.table());
        if (t == null) {
            stepProblems.add(step.id() + ": there is no table " + step.table() + " at this point of the plan");
            return;
        }
        Optional<TableDesign> design = to.table(names.toTable(step.table()).orElse(step.table()))
                .or(() -> to.tables().size() == 1 ? Optional.of(to.tables().get(0)) : Optional.empty());
        if (step instanceof MigrationStep.Backfill b) {
            state.put(t.name(), derive(step, t, design, b.entity(), b.templates(), false));
        } else if (step instanceof MigrationStep.Rekey r) {
            state.put(t.name(), derive(step, t, design, r.entity(), r.templates(), true));
        } else if (step instanceof MigrationStep.CreateGsi g) {
            Optional<GlobalSecondaryIndex> gsi = design.flatMap(d -> d.globalIndexes().stream()
                    .filter(x -> x.name().equals(g.design())).findFirst());
            if (gsi.isEmpty()) {
                stepProblems.add(step.id() + ": the new design has no GSI " + g.design());
                return;
            }
            List<GlobalSecondaryIndex> gsis = new ArrayList<>(t.globalIndexes());
            gsis.add(gsi.get().withName(g.index()));
            state.put(t.name(), t.withGlobalIndexes(gsis));
        } else if (step instanceof MigrationStep.DeleteGsi g) {
            if (t.globalIndexes().stream().noneMatch(x -> x.name().equals(g.index()))) {
                stepProblems.add(step.id() + ": table " + t.name() + " has no GSI " + g.index() + " to delete");
            }
            state.put(t.name(), t.withGlobalIndexes(t.globalIndexes().stream()
                    .filter(x -> !x.name().equals(g.index())).toList()));
        } else if (step instanceof MigrationStep.CreateVectorIndex v) {
            Optional<VectorIndex> index = design.flatMap(d -> d.vectorIndex(v.design()));
            if (index.isEmpty()) {
                stepProblems.add(step.id() + ": the new design has no vector index " + v.design());
                return;
            }
            List<VectorIndex> all = new ArrayList<>(t.vectorIndexes());
            all.add(index.get().withName(v.index()));
            state.put(t.name(), t.withVectorIndexes(all));
        } else if (step instanceof MigrationStep.DeleteVectorIndex v) {
            if (t.vectorIndex(v.index()).isEmpty()) {
                stepProblems.add(step.id() + ": table " + t.name() + " has no vector index " + v.index() + " to delete");
            }
            state.put(t.name(), t.withVectorIndexes(t.vectorIndexes().stream()
                    .filter(x -> !x.name().equals(v.index())).toList()));
        } else if (step instanceof MigrationStep.CreateTable c) {
            Optional<TableDesign> created = to.table(c.design());
            if (created.isEmpty()) {
                stepProblems.add(step.id() + ": the new design has no table " + c.design());
                return;
            }
            // A new table starts empty: its items are what copy-items puts in it.
            TableDesign empty = created.get().withName(c.newTable()).withItems(List.of())
                    .withEntities(created.get().entities().stream().map(e -> e.withItems(List.of())).toList());
            state.put(c.newTable(), empty);
        } else if (step instanceof MigrationStep.CopyItems c) {
            copy(step, t, c.target());
        } else if (step instanceof MigrationStep.DeleteTable) {
            state.remove(t.name());
        } else if (step instanceof MigrationStep.ChangeSetting s) {
            design.ifPresent(d -> state.put(t.name(), setting(t, d, s.setting())));
        } else if (step instanceof MigrationStep.MovePatterns) {
            design.ifPresent(d -> state.put(t.name(), t.withAccessPatterns(d.accessPatterns())));
        }
    }

    /** A GSI's own setting takes TO's GSI settings; a table's, TO's settings and billing. */
    private static TableDesign setting(TableDesign t, TableDesign design, String setting) {
        if (setting.startsWith("indexes/")) {
            String index = setting.substring("indexes/".length()).split("/", 2)[0];
            return design.globalIndexes().stream().filter(g -> g.name().equals(index)).findFirst()
                    .map(d -> t.withGlobalIndexes(t.globalIndexes().stream()
                            .map(g -> g.name().equals(index) ? g.withSettings(d.settings()) : g).toList()))
                    .orElse(t);
        }
        return t.withSettings(design.settings()).withBilling(design.billing());
    }

    /** Sets the step's attributes on each of the entity's items, rendered from the plan's templates. */
    private TableDesign derive(MigrationStep step, TableDesign t, Optional<TableDesign> design, String entity,
            List<MigrationStep.TemplateChange> changes, boolean rekey) {
        Optional<Entity> e = t.entity(entity);
        if (e.isEmpty()) {
            stepProblems.add(step.id() + ": table " + t.name() + " has no entity " + entity);
            return t;
        }
        ItemSteps.Templates templates = ItemSteps.templates(changes);
        if (!templates.valid()) {
            stepProblems.add(step.id() + ": " + templates.error());
            return t;
        }
        List<Item> out = new ArrayList<>();
        Map<Map<String, AttributeValue>, Item> byKey = new HashMap<>();
        for (Item item : e.get().items()) {
            ItemSteps.Outcome outcome = ItemSteps.values(templates, item,
                    a -> t.attributeType(a).or(() -> design.flatMap(d -> d.attributeType(a))));
            if (outcome instanceof ItemSteps.Failed f) {
                // Apply writes nothing to such an item: it stays as it was.
                stepProblems.add(step.id() + ": " + entity + " " + key(t, item) + ": " + f.problem());
                out.add(item);
                continue;
            }
            Item moved = ((ItemSteps.Values) outcome).applyTo(item);
            if (rekey) {
                Map<String, AttributeValue> newKey = keyOf(t, moved);
                Item there = byKey.putIfAbsent(newKey, moved);
                if (there != null) {
                    // The put is conditioned on no item being there: the second stays under its old key.
                    stepProblems.add(step.id() + ": " + entity + " " + key(t, item) + " would move to " + key(t, moved)
                            + ", where another item already is");
                    moved = item;
                }
            }
            out.add(moved);
        }
        return t.withEntity(entity, x -> x.withItems(out));
    }

    /** Copies every item into the target table, keys and derived attributes by the target's templates. */
    private void copy(MigrationStep step, TableDesign source, String target) {
        TableDesign t = state.get(target);
        if (t == null) {
            stepProblems.add(step.id() + ": there is no table " + target + " to copy into");
            return;
        }
        TableDesign copied = t.withItems(concat(t.items(), source.items()));
        for (Entity e : source.entities()) {
            Optional<Entity> into = copied.entity(e.name());
            if (into.isEmpty()) {
                if (!e.items().isEmpty()) {
                    stepProblems.add(step.id() + ": " + target + " has no entity " + e.name() + " for its "
                            + e.items().size() + " items");
                }
                continue;
            }
            KeyDerivation.Deriver deriver = KeyDerivation.forEntity(copied, into.get());
            List<Item> items = e.items().stream().map(i -> deriver.deriveAll(i).item()).toList();
            copied = copied.withEntity(e.name(), x -> x.withItems(concat(x.items(), items)));
        }
        state.put(target, copied);
    }

    private static List<Item> concat(List<Item> a, List<Item> b) {
        List<Item> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    // --- the checks -------------------------------------------------------------------------------

    /** Check 1: each of TO's entities' items, by primary key, against what TO derives from FROM's items. */
    static List<String> itemDifferences(DataModel from, DataModel to, DataModel migrated) {
        List<String> out = new ArrayList<>();
        for (TableDesign t : to.tables()) {
            Optional<TableDesign> source = from.table(t.name())
                    .or(() -> from.tables().size() == 1 && to.tables().size() == 1
                            ? Optional.of(from.tables().get(0)) : Optional.empty()).map(DryRun::asWritten);
            Optional<TableDesign> result = migrated.table(t.name());
            if (result.isEmpty()) {
                out.add("table " + t.name() + ": TO has it, the migrated data does not");
                continue;
            }
            for (Entity e : t.entities()) {
                List<Item> fromItems = source.flatMap(s -> s.entity(e.name())).map(Entity::items).orElse(List.of());
                KeyDerivation.Deriver deriver = KeyDerivation.forEntity(t, e);
                Map<String, Item> expected = byKey(t, fromItems.stream().map(i -> deriver.deriveAll(i).item()).toList());
                Map<String, Item> actual = byKey(t, result.get().entity(e.name()).map(Entity::items).orElse(List.of()));
                TreeSet<String> keys = new TreeSet<>(expected.keySet());
                keys.addAll(actual.keySet());
                for (String k : keys) {
                    Item want = expected.get(k);
                    Item got = actual.get(k);
                    if (got == null) {
                        out.add(e.name() + " " + k + ": TO gives this item, the migrated data does not hold it");
                    } else if (want == null) {
                        out.add(e.name() + " " + k + ": the migrated data holds this item, TO does not give it");
                    } else {
                        TreeSet<String> names = new TreeSet<>(want.attributes().keySet());
                        names.addAll(got.attributes().keySet());
                        for (String n : names) {
                            AttributeValue w = want.attributes().get(n);
                            AttributeValue g = got.attributes().get(n);
                            if (w == null ? g != null : !w.equals(g)) {
                                out.add(e.name() + " " + k + ": " + n + " is " + text(g) + ", TO gives "
                                        + (w == null ? "none" : text(w)));
                            }
                        }
                    }
                }
            }
        }
        return out;
    }

    /** Check 2: the migrated tables' keys, indexes and settings against TO's (entities and data are check 1's). */
    static List<String> designDifferences(DataModel migrated, DataModel to) {
        return ModelDiff.compare(DesignOnly.carry(migrated, to), to).changes().stream()
                .map(c -> c.path() + ": " + c.kind().word()
                        + (c.oldValue() == null ? "" : " (migrated: " + c.oldValue() + ")")
                        + (c.newValue() == null ? "" : " (TO: " + c.newValue() + ")"))
                .toList();
    }

    /** Check 3: each of TO's patterns on the migrated items against the same pattern on TO's own items. */
    static List<String> patternDifferences(DataModel to, DataModel migrated) {
        DataModel withMigratedItems = to.withTables(to.tables().stream().map(t -> migrated.table(t.name())
                // No templates: the Sandbox would derive the keys again, hiding what the steps wrote.
                .map(m -> t.withItems(m.items()).withEntities(t.entities().stream().map(e -> e.withKeyTemplates(Map.of())
                        .withItems(m.entity(e.name()).map(Entity::items).orElse(List.of()))).toList()))
                .orElse(t)).toList());
        List<PatternAnalysis> own = PatternAnalyzer.of(to).analyseAll();
        List<PatternAnalysis> onMigrated = PatternAnalyzer.of(withMigratedItems).analyseAll();
        List<String> out = new ArrayList<>();
        for (int i = 0; i < own.size() && i < onMigrated.size(); i++) {
            PatternAnalysis a = own.get(i);
            PatternAnalysis b = onMigrated.get(i);
            List<Item> want = a.returned().stream().map(SourcedItem::item).toList();
            List<Item> got = b.returned().stream().map(SourcedItem::item).toList();
            String name = a.table() + " pattern \"" + a.pattern().name() + "\"";
            if (!a.errors().equals(b.errors())) {
                out.add(name + ": " + (b.errors().isEmpty() ? "runs" : "fails (" + b.errors().get(0) + ")")
                        + " on the migrated data, " + (a.errors().isEmpty() ? "runs" : "fails") + " on TO's");
            } else if (!want.equals(got)) {
                TableDesign t = to.table(a.table()).orElseThrow();
                int at = 0;
                while (at < want.size() && at < got.size() && want.get(at).equals(got.get(at))) {
                    at++;
                }
                String mine = at < got.size() ? key(t, got.get(at)) : "none";
                String theirs = at < want.size() ? key(t, want.get(at)) : "none";
                out.add(name + ": returns " + got.size() + " item" + (got.size() == 1 ? "" : "s")
                        + " on the migrated data, " + want.size() + " on TO's; the first difference is at #" + (at + 1)
                        + (mine.equals(theirs) ? " (" + mine + " with other attributes)" : " (" + mine + ", TO's " + theirs + ")"));
            }
        }
        return out;
    }

    private static Map<String, Item> byKey(TableDesign t, List<Item> items) {
        Map<String, Item> out = new LinkedHashMap<>();
        items.forEach(i -> out.put(key(t, i), i));
        return out;
    }

    private static Map<String, AttributeValue> keyOf(TableDesign t, Item item) {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        primaryKey(t).forEach(n -> key.put(n, item.attributes().get(n)));
        return key;
    }

    /** An item's primary key as the user reads it: "mov#tt1" or "mov#tt1 / META". */
    static String key(TableDesign t, Item item) {
        List<String> parts = primaryKey(t).stream().map(n -> text(item.attributes().get(n))).toList();
        return String.join(" / ", parts);
    }

    /** The table's own key attributes (not its indexes'). */
    private static List<String> primaryKey(TableDesign t) {
        List<String> names = new ArrayList<>();
        t.keySchema().partitionKeys().forEach(a -> names.add(a.name()));
        t.keySchema().sortKeys().forEach(a -> names.add(a.name()));
        return names;
    }

    private static String text(AttributeValue v) {
        return v == null ? "missing" : KeyTemplate.textOf(v);
    }
}
