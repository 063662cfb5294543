package dev.tablewright.model;

/**
 * A line on the diagram between two entities, {@code from} being the "one" side of a 1:N. An M:N may
 * name its link entity: the entity with one item per pair (CastMember between Movie and Actor);
 * "" when none is named.
 */
public record Relationship(String from, String to, Cardinality cardinality, String label, String link) {
    public Relationship {
        if (from == null || to == null || cardinality == null) {
            throw new NullPointerException("relationship ends and cardinality");
        }
        label = label == null ? "" : label;
        link = link == null ? "" : link;
    }

    public Relationship(String from, String to, Cardinality cardinality, String label) {
        this(from, to, cardinality, label, "");
    }

    public Relationship withCardinality(Cardinality c) {
        return new Relationship(from, to, c, label, link);
    }

    public Relationship withLink(String entity) {
        return new Relationship(from, to, cardinality, label, entity);
    }

    /** "Movie M:N Actor (link Cast; inverted by GSI-1)": the ends, then the link and the label when there are. */
    public String summary() {
        java.util.List<String> details = new java.util.ArrayList<>();
        if (!link.isEmpty()) {
            details.add("link " + link);
        }
        if (!label.isEmpty()) {
            details.add(label);
        }
        return from + " " + cardinality.label() + " " + to + (details.isEmpty() ? "" : " (" + String.join("; ", details) + ")");
    }

    public boolean touches(String entity) {
        return from.equals(entity) || to.equals(entity);
    }

    public Relationship renameEntity(String oldName, String newName) {
        return new Relationship(from.equals(oldName) ? newName : from, to.equals(oldName) ? newName : to,
                cardinality, label, link.equals(oldName) ? newName : link);
    }
}
