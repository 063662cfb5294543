package dev.tablewright.cli.bench;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The yardstick for {@code views_and_pivots_ms}: the same keys the views order (the table's and each
 * index's partition and sort key of every item that has them) sorted as plain strings, one sort per
 * view, in parallel as the views are built. The ratio of the two says what the engine adds to a sort
 * on whatever machine runs the bench.
 */
final class PlainSort implements Runnable {
    private static final Comparator<String[]> PARTITION_THEN_SORT = (a, b) -> {
        int partition = a[0].compareTo(b[0]);
        return partition != 0 ? partition : a[1].compareTo(b[1]);
    };

    private final List<String[][]> keysPerView;

    private PlainSort(List<String[][]> keysPerView) {
        this.keysPerView = keysPerView;
    }

    static PlainSort of(TableDesign table) {
        List<KeySchema> schemas = new ArrayList<>();
        schemas.add(table.keySchema());
        for (SecondaryIndex index : table.indexes()) {
            schemas.add(index.keySchema(table.keySchema()));
        }
        return new PlainSort(schemas.stream().map(keys -> keysOf(table, keys)).toList());
    }

    private static String[][] keysOf(TableDesign table, KeySchema keys) {
        String partition = keys.partitionKey().name();
        Optional<String> sort = keys.sortKey().map(k -> k.name());
        return table.allItems().stream()
                .filter(item -> item.get(partition).isPresent())
                .map(item -> new String[] {text(item.get(partition)), sort.map(s -> text(item.get(s))).orElse("")})
                .toArray(String[][]::new);
    }

    private static String text(Optional<AttributeValue> value) {
        return value.map(String::valueOf).orElse("");
    }

    /** Sorts a fresh copy of every view's keys, so each run sorts unsorted keys. */
    @Override
    public void run() {
        keysPerView.parallelStream().forEach(keys -> Arrays.sort(keys.clone(), PARTITION_THEN_SORT));
    }
}
