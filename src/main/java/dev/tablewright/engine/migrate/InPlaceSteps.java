package dev.tablewright.engine.migrate;

import dev.tablewright.engine.diff.Pairing;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The steps of a table whose keys and LSIs stay: settings, then entities' items moved to changed
 * primary keys, then backfills (each just before the index that needs it, so the index fills once),
 * then new indexes one at a time (DynamoDB runs one index creation per table at a time, GSIs and vector
 * indexes alike), then the access patterns moved to them, and last the removal of old indexes, once
 * nothing reads them. DynamoDB cannot change an index's keys or projection, nor rename it: a changed
 * index is created anew (under a new name when it keeps its own) and the old one removed.
 */
final class InPlaceSteps {
    private final TableDesign from;
    private final TableDesign to;
    private final String table;
    private final StepEstimates estimates;
    private final Set<String> taken = new HashSet<>();

    InPlaceSteps(TableDesign from, TableDesign to, StepEstimates estimates) {
        this.from = from;
        this.to = to;
        this.table = from.name();
        this.estimates = estimates;
        from.globalIndexes().forEach(g -> taken.add(g.name()));
        to.globalIndexes().forEach(g -> taken.add(g.name()));
        from.vectorIndexes().forEach(v -> taken.add(v.name()));
        to.vectorIndexes().forEach(v -> taken.add(v.name()));
    }

    /** A GSI to create: the TO design, under the name it gets on the table. */
    private record GsiCreation(GlobalSecondaryIndex design, String name, String replaces) {
    }

    private record VectorCreation(VectorIndex design, String name, String replaces) {
    }

    List<MigrationStep> steps(List<Refusal> refusals) {
        List<GsiCreation> gsiCreations = new ArrayList<>();
        List<GlobalSecondaryIndex> gsiRemovals = new ArrayList<>();
        for (Pairing.Pair<GlobalSecondaryIndex> p : Pairing.pair(from.globalIndexes(), to.globalIndexes(),
                GlobalSecondaryIndex::name, (a, b) -> a.withName(b.name()).equals(b))) {
            GlobalSecondaryIndex was = p.before();
            GlobalSecondaryIndex now = p.after();
            if (was == null) {
                gsiCreations.add(new GsiCreation(now, now.name(), null));
            } else if (now == null) {
                gsiRemovals.add(was);
            } else if (p.renamed(GlobalSecondaryIndex::name) || !was.keys().equals(now.keys())
                    || !was.projection().equals(now.projection())) {
                String name = was.name().equals(now.name()) ? fresh(now.name()) : now.name();
                gsiCreations.add(new GsiCreation(now, name, was.name()));
                gsiRemovals.add(was);
            }
        }
        List<VectorCreation> vectorCreations = new ArrayList<>();
        List<VectorIndex> vectorRemovals = new ArrayList<>();
        for (Pairing.Pair<VectorIndex> p : Pairing.pair(from.vectorIndexes(), to.vectorIndexes(), VectorIndex::name,
                (a, b) -> a.withName(b.name()).equals(b))) {
            if (p.before() == null) {
                vectorCreations.add(new VectorCreation(p.after(), p.after().name(), null));
            } else if (p.after() == null) {
                vectorRemovals.add(p.before());
            } else if (!p.before().equals(p.after())) {
                String name = p.before().name().equals(p.after().name()) ? fresh(p.after().name()) : p.after().name();
                vectorCreations.add(new VectorCreation(p.after(), name, p.before().name()));
                vectorRemovals.add(p.before());
            }
        }

        Set<String> rebuilt = new HashSet<>();
        gsiCreations.forEach(c -> rebuilt.add(c.design().name()));
        List<MigrationStep> steps = new ArrayList<>(new SettingSteps(from, to).steps(rebuilt, refusals));

        Map<String, List<MigrationStep.TemplateChange>> backfills = new LinkedHashMap<>();
        Map<String, List<MigrationStep.TemplateChange>> rekeys = new LinkedHashMap<>();
        templateChanges(backfills, rekeys);
        rekeys.forEach((entity, changes) -> steps.add(rekey(entity, changes)));
        Set<String> placed = new HashSet<>();
        Set<String> neededByNewIndexes = new HashSet<>();
        gsiCreations.forEach(c -> neededByNewIndexes.addAll(c.design().keys().names()));
        backfills.forEach((entity, changes) -> {
            if (changes.stream().noneMatch(c -> neededByNewIndexes.contains(c.attribute()))) {
                steps.add(backfill(entity, changes, null));
                placed.add(entity);
            }
        });
        Set<String> removedEarly = new HashSet<>();
        int gsis = from.globalIndexes().size(); // on the table as the steps go
        for (GsiCreation c : gsiCreations) {
            for (GlobalSecondaryIndex r : gsiRemovals) {
                Optional<String> clash = typeClash(c.design(), c.name(), r);
                if (clash.isPresent() && removedEarly.add(r.name())) {
                    steps.add(deleteBefore(r, c, clash.get()));
                    gsis--;
                }
            }
            Set<String> keys = new HashSet<>(c.design().keys().names());
            backfills.forEach((entity, changes) -> {
                if (!placed.contains(entity) && changes.stream().anyMatch(t -> keys.contains(t.attribute()))) {
                    steps.add(backfill(entity, changes, c.name()));
                    placed.add(entity);
                }
            });
            steps.add(createGsi(c, ++gsis));
        }
        vectorCreations.forEach(c -> steps.add(createVector(c)));

        Map<String, String> replacedBy = new LinkedHashMap<>();
        gsiCreations.stream().filter(c -> c.replaces() != null).forEach(c -> replacedBy.put(c.replaces(), c.name()));
        vectorCreations.stream().filter(c -> c.replaces() != null).forEach(c -> replacedBy.put(c.replaces(), c.name()));
        Map<String, String> designOf = new LinkedHashMap<>();
        gsiCreations.forEach(c -> designOf.put(c.name(), c.design().name()));
        vectorCreations.forEach(c -> designOf.put(c.name(), c.design().name()));
        List<String> removed = new ArrayList<>();
        gsiRemovals.forEach(g -> removed.add(g.name()));
        vectorRemovals.forEach(v -> removed.add(v.name()));
        for (String index : removed) {
            steps.addAll(moves(index, replacedBy.get(index), designOf));
        }
        gsiRemovals.stream().filter(g -> !removedEarly.contains(g.name()))
                .forEach(g -> steps.add(deleteGsi(g, replacedBy.get(g.name()))));
        vectorRemovals.forEach(v -> steps.add(deleteVector(v, replacedBy.get(v.name()))));
        return steps;
    }

    /** "GSI-1-v2", else "-v3"…: a name no index of either design has. */
    private String fresh(String name) {
        for (int n = 2; ; n++) {
            String candidate = name + "-v" + n;
            if (taken.add(candidate)) {
                return candidate;
            }
        }
    }

    /**
     * Each TO entity's templates that existing items do not carry yet: a new template (the entity existed)
     * or a changed one. A table key's is a rekey, any other's a backfill. When FROM knows no entities (a
     * live table), a template is taken as carried when FROM already keys on its attribute (its table keys
     * and indexes hold it), and as missing otherwise.
     */
    private void templateChanges(Map<String, List<MigrationStep.TemplateChange>> backfills,
            Map<String, List<MigrationStep.TemplateChange>> rekeys) {
        boolean known = !from.entities().isEmpty();
        Set<String> keyed = new HashSet<>(from.keyAttributeNames());
        for (Pairing.Pair<Entity> p : Pairing.pair(from.entities(), to.entities(), Entity::name,
                (a, b) -> a.withItems(List.of()).withName(b.name()).equals(b.withItems(List.of())))) {
            Entity now = p.after();
            if (now == null || (known && p.before() == null)) {
                continue; // removed, or new: no existing item is one of them
            }
            for (Map.Entry<String, KeyTemplate> e : now.keyTemplates().entrySet()) {
                String attribute = e.getKey();
                Optional<String> was = p.before() == null ? Optional.empty()
                        : p.before().template(attribute).map(KeyTemplate::source);
                String is = e.getValue().source();
                if (was.isPresent() && was.get().equals(is) || !known && keyed.contains(attribute)) {
                    continue;
                }
                boolean tableKey = to.keySchema().contains(attribute);
                if (tableKey && was.isEmpty()) {
                    continue; // every item has its table keys: a template given now describes what is there
                }
                (tableKey ? rekeys : backfills).computeIfAbsent(now.name(), k -> new ArrayList<>())
                        .add(new MigrationStep.TemplateChange(attribute, was, is));
            }
        }
    }

    private MigrationStep rekey(String entity, List<MigrationStep.TemplateChange> changes) {
        String keys = String.join(" and ", changes.stream().map(MigrationStep.TemplateChange::attribute).toList());
        String why = entity + "'s " + keys + " template changed and DynamoDB cannot change an item's primary key: "
                + "each item is put under its new key, then the old item deleted if it still holds what was read.";
        return new MigrationStep.Rekey(common("rekey", entity, why,
                Reversal.by("move the items back with the old templates"),
                estimates.rekey(entity, from.globalIndexes())), entity, changes);
    }

    private MigrationStep backfill(String entity, List<MigrationStep.TemplateChange> changes, String forIndex) {
        List<String> attributes = changes.stream().map(MigrationStep.TemplateChange::attribute).toList();
        boolean added = changes.stream().allMatch(c -> c.before().isEmpty());
        String what = String.join(" and ", attributes);
        String why = (forIndex != null ? "Index " + forIndex + " needs " + what + " on " + entity
                + "'s items, written before it is created so it fills once"
                : entity + "'s items need " + what + " as the new templates derive them")
                + ": each item gets the derived values by an UpdateItem that sets only those attributes, "
                + "conditioned on the item still holding what was read.";
        Reversal undo = added ? Reversal.by("remove " + what + " from " + entity + "'s items")
                : Reversal.by("set " + what + " back to what the old templates derive");
        Set<String> set = new LinkedHashSet<>(attributes);
        return new MigrationStep.Backfill(common("backfill", entity, why, undo,
                estimates.backfill(entity, set, from.globalIndexes())), entity, changes);
    }

    /** DynamoDB's default quota of GSIs per table (adjustable in Service Quotas). */
    static final int GSI_QUOTA = 20;

    /** @param gsis how many GSIs the table has once this one is created (old ones still there) */
    private MigrationStep createGsi(GsiCreation c, int gsis) {
        GlobalSecondaryIndex g = c.design();
        String why;
        if (c.replaces() == null) {
            List<String> readers = to.accessPatterns().stream().filter(p -> p.indexName().orElse("").equals(g.name()))
                    .map(AccessPattern::name).toList();
            why = "The new design adds index " + g.name()
                    + (readers.isEmpty() ? "" : " for " + String.join(", ", readers)) + ".";
        } else if (c.replaces().equals(g.name())) {
            why = "DynamoDB cannot change an index's keys or projection: " + g.name() + " is created anew as "
                    + c.name() + " (an index cannot be renamed either) and the old one removed once nothing reads it.";
        } else {
            why = "DynamoDB cannot rename an index: " + c.replaces() + " is created anew as " + c.name()
                    + " and the old one removed once nothing reads it.";
        }
        if (gsis > GSI_QUOTA) {
            // The old indexes go last, once nothing reads them: until then both count.
            why += " The table then has " + gsis + " GSIs until the old ones are removed, above DynamoDB's default "
                    + "quota of " + GSI_QUOTA + " per table: have it raised (Service Quotas) before applying.";
        }
        return new MigrationStep.CreateGsi(common("create-gsi", c.name(), why,
                Reversal.by("delete index " + c.name()), estimates.createGsi(g.withName(c.name()))),
                c.name(), g.name(), describe(g.keys()), projection(g.projection()));
    }

    private MigrationStep createVector(VectorCreation c) {
        VectorIndex v = c.design();
        String why = c.replaces() == null ? "The new design adds vector index " + v.name() + "."
                : "DynamoDB cannot change a vector index: " + c.replaces() + " is created anew as " + c.name()
                        + " and the old one removed once nothing searches it.";
        return new MigrationStep.CreateVectorIndex(common("create-vector-index", c.name(), why,
                Reversal.by("delete vector index " + c.name()),
                Estimate.unknown("DynamoDB fills a vector index at its own pace; its writes are billed by bytes, "
                        + "as the design's costs show")),
                c.name(), v.name(), v.vectorAttribute(), v.dimensions(), v.distance().name());
    }

    private MigrationStep deleteGsi(GlobalSecondaryIndex g, String replacement) {
        String why = replacement != null ? "Index " + replacement + " replaces it, and its patterns read the new one."
                : "The new design has no index " + g.name() + ".";
        return new MigrationStep.DeleteGsi(common("delete-gsi", g.name(), why,
                Reversal.by("create it again; DynamoDB fills it anew from the table's items"),
                Estimate.nothing("deleting an index writes no item")), g.name());
    }

    /**
     * A key attribute the new index types otherwise than an index being removed: DynamoDB defines each
     * attribute once per table (AttributeDefinitions), so both cannot exist at once.
     */
    private static Optional<String> typeClash(GlobalSecondaryIndex created, String createdName,
            GlobalSecondaryIndex removed) {
        for (var a : created.keys().attributes()) {
            Optional<dev.tablewright.model.AttributeDef> old = removed.keys().attribute(a.name());
            if (old.isPresent() && old.get().type() != a.type()) {
                return Optional.of(a.name() + " is " + old.get().type() + " in " + removed.name() + " and " + a.type()
                        + " in " + createdName);
            }
        }
        return Optional.empty();
    }

    /** The old index removed before its successor is created (and before the backfill that retypes its keys). */
    private MigrationStep deleteBefore(GlobalSecondaryIndex old, GsiCreation next, String clash) {
        String why = "DynamoDB defines each attribute with one type per table and " + clash + ": " + old.name()
                + " is removed before " + next.name() + " is created, so its patterns have no index in between.";
        return new MigrationStep.DeleteGsi(common("delete-gsi", old.name(), why,
                Reversal.by("create it again; DynamoDB fills it anew from the table's items"),
                Estimate.nothing("deleting an index writes no item")), old.name());
    }

    private MigrationStep deleteVector(VectorIndex v, String replacement) {
        String why = replacement != null ? "Vector index " + replacement + " replaces it."
                : "The new design has no vector index " + v.name() + ".";
        return new MigrationStep.DeleteVectorIndex(common("delete-vector-index", v.name(), why,
                Reversal.by("create it again; DynamoDB fills it anew from the table's items"),
                Estimate.nothing("deleting an index writes no item")), v.name());
    }

    /**
     * The patterns that read a removed index and read another in the new design (its replacement, or
     * where TO's pattern of the same name goes), grouped by that index.
     */
    private List<MigrationStep> moves(String index, String replacement, Map<String, String> designOf) {
        Map<String, Set<String>> byTarget = new LinkedHashMap<>();
        for (AccessPattern p : from.accessPatterns()) {
            if (!p.indexName().orElse("").equals(index)) {
                continue;
            }
            Optional<AccessPattern> next = to.accessPatterns().stream().filter(q -> q.name().equals(p.name())).findFirst();
            String target = replacement != null ? replacement : next.flatMap(AccessPattern::indexName).orElse(null);
            if (next.isPresent() && target != null && !target.equals(index)) {
                byTarget.computeIfAbsent(target, k -> new LinkedHashSet<>()).add(p.name());
            }
        }
        if (replacement != null) {
            String design = designOf.get(replacement);
            to.accessPatterns().stream().filter(q -> q.indexName().orElse("").equals(design))
                    .forEach(q -> byTarget.computeIfAbsent(replacement, k -> new LinkedHashSet<>()).add(q.name()));
        }
        List<MigrationStep> steps = new ArrayList<>();
        byTarget.forEach((target, patterns) -> {
            String why = "The application's reads move to " + target + " before " + index
                    + " is removed, so no pattern reads an index that is gone.";
            steps.add(new MigrationStep.MovePatterns(common("move-patterns", index + "-to-" + target, why,
                    Reversal.by("point them back at " + index + " while it exists"),
                    Estimate.nothing("the application changes; DynamoDB does not")), index, target,
                    List.copyOf(patterns)));
        });
        return steps;
    }

    private MigrationStep.Common common(String kind, String name, String why, Reversal reversal, Estimate estimate) {
        return new MigrationStep.Common(table + "/" + kind + "/" + name, table, why, reversal, estimate);
    }

    static String describe(KeySchema keys) {
        return keys.describe();
    }

    static String projection(Projection p) {
        return p.type() == ProjectionType.INCLUDE ? "INCLUDE " + String.join(", ", p.nonKeyAttributes())
                : p.type().name();
    }
}
