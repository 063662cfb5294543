package dev.tablewright.model;

import dev.tablewright.model.settings.TableSettings;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * One DynamoDB table as designed: key schema, declared attributes, secondary indexes, billing, the
 * entities that share it, their relationships, access patterns, and sample items.
 *
 * @param settings      everything beyond keys, indexes and billing (TTL, streams, replicas…)
 * @param typeAttribute the attribute whose value names an item's entity (OneTable's typeField)
 * @param keptEntities  the entities the table's stream keeps from others' writes (issue 28)
 * @param items         sample items that belong to no entity (NoSQL Workbench's table-level TableData)
 * @param extra         fields of the file's table object that Tablewright does not interpret
 */
public record TableDesign(String name, KeySchema keySchema, List<AttributeDef> attributes,
        List<GlobalSecondaryIndex> globalIndexes, List<LocalSecondaryIndex> localIndexes,
        List<VectorIndex> vectorIndexes, Billing billing,
        TableSettings settings, String typeAttribute, List<Entity> entities, List<KeptEntity> keptEntities,
        List<Relationship> relationships,
        List<AccessPattern> accessPatterns, List<Item> items, DiagramLayout layout, RawJson extra) {

    public static final String DEFAULT_TYPE_ATTRIBUTE = "entityType";

    public TableDesign {
        if (name == null || keySchema == null) {
            throw new NullPointerException("table name and key schema");
        }
        attributes = List.copyOf(attributes);
        globalIndexes = List.copyOf(globalIndexes);
        localIndexes = List.copyOf(localIndexes);
        vectorIndexes = vectorIndexes == null ? List.of() : List.copyOf(vectorIndexes);
        billing = billing == null ? Billing.ON_DEMAND : billing;
        settings = settings == null ? TableSettings.DEFAULT : settings;
        typeAttribute = typeAttribute == null || typeAttribute.isBlank() ? DEFAULT_TYPE_ATTRIBUTE : typeAttribute;
        entities = List.copyOf(entities);
        keptEntities = keptEntities == null ? List.of() : List.copyOf(keptEntities);
        relationships = List.copyOf(relationships);
        accessPatterns = List.copyOf(accessPatterns);
        items = List.copyOf(items);
        layout = layout == null ? DiagramLayout.EMPTY : layout;
        extra = extra == null ? RawJson.EMPTY : extra;
    }

    /** A new table with just a key schema. */
    public static TableDesign of(String name, KeySchema keys) {
        return new TableDesign(name, keys, List.of(), List.of(), List.of(), List.of(), Billing.ON_DEMAND,
                TableSettings.DEFAULT, null, List.of(), List.of(), List.of(), List.of(), List.of(), DiagramLayout.EMPTY,
                RawJson.EMPTY);
    }

    /** Every secondary index, GSIs first, in declaration order. */
    public List<SecondaryIndex> indexes() {
        List<SecondaryIndex> all = new ArrayList<>(globalIndexes);
        all.addAll(localIndexes);
        return all;
    }

    public Optional<SecondaryIndex> index(String indexName) {
        return indexes().stream().filter(i -> i.name().equals(indexName)).findFirst();
    }

    public Optional<Entity> entity(String entityName) {
        return entities.stream().filter(e -> e.name().equals(entityName)).findFirst();
    }

    /** The names of every key attribute of the table and its indexes, table keys first. */
    public List<String> keyAttributeNames() {
        return keyAttributes().stream().map(AttributeDef::name).toList();
    }

    /** Every key attribute of the table and its indexes, each once, table keys first. */
    public List<AttributeDef> keyAttributes() {
        Map<String, AttributeDef> keys = new LinkedHashMap<>();
        keySchema.attributes().forEach(a -> keys.putIfAbsent(a.name(), a));
        for (SecondaryIndex i : indexes()) {
            i.keySchema(keySchema).attributes().forEach(a -> keys.putIfAbsent(a.name(), a));
        }
        return List.copyOf(keys.values());
    }

    /** The declared type of an attribute: from the keys, then the table's attribute list. */
    public Optional<AttributeType> attributeType(String attribute) {
        for (AttributeDef a : keyAttributes()) {
            if (a.name().equals(attribute)) {
                return Optional.of(a.type());
            }
        }
        return attributes.stream().filter(a -> a.name().equals(attribute)).map(AttributeDef::type).findFirst();
    }

    /** Every sample item: the loose ones, then each entity's. */
    public List<Item> allItems() {
        List<Item> all = new ArrayList<>(items);
        entities.forEach(e -> all.addAll(e.items()));
        return all;
    }

    public TableDesign withName(String newName) {
        return new TableDesign(newName, keySchema, attributes, globalIndexes, localIndexes, vectorIndexes, billing,
                settings, typeAttribute, entities, keptEntities, relationships, accessPatterns, items, layout, extra);
    }

    public TableDesign withKeySchema(KeySchema keys) {
        return new TableDesign(name, keys, attributes, globalIndexes, localIndexes, vectorIndexes, billing, settings,
                typeAttribute, entities, keptEntities, relationships, accessPatterns, items, layout, extra);
    }

    public TableDesign withAttributes(List<AttributeDef> newAttributes) {
        return new TableDesign(name, keySchema, newAttributes, globalIndexes, localIndexes, vectorIndexes, billing,
                settings, typeAttribute, entities, keptEntities, relationships, accessPatterns, items, layout, extra);
    }

    public TableDesign withGlobalIndexes(List<GlobalSecondaryIndex> gsis) {
        return new TableDesign(name, keySchema, attributes, gsis, localIndexes, vectorIndexes, billing, settings,
                typeAttribute, entities, keptEntities, relationships, accessPatterns, items, layout, extra);
    }

    public TableDesign withLocalIndexes(List<LocalSecondaryIndex> lsis) {
        return new TableDesign(name, keySchema, attributes, globalIndexes, lsis, vectorIndexes, billing, settings,
                typeAttribute, entities, keptEntities, relationships, accessPatterns, items, layout, extra);
    }

    public TableDesign withVectorIndexes(List<VectorIndex> indexes) {
        return new TableDesign(name, keySchema, attributes, globalIndexes, localIndexes, indexes, billing, settings,
                typeAttribute, entities, keptEntities, relationships, accessPatterns, items, layout, extra);
    }

    public Optional<VectorIndex> vectorIndex(String indexName) {
        return vectorIndexes.stream().filter(v -> v.name().equals(indexName)).findFirst();
    }

    public TableDesign withBilling(Billing newBilling) {
        return new TableDesign(name, keySchema, attributes, globalIndexes, localIndexes, vectorIndexes, newBilling,
                settings, typeAttribute, entities, keptEntities, relationships, accessPatterns, items, layout, extra);
    }

    public TableDesign withSettings(TableSettings newSettings) {
        return new TableDesign(name, keySchema, attributes, globalIndexes, localIndexes, vectorIndexes, billing,
                newSettings, typeAttribute, entities, keptEntities, relationships, accessPatterns, items, layout, extra);
    }

    /** Changes the settings through {@code change}. */
    public TableDesign withSettings(UnaryOperator<TableSettings> change) {
        return withSettings(change.apply(settings));
    }

    public TableDesign withTypeAttribute(String attribute) {
        return new TableDesign(name, keySchema, attributes, globalIndexes, localIndexes, vectorIndexes, billing,
                settings, attribute, entities, keptEntities, relationships, accessPatterns, items, layout, extra);
    }

    public TableDesign withEntities(List<Entity> newEntities) {
        return new TableDesign(name, keySchema, attributes, globalIndexes, localIndexes, vectorIndexes, billing,
                settings, typeAttribute, newEntities, keptEntities, relationships, accessPatterns, items, layout, extra);
    }

    public TableDesign withKeptEntities(List<KeptEntity> kept) {
        return new TableDesign(name, keySchema, attributes, globalIndexes, localIndexes, vectorIndexes, billing,
                settings, typeAttribute, entities, kept, relationships, accessPatterns, items, layout, extra);
    }

    /** How the stream keeps that entity, when it does. */
    public Optional<KeptEntity> keptEntity(String entityName) {
        return keptEntities.stream().filter(k -> k.entity().equals(entityName)).findFirst();
    }

    /** Replaces the entity with that name through {@code change}; no-op when there is none. */
    public TableDesign withEntity(String entityName, UnaryOperator<Entity> change) {
        return withEntities(entities.stream().map(e -> e.name().equals(entityName) ? change.apply(e) : e).toList());
    }

    public TableDesign withRelationships(List<Relationship> newRelationships) {
        return new TableDesign(name, keySchema, attributes, globalIndexes, localIndexes, vectorIndexes, billing,
                settings, typeAttribute, entities, keptEntities, newRelationships, accessPatterns, items, layout, extra);
    }

    public TableDesign withAccessPatterns(List<AccessPattern> patterns) {
        return new TableDesign(name, keySchema, attributes, globalIndexes, localIndexes, vectorIndexes, billing,
                settings, typeAttribute, entities, keptEntities, relationships, patterns, items, layout, extra);
    }

    public TableDesign withItems(List<Item> newItems) {
        return new TableDesign(name, keySchema, attributes, globalIndexes, localIndexes, vectorIndexes, billing,
                settings, typeAttribute, entities, keptEntities, relationships, accessPatterns, newItems, layout, extra);
    }

    public TableDesign withLayout(DiagramLayout newLayout) {
        return new TableDesign(name, keySchema, attributes, globalIndexes, localIndexes, vectorIndexes, billing,
                settings, typeAttribute, entities, keptEntities, relationships, accessPatterns, items, newLayout, extra);
    }

    public TableDesign withExtra(RawJson newExtra) {
        return new TableDesign(name, keySchema, attributes, globalIndexes, localIndexes, vectorIndexes, billing,
                settings, typeAttribute, entities, keptEntities, relationships, accessPatterns, items, layout, newExtra);
    }
}
