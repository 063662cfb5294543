package dev.tablewright.sample;

import dev.tablewright.model.Cardinality;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Relationship;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Which parents each entity's items take ids from, read off the table's relationships: a 1:N or 1:1
 * child from its "one" side; an M:N through the link entity that carries both sides' ids (a
 * CastMember between Movie and Actor), or else through whichever side carries the other's ids. Also
 * the order that generates parents before their children.
 */
final class RelationshipPlan {
    private final Map<String, List<ParentLink>> links;
    private final Map<String, List<String>> notes;
    private final List<String> declarationOrder;

    private RelationshipPlan(Map<String, List<ParentLink>> links, Map<String, List<String>> notes,
            List<String> declarationOrder) {
        this.links = links;
        this.notes = notes;
        this.declarationOrder = declarationOrder;
    }

    static RelationshipPlan of(TableDesign table, Map<String, EntityShape> shapes) {
        Map<String, List<ParentLink>> links = new LinkedHashMap<>();
        Map<String, List<String>> notes = new HashMap<>();
        for (Relationship r : table.relationships()) {
            EntityShape from = shapes.get(r.from());
            EntityShape to = shapes.get(r.to());
            if (from == null || to == null || from == to) {
                continue; // an unknown end is the validator's to report; a self-relationship names no ids to copy
            }
            if (r.cardinality() != Cardinality.MANY_TO_MANY) {
                if (!link(links, to, from, r.cardinality())) {
                    note(notes, to.name(), to.name() + " items are not linked to " + from.name() + " items: "
                            + to.name() + " has none of " + from.name() + "'s ids " + from.identity());
                }
                continue;
            }
            boolean linked = false;
            for (EntityShape between : shapes.values()) {
                if (between != from && between != to && carriesOwnIds(between, from) && carriesOwnIds(between, to)) {
                    link(links, between, from, Cardinality.MANY_TO_MANY);
                    link(links, between, to, Cardinality.MANY_TO_MANY);
                    linked = true;
                }
            }
            if (!linked) {
                boolean toFrom = link(links, to, from, Cardinality.MANY_TO_MANY);
                boolean fromTo = link(links, from, to, Cardinality.MANY_TO_MANY);
                if (!toFrom && !fromTo) {
                    note(notes, to.name(), "the M:N between " + from.name() + " and " + to.name() + " is not followed: no "
                            + "entity carries the ids of both, and neither carries the other's");
                }
            }
        }
        // A child copying from several parents takes the parent with the most ids first: later parents
        // are then chosen to agree with it (an OrderLine's Customer is its Order's customer).
        links.replaceAll((child, list) -> {
            List<ParentLink> sorted = new ArrayList<>(list);
            sorted.sort(Comparator.comparingInt((ParentLink l) -> l.ids().size()).reversed());
            return List.copyOf(sorted);
        });
        followSharedParameters(table, shapes, links);
        return new RelationshipPlan(links, notes, table.entities().stream().map(Entity::name).toList());
    }

    /**
     * Links no relationship draws: a child whose key templates read a parameter another entity owns
     * ({@link TemplateOwners}) takes it from that entity's items, after the drawn links and never over
     * what they set. Owners carrying more of the child's parameters come first, so a line keyed on
     * {@code ${customerId}} and {@code ${orderId}} takes both from one order, not its customer from
     * elsewhere.
     */
    private static void followSharedParameters(TableDesign table, Map<String, EntityShape> shapes,
            Map<String, List<ParentLink>> links) {
        TemplateOwners owners = TemplateOwners.of(table);
        for (Entity e : table.entities()) {
            EntityShape child = shapes.get(e.name());
            List<ParentLink> drawn = links.getOrDefault(e.name(), List.of());
            Set<String> covered = new LinkedHashSet<>();
            drawn.forEach(l -> covered.addAll(l.childToParent().keySet()));
            Set<String> drawnParents = new LinkedHashSet<>();
            drawn.forEach(l -> drawnParents.add(l.parent()));
            Set<String> parents = new LinkedHashSet<>();
            for (String parameter : TemplateOwners.keyParameters(table, e)) {
                owners.ownerOf(parameter).filter(o -> !o.equals(e.name()) && !drawnParents.contains(o)
                        && !covered.contains(parameter) && child.has(parameter) && shapes.get(o).has(parameter))
                        .ifPresent(parents::add);
            }
            List<ParentLink> inferred = new ArrayList<>();
            List<String> byReach = new ArrayList<>(parents);
            byReach.sort(Comparator.comparingInt(
                    (String p) -> sharedIds(table, child, shapes.get(p), Set.of()).size()).reversed());
            for (String p : byReach) {
                Set<String> ids = sharedIds(table, child, shapes.get(p), covered);
                if (ids.stream().anyMatch(id -> owners.ownerOf(id).filter(p::equals).isPresent())) {
                    inferred.add(linkOn(child, shapes.get(p), Cardinality.ONE_TO_MANY, ids, covered));
                    covered.addAll(inferred.get(inferred.size() - 1).childToParent().keySet());
                }
            }
            if (!inferred.isEmpty()) {
                List<ParentLink> all = new ArrayList<>(drawn);
                all.addAll(inferred);
                links.put(e.name(), List.copyOf(all));
            }
        }
    }

    /** The parameters of the parent's primary key the child has too, but for those already set. */
    private static Set<String> sharedIds(TableDesign table, EntityShape child, EntityShape parent, Set<String> covered) {
        Set<String> ids = new LinkedHashSet<>();
        for (String id : TemplateOwners.primaryKeyParameters(table, parent.entity())) {
            if (child.has(id) && parent.has(id) && !covered.contains(id)) {
                ids.add(id);
            }
        }
        return ids;
    }

    List<ParentLink> linksOf(String child) {
        return links.getOrDefault(child, List.of());
    }

    List<String> notesOf(String child) {
        return notes.getOrDefault(child, List.of());
    }

    /**
     * The entities in an order that puts parents before children, otherwise in declaration order; a
     * cycle is broken at the entity declared first.
     */
    List<String> order(Set<String> entities) {
        List<String> remaining = new ArrayList<>(declarationOrder);
        remaining.retainAll(entities);
        List<String> ordered = new ArrayList<>();
        while (!remaining.isEmpty()) {
            String next = remaining.stream()
                    .filter(e -> linksOf(e).stream().noneMatch(l -> !l.parent().equals(e) && remaining.contains(l.parent())))
                    .findFirst().orElse(remaining.get(0));
            remaining.remove(next);
            ordered.add(next);
        }
        return ordered;
    }

    private static boolean carriesOwnIds(EntityShape link, EntityShape side) {
        Set<String> ids = side.ownIds().isEmpty() ? side.identity() : side.ownIds();
        return !ids.isEmpty() && ids.stream().anyMatch(link::has);
    }

    /** Adds the link from child to parent unless it is there already; false when they share no id. */
    private static boolean link(Map<String, List<ParentLink>> links, EntityShape child, EntityShape parent,
            Cardinality cardinality) {
        List<ParentLink> existing = links.computeIfAbsent(child.name(), c -> new ArrayList<>());
        if (existing.stream().anyMatch(l -> l.parent().equals(parent.name()))) {
            return true;
        }
        Set<String> ids = new LinkedHashSet<>();
        for (String id : parent.identity()) {
            if (child.has(id) && parent.has(id)) {
                ids.add(id);
            }
        }
        if (ids.isEmpty()) {
            return false;
        }
        existing.add(linkOn(child, parent, cardinality, ids, Set.of()));
        return true;
    }

    /** The link that copies these ids, and the parent's attributes the child denormalizes but those taken. */
    private static ParentLink linkOn(EntityShape child, EntityShape parent, Cardinality cardinality, Set<String> ids,
            Set<String> taken) {
        Map<String, String> mapping = new LinkedHashMap<>();
        ids.forEach(id -> mapping.put(id, id));
        String prefix = decapitalized(parent.name());
        for (AttributePlan c : child.attributes()) {
            if (mapping.containsKey(c.name()) || taken.contains(c.name())) {
                continue;
            }
            String lower = c.name().toLowerCase(Locale.ROOT);
            if (parent.has(c.name()) && isDenormalized(c)) {
                mapping.put(c.name(), c.name()); // the movie's releaseYear, the actor's actorName
                continue;
            }
            for (AttributePlan p : parent.attributes()) {
                if (lower.equals(prefix + p.name().toLowerCase(Locale.ROOT))) {
                    mapping.put(c.name(), p.name()); // movieTitle from the movie's title
                    break;
                }
            }
        }
        return new ParentLink(parent.name(), cardinality, mapping, ids);
    }

    /**
     * A child attribute named as one of its parent's is a denormalized copy when the name is specific
     * ({@code releaseYear}, {@code racerName}); {@code name}, {@code status} or {@code createdAt} of a
     * child are its own.
     */
    private static boolean isDenormalized(AttributePlan child) {
        AttributeKind kind = child.recipe().kind();
        return NameHeuristics.tokens(child.name()).size() >= 2 && kind != AttributeKind.TIMESTAMP
                && kind != AttributeKind.STATUS && kind != AttributeKind.SENTENCE;
    }

    private static String decapitalized(String entity) {
        return String.join("", NameHeuristics.tokens(entity));
    }

    private static void note(Map<String, List<String>> notes, String entity, String note) {
        notes.computeIfAbsent(entity, e -> new ArrayList<>()).add(note);
    }
}
