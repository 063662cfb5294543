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
        return new RelationshipPlan(links, notes, table.entities().stream().map(Entity::name).toList());
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
        Map<String, String> mapping = new LinkedHashMap<>();
        Set<String> ids = new LinkedHashSet<>();
        for (String id : parent.identity()) {
            if (child.has(id) && parent.has(id)) {
                mapping.put(id, id);
                ids.add(id);
            }
        }
        if (ids.isEmpty()) {
            return false;
        }
        String prefix = decapitalized(parent.name());
        for (AttributePlan c : child.attributes()) {
            if (mapping.containsKey(c.name())) {
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
        existing.add(new ParentLink(parent.name(), cardinality, mapping, ids));
        return true;
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
