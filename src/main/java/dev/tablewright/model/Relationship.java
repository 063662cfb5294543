package dev.tablewright.model;

/** A line on the diagram between two entities, {@code from} being the "one" side of a 1:N. */
public record Relationship(String from, String to, Cardinality cardinality, String label) {
    public Relationship {
        if (from == null || to == null || cardinality == null) {
            throw new NullPointerException("relationship ends and cardinality");
        }
        label = label == null ? "" : label;
    }

    public boolean touches(String entity) {
        return from.equals(entity) || to.equals(entity);
    }

    public Relationship renameEntity(String oldName, String newName) {
        return new Relationship(from.equals(oldName) ? newName : from, to.equals(oldName) ? newName : to,
                cardinality, label);
    }
}
