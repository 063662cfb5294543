package dev.tablewright.cli.bench;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.commit.Backoff;
import dev.tablewright.aws.commit.ParallelBatchWriter;
import dev.tablewright.aws.commit.WriteTally;
import dev.tablewright.aws.sdk.SdkEndpoint;
import dev.tablewright.aws.sdk.SdkPlainBatchWrite;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import java.io.PrintWriter;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.stream.IntStream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code bench commit --endpoint URL}: the commit's writer ({@link ParallelBatchWriter}) against the
 * plain single-threaded SDK BatchWriteItem loop, each writing the same items into a fresh table, in
 * turn within each run (after an untimed warm-up of each; the order alternates from run to run).
 * Besides wall time it reports this JVM's CPU per item for each, and the machine's load average: on a
 * shared machine the rates move with the load, the client's CPU per item much less. The table is
 * deleted at the end.
 */
@Command(name = "commit", mixinStandardHelpOptions = true,
        description = "Time the commit's parallel writer against a plain SDK BatchWriteItem loop on a live endpoint.")
final class CommitBench extends LiveBench {
    @Option(names = "--table", paramLabel = "T", defaultValue = "tablewright-bench-commit",
            description = "the table written (created and deleted for each run; default: ${DEFAULT-VALUE})")
    String table;

    @Option(names = "--items", paramLabel = "N", defaultValue = "100000", description = "items written (default: ${DEFAULT-VALUE})")
    int items;

    @Option(names = "--writers", paramLabel = "W", defaultValue = "8", description = "parallel writers (default: ${DEFAULT-VALUE})")
    int writers;

    @Option(names = "--runs", paramLabel = "R", defaultValue = "3",
            description = "timed runs of each, in alternating order (default: ${DEFAULT-VALUE})")
    int runs;

    @Option(names = "--warmup", paramLabel = "N", defaultValue = "20000",
            description = "items each writes untimed before the runs, so that both JVMs have compiled the path"
                    + " (default: ${DEFAULT-VALUE})")
    int warmup;

    @Override
    String misuse() {
        return items < 1 || writers < 1 || runs < 1 || warmup < 0
                ? "--items, --writers and --runs must be at least 1, --warmup at least 0" : null;
    }

    @Override
    Figures measure(SdkEndpoint endpoint, PrintWriter out) {
        List<Item> all = IntStream.range(0, items).mapToObj(BenchItems::item).toList();
        Gateway gateway = endpoint.gateway();
        double loadBefore = Spent.loadAverage();
        AtomicLong retried = new AtomicLong();
        // Each into a fresh table, made before its clock starts.
        Function<List<Item>, Spent> plainLoop = these -> {
            fresh(gateway);
            return Spent.of(() -> check(SdkPlainBatchWrite.writeAll(endpoint, table, these), these.size()));
        };
        Function<List<Item>, Spent> ourWriter = these -> {
            fresh(gateway);
            return Spent.of(() -> {
                WriteTally tally = new ParallelBatchWriter(gateway, writers, Backoff.DEFAULT)
                        .write(table, these, n -> { }, () -> false);
                check(tally.written(), these.size());
                retried.addAndGet(tally.retried());
            });
        };
        List<Item> warm = all.subList(0, Math.min(warmup, items));
        plainLoop.apply(warm);
        ourWriter.apply(warm);
        retried.set(0);
        Spent[] plain = new Spent[runs];
        Spent[] ours = new Spent[runs];
        for (int r = 0; r < runs; r++) {
            // Alternating which goes first, so neither always meets the other's leftovers (GC, a busier machine).
            if (r % 2 == 0) {
                plain[r] = plainLoop.apply(all);
                ours[r] = ourWriter.apply(all);
            } else {
                ours[r] = ourWriter.apply(all);
                plain[r] = plainLoop.apply(all);
            }
        }
        gateway.deleteTable(table);
        double plainMs = Timer.median(Arrays.stream(plain).mapToDouble(Spent::millis).toArray());
        double oursMs = Timer.median(Arrays.stream(ours).mapToDouble(Spent::millis).toArray());
        Figures f = new Figures();
        f.put("items", items);
        f.put("writers", writers);
        f.put("runs", runs);
        f.put("plain_ms", plainMs);
        f.put("parallel_ms", oursMs);
        f.put("plain_items_per_s", items / (plainMs / 1000));
        f.put("parallel_items_per_s", items / (oursMs / 1000));
        f.put("ratio", plainMs / oursMs);
        f.put("plain_client_cpu_us_per_item", cpuPerItem(plain));
        f.put("parallel_client_cpu_us_per_item", cpuPerItem(ours));
        f.put("retried", (int) retried.get());
        f.put("load_before", loadBefore);
        f.put("load_after", Spent.loadAverage());
        return f;
    }

    /** This JVM's CPU per item written, median over the runs, in microseconds. */
    private double cpuPerItem(Spent[] runs) {
        return Timer.median(Arrays.stream(runs).mapToDouble(s -> s.cpuMillis() * 1000 / items).toArray());
    }

    private void fresh(Gateway gateway) {
        if (gateway.listTables().contains(table)) {
            gateway.deleteTable(table);
        }
        gateway.createTable(TableDesign.of(table, KeySchema.of("pk", AttributeType.S, "sk", AttributeType.S)));
    }

    private static void check(long written, int expected) {
        if (written != expected) {
            throw new IllegalStateException("wrote " + written + " items of " + expected);
        }
    }
}
