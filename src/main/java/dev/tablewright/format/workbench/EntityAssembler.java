package dev.tablewright.format.workbench;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Entity;
import dev.tablewright.model.RawJson;
import dev.tablewright.model.TableDesign;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Joins facets (items, aliases) and ModelSchema models (templates, types) into entities: facets in
 * file order, then models that have no facet.
 */
final class EntityAssembler {

    private EntityAssembler() {
    }

    /**
     * @param table the table with its keys and indexes, and the type attribute already decided
     */
    static List<Entity> assemble(TableDesign table, List<Facet> facets, Map<String, Schema.Model> models) {
        List<Entity> entities = new ArrayList<>();
        Set<String> facetNames = new LinkedHashSet<>();
        for (Facet f : facets) {
            facetNames.add(f.name());
            Optional<Schema.Model> model = Optional.ofNullable(models.get(f.name()));
            String typeValue = model.flatMap(Schema.Model::typeValue)
                    .or(() -> TypeAttributeInference.commonValue(f.items(), table.typeAttribute()))
                    .orElse(f.name());
            List<AttributeDef> attributes = model.map(m -> withoutType(table, m))
                    .orElseGet(() -> facetAttributes(table, f));
            entities.add(new Entity(f.name(), typeValue, attributes, model.map(Schema.Model::templates).orElse(Map.of()),
                    f.partitionKeyAlias(), f.sortKeyAlias(), f.items(), f.extra()));
        }
        models.values().stream().filter(m -> !facetNames.contains(m.name())).forEach(m -> entities.add(
                new Entity(m.name(), m.typeValue().orElse(m.name()), withoutType(table, m), m.templates(), "", "", List.of(),
                        RawJson.EMPTY)));
        return entities;
    }

    /** An inferred type attribute may have been read as an ordinary attribute of each model. */
    private static List<AttributeDef> withoutType(TableDesign table, Schema.Model model) {
        return model.attributes().stream().filter(a -> !a.name().equals(table.typeAttribute())).toList();
    }

    /** Without a model: the facet's attribute names, less the table keys and the type attribute. */
    private static List<AttributeDef> facetAttributes(TableDesign table, Facet facet) {
        Set<String> names = new LinkedHashSet<>(facet.nonKeyAttributes());
        names.removeAll(table.keySchema().names());
        names.remove(table.typeAttribute());
        return names.stream()
                .map(n -> new AttributeDef(n, table.attributeType(n).orElse(AttributeType.S)))
                .toList();
    }
}
