package dev.tablewright.aws;

import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.model.Item;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * The first items a parallel Scan of a live table finds, for a grid or for reverse engineering, and
 * whether the table has more. The scan stops once it has them, so a sample of a huge table is cheap.
 */
public record SampleItems(List<Item> items, boolean more) {
    private static final int SEGMENTS = 4;

    public SampleItems {
        items = List.copyOf(items);
    }

    /** Up to {@code max} items of {@code table}. */
    public static SampleItems first(Gateway gateway, String table, int max) {
        return first(gateway, table, max, () -> false);
    }

    /** Up to {@code max} items; stops before the next page once {@code stop} says so (a cancelled task). */
    public static SampleItems first(Gateway gateway, String table, int max, BooleanSupplier stop) {
        List<Item> items = new ArrayList<>();
        ScanAllPages scan = ScanAllPages.of(gateway, ScanRequest.of(table), SEGMENTS);
        boolean[] cut = {false};
        scan.run(page -> {
            int room = max - items.size();
            items.addAll(page.subList(0, Math.min(page.size(), room)));
            if (page.size() > room) {
                cut[0] = true;
                scan.cancel();
            } else if (stop.getAsBoolean()) {
                scan.cancel();
            }
        });
        return new SampleItems(items, cut[0]);
    }
}
