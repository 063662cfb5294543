package dev.tablewright.model.edit;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Cardinality;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Relationship;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The key design a relationship calls for, checked against the model: for a 1:N (and 1:1) the
 * child's items in the parent's item collection, in the table or an index; for an M:N its link
 * entity (one item per pair) and an index inverting the link's keys, so both sides can be read.
 * Each check says whether the model has it; what is missing comes with {@link Suggestion}s.
 */
public record RelationshipDesign(List<Check> checks, List<Suggestion> suggestions) {
    /** One line of the design: what the relationship needs and whether the model has it. */
    public record Check(String text, boolean met) {
    }

    public RelationshipDesign {
        checks = List.copyOf(checks);
        suggestions = List.copyOf(suggestions);
    }

    /** The design relationship {@code index} of the table calls for; empty for an index out of range. */
    public static RelationshipDesign of(TableDesign table, int index) {
        if (index < 0 || index >= table.relationships().size()) {
            return new RelationshipDesign(List.of(), List.of());
        }
        Relationship r = table.relationships().get(index);
        List<Check> checks = new ArrayList<>();
        List<Suggestion> suggestions = new ArrayList<>(Suggestions.forRelationship(table, index));
        if (r.cardinality() == Cardinality.MANY_TO_MANY) {
            manyToMany(table, index, r, checks, suggestions);
        } else {
            collection(table, r, checks);
        }
        return new RelationshipDesign(checks, suggestions);
    }

    private static void collection(TableDesign table, Relationship r, List<Check> checks) {
        Optional<Entity> parent = table.entity(r.from());
        Optional<Entity> child = table.entity(r.to());
        if (parent.isEmpty() || child.isEmpty() || r.from().equals(r.to())) {
            return;
        }
        Optional<String> where = sharedPartition(table, parent.get(), child.get());
        checks.add(where.map(w -> new Check(r.to() + " items are in " + r.from() + "'s item collection " + w
                        + ": one Query returns a " + r.from() + " with its " + r.to() + " items", true))
                .orElse(new Check(r.to() + " items are not in " + r.from() + "'s item collection: no table or index key "
                        + "gives them " + r.from() + "'s partition, so reading them takes a Query per item or a Scan",
                        false)));
    }

    /** "in the table (pk = CUST#${customerId})" or "in GSI-1 (…)" where the two share a partition template. */
    private static Optional<String> sharedPartition(TableDesign table, Entity parent, Entity child) {
        List<KeySchema> schemas = new ArrayList<>();
        List<String> names = new ArrayList<>();
        schemas.add(table.keySchema());
        names.add("in the table");
        for (GlobalSecondaryIndex g : table.globalIndexes()) {
            if (!g.keys().isMultiAttribute()) {
                schemas.add(g.keys());
                names.add("in " + g.name());
            }
        }
        for (int i = 0; i < schemas.size(); i++) {
            String partition = schemas.get(i).partitionKey().name();
            Optional<KeyTemplate> p = parent.template(partition);
            if (p.isPresent() && p.equals(child.template(partition))) {
                return Optional.of(names.get(i) + " (" + partition + " = " + p.get().source() + ")");
            }
        }
        return Optional.empty();
    }

    private static void manyToMany(TableDesign table, int index, Relationship r, List<Check> checks,
            List<Suggestion> suggestions) {
        Optional<Entity> named = r.link().isEmpty() ? Optional.empty() : table.entity(r.link());
        Optional<Entity> link = named.or(() -> inferredLink(table, r));
        if (!r.link().isEmpty() && named.isEmpty()) {
            checks.add(new Check("The link entity " + r.link() + " is not in the table", false));
        }
        if (link.isEmpty()) {
            checks.add(new Check("No link entity holds the " + r.from() + "–" + r.to() + " pairs (one item per pair "
                    + "in one side's item collection)", false));
            addLinkEntity(table, index, r).ifPresent(suggestions::add);
            return;
        }
        Entity e = link.get();
        KeySchema keys = table.keySchema();
        Optional<String> missing = missingSide(table, r, e);
        if (missing.isPresent()) {
            // Named, but its keys do not tell the pairs apart: no ✓ for what the model does not have.
            checks.add(new Check("Link entity " + e.name() + " is named, but its keys" + templates(e, keys)
                    + " do not hold " + missing.get() + ", so they cannot keep one item per " + r.from() + "–"
                    + r.to() + " pair", false));
            return;
        }
        String how = named.isPresent() ? "" : " (found from its keys; name it to keep it)";
        checks.add(new Check("Link entity " + e.name() + ": one item per " + r.from() + "–" + r.to() + " pair"
                + templates(e, keys) + how, true));
        Optional<String> inverting = invertingIndex(table, e);
        checks.add(inverting.map(g -> new Check(r.from() + " → " + r.to() + ": " + g + " inverts " + e.name()
                        + "'s keys, so the pairs read from either side", true))
                .orElse(new Check("No index inverts " + e.name() + "'s keys: the pairs read from one side only, the "
                        + "other needs a Scan", false)));
    }

    private static String templates(Entity e, KeySchema keys) {
        List<String> parts = new ArrayList<>();
        e.template(keys.partitionKey().name()).ifPresent(t -> parts.add(keys.partitionKey().name() + " = " + t.source()));
        keys.sortKey().flatMap(sk -> e.template(sk.name()).map(t -> sk.name() + " = " + t.source())).ifPresent(parts::add);
        return parts.isEmpty() ? "" : " (" + String.join(", ", parts) + ")";
    }

    /**
     * The entity between the two ends: not an end itself, its keys reading an attribute of each
     * end's partition template (CastMember: mov#${movieId} and act#${actorId}).
     */
    static Optional<Entity> inferredLink(TableDesign table, Relationship r) {
        // Each side's own identifiers: an attribute both partitions read tells neither side apart.
        Set<String> from = new java.util.LinkedHashSet<>(partitionAttributes(table, r.from()));
        Set<String> to = new java.util.LinkedHashSet<>(partitionAttributes(table, r.to()));
        Set<String> shared = new java.util.HashSet<>(from);
        shared.retainAll(to);
        from.removeAll(shared);
        to.removeAll(shared);
        if (from.isEmpty() || to.isEmpty()) {
            return Optional.empty();
        }
        return table.entities().stream().filter(e -> !r.touches(e.name())).filter(e -> {
            Set<String> read = new java.util.HashSet<>();
            e.keyTemplates().values().forEach(t -> read.addAll(t.referencedAttributes()));
            return read.stream().anyMatch(from::contains) && read.stream().anyMatch(to::contains);
        }).findFirst();
    }

    /**
     * The side whose identifier the link's keys do not read ("Actor's identifier actorId"), or empty
     * when they read both: only then does one item stand for one pair.
     */
    private static Optional<String> missingSide(TableDesign table, Relationship r, Entity link) {
        Set<String> read = new java.util.HashSet<>();
        link.keyTemplates().values().forEach(t -> read.addAll(t.referencedAttributes()));
        for (String side : List.of(r.from(), r.to())) {
            Set<String> ids = partitionAttributes(table, side);
            if (!ids.isEmpty() && ids.stream().noneMatch(read::contains)) {
                return Optional.of(side + "'s identifier " + String.join(", ", ids));
            }
        }
        return Optional.empty();
    }

    private static Set<String> partitionAttributes(TableDesign table, String entity) {
        return table.entity(entity).flatMap(e -> e.template(table.keySchema().partitionKey().name()))
                .map(KeyTemplate::referencedAttributes).orElse(Set.of());
    }

    /** A GSI whose partition key holds, for the link's items, what the table's sort key holds. */
    private static Optional<String> invertingIndex(TableDesign table, Entity link) {
        KeySchema keys = table.keySchema();
        if (keys.sortKey().isEmpty()) {
            return Optional.empty();
        }
        Optional<KeyTemplate> sort = link.template(keys.sortKey().get().name());
        for (GlobalSecondaryIndex g : table.globalIndexes()) {
            if (g.keys().isMultiAttribute()) {
                continue;
            }
            String pk = g.keys().partitionKey().name();
            boolean swapsAttributes = pk.equals(keys.sortKey().get().name())
                    && g.keys().sortKey().map(s -> s.name().equals(keys.partitionKey().name())).orElse(false);
            boolean swapsTemplates = sort.isPresent() && sort.equals(link.template(pk));
            if (swapsAttributes || swapsTemplates) {
                return Optional.of(g.name());
            }
        }
        return Optional.empty();
    }

    /**
     * A link entity for an M:N without one: named after both ends (MovieActor), holding each end's
     * id, keyed in the first end's item collection (its partition template) and sorted by the
     * second's, and named as the relationship's link — one undoable step.
     */
    static Optional<Suggestion> addLinkEntity(TableDesign table, int index, Relationship r) {
        KeySchema keys = table.keySchema();
        Optional<Entity> from = table.entity(r.from());
        Optional<Entity> to = table.entity(r.to());
        if (keys.sortKey().isEmpty() || from.isEmpty() || to.isEmpty()) {
            return Optional.empty();
        }
        String pk = keys.partitionKey().name();
        String sk = keys.sortKey().get().name();
        Optional<KeyTemplate> fromPartition = from.get().template(pk).filter(KeyTemplate::isValid);
        Optional<KeyTemplate> toPartition = to.get().template(pk).filter(KeyTemplate::isValid);
        if (fromPartition.isEmpty() || toPartition.isEmpty()) {
            return Optional.empty();
        }
        String name = EditNames.fresh(r.from() + r.to(), table.entities().stream().map(Entity::name).toList());
        List<Edit> edits = new ArrayList<>();
        edits.add(EntityEdits.add(table.name(), name, null));
        Set<String> added = new java.util.LinkedHashSet<>();
        for (Entity end : List.of(from.get(), to.get())) {
            for (String a : end.template(pk).get().referencedAttributes()) {
                if (added.add(a)) {
                    AttributeType type = end.attribute(a).map(AttributeDef::type).orElse(AttributeType.S);
                    edits.add(EntityEdits.addAttribute(table.name(), name, new AttributeDef(a, type, true)));
                }
            }
        }
        edits.add(EntityEdits.setKeyTemplate(table.name(), name, pk, fromPartition.get()));
        edits.add(EntityEdits.setKeyTemplate(table.name(), name, sk, toPartition.get()));
        edits.add(RelationshipEdits.setLink(table.name(), index, name));
        String title = "Add link entity " + name + " (" + pk + " = " + fromPartition.get().source() + ", " + sk + " = "
                + toPartition.get().source() + ")";
        String explanation = "An M:N is stored as one item per pair: " + name + " items in each " + r.from()
                + "'s item collection, one per " + r.to() + ", so one Query lists a " + r.from() + "'s " + r.to()
                + " pairs; an inverted index then lists them from the " + r.to() + " side.";
        return Optional.of(new Suggestion(title, explanation, Edit.compound("Add link entity " + name, edits)));
    }
}
