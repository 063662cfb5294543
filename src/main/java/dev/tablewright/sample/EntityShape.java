package dev.tablewright.sample;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.TableDesign;
import dev.tablewright.sample.AttributePlan.IdRole;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What an entity's generated items hold: its declared attributes (or, when it declares none, those
 * its key templates read and its items carry), plus the table's keys when no template derives them;
 * never the derived keys or the type marker, which {@code ItemEdits.add} sets.
 */
final class EntityShape {
    private final Entity entity;
    private final List<AttributePlan> attributes;
    private final Set<String> identity;
    private final Set<String> ownIds;

    private EntityShape(Entity entity, List<AttributePlan> attributes, Set<String> identity, Set<String> ownIds) {
        this.entity = entity;
        this.attributes = List.copyOf(attributes);
        // Ordered sets: iteration order must not vary between runs, or neither would the items.
        this.identity = Collections.unmodifiableSet(new LinkedHashSet<>(identity));
        this.ownIds = Collections.unmodifiableSet(new LinkedHashSet<>(ownIds));
    }

    static EntityShape of(TableDesign table, Entity entity) {
        Map<String, AttributeType> types = new LinkedHashMap<>();
        Set<String> required = new HashSet<>();
        Set<String> derived = entity.keyTemplates().keySet();
        for (AttributeDef key : table.keySchema().attributes()) {
            if (!derived.contains(key.name())) {
                types.put(key.name(), key.type());
                required.add(key.name());
            }
        }
        List<AttributeDef> declared = entity.attributes().stream()
                .filter(a -> !a.name().equals(table.typeAttribute()) && !derived.contains(a.name())).toList();
        for (AttributeDef a : declared) {
            types.putIfAbsent(a.name(), a.type());
            if (a.required()) {
                required.add(a.name());
            }
        }
        if (declared.isEmpty()) {
            for (Item item : entity.items()) {
                item.attributes().forEach((name, value) -> {
                    if (!name.equals(table.typeAttribute()) && !derived.contains(name) && !types.containsKey(name)) {
                        types.put(name, value.type());
                        required.add(name);
                    }
                });
            }
        }
        Set<String> tableKeyRefs = templateRefs(entity, table.keySchema().names());
        for (Map.Entry<String, KeyTemplate> t : entity.keyTemplates().entrySet()) {
            for (String ref : t.getValue().referencedAttributes()) {
                if (!types.containsKey(ref) && t.getValue().isValid()) {
                    types.put(ref, refType(table, entity, ref));
                    required.add(ref);
                }
            }
        }
        Set<String> siblings = types.keySet();
        Map<String, AttributeKind> kinds = new LinkedHashMap<>();
        types.forEach((name, type) -> kinds.put(name, table.keySchema().contains(name) ? AttributeKind.ID
                : NameHeuristics.kindOf(entity.name(), name, siblings)));
        Set<String> ownIds = ownIds(table, entity, kinds, types);
        Set<String> indexOnlyRefs = templateRefs(entity, indexOnlyKeys(table));
        indexOnlyRefs.removeAll(tableKeyRefs);

        List<AttributePlan> plans = new ArrayList<>();
        for (Map.Entry<String, AttributeType> a : types.entrySet()) {
            String name = a.getKey();
            AttributeType type = a.getValue();
            ExistingValues existing = ExistingValues.of(entity.items(), name);
            AttributeKind kind = kinds.get(name);
            ValueRecipe recipe = ValueRecipe.of(kind, type, existing);
            ValueRecipe element = ValueRecipe.of(NameHeuristics.elementKindOf(entity.name(), name, siblings),
                    elementType(type), existing.elements());
            boolean scalarId = kind == AttributeKind.ID && type.isKeyType();
            IdRole role = !scalarId ? IdRole.NONE : ownIds.contains(name) ? IdRole.OWN : IdRole.SHARED;
            boolean sometimesAbsent = !required.contains(name) && indexOnlyRefs.contains(name);
            plans.add(new AttributePlan(name, type, recipe, element, role, sometimesAbsent));
        }
        return new EntityShape(entity, plans, tableKeyRefs.isEmpty() ? ownIds : tableKeyRefs, ownIds);
    }

    Entity entity() {
        return entity;
    }

    String name() {
        return entity.name();
    }

    List<AttributePlan> attributes() {
        return attributes;
    }

    boolean has(String attribute) {
        return attributes.stream().anyMatch(a -> a.name().equals(attribute));
    }

    /** The attributes that tell this entity's items apart: what its table-key templates read. */
    Set<String> identity() {
        return identity;
    }

    /** The ids that are this entity's own ({@code movieId} of a Movie), not references to others. */
    Set<String> ownIds() {
        return ownIds;
    }

    /**
     * An entity's own ids: those named after it ({@code movieId} of Movie, or plain {@code id}); else
     * the ids its sort-key template reads (an order's {@code transactionId}, not the customer's id in
     * its partition key); else those of its partition-key template.
     */
    private static Set<String> ownIds(TableDesign table, Entity entity, Map<String, AttributeKind> kinds,
            Map<String, AttributeType> types) {
        String entityWords = String.join("", NameHeuristics.tokens(entity.name()));
        Set<String> ids = new LinkedHashSet<>();
        kinds.forEach((name, kind) -> {
            if (kind == AttributeKind.ID && types.get(name).isKeyType()) {
                ids.add(name);
            }
        });
        Set<String> named = new LinkedHashSet<>();
        for (String id : ids) {
            List<String> words = NameHeuristics.tokens(id);
            String last = words.isEmpty() ? "" : words.get(words.size() - 1);
            String qualifier = words.isEmpty() ? "" : String.join("", words.subList(0, words.size() - 1));
            if (Set.of("id", "uuid", "guid").contains(last) && (qualifier.isEmpty() || qualifier.equals(entityWords))) {
                named.add(id);
            }
        }
        if (!named.isEmpty()) {
            return named;
        }
        Optional<String> sortKey = table.keySchema().sortKey().map(AttributeDef::name);
        for (String key : sortKey.isPresent() ? List.of(sortKey.get(), table.keySchema().partitionKey().name())
                : List.of(table.keySchema().partitionKey().name())) {
            Set<String> refs = new LinkedHashSet<>(templateRefs(entity, List.of(key)));
            refs.retainAll(ids);
            if (!refs.isEmpty()) {
                return refs;
            }
        }
        // No template names an id: the table keys the entity fills itself are its ids.
        Set<String> untemplatedKeys = new LinkedHashSet<>(table.keySchema().names());
        untemplatedKeys.removeAll(entity.keyTemplates().keySet());
        untemplatedKeys.retainAll(ids);
        return untemplatedKeys;
    }

    private static Set<String> templateRefs(Entity entity, List<String> keyAttributes) {
        Set<String> refs = new LinkedHashSet<>();
        for (String key : keyAttributes) {
            entity.template(key).filter(KeyTemplate::isValid).ifPresent(t -> refs.addAll(t.referencedAttributes()));
        }
        return refs;
    }

    private static List<String> indexOnlyKeys(TableDesign table) {
        List<String> keys = new ArrayList<>(table.keyAttributeNames());
        keys.removeAll(table.keySchema().names());
        return keys;
    }

    /**
     * The type of an attribute only a template names: declared on the table, else as the entity's
     * items hold it, else N when it alone fills a number key ({@code gsi2sk = ${streamCount}}), else S.
     */
    private static AttributeType refType(TableDesign table, Entity entity, String ref) {
        Optional<AttributeType> declared = table.attributeType(ref);
        if (declared.isPresent()) {
            return declared.get();
        }
        for (Item i : entity.items()) {
            AttributeValue v = i.attributes().get(ref);
            if (v != null) {
                return v.type();
            }
        }
        for (Map.Entry<String, KeyTemplate> t : entity.keyTemplates().entrySet()) {
            List<KeyTemplate.Part> parts = t.getValue().parts();
            if (parts.size() == 1 && parts.get(0) instanceof KeyTemplate.Ref r && r.attribute().equals(ref)
                    && table.attributeType(t.getKey()).orElse(AttributeType.S) == AttributeType.N) {
                return AttributeType.N;
            }
        }
        return AttributeType.S;
    }

    private static AttributeType elementType(AttributeType type) {
        switch (type) {
            case NS:
                return AttributeType.N;
            case BS:
                return AttributeType.B;
            default:
                return AttributeType.S;
        }
    }
}
