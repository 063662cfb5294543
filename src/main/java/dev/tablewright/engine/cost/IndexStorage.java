package dev.tablewright.engine.cost;

import dev.tablewright.engine.index.IndexView;
import dev.tablewright.engine.index.SourcedItem;
import dev.tablewright.engine.value.ItemBytes;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.List;

/**
 * One secondary index's stored size, which DynamoDB bills as storage beside the table's. The AWS
 * developer guide ("Storage considerations" for global secondary indexes, GSI.html#GSI.StorageConsiderations,
 * and for local ones, LSI.html#LSI.StorageConsiderations): an index item takes the base table's primary
 * key + the index key attributes + the projected attributes + 100 bytes of overhead, and the index's
 * size is the mean index item × the number of table items that carry the index's key attributes. Here
 * an index item is the sample item as the index projects it (each attribute counted once: an ALL index
 * holds the whole item) + {@value StorageEstimate#ITEM_OVERHEAD_BYTES} bytes; only the sample items that
 * carry the index's keys are in it (a sparse index holds fewer), and the expected item count scales by
 * the same share.
 *
 * @param index         the index's name
 * @param global        a GSI (else an LSI: point-in-time recovery is billed on LSIs, not on GSIs)
 * @param sampleEntries the sample items the index holds
 * @param sampleItems   the table's sample items
 * @param items         the expected item count × sampleEntries / sampleItems
 * @param meanBytes     the mean billable size of one index item, overhead included (0 when it holds none)
 */
public record IndexStorage(String index, boolean global, int sampleEntries, int sampleItems, double items,
        double meanBytes) {

    /** Every index of the table, GSIs then LSIs, for a table expected to hold {@code expectedItems}. */
    static List<IndexStorage> of(TableDesign table, long expectedItems) {
        List<IndexStorage> out = new ArrayList<>();
        List<IndexView> views = IndexView.all(table);
        for (IndexView v : views.subList(1, views.size())) {
            List<SourcedItem> entries = v.items();
            double total = 0;
            for (SourcedItem e : entries) {
                total += ItemBytes.of(e.item()) + StorageEstimate.ITEM_OVERHEAD_BYTES;
            }
            int sampled = v.tableItemCount();
            boolean global = table.globalIndexes().stream().map(GlobalSecondaryIndex::name)
                    .anyMatch(v.indexName()::equals);
            out.add(new IndexStorage(v.indexName(), global, entries.size(), sampled,
                    sampled == 0 ? 0 : (double) expectedItems * entries.size() / sampled,
                    entries.isEmpty() ? 0 : total / entries.size()));
        }
        return out;
    }

    public double gigabytes() {
        return items * meanBytes / StorageEstimate.BYTES_PER_GB;
    }

    /** "GSI" or "LSI". */
    public String kind() {
        return global ? "GSI" : "LSI";
    }
}
