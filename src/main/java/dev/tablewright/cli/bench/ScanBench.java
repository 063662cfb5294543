package dev.tablewright.cli.bench;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.ScanAllPages;
import dev.tablewright.aws.sdk.SdkEndpoint;
import dev.tablewright.aws.sdk.SdkPlainScan;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.engine.api.WriteRequest;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.IntStream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code bench scan --endpoint URL}: our all-pages scan ({@link ScanAllPages}, parallel segments)
 * against the plain SDK paginated loop on the same table in the same run, timed in turn; the table is
 * created and filled (BatchWrite) when it is missing or holds another number of items.
 */
@Command(name = "scan", mixinStandardHelpOptions = true,
        description = "Time our all-pages scan against a plain SDK paginated scan on a live table.")
final class ScanBench extends LiveBench {
    private static final int BATCH = 25;

    @Option(names = "--table", paramLabel = "T", defaultValue = "tablewright-bench-scan",
            description = "the table to scan, created when missing (default: ${DEFAULT-VALUE})")
    String table;

    @Option(names = "--items", paramLabel = "N", defaultValue = "100000", description = "items in the table (default: ${DEFAULT-VALUE})")
    int items;

    @Option(names = "--segments", paramLabel = "S", defaultValue = "8", description = "parallel segments (default: ${DEFAULT-VALUE})")
    int segments;

    @Option(names = "--runs", paramLabel = "R", defaultValue = "3", description = "timed runs of each after one warm-up (default: ${DEFAULT-VALUE})")
    int runs;

    @Option(names = "--plain", negatable = true, defaultValue = "true", fallbackValue = "true",
            description = "time the plain loop too (--no-plain: only ours, for a table too large for one thread)")
    boolean plain;

    @Override
    Figures measure(SdkEndpoint endpoint, PrintWriter out) {
        Gateway gateway = endpoint.gateway();
        long filled = ensureTable(endpoint, out);
        AtomicLong peakHeap = new AtomicLong();
        Runtime rt = Runtime.getRuntime();
        Runnable ours = () -> check(ScanAllPages.of(gateway, ScanRequest.of(table), segments)
                .onProgress(p -> peakHeap.accumulateAndGet(rt.totalMemory() - rt.freeMemory(), Math::max))
                .run(page -> { }).items());
        Timer timer = new Timer(1, runs);
        double[] millis = plain
                ? timer.medianMillis(() -> check(SdkPlainScan.countAll(endpoint, table)), ours)
                : new double[] {Double.NaN, timer.medianMillis(ours)};
        Figures f = new Figures();
        f.put("items", items);
        f.put("segments", segments);
        f.put("filled_now", (int) filled);
        if (plain) {
            f.put("plain_ms", millis[0]);
        }
        f.put("all_pages_ms", millis[1]);
        if (plain) {
            f.put("plain_items_per_s", items / (millis[0] / 1000));
        }
        f.put("all_pages_items_per_s", items / (millis[1] / 1000));
        if (plain) {
            f.put("ratio", millis[0] / millis[1]);
        }
        f.put("peak_heap_mb", peakHeap.get() / (1024.0 * 1024));
        f.put("max_heap_mb", rt.maxMemory() / (1024.0 * 1024));
        return f;
    }

    private void check(long read) {
        if (read != items) {
            throw new IllegalStateException("the scan read " + read + " items, the table holds " + items);
        }
    }

    /** Creates and fills the table unless it already holds exactly {@code items} items; returns the items written. */
    private long ensureTable(SdkEndpoint endpoint, PrintWriter out) {
        Gateway gateway = endpoint.gateway();
        if (gateway.listTables().contains(table)) {
            if (endpoint.describe(table).itemCount() == items) {
                return 0;
            }
            gateway.deleteTable(table);
        }
        if (!json) {
            out.printf("filling %s with %,d items…%n", table, items);
            out.flush();
        }
        gateway.createTable(TableDesign.of(table, KeySchema.of("pk", AttributeType.S, "sk", AttributeType.S)));
        // A few writers at once: Local takes batches in parallel, and filling is not what is measured.
        IntStream.range(0, (items + BATCH - 1) / BATCH).parallel().forEach(b -> write(gateway, b));
        return items;
    }

    private void write(Gateway gateway, int batch) {
        List<WriteRequest> writes = new ArrayList<>();
        for (int i = batch * BATCH; i < Math.min(items, (batch + 1) * BATCH); i++) {
            writes.add(new WriteRequest.Put(table, BenchItems.item(i)));
        }
        while (!writes.isEmpty()) {
            writes = gateway.batchWrite(writes);
        }
    }
}
