package dev.tablewright.model;

import java.util.Objects;

/**
 * One part of an aggregate's group: {@code name} is what the kept entity's templates use
 * ({@code ${month}}) and the kept item's attribute that holds it; {@code attribute} is the source
 * attribute (or a part of a source key template) it is taken from, whole or a date part of it.
 */
public record GroupPart(String name, String attribute, PartOf of) {
    public GroupPart {
        Objects.requireNonNull(name, "group part name");
        Objects.requireNonNull(attribute, "group part attribute");
        of = of == null ? PartOf.VALUE : of;
    }

    public GroupPart withName(String newName) {
        return new GroupPart(newName, attribute, of);
    }

    GroupPart renameSourceAttribute(String from, String to) {
        return attribute.equals(from) ? new GroupPart(name, to, of) : this;
    }
}
