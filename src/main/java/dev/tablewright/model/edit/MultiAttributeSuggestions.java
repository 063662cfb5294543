package dev.tablewright.model.edit;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Synthetic GSI keys that only glue attributes together ({@code GSI1PK = ${tournamentId}#${region}},
 * {@code GSI1SK = ${round}#${bracket}#${matchId}}): DynamoDB's multi-attribute keys index the
 * attributes themselves, each with its own type and order (a number sorts as a number, not as text).
 * The suggestion rekeys the index on them in one undoable step.
 */
public final class MultiAttributeSuggestions {
    private MultiAttributeSuggestions() {
    }

    /** One suggestion per GSI whose only user concatenates its own attributes into the index's keys. */
    public static List<Suggestion> forTable(TableDesign table) {
        List<Suggestion> out = new ArrayList<>();
        for (GlobalSecondaryIndex g : table.globalIndexes()) {
            forIndex(table, g).ifPresent(out::add);
        }
        return out;
    }

    static Optional<Suggestion> forIndex(TableDesign table, GlobalSecondaryIndex g) {
        KeySchema keys = g.keys();
        if (keys.isMultiAttribute() || keys.names().stream().anyMatch(table.keySchema()::contains)) {
            return Optional.empty();
        }
        List<Entity> users = table.entities().stream()
                .filter(e -> keys.names().stream().anyMatch(k -> e.template(k).isPresent())).toList();
        if (users.size() != 1) {
            // An overloaded index serves several entities: rekeying it would take it from the others.
            return Optional.empty();
        }
        Entity entity = users.get(0);
        Optional<List<AttributeDef>> partition = glued(entity, keys.partitionKey().name());
        Optional<List<AttributeDef>> sort = keys.sortKey().isEmpty() ? Optional.of(List.of())
                : glued(entity, keys.sortKey().get().name());
        if (partition.isEmpty() || sort.isEmpty()) {
            return Optional.empty();
        }
        KeySchema rekeyed = new KeySchema(partition.get(), sort.get());
        Set<String> distinct = new LinkedHashSet<>(rekeyed.names());
        if (!rekeyed.isMultiAttribute() || distinct.size() != rekeyed.names().size()
                || partition.get().size() > KeySchema.MAX_ATTRIBUTES_PER_KEY
                || sort.get().size() > KeySchema.MAX_ATTRIBUTES_PER_KEY) {
            return Optional.empty();
        }
        GlobalSecondaryIndex changed = g.withKeys(rekeyed);
        String title = "Key " + g.name() + " on " + rekeyed.describe() + " instead of " + entity.name()
                + "'s concatenated " + String.join(" and ", keys.names());
        String explanation = entity.name() + " builds " + String.join(" and ", keys.names()) + " only by joining its "
                + "own attributes. A multi-attribute key indexes those attributes directly, each with its own "
                + "type and order (numbers sort as numbers), with no synthetic attributes to write or backfill. "
                + patternsNote(table, g.name());
        Edit edit = new Edit("Key " + g.name() + " on " + entity.name() + "'s attributes",
                m -> Tables.change(m, table.name(), t -> rekey(t, g, changed, entity.name())));
        return Optional.of(new Suggestion(title, explanation.strip(), edit, Optional.of(
                new Suggestion.IndexPreview(g.name(), entity.name()))));
    }

    /**
     * The attributes a template joins, in order, when it is nothing but references to key-typed
     * attributes the entity declares, separated by punctuation (no literal words, which would tell
     * entities apart in an overloaded index).
     */
    static Optional<List<AttributeDef>> glued(Entity entity, String keyAttribute) {
        Optional<KeyTemplate> t = entity.template(keyAttribute).filter(KeyTemplate::isValid);
        if (t.isEmpty()) {
            return Optional.empty();
        }
        List<AttributeDef> attributes = new ArrayList<>();
        for (KeyTemplate.Part p : t.get().parts()) {
            if (p instanceof KeyTemplate.Literal l) {
                if (l.text().codePoints().anyMatch(Character::isLetterOrDigit)) {
                    return Optional.empty();
                }
            } else {
                Optional<AttributeDef> a = entity.attribute(((KeyTemplate.Ref) p).attribute())
                        .filter(d -> d.type().isKeyType());
                if (a.isEmpty()) {
                    return Optional.empty();
                }
                attributes.add(new AttributeDef(a.get().name(), a.get().type()));
            }
        }
        return attributes.isEmpty() ? Optional.empty() : Optional.of(attributes);
    }

    /**
     * The index on the attributes; the entity's templates for the old synthetic keys, and the values
     * they put in its items, go; the table declares the new key attributes (NoSQL Workbench wants GSI
     * keys among them) and stops declaring the synthetic ones that nothing keys any more.
     */
    private static TableDesign rekey(TableDesign t, GlobalSecondaryIndex old, GlobalSecondaryIndex changed,
            String entityName) {
        List<GlobalSecondaryIndex> gsis = t.globalIndexes().stream()
                .map(g -> g.name().equals(old.name()) ? changed : g).toList();
        TableDesign result = t.withGlobalIndexes(gsis);
        List<String> synthetic = old.keys().names();
        result = result.withEntity(entityName, e -> {
            Entity cleared = e;
            for (String k : synthetic) {
                cleared = cleared.withKeyTemplate(k, null);
            }
            List<Item> items = cleared.items().stream().map(i -> without(i, synthetic)).toList();
            return cleared.withItems(items);
        });
        Set<String> stillKeys = Set.copyOf(result.keyAttributeNames());
        List<AttributeDef> declared = new ArrayList<>(result.attributes().stream()
                .filter(a -> !synthetic.contains(a.name()) || stillKeys.contains(a.name())).toList());
        for (AttributeDef k : changed.keys().attributes()) {
            if (declared.stream().noneMatch(a -> a.name().equals(k.name()))) {
                declared.add(k);
            }
        }
        return result.withAttributes(declared);
    }

    private static Item without(Item item, List<String> attributes) {
        Item result = item;
        for (String a : attributes) {
            result = result.without(a);
        }
        return result;
    }

    private static String patternsNote(TableDesign table, String index) {
        List<String> names = table.accessPatterns().stream().filter(p -> index.equals(p.index()))
                .map(p -> "'" + p.name() + "'").toList();
        return names.isEmpty() ? "" : "Access patterns on " + index + " (" + String.join(", ", names)
                + ") then need key conditions on the attributes.";
    }
}
