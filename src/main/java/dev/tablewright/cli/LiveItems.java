package dev.tablewright.cli;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.ScanAllPages;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.model.Item;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/** A live table's items for a grid: an all-pages scan, cut off at a limit the user can raise. */
final class LiveItems {
    private static final int SEGMENTS = 4;

    private LiveItems() {
    }

    /** Up to {@code max} items; says on {@code err} when the table had more. */
    static List<Item> read(Gateway gateway, String table, int max, PrintWriter err) {
        Sample sample = first(gateway, table, max);
        if (sample.more()) {
            err.println("tablewright: showing the first " + max + " items of " + table + " (--max-items to see more)");
        }
        return sample.items();
    }

    /** The first items a parallel scan finds, and whether the table has more. */
    record Sample(List<Item> items, boolean more) {
    }

    /** Up to {@code max} items: the scan stops once it has them. */
    static Sample first(Gateway gateway, String table, int max) {
        List<Item> items = new ArrayList<>();
        ScanAllPages scan = ScanAllPages.of(gateway, ScanRequest.of(table), SEGMENTS);
        boolean[] cut = {false};
        scan.run(page -> {
            int room = max - items.size();
            items.addAll(page.subList(0, Math.min(page.size(), room)));
            if (page.size() > room) {
                cut[0] = true;
                scan.cancel();
            }
        });
        return new Sample(items, cut[0]);
    }
}
