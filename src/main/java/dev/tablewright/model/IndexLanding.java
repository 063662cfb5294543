package dev.tablewright.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Whether an entity's items land in an index by design: each key attribute of the index is either
 * filled by one of the entity's key templates (the rendered value takes the key's type) or declared
 * among its attributes with the key's type. A multi-attribute GSI keys on such natural attributes,
 * so entities need no template for it.
 *
 * @param missing  key attributes the entity neither templates nor declares
 * @param mistyped key attributes it declares with another type than the index's
 */
public record IndexLanding(String entity, List<AttributeDef> missing, List<AttributeDef> mistyped) {
    public IndexLanding {
        missing = List.copyOf(missing);
        mistyped = List.copyOf(mistyped);
    }

    public boolean lands() {
        return missing.isEmpty() && mistyped.isEmpty();
    }

    /** One entry per entity of the table, in entity order. */
    public static List<IndexLanding> all(TableDesign table, SecondaryIndex index) {
        KeySchema keys = index.keySchema(table.keySchema());
        return table.entities().stream().map(e -> of(keys, e)).toList();
    }

    public static IndexLanding of(KeySchema keys, Entity entity) {
        List<AttributeDef> missing = new ArrayList<>();
        List<AttributeDef> mistyped = new ArrayList<>();
        for (AttributeDef k : keys.attributes()) {
            if (entity.template(k.name()).isPresent()) {
                continue;
            }
            Optional<AttributeDef> declared = entity.attribute(k.name());
            if (declared.isEmpty()) {
                missing.add(k);
            } else if (declared.get().type() != k.type()) {
                mistyped.add(k);
            }
        }
        return new IndexLanding(entity.name(), missing, mistyped);
    }

    /** "lands", or why not: "no bracket; round is S, the index's is N". */
    public String explain() {
        if (lands()) {
            return "lands";
        }
        List<String> why = new ArrayList<>();
        if (!missing.isEmpty()) {
            why.add("no " + String.join(", ", missing.stream().map(AttributeDef::name).toList()));
        }
        for (AttributeDef k : mistyped) {
            why.add(k.name() + " is not " + k.type() + " as the index keys it");
        }
        return String.join("; ", why);
    }
}
