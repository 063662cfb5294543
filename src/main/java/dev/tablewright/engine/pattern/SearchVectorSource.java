package dev.tablewright.engine.pattern;

import dev.tablewright.engine.api.GetItemRequest;
import dev.tablewright.engine.query.QueryEngine;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyDerivation;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Where a "Vector search" pattern's search vector comes from ({@link AccessPattern#SEARCH_VECTOR}): a
 * literal list of numbers, or the key of a sample item whose vector attribute is searched with ("items
 * like this one"), read from the engine the pattern runs on.
 */
public final class SearchVectorSource {
    private SearchVectorSource() {
    }

    /** @throws IllegalArgumentException with a sentence for the user when the source gives no vector */
    static List<AttributeValue> vector(TableDesign table, VectorIndex index, String source, QueryEngine engine) {
        return vector(table, index, source, key -> engine.getItem(GetItemRequest.of(table.name(), key)));
    }

    /**
     * The search vector {@code source} gives, an item's read through {@code reader} (its primary key → the
     * item, if there is one): the Sandbox's, or a live table's.
     *
     * @throws IllegalArgumentException with a sentence for the user when the source gives no vector
     */
    public static List<AttributeValue> vector(TableDesign table, VectorIndex index, String source,
            Function<Map<String, AttributeValue>, Optional<Item>> reader) {
        String text = source == null ? "" : source.strip();
        if (text.isEmpty()) {
            throw new IllegalArgumentException("no search vector: give the parameter " + AccessPattern.SEARCH_VECTOR
                    + " a list of numbers ([0.1, 0.2, …]) or an item's key (pk=PRODUCT#1)");
        }
        if (text.startsWith("[")) {
            return literal(text);
        }
        Map<String, AttributeValue> key = key(table, text);
        Item item = reader.apply(key).orElseThrow(() -> new IllegalArgumentException(
                "no sample item has the key " + text + ", whose vector the search would use"));
        if (!(item.get(index.vectorAttribute()).orElse(null) instanceof AttributeValue.L list)) {
            throw new IllegalArgumentException("the item " + text + " has no list " + index.vectorAttribute()
                    + " to search with");
        }
        return list.value();
    }

    /** A reader of the table's own sample items (keys derived from the templates), for an item key source. */
    public static Function<Map<String, AttributeValue>, Optional<Item>> sampleItems(TableDesign table) {
        List<Item> items = dev.tablewright.engine.index.IndexView.derivedItems(table).stream()
                .map(dev.tablewright.engine.index.SourcedItem::item).toList();
        return key -> items.stream().filter(i -> key.entrySet().stream()
                .allMatch(k -> i.get(k.getKey()).equals(Optional.of(k.getValue())))).findFirst();
    }

    private static List<AttributeValue> literal(String text) {
        if (!text.endsWith("]")) {
            throw new IllegalArgumentException("the search vector " + text + " does not end with ]");
        }
        List<AttributeValue> out = new ArrayList<>();
        for (String part : text.substring(1, text.length() - 1).split(",")) {
            try {
                out.add(new AttributeValue.N(new BigDecimal(part.strip())));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("the search vector's element '" + part.strip() + "' is not a number");
            }
        }
        return out;
    }

    /** {@code pk=PRODUCT#1, sk=DETAILS}: each key attribute typed as the table declares it. */
    private static Map<String, AttributeValue> key(TableDesign table, String text) {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        for (String part : text.split(",")) {
            int eq = part.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("the search vector source '" + text + "' is neither a list of numbers"
                        + " nor an item's key (pk=PRODUCT#1)");
            }
            String attribute = part.substring(0, eq).strip();
            AttributeType type = table.attributeType(attribute).orElse(AttributeType.S);
            key.put(attribute, KeyDerivation.typed(part.substring(eq + 1).strip(), type));
        }
        return key;
    }
}
