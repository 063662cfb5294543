package dev.tablewright.model;

/** A declared attribute: its name, its type, and whether an entity's items must carry it. */
public record AttributeDef(String name, AttributeType type, boolean required) {
    public AttributeDef {
        if (name == null || type == null) {
            throw new NullPointerException("attribute name and type");
        }
    }

    public AttributeDef(String name, AttributeType type) {
        this(name, type, false);
    }

    public AttributeDef withName(String newName) {
        return new AttributeDef(newName, type, required);
    }
}
