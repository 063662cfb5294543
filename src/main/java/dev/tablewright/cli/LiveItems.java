package dev.tablewright.cli;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.SampleItems;
import dev.tablewright.model.Item;
import java.io.PrintWriter;
import java.util.List;

/** A live table's items for a grid: an all-pages scan, cut off at a limit the user can raise. */
final class LiveItems {
    private LiveItems() {
    }

    /** Up to {@code max} items; says on {@code err} when the table had more. */
    static List<Item> read(Gateway gateway, String table, int max, PrintWriter err) {
        SampleItems sample = SampleItems.first(gateway, table, max);
        if (sample.more()) {
            err.println("tablewright: showing the first " + max + " items of " + table + " (--max-items to see more)");
        }
        return sample.items();
    }
}
