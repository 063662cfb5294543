package dev.tablewright.format.workbench;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Finds a table's type attribute when the file does not name it: an attribute that every facet's
 * items carry, with one string value per facet, different between facets (e.g. {@code EntityType}).
 */
final class TypeAttributeInference {

    private TypeAttributeInference() {
    }

    /**
     * Prefers an attribute whose values are the facet names (exactly, then ignoring case), then one
     * named like a type; any other candidate only counts when at least two facets agree on it, as
     * one facet alone has many constant attributes.
     */
    static Optional<String> infer(List<Facet> facets, Collection<String> keyAttributes) {
        List<Facet> withItems = facets.stream().filter(f -> !f.items().isEmpty()).toList();
        if (withItems.isEmpty()) {
            return Optional.empty();
        }
        List<String> candidates = new ArrayList<>();
        for (String name : withItems.get(0).items().get(0).attributes().keySet()) {
            if (!keyAttributes.contains(name) && hasOneValuePerFacet(withItems, name)) {
                candidates.add(name);
            }
        }
        for (boolean ignoreCase : new boolean[] {false, true}) {
            Optional<String> byFacetName = candidates.stream()
                    .filter(c -> valuesAreFacetNames(withItems, c, ignoreCase)).findFirst();
            if (byFacetName.isPresent()) {
                return byFacetName;
            }
        }
        Optional<String> byName = candidates.stream()
                .filter(c -> c.toLowerCase(Locale.ROOT).contains("type")).findFirst();
        if (byName.isPresent() || withItems.size() < 2) {
            return byName;
        }
        return candidates.stream().findFirst();
    }

    /**
     * For a ModelSchema that does not name its type field (the Hotel Reservations file): an
     * attribute every model declares, whose values in the table's items are model names.
     */
    static Optional<String> fromModels(Map<String, Schema.Model> models, List<Item> items) {
        if (models.isEmpty()) {
            return Optional.empty();
        }
        List<String> candidates = models.values().iterator().next().attributes().stream()
                .map(AttributeDef::name)
                .filter(n -> models.values().stream().allMatch(m -> m.attributes().stream()
                        .anyMatch(a -> a.name().equals(n))))
                .toList();
        return candidates.stream().filter(c -> valuesAreModelNames(items, c, models.keySet())).findFirst();
    }

    private static boolean valuesAreModelNames(List<Item> items, String attribute, Set<String> modelNames) {
        boolean any = false;
        for (Item item : items) {
            AttributeValue v = item.attributes().get(attribute);
            if (v != null) {
                if (!(v instanceof AttributeValue.S s) || !modelNames.contains(s.value())) {
                    return false;
                }
                any = true;
            }
        }
        return any;
    }

    /** The string value all the items share in {@code attribute}, if they do. */
    static Optional<String> commonValue(List<Item> items, String attribute) {
        String common = null;
        for (Item item : items) {
            AttributeValue v = item.attributes().get(attribute);
            if (!(v instanceof AttributeValue.S s) || (common != null && !common.equals(s.value()))) {
                return Optional.empty();
            }
            common = s.value();
        }
        return Optional.ofNullable(common);
    }

    private static boolean hasOneValuePerFacet(List<Facet> facets, String attribute) {
        Set<String> seen = new HashSet<>();
        for (Facet f : facets) {
            Optional<String> v = commonValue(f.items(), attribute);
            if (v.isEmpty() || !seen.add(v.get())) {
                return false;
            }
        }
        return true;
    }

    private static boolean valuesAreFacetNames(List<Facet> facets, String attribute, boolean ignoreCase) {
        return facets.stream().allMatch(f -> {
            String value = commonValue(f.items(), attribute).orElse("");
            return ignoreCase ? value.equalsIgnoreCase(f.name()) : value.equals(f.name());
        });
    }
}
