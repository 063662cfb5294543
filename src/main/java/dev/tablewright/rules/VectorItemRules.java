package dev.tablewright.rules;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Problem;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Sample items as vector indexes take them (docs/vector-indexes.md §3.6). A write whose vector
 * attribute is not a list of exactly the index's dimensions of numbers is refused ("Invalid size for
 * parameter …", "invalid type for parameter" naming the element): ERROR at the item, naming the
 * attribute, the element's position and the index; so is a search-schema partition value of another
 * type than declared, or empty. An item without the search schema's partition attribute is written
 * but silently left out of the index: advice (INFO) in {@link #unindexed}.
 */
final class VectorItemRules {
    private VectorItemRules() {
    }

    static void check(TableDesign table, List<Problem> out) {
        Map<String, List<VectorIndex>> byAttribute = byAttribute(table);
        if (byAttribute.isEmpty()) {
            return;
        }
        for (SampleItem s : SampleItem.of(table)) {
            byAttribute.forEach((attribute, indexes) -> s.item().get(attribute)
                    .ifPresent(value -> vector(s.path(), attribute, value, indexes, out)));
            for (VectorIndex v : table.vectorIndexes()) {
                v.searchSchema().partitionAttribute().ifPresent(p -> s.item().get(p)
                        .ifPresent(value -> partitionValue(table, s.path(), v, p, value, out)));
            }
        }
    }

    /**
     * The search schema's partition attribute is declared in AttributeDefinitions: a value of another
     * type, or an empty string, is refused on write (AWS's agent toolkit, vector-search.md).
     */
    private static void partitionValue(TableDesign table, String path, VectorIndex v, String attribute,
            AttributeValue value, List<Problem> out) {
        Optional<AttributeType> declared = table.attributeType(attribute).filter(AttributeType::isKeyType);
        String subject = Text.quote(attribute) + ", the search schema's partition attribute of vector index " + v.name();
        if (declared.isPresent() && value.type() != declared.get()) {
            out.add(Problem.error(path, subject + ", is " + value.type() + " but declared " + declared.get()
                    + ": DynamoDB refuses the write"));
        } else if (value instanceof AttributeValue.S str && str.value().isEmpty()) {
            out.add(Problem.error(path, subject + ", is an empty string: DynamoDB refuses the write"));
        }
    }

    private static Map<String, List<VectorIndex>> byAttribute(TableDesign table) {
        Map<String, List<VectorIndex>> byAttribute = new LinkedHashMap<>();
        table.vectorIndexes().forEach(v -> byAttribute.computeIfAbsent(v.vectorAttribute(), a -> new ArrayList<>()).add(v));
        return byAttribute;
    }

    private static void vector(String path, String attribute, AttributeValue value, List<VectorIndex> indexes,
            List<Problem> out) {
        if (!(value instanceof AttributeValue.L list)) {
            out.add(Problem.error(path, Text.quote(attribute) + " is " + value.type() + ": " + names(indexes)
                    + takes(indexes) + " a list (L) of " + Text.number(indexes.get(0).dimensions()) + " numbers"));
            return;
        }
        List<AttributeValue> elements = list.value();
        int wrong = 0;
        int first = -1;
        for (int i = 0; i < elements.size(); i++) {
            if (!(elements.get(i) instanceof AttributeValue.N)) {
                wrong++;
                first = first < 0 ? i : first;
            }
        }
        if (first >= 0) {
            out.add(Problem.error(path, Text.quote(attribute) + "[" + first + "] is " + elements.get(first).type()
                    + ", not a number" + (wrong > 1 ? " (and " + Text.count(wrong - 1, "more element", "more elements")
                    + ")" : "") + ": " + names(indexes) + takes(indexes) + " a list of numbers only"));
        }
        // Indexes on one attribute share their dimensions (else VectorIndexRules reports it): one report per size.
        Map<Integer, List<VectorIndex>> bySize = new LinkedHashMap<>();
        indexes.forEach(v -> bySize.computeIfAbsent(v.dimensions(), d -> new ArrayList<>()).add(v));
        bySize.forEach((dimensions, sized) -> {
            if (dimensions != elements.size()) {
                out.add(Problem.error(path, Text.quote(attribute) + " holds " + Text.count(elements.size(), "element",
                        "elements") + " but " + names(sized) + takes(sized) + " " + Text.number(dimensions) + " dimensions: "
                        + "DynamoDB refuses the write (\"Invalid size for parameter " + attribute + "\")"));
            }
        });
    }

    private static String takes(List<VectorIndex> indexes) {
        return indexes.size() == 1 ? " takes" : " take";
    }

    /** "vector index A", "vector indexes A and B". */
    private static String names(List<VectorIndex> indexes) {
        List<String> names = indexes.stream().map(VectorIndex::name).toList();
        if (names.size() == 1) {
            return "vector index " + names.get(0);
        }
        return "vector indexes " + String.join(", ", names.subList(0, names.size() - 1)) + " and "
                + names.get(names.size() - 1);
    }

    /**
     * Advice: sample items that carry an index's vector but not its search schema's partition
     * attribute are written but not indexed, and DynamoDB says nothing (Developer Guide,
     * "VectorSearchDataSync"): no search finds them.
     */
    static void unindexed(TableDesign table, List<Problem> out) {
        for (VectorIndex v : table.vectorIndexes()) {
            Optional<String> partition = v.searchSchema().partitionAttribute();
            if (partition.isEmpty()) {
                continue;
            }
            List<SampleItem> skipped = SampleItem.of(table).stream()
                    .filter(s -> s.item().has(v.vectorAttribute()) && !s.item().has(partition.get())).toList();
            if (!skipped.isEmpty()) {
                out.add(Problem.info(Paths.index(table.name(), v.name()), Text.count(skipped.size(), "sample item carries ",
                        "sample items carry ") + Text.quote(v.vectorAttribute()) + " but not " + Text.quote(partition.get())
                        + ", the search schema's partition attribute of vector index " + v.name() + ": DynamoDB leaves "
                        + (skipped.size() == 1 ? "it" : "them") + " out of the index without a word, so no search "
                        + "finds " + (skipped.size() == 1 ? "it" : "them") + " (first: " + skipped.get(0).path() + ")"));
            }
        }
    }
}
