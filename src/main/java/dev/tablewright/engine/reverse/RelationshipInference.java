package dev.tablewright.engine.reverse;

import dev.tablewright.model.Cardinality;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Relationship;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Relationships from where items live, best effort:
 * <ul>
 * <li>1:N from the parent of an item collection to every other entity whose items share its
 * partition template; the parent is the entity whose sort key reads only what its partition key
 * does ({@code mov#${movieId}}/{@code mov#${movieId}}, {@code …}/{@code METADATA}), else the one
 * with a single item per partition.</li>
 * <li>Through an inverted index (a GSI keyed on the table's sort key): an entity whose sort key is
 * another entity's partition template is that entity's child too (1:N), and links the two parents
 * many-to-many (Movie M:N Actor through CastMember items).</li>
 * </ul>
 */
final class RelationshipInference {
    private final TableDesign table;
    private final List<Entity> entities;
    private final String pk;
    private final String sk;
    private final Set<Relationship> found = new LinkedHashSet<>();

    private RelationshipInference(TableDesign table, List<Entity> entities) {
        this.table = table;
        this.entities = entities;
        this.pk = table.keySchema().partitionKey().name();
        this.sk = table.keySchema().sortKey().map(a -> a.name()).orElse(null);
    }

    static List<Relationship> infer(TableDesign table, List<Entity> entities) {
        RelationshipInference r = new RelationshipInference(table, entities);
        r.itemCollections();
        r.invertedIndex();
        return List.copyOf(r.found);
    }

    private void itemCollections() {
        Map<String, List<Entity>> byPartition = new LinkedHashMap<>();
        for (Entity e : entities) {
            partitionTemplate(e).ifPresent(t -> byPartition.computeIfAbsent(t.source(), s -> new ArrayList<>()).add(e));
        }
        byPartition.values().stream().filter(group -> group.size() > 1).forEach(group -> parent(group).ifPresent(
                parent -> group.stream().filter(e -> e != parent).forEach(child -> found.add(new Relationship(
                        parent.name(), child.name(), Cardinality.ONE_TO_MANY, "item collection")))));
    }

    private void invertedIndex() {
        if (sk == null) {
            return;
        }
        Optional<GlobalSecondaryIndex> inverted = table.globalIndexes().stream()
                .filter(g -> g.keySchema(table.keySchema()).partitionNames().equals(List.of(sk))).findFirst();
        if (inverted.isEmpty()) {
            return;
        }
        String index = inverted.get().name();
        for (Entity edge : entities) {
            Optional<KeyTemplate> own = partitionTemplate(edge);
            Optional<KeyTemplate> sort = edge.template(sk).filter(t -> !t.isConstant());
            if (own.isEmpty() || sort.isEmpty() || sort.get().equals(own.get())) {
                continue;
            }
            Optional<Entity> other = rootOf(sort.get(), edge);
            if (other.isEmpty()) {
                continue;
            }
            found.add(new Relationship(other.get().name(), edge.name(), Cardinality.ONE_TO_MANY, "through " + index));
            // The pairs' entity is the link, by name: renaming it in review renames the link too.
            rootOf(own.get(), edge).filter(p -> p != other.get()).ifPresent(p -> found.add(new Relationship(
                    p.name(), other.get().name(), Cardinality.MANY_TO_MANY, "inverted by " + index, edge.name())));
        }
    }

    /** The parent of the entities whose partition template is {@code partition}, other than {@code not}. */
    private Optional<Entity> rootOf(KeyTemplate partition, Entity not) {
        List<Entity> group = entities.stream().filter(e -> e != not)
                .filter(e -> partitionTemplate(e).filter(partition::equals).isPresent()).toList();
        return group.size() == 1 ? Optional.of(group.get(0)) : parent(group);
    }

    private Optional<Entity> parent(List<Entity> group) {
        Optional<Entity> addressed = group.stream().filter(this::isAddressedByPartition).findFirst();
        // Else the entity with one item in each partition, in the most partitions (Issue, not a field value).
        return addressed.isPresent() ? addressed : group.stream().filter(this::onePerPartition)
                .max(java.util.Comparator.comparingInt(e -> e.items().size()));
    }

    /** The sort key reads nothing the partition key does not: one such item per partition. */
    private boolean isAddressedByPartition(Entity e) {
        if (sk == null) {
            return true;
        }
        Optional<KeyTemplate> sort = e.template(sk);
        Set<String> partitionRefs = partitionTemplate(e).map(KeyTemplate::referencedAttributes).orElse(Set.of());
        return sort.isPresent() && partitionRefs.containsAll(sort.get().referencedAttributes());
    }

    private boolean onePerPartition(Entity e) {
        Map<Object, Integer> perPartition = new HashMap<>();
        for (Item i : e.items()) {
            i.get(pk).ifPresent(v -> perPartition.merge(v, 1, Integer::sum));
        }
        return !perPartition.isEmpty() && perPartition.values().stream().allMatch(n -> n == 1);
    }

    private Optional<KeyTemplate> partitionTemplate(Entity e) {
        return e.template(pk).filter(t -> !t.isConstant());
    }
}
