package dev.tablewright.model.edit;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Cardinality;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Projection;
import dev.tablewright.model.Relationship;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Key designs that a relationship calls for and the table lacks: an inverted index for an M:N, an
 * item collection for a 1:N; and multi-attribute keys for indexes keyed on concatenations
 * ({@link MultiAttributeSuggestions}). Each is a {@link Suggestion}; nothing here changes a model by itself.
 */
public final class Suggestions {
    private Suggestions() {
    }

    /**
     * The suggestions of every relationship of the table, each once, in relationship order, then the
     * indexes that could key on attributes instead of concatenating them.
     */
    public static List<Suggestion> forTable(TableDesign table) {
        Map<String, Suggestion> byTitle = new LinkedHashMap<>();
        for (int i = 0; i < table.relationships().size(); i++) {
            forRelationship(table, i).forEach(s -> byTitle.putIfAbsent(s.title(), s));
        }
        MultiAttributeSuggestions.forTable(table).forEach(s -> byTitle.putIfAbsent(s.title(), s));
        return List.copyOf(byTitle.values());
    }

    /** What the relationship at {@code index} (as {@link dev.tablewright.model.ModelPath} counts) calls for. */
    public static List<Suggestion> forRelationship(TableDesign table, int index) {
        if (index < 0 || index >= table.relationships().size()) {
            return List.of();
        }
        Relationship r = table.relationships().get(index);
        Optional<Suggestion> s = Optional.empty();
        if (r.cardinality() == Cardinality.MANY_TO_MANY) {
            s = invertedIndex(table, r);
        } else if (r.cardinality() == Cardinality.ONE_TO_MANY) {
            s = itemCollection(table, r);
        }
        return s.map(List::of).orElse(List.of());
    }

    /**
     * An M:N is stored as one item per pair in one side's item collection; a GSI that swaps the
     * table's partition and sort keys reads the same pairs from the other side.
     */
    static Optional<Suggestion> invertedIndex(TableDesign table, Relationship r) {
        KeySchema keys = table.keySchema();
        if (keys.sortKey().isEmpty() || hasInvertedIndex(table) || partitionsOnSortKey(table)) {
            return Optional.empty();
        }
        AttributeDef pk = keys.partitionKey();
        AttributeDef sk = keys.sortKey().get();
        String name = NewElements.indexName(table, "GSI");
        GlobalSecondaryIndex gsi = new GlobalSecondaryIndex(name, new KeySchema(sk, Optional.of(pk)), Projection.ALL);
        String title = "Add inverted index " + name + " (PK = " + sk.name() + ", SK = " + pk.name() + ")";
        String explanation = r.from() + " and " + r.to() + " are many-to-many: with one item per pair in one side's "
                + "item collection, an index that swaps " + pk.name() + " and " + sk.name()
                + " reads the same pairs from the other side.";
        Edit add = TableEdits.addIndex(table.name(), gsi);
        return Optional.of(new Suggestion(title, explanation, new Edit("Add inverted index " + name, add.change())));
    }

    /**
     * True when a GSI is partitioned on the table's sort key (sorted by anything): the pairs already
     * read from the sort key's side, as the Alleycat design's SK-Numeric-index reads a race's results.
     */
    static boolean partitionsOnSortKey(TableDesign table) {
        Optional<AttributeDef> sk = table.keySchema().sortKey();
        return sk.isPresent() && table.globalIndexes().stream().map(GlobalSecondaryIndex::keys)
                .anyMatch(k -> !k.isMultiAttribute() && k.partitionKey().name().equals(sk.get().name()));
    }

    /** True when a GSI's partition key is the table's sort key and its sort key the table's partition key. */
    static boolean hasInvertedIndex(TableDesign table) {
        KeySchema keys = table.keySchema();
        if (keys.sortKey().isEmpty()) {
            return false;
        }
        String pk = keys.partitionKey().name();
        String sk = keys.sortKey().get().name();
        return table.globalIndexes().stream().map(GlobalSecondaryIndex::keys).anyMatch(k -> !k.isMultiAttribute()
                && k.partitionKey().name().equals(sk) && k.sortKey().map(s -> s.name().equals(pk)).orElse(false));
    }

    /**
     * A 1:N whose children do not share their parent's partition in the table or any index: give
     * the child the parent's partition template and a sort key of its own, so one Query returns the
     * parent with its children.
     */
    static Optional<Suggestion> itemCollection(TableDesign table, Relationship r) {
        Optional<Entity> parentOrNone = table.entity(r.from());
        Optional<Entity> childOrNone = table.entity(r.to());
        KeySchema keys = table.keySchema();
        if (parentOrNone.isEmpty() || childOrNone.isEmpty() || r.from().equals(r.to()) || keys.sortKey().isEmpty()) {
            return Optional.empty();
        }
        Entity parent = parentOrNone.get();
        Entity child = childOrNone.get();
        String pk = keys.partitionKey().name();
        String sk = keys.sortKey().get().name();
        Optional<KeyTemplate> parentPartition = parent.template(pk).filter(KeyTemplate::isValid);
        if (parentPartition.isEmpty() || sharesPartition(table, parent, child)) {
            return Optional.empty();
        }
        KeyTemplate childPartition = parentPartition.get();
        List<String> sortParts = identifyingParts(table, child, childPartition);
        KeyTemplate childSort = KeyTemplate.parse(child.name().toUpperCase(Locale.ROOT)
                + sortParts.stream().map(a -> "#${" + a + "}").collect(java.util.stream.Collectors.joining()));

        List<Edit> edits = new ArrayList<>();
        // The child must carry what both templates read, or its keys cannot be derived.
        for (String needed : childPartition.referencedAttributes()) {
            if (child.attribute(needed).isEmpty() && !needed.equals(table.typeAttribute())) {
                AttributeType type = parent.attribute(needed).map(AttributeDef::type).orElse(AttributeType.S);
                edits.add(EntityEdits.addAttribute(table.name(), child.name(), new AttributeDef(needed, type, true)));
            }
        }
        for (String part : sortParts) {
            if (child.attribute(part).isEmpty() && !childPartition.referencedAttributes().contains(part)) {
                edits.add(EntityEdits.addAttribute(table.name(), child.name(), new AttributeDef(part, AttributeType.S, true)));
            }
        }
        edits.add(EntityEdits.setKeyTemplate(table.name(), child.name(), pk, childPartition));
        edits.add(EntityEdits.setKeyTemplate(table.name(), child.name(), sk, childSort));
        edits.add(ItemEdits.rederiveKeys(table.name(), child.name())); // its items move with it

        String title = "Store " + child.name() + " in " + parent.name() + "'s item collection: " + child.name() + "."
                + pk + " = " + childPartition.source() + ", " + child.name() + "." + sk + " = " + childSort.source();
        String explanation = "Each " + parent.name() + " has many " + child.name() + " items: with the "
                + parent.name() + "'s partition key they share one item collection, so one Query on " + pk
                + " returns the " + parent.name() + " with its " + child.name() + " items, sorted by " + sk + "."
                + replaced(child, pk, sk);
        return Optional.of(new Suggestion(title, explanation,
                Edit.compound("Store " + child.name() + " in " + parent.name() + "'s item collection", edits)));
    }

    /**
     * What tells the child's items apart in its new sort key: the attributes its primary key templates
     * read now that the parent's partition does not (so no two items that had two keys share one),
     * else {@link #idAttribute}.
     */
    static List<String> identifyingParts(TableDesign table, Entity child, KeyTemplate childPartition) {
        Set<String> parts = new java.util.LinkedHashSet<>();
        table.keySchema().names().forEach(k -> child.template(k).ifPresent(t -> parts.addAll(t.referencedAttributes())));
        parts.removeAll(childPartition.referencedAttributes());
        parts.remove(table.typeAttribute());
        return parts.isEmpty() ? List.of(idAttribute(child, childPartition.referencedAttributes())) : List.copyOf(parts);
    }

    /**
     * True when, in the table or some GSI, the child's partition template is the parent's: they
     * already share an item collection there (GSI-1 inverting pk and sk counts).
     */
    static boolean sharesPartition(TableDesign table, Entity parent, Entity child) {
        List<KeySchema> schemas = new ArrayList<>();
        schemas.add(table.keySchema());
        // A multi-attribute key groups by natural attributes, not by a template the two could share.
        table.globalIndexes().stream().map(GlobalSecondaryIndex::keys).filter(k -> !k.isMultiAttribute())
                .forEach(schemas::add);
        for (KeySchema k : schemas) {
            String partition = k.partitionKey().name();
            Optional<KeyTemplate> p = parent.template(partition);
            if (p.isPresent() && p.equals(child.template(partition))) {
                return true;
            }
        }
        return false;
    }

    /**
     * The attribute that tells a parent's children apart: {@code <child>Id} when declared, else the
     * first required key-typed attribute the partition template does not already read, else any
     * such attribute, else a new {@code <child>Id}.
     */
    static String idAttribute(Entity child, Set<String> inPartition) {
        String conventional = Character.toLowerCase(child.name().charAt(0)) + child.name().substring(1) + "Id";
        if (child.attribute(conventional).isPresent()) {
            return conventional;
        }
        Optional<String> required = child.attributes().stream()
                .filter(a -> a.required() && a.type().isKeyType() && !inPartition.contains(a.name()))
                .map(AttributeDef::name).findFirst();
        if (required.isPresent()) {
            return required.get();
        }
        return child.attributes().stream().filter(a -> a.type().isKeyType() && !inPartition.contains(a.name()))
                .map(AttributeDef::name).findFirst().orElse(conventional);
    }

    private static String replaced(Entity child, String pk, String sk) {
        List<String> old = new ArrayList<>();
        child.template(pk).ifPresent(t -> old.add(pk + " = " + t.source()));
        child.template(sk).ifPresent(t -> old.add(sk + " = " + t.source()));
        return old.isEmpty() ? "" : " It replaces " + child.name() + "'s " + String.join(" and ", old) + ".";
    }
}
