package dev.tablewright.engine.cost;

import dev.tablewright.engine.value.ItemBytes;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One vector index's stored size, billed at the vector storage rate (docs/vector-indexes.md §7): each
 * indexed item takes its vector as 32-bit floats (dimensions × 4 bytes) plus the attributes the index
 * projects (the table's keys, the search-schema attributes, and the rest under ALL or INCLUDE). The
 * indexed items are the sample items carrying the vector attribute as a list of the index's dimensions
 * (and the HASH attribute, when the search schema has one); the expected item count scales by their
 * share, as for the other indexes. An estimate: AWS's guide lists these factors without a formula of its own.
 *
 * @param sampleEntries the sample items the index holds
 * @param sampleItems   the table's sample items
 * @param items         the expected item count × sampleEntries / sampleItems
 * @param meanBytes     the mean size of one indexed item (0 when it holds none)
 */
public record VectorIndexStorage(String index, int sampleEntries, int sampleItems, double items, double meanBytes) {

    /** Every vector index of the table, for a table expected to hold {@code expectedItems}. */
    static List<VectorIndexStorage> of(TableDesign table, List<Item> samples, long expectedItems) {
        List<VectorIndexStorage> out = new ArrayList<>();
        for (VectorIndex v : table.vectorIndexes()) {
            int entries = 0;
            double total = 0;
            for (Item item : samples) {
                if (indexed(v, item)) {
                    entries++;
                    total += (double) v.dimensions() * 4 + ItemBytes.of(projected(table, v, item));
                }
            }
            out.add(new VectorIndexStorage(v.name(), entries, samples.size(),
                    samples.isEmpty() ? 0 : (double) expectedItems * entries / samples.size(),
                    entries == 0 ? 0 : total / entries));
        }
        return out;
    }

    public double gigabytes() {
        return items * meanBytes / StorageEstimate.BYTES_PER_GB;
    }

    private static boolean indexed(VectorIndex v, Item item) {
        return item.get(v.vectorAttribute()).orElse(null) instanceof AttributeValue.L list
                && list.value().size() == v.dimensions()
                && v.searchSchema().partitionAttribute().map(item::has).orElse(true);
    }

    /** The attributes besides the vector that the index keeps of the item. */
    private static Map<String, AttributeValue> projected(TableDesign table, VectorIndex v, Item item) {
        Map<String, AttributeValue> kept = new HashMap<>();
        if (v.projection().type() == ProjectionType.ALL) {
            kept.putAll(item.attributes());
        } else {
            List<String> names = new ArrayList<>(table.keyAttributeNames());
            names.addAll(v.searchSchema().attributes());
            names.addAll(v.projection().nonKeyAttributes());
            names.forEach(n -> item.get(n).ifPresent(a -> kept.put(n, a)));
        }
        kept.remove(v.vectorAttribute());
        return kept;
    }
}
