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
     * Derivation prepared for one entity of one table, for deriving many items: the templates and
     * attribute types are looked up once, not per item.
     */
    public static final class Deriver {
        private final String[] attributes;
        private final KeyTemplate[] templates;
        private final AttributeType[] types;

        private Deriver(TableDesign table, Entity entity) {
            Map<String, KeyTemplate> byAttribute = entity.keyTemplates();
            attributes = byAttribute.keySet().toArray(String[]::new);
            templates = byAttribute.values().toArray(KeyTemplate[]::new);
            types = new AttributeType[attributes.length];
            for (int i = 0; i < attributes.length; i++) {
                String attribute = attributes[i];
                types[i] = table.attributeType(attribute)
                        .or(() -> entity.attribute(attribute).map(AttributeDef::type))
                        .orElse(AttributeType.S);
            }
        }

        public Result deriveAll(Item item) {
            return derive(item, true);
        }

        public Result fillMissing(Item item) {
            return derive(item, false);
        }

        private Result derive(Item item, boolean overwrite) {
            Map<String, AttributeValue> changes = null;
            List<Unfilled> unfilled = null;
            for (int i = 0; i < attributes.length; i++) {
                String attribute = attributes[i];
                AttributeValue current = item.attributes().get(attribute);
                if (!overwrite && !isMissing(current)) {
                    continue;
                }
                AttributeType type = types[i];
                // A string key that is already what its template renders stays (a saved model's usual state).
                if (type == AttributeType.S && current instanceof AttributeValue.S s
                        && templates[i].rendersAs(item, s.value())) {
                    continue;
                }
                // Templates read the item as given, so one derived key never feeds another.
                KeyTemplate.Rendering r = templates[i].render(item);
                String problem = null;
                AttributeValue value = null;
                if (r instanceof KeyTemplate.Unfilled u) {
                    problem = u.reason();
                } else {
                    String text = ((KeyTemplate.Rendered) r).value();
                    try {
                        value = typed(text, type);
                    } catch (IllegalArgumentException ex) {
                        problem = "'" + text + "' is not a valid " + type + ": " + ex.getMessage();
                    }
                }
                if (problem != null) {
                    if (unfilled == null) {
                        unfilled = new ArrayList<>();
                    }
                    unfilled.add(new Unfilled(attribute, problem));
                } else if (!value.equals(current)) {
                    if (changes == null) {
                        changes = new LinkedHashMap<>();
                    }
                    changes.put(attribute, value);
                }
            }
            List<Unfilled> reasons = unfilled == null ? List.of() : unfilled;
            // Keys already derived leave the item as it was: no copy.
            if (changes == null) {
                return new Result(item, reasons);
            }
            Map<String, AttributeValue> merged = changes;
            return new Result(item.edit(m -> m.putAll(merged)), reasons);
        }
    }

    public static Deriver forEntity(TableDesign table, Entity entity) {
        return new Deriver(table, entity);
    }

    private static Result derive(TableDesign table, Entity entity, Item item, boolean overwrite) {
        return new Deriver(table, entity).derive(item, overwrite);
    }

    private static boolean isMissing(AttributeValue v) {
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
