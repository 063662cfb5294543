package dev.tablewright.sample;

import dev.tablewright.progress.Progress;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeptEntity;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.stream.Collectors;

/**
 * Generates sample items for a table's entities: values from each attribute's name and type, ids
 * that follow the relationships (an order's lines share its partition; M:N link items reuse existing
 * ids of both sides), primary keys that collide with nothing, the same items for the same seed.
 *
 * <pre>{@code
 * GeneratedItems made = SampleGenerator.generate(table, new GenerationRequest(Map.of("Movie", 100), 42), progress);
 * model = made.edit(table.name()).apply(model);   // keys derived, type marker set, one undo step
 * }</pre>
 */
public final class SampleGenerator {
    private SampleGenerator() {
    }

    /**
     * @throws IllegalArgumentException when the request names an entity the table does not have
     * @throws KeyLimitExceeded         when an entity's templates give keys longer than DynamoDB allows
     * @throws CancellationException    when {@code progress} says so, or the thread is interrupted
     */
    public static GeneratedItems generate(TableDesign table, GenerationRequest request, Progress progress) {
        checkEntities(table, request);
        Map<String, EntityShape> shapes = new LinkedHashMap<>();
        for (Entity e : table.entities()) {
            shapes.put(e.name(), EntityShape.of(table, e));
        }
        RelationshipPlan plan = RelationshipPlan.of(table, shapes);
        Set<String> requested = new LinkedHashSet<>();
        List<String> notes = new ArrayList<>();
        ProgressMeter meter = new ProgressMeter(progress, request.total());
        request.itemsPerEntity().forEach((entity, count) -> {
            Optional<KeptEntity> kept = table.keptEntity(entity);
            if (kept.isPresent() && count > 0) {
                // Its items follow its source's; generated on their own they would not add up.
                notes.add(entity + " is kept by the stream from " + kept.get().source() + ": its items are computed "
                        + "from " + kept.get().source() + "'s, not generated");
                meter.skipped(count);
            } else if (count > 0) {
                requested.add(entity);
            }
        });
        FakePools pools = new FakePools(request.seed());
        PrimaryKeys keys = new PrimaryKeys(table);
        TableValues tableValues = new TableValues(table);
        Map<String, List<Item>> made = new LinkedHashMap<>();
        Set<String> carried = carriedVectors(table, shapes);
        for (String name : plan.order(requested)) {
            EntityShape shape = shapes.get(name);
            int count = request.itemsPerEntity().get(name);
            notes.addAll(plan.notesOf(name));
            List<ParentPicker> parents = parents(shape, plan, shapes, made, requested, notes);
            if (parents == null) {
                meter.skipped(count);
                continue;
            }
            Random random = new Random(Seeds.mix(request.seed(), "entity:" + name));
            Map<String, IdPool> ids = idPools(shape, tableValues, count);
            ValueFaker faker = new ValueFaker(pools, random, request.dates());
            SampleVectors vectors = SampleVectors.of(table, shape, carried,
                    parents.stream().map(ParentPicker::link).toList(), request.seed());
            EntityGenerator generator = new EntityGenerator(table, shape, parents, ids, faker, random, keys, vectors);
            made.put(name, generator.generate(count, meter, notes));
        }
        int total = made.values().stream().mapToInt(List::size).sum();
        meter.finished(String.format("Generated %,d sample item%s", total, total == 1 ? "" : "s"));
        Map<String, List<Item>> kept = KeptSamples.compute(table, made, notes);
        return new GeneratedItems(made, kept, notes);
    }

    /** The vector attributes some entity carries; an attribute none carries goes on every entity's items. */
    private static Set<String> carriedVectors(TableDesign table, Map<String, EntityShape> shapes) {
        Set<String> carried = new LinkedHashSet<>();
        for (SampleVectors.Target t : SampleVectors.targets(table)) {
            if (shapes.values().stream().anyMatch(s -> s.has(t.attribute()))) {
                carried.add(t.attribute());
            }
        }
        return carried;
    }

    private static void checkEntities(TableDesign table, GenerationRequest request) {
        for (String name : request.itemsPerEntity().keySet()) {
            if (table.entity(name).isEmpty()) {
                String known = table.entities().stream().map(Entity::name).collect(Collectors.joining(", "));
                throw new IllegalArgumentException("table " + table.name() + " has no entity '" + name + "'; it has: "
                        + (known.isEmpty() ? "(no entities)" : known));
            }
        }
    }

    /**
     * A picker per followed link, the parent's existing and new items as candidates; null (with a
     * note) when a parent has no item to take ids from: inventing them would leave orphans.
     */
    private static List<ParentPicker> parents(EntityShape child, RelationshipPlan plan, Map<String, EntityShape> shapes,
            Map<String, List<Item>> made, Set<String> requested, List<String> notes) {
        List<ParentPicker> pickers = new ArrayList<>();
        Set<String> setBefore = new LinkedHashSet<>();
        for (ParentLink link : plan.linksOf(child.name())) {
            if (requested.contains(link.parent()) && !made.containsKey(link.parent())) {
                notes.add(child.name() + " items take no ids from " + link.parent() + " items: the relationships form a "
                        + "cycle, and " + child.name() + " comes first");
                continue;
            }
            List<Item> candidates = new ArrayList<>();
            for (Item p : shapes.get(link.parent()).entity().items()) {
                if (hasIds(p, link)) {
                    candidates.add(p);
                }
            }
            for (Item p : made.getOrDefault(link.parent(), List.of())) {
                if (hasIds(p, link)) {
                    candidates.add(p);
                }
            }
            // Ids an earlier parent set must match (copies such as a title need not).
            List<String> agreeOn = new ArrayList<>(link.ids());
            agreeOn.retainAll(setBefore);
            ParentPicker picker = new ParentPicker(link, candidates, agreeOn, child.entity().items());
            if (picker.hasNoParents()) {
                notes.add(String.format("%s: no items generated; there are no %s items to take ids from (generate "
                        + "some first)", child.name(), link.parent()));
                return null;
            }
            pickers.add(picker);
            setBefore.addAll(link.childToParent().keySet());
        }
        return pickers;
    }

    private static boolean hasIds(Item parent, ParentLink link) {
        for (String id : link.ids()) {
            if (!parent.has(link.childToParent().get(id))) {
                return false;
            }
        }
        return true;
    }

    private static Map<String, IdPool> idPools(EntityShape shape, TableValues tableValues, int count) {
        Map<String, IdPool> pools = new HashMap<>();
        for (AttributePlan a : shape.attributes()) {
            if (a.idRole() == AttributePlan.IdRole.NONE) {
                continue;
            }
            List<AttributeValue> existing = tableValues.of(a.name()).stream().filter(v -> v.type() == a.type()).toList();
            List<String> texts = existing.stream().filter(v -> v instanceof AttributeValue.S)
                    .map(v -> ((AttributeValue.S) v).value()).distinct().toList();
            IdFormat format = IdFormat.learn(texts).orElseGet(() -> IdFormat.named(shape.name(), a.name()))
                    .roomFor((long) texts.size() + count);
            pools.put(a.name(), IdPool.of(a, format, existing));
        }
        return pools;
    }

    /** An attribute's values across every item of the table, gathered once per name. */
    private static final class TableValues {
        private final TableDesign table;
        private final Map<String, List<AttributeValue>> byName = new HashMap<>();

        TableValues(TableDesign table) {
            this.table = table;
        }

        List<AttributeValue> of(String attribute) {
            return byName.computeIfAbsent(attribute, a -> {
                List<AttributeValue> values = new ArrayList<>();
                for (Item i : table.allItems()) {
                    AttributeValue v = i.attributes().get(a);
                    if (v != null) {
                        values.add(v);
                    }
                }
                return values;
            });
        }
    }
}
