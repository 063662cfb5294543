package dev.tablewright.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A kind of item in a single table (NoSQL Workbench's facet, OneTable's model): its attributes, the
 * value its items carry in the table's type attribute, a key template per key attribute it fills,
 * and its sample items.
 *
 * @param typeValue         the value of the table's type attribute for this entity's items
 *                          (defaults to the entity's name)
 * @param keyTemplates      key attribute name → template, in the order the user gave them
 * @param partitionKeyAlias NoSQL Workbench's display alias for the partition key (may be empty)
 * @param sortKeyAlias      likewise for the sort key
 */
public record Entity(String name, String typeValue, List<AttributeDef> attributes,
        Map<String, KeyTemplate> keyTemplates, String partitionKeyAlias, String sortKeyAlias, List<Item> items,
        RawJson extra) {

    public Entity {
        if (name == null) {
            throw new NullPointerException("entity name");
        }
        typeValue = typeValue == null || typeValue.isEmpty() ? name : typeValue;
        attributes = List.copyOf(attributes);
        keyTemplates = Collections.unmodifiableMap(new LinkedHashMap<>(keyTemplates));
        partitionKeyAlias = partitionKeyAlias == null ? "" : partitionKeyAlias;
        sortKeyAlias = sortKeyAlias == null ? "" : sortKeyAlias;
        items = List.copyOf(items);
        extra = extra == null ? RawJson.EMPTY : extra;
    }

    public static Entity named(String name) {
        return new Entity(name, name, List.of(), Map.of(), "", "", List.of(), RawJson.EMPTY);
    }

    public Optional<AttributeDef> attribute(String attributeName) {
        return attributes.stream().filter(a -> a.name().equals(attributeName)).findFirst();
    }

    public Optional<KeyTemplate> template(String keyAttribute) {
        return Optional.ofNullable(keyTemplates.get(keyAttribute));
    }

    public Entity withName(String newName) {
        return new Entity(newName, typeValue.equals(name) ? newName : typeValue, attributes, keyTemplates,
                partitionKeyAlias, sortKeyAlias, items, extra);
    }

    public Entity withTypeValue(String value) {
        return new Entity(name, value, attributes, keyTemplates, partitionKeyAlias, sortKeyAlias, items, extra);
    }

    public Entity withAttributes(List<AttributeDef> newAttributes) {
        return new Entity(name, typeValue, newAttributes, keyTemplates, partitionKeyAlias, sortKeyAlias, items, extra);
    }

    public Entity withKeyTemplates(Map<String, KeyTemplate> templates) {
        return new Entity(name, typeValue, attributes, templates, partitionKeyAlias, sortKeyAlias, items, extra);
    }

    public Entity withKeyTemplate(String keyAttribute, KeyTemplate template) {
        LinkedHashMap<String, KeyTemplate> copy = new LinkedHashMap<>(keyTemplates);
        if (template == null) {
            copy.remove(keyAttribute);
        } else {
            copy.put(keyAttribute, template);
        }
        return withKeyTemplates(copy);
    }

    public Entity withItems(List<Item> newItems) {
        return new Entity(name, typeValue, attributes, keyTemplates, partitionKeyAlias, sortKeyAlias, newItems, extra);
    }

    /**
     * Renames an attribute in the attribute list, inside every template that uses it, and in every
     * sample item.
     */
    public Entity renameAttribute(String from, String to) {
        List<AttributeDef> attrs = new ArrayList<>();
        for (AttributeDef a : attributes) {
            attrs.add(a.name().equals(from) ? a.withName(to) : a);
        }
        LinkedHashMap<String, KeyTemplate> templates = new LinkedHashMap<>();
        keyTemplates.forEach((k, t) -> templates.put(k, t.renameAttribute(from, to)));
        List<Item> renamed = items.stream().map(i -> i.rename(from, to)).toList();
        return new Entity(name, typeValue, attrs, templates, partitionKeyAlias, sortKeyAlias, renamed, extra);
    }
}
