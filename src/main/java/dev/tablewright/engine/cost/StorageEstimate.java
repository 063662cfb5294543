package dev.tablewright.engine.cost;

import dev.tablewright.engine.value.ItemBytes;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyDerivation;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A table's stored size from its sample items: DynamoDB bills the raw bytes of each item (names and
 * values, as {@link ItemBytes} counts them) plus {@value #ITEM_OVERHEAD_BYTES} bytes of overhead per
 * item, so the estimate is the mean of (size + 100) over the sample items, with keys derived from the
 * entities' templates as the grids show them, times the expected item count the user set.
 *
 * @param items     the expected item count
 * @param meanBytes the mean billable size of one item, overhead included
 */
public record StorageEstimate(long items, double meanBytes) {
    /** DynamoDB's per-item storage overhead ("a per-item storage overhead of 100 bytes" for indexing). */
    public static final int ITEM_OVERHEAD_BYTES = 100;
    /** Storage is billed per GB of 2^30 bytes. */
    public static final double BYTES_PER_GB = 1024d * 1024 * 1024;

    /** Empty without an expected item count, or without a sample item to size; {@link #why} says which. */
    public static Optional<StorageEstimate> of(TableDesign table) {
        List<Item> items = sampleItems(table);
        if (table.settings().expectedItemCount().isEmpty() || items.isEmpty()) {
            return Optional.empty();
        }
        double total = 0;
        for (Item item : items) {
            total += ItemBytes.of(item) + ITEM_OVERHEAD_BYTES;
        }
        return Optional.of(new StorageEstimate(table.settings().expectedItemCount().get(), total / items.size()));
    }

    /** Why a table has no estimate (null when it has one). */
    public static String why(TableDesign table) {
        if (table.settings().expectedItemCount().isEmpty()) {
            return "no expected item count is set";
        }
        return sampleItems(table).isEmpty() ? "the table has no sample items to size" : null;
    }

    public double gigabytes() {
        return items * meanBytes / BYTES_PER_GB;
    }

    static List<Item> sampleItems(TableDesign t) {
        List<Item> all = new ArrayList<>(t.items());
        for (Entity e : t.entities()) {
            KeyDerivation.Deriver deriver = KeyDerivation.forEntity(t, e);
            e.items().forEach(i -> all.add(deriver.deriveAll(i).item()));
        }
        return all;
    }
}
