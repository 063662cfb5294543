package dev.tablewright.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Derives an item's key attributes from its entity's templates: change {@code movieId} and
 * {@code PK = MOVIE#${movieId}} follows. A rendered key takes the attribute's declared type (a
 * number template yields N, base64 text yields B).
 */
public final class KeyDerivation {

    /** The derived item, and for each template that could not be applied, why. */
    public record Result(Item item, List<Unfilled> unfilled) {
        public Result {
            unfilled = List.copyOf(unfilled);
        }
    }

    /** A template attribute left as it was, with the reason. */
    public record Unfilled(String attribute, String reason) {
    }

    private KeyDerivation() {
    }

    /** Recomputes every templated attribute (the designer's view: derived cells are read-only). */
    public static Result deriveAll(TableDesign table, Entity entity, Item item) {
        return derive(table, entity, item, true);
    }

    /** Fills only templated attributes that are missing or empty strings (import of hand-written data). */
    public static Result fillMissing(TableDesign table, Entity entity, Item item) {
        return derive(table, entity, item, false);
    }

    /**
     * Derivation prepared for one entity of one table, for deriving many items: the attribute types
     * are looked up once, not per item.
     */
    public static final class Deriver {
        private final Entity entity;
        private final Map<String, AttributeType> types = new LinkedHashMap<>();

        private Deriver(TableDesign table, Entity entity) {
            this.entity = entity;
            for (String attribute : entity.keyTemplates().keySet()) {
                types.put(attribute, table.attributeType(attribute)
                        .or(() -> entity.attribute(attribute).map(AttributeDef::type))
                        .orElse(AttributeType.S));
            }
        }

        public Result deriveAll(Item item) {
            return derive(entity, types, item, true);
        }

        public Result fillMissing(Item item) {
            return derive(entity, types, item, false);
        }
    }

    public static Deriver forEntity(TableDesign table, Entity entity) {
        return new Deriver(table, entity);
    }

    private static Result derive(TableDesign table, Entity entity, Item item, boolean overwrite) {
        return derive(entity, new Deriver(table, entity).types, item, overwrite);
    }

    private static Result derive(Entity entity, Map<String, AttributeType> types, Item item, boolean overwrite) {
        Map<String, AttributeValue> changes = null;
        List<Unfilled> unfilled = new ArrayList<>();
        for (Map.Entry<String, KeyTemplate> e : entity.keyTemplates().entrySet()) {
            String attribute = e.getKey();
            if (!overwrite && !isMissing(item, attribute)) {
                continue;
            }
            AttributeType type = types.get(attribute);
            // A string key that is already what its template renders stays (a saved model's usual state).
            if (type == AttributeType.S && item.attributes().get(attribute) instanceof AttributeValue.S s
                    && e.getValue().rendersAs(item, s.value())) {
                continue;
            }
            // Templates read the item as given, so one derived key never feeds another.
            KeyTemplate.Rendering r = e.getValue().render(item);
            if (r instanceof KeyTemplate.Unfilled u) {
                unfilled.add(new Unfilled(attribute, u.reason()));
                continue;
            }
            String text = ((KeyTemplate.Rendered) r).value();
            AttributeValue value;
            try {
                value = typed(text, type);
            } catch (IllegalArgumentException ex) {
                unfilled.add(new Unfilled(attribute, "'" + text + "' is not a valid " + type + ": " + ex.getMessage()));
                continue;
            }
            if (!value.equals(item.attributes().get(attribute))) {
                if (changes == null) {
                    changes = new LinkedHashMap<>();
                }
                changes.put(attribute, value);
            }
        }
        // Keys already derived (a saved model's usual state) leave the item as it was: no copy.
        if (changes == null) {
            return new Result(item, unfilled);
        }
        Map<String, AttributeValue> merged = changes;
        return new Result(item.edit(m -> m.putAll(merged)), unfilled);
    }

    private static boolean isMissing(Item item, String attribute) {
        AttributeValue v = item.attributes().get(attribute);
        return v == null || (v instanceof AttributeValue.S s && s.value().isEmpty());
    }

    /** Converts rendered text to a value of the declared type; other types stay strings. */
    public static AttributeValue typed(String text, AttributeType type) {
        return switch (type) {
            case N -> AttributeValue.N.parse(text);
            case B -> new AttributeValue.B(Binary.fromBase64(text));
            default -> new AttributeValue.S(text);
        };
    }
}
