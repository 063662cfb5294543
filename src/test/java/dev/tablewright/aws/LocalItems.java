package dev.tablewright.aws;

import dev.tablewright.engine.api.WriteRequest;
import dev.tablewright.model.Item;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/** Test data for a live table: a fresh table, items written in BatchWrites of 25, retrying what comes back unprocessed. */
public final class LocalItems {
    private LocalItems() {
    }

    /** Puts {@code count} items, the i-th made by {@code item}, into {@code table}. */
    public static void put(Gateway gateway, String table, int count, IntFunction<Item> item) {
        List<WriteRequest> batch = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            batch.add(new WriteRequest.Put(table, item.apply(i)));
            if (batch.size() == 25 || i == count - 1) {
                List<WriteRequest> left = batch;
                while (!left.isEmpty()) {
                    left = gateway.batchWrite(left);
                }
                batch = new ArrayList<>();
            }
        }
    }

    /** The table new and empty: dropped first if a run before left it. */
    public static void freshTable(Gateway gateway, TableDesign design) {
        if (gateway.listTables().contains(design.name())) {
            gateway.deleteTable(design.name());
        }
        gateway.createTable(design);
    }
}
