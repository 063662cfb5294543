package dev.tablewright.ui.explorer;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.commit.Backoff;
import dev.tablewright.aws.commit.ParallelBatchWriter;
import dev.tablewright.aws.commit.WriteTally;
import dev.tablewright.aws.live.LiveItemWrites;
import dev.tablewright.engine.api.WriteRequest;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.TableDesign;
import dev.tablewright.progress.Progress;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * Several live items deleted at once: one BatchWriteItem per 25 keys, the keys DynamoDB leaves
 * unprocessed sent again after a backoff ({@link ParallelBatchWriter}, one writer). A batch's deletes
 * cannot be conditional, which the question says.
 *
 * @param keys each item's key once (a batch refuses two writes of one key)
 */
record BatchDelete(String table, List<Map<String, AttributeValue>> keys) {

    static BatchDelete of(TableDesign table, List<Item> items) {
        LinkedHashSet<Map<String, AttributeValue>> keys = new LinkedHashSet<>();
        items.forEach(i -> keys.add(LiveItemWrites.key(table.keySchema(), i)));
        return new BatchDelete(table.name(), List.copyOf(keys));
    }

    /** What the user says yes to: how many, and that they are not checked. */
    String question() {
        return String.format("Delete %,d items from %s? They are deleted with BatchWriteItem, %d to a request,"
                + " which cannot be conditional: they are not checked for changes since read.", keys.size(), table,
                ParallelBatchWriter.BATCH);
    }

    String title() {
        return String.format("Deleting %,d items from %s", keys.size(), table);
    }

    /** Sends the deletes, telling {@code progress} how many are done; stops when it is cancelled. */
    WriteTally run(Gateway gateway, Progress progress) {
        List<WriteRequest> deletes = keys.stream().map(k -> (WriteRequest) new WriteRequest.Delete(table, k)).toList();
        int total = deletes.size();
        return new ParallelBatchWriter(gateway, 1, Backoff.DEFAULT).writeAll(deletes,
                n -> progress.update((double) n / total, String.format("%,d of %,d deleted", n, total)),
                progress::isCancelled);
    }

    /** True when DynamoDB confirmed every delete. */
    boolean complete(WriteTally tally) {
        return tally.failed() == 0 && tally.written() == keys.size();
    }

    /** "Deleted 30 items", or how many were not and why. */
    String report(WriteTally tally) {
        if (complete(tally)) {
            return String.format("Deleted %,d items", keys.size());
        }
        // Which ones failed is not known: the rows stay until read again.
        return String.format("Deleted %,d of %,d items; %,d not deleted (%s). Show reads the table again to see"
                + " which are left.", tally.written(), keys.size(), tally.failed(), String.join("; ", tally.errors()));
    }
}
