package dev.tablewright.engine.migrate;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyDerivation;
import dev.tablewright.model.KeyTemplate;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * What a backfill or a rekey does to one item, computed in one place for the dry run (on the sample
 * items) and for {@code migrate apply} (on the live table's), so the two cannot disagree: each of the
 * step's templates rendered from the item as it was read, typed as the table declares the attribute.
 */
public final class ItemSteps {
    /** The step's templates, parsed; or why they cannot be used. */
    public record Templates(Map<String, KeyTemplate> byAttribute, String error) {
        public Templates {
            byAttribute = Collections.unmodifiableMap(new LinkedHashMap<>(byAttribute));
        }

        public boolean valid() {
            return error.isEmpty();
        }

        /** The attributes the templates read: what the item must still hold when it is written. */
        public Set<String> read() {
            Set<String> names = new LinkedHashSet<>();
            byAttribute.values().forEach(t -> names.addAll(t.referencedAttributes()));
            return names;
        }
    }

    /** The values the step gives the item, or why one cannot be derived. */
    public sealed interface Outcome permits Values, Failed {
    }

    /** The attributes to set, in the templates' order. */
    public record Values(Map<String, AttributeValue> set) implements Outcome {
        public Values {
            set = Collections.unmodifiableMap(new LinkedHashMap<>(set));
        }

        /** True when the item already holds every one of them: nothing to write. */
        public boolean heldBy(Item item) {
            return set.entrySet().stream().allMatch(e -> e.getValue().equals(item.attributes().get(e.getKey())));
        }

        /** The item with the values set. */
        public Item applyTo(Item item) {
            return item.edit(m -> m.putAll(set));
        }
    }

    /** @param problem "gsi4pk cannot be derived: …" or "'x' is not a valid N" */
    public record Failed(String problem) implements Outcome {
    }

    private ItemSteps() {
    }

    /** The step's templates (each change's {@code after}), parsed; the first invalid one makes the whole unusable. */
    public static Templates templates(List<MigrationStep.TemplateChange> changes) {
        Map<String, KeyTemplate> out = new LinkedHashMap<>();
        for (MigrationStep.TemplateChange c : changes) {
            KeyTemplate k = KeyTemplate.parse(c.after());
            if (!k.isValid()) {
                return new Templates(Map.of(), "the template of " + c.attribute() + " is not valid: "
                        + k.syntaxError().map(Object::toString).orElse(c.after()));
            }
            out.put(c.attribute(), k);
        }
        return new Templates(out, "");
    }

    /**
     * The values the templates give the item. Templates read the item as it was read (one derived
     * value never feeds another), as the UpdateItem's condition checks.
     *
     * @param types an attribute's declared type, empty where none is declared (then a string)
     */
    public static Outcome values(Templates templates, Item item, Function<String, Optional<AttributeType>> types) {
        Map<String, AttributeValue> set = new LinkedHashMap<>();
        for (Map.Entry<String, KeyTemplate> k : templates.byAttribute().entrySet()) {
            KeyTemplate.Rendering r = k.getValue().render(item);
            if (r instanceof KeyTemplate.Rendered v) {
                AttributeType type = types.apply(k.getKey()).orElse(AttributeType.S);
                try {
                    set.put(k.getKey(), KeyDerivation.typed(v.value(), type));
                } catch (IllegalArgumentException ex) {
                    return new Failed("'" + v.value() + "' is not a valid " + type);
                }
            } else {
                return new Failed(k.getKey() + " cannot be derived: " + ((KeyTemplate.Unfilled) r).reason());
            }
        }
        return new Values(set);
    }
}
