package dev.tablewright.cli.bench;

import com.fasterxml.jackson.core.JsonProcessingException;
import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.commit.Backoff;
import dev.tablewright.aws.commit.ParallelBatchWriter;
import dev.tablewright.aws.commit.WriteTally;
import dev.tablewright.aws.sdk.SdkEndpoint;
import dev.tablewright.aws.sdk.SdkPlainBatchWrite;
import dev.tablewright.cli.LiveOptions;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.IntStream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code bench commit --endpoint URL}: the commit's writer ({@link ParallelBatchWriter}) against the
 * plain single-threaded SDK BatchWriteItem loop, each writing the same items into a fresh table, in
 * turn within each run. The table is deleted at the end.
 */
@Command(name = "commit", mixinStandardHelpOptions = true,
        description = "Time the commit's parallel writer against a plain SDK BatchWriteItem loop on a live endpoint.")
final class CommitBench implements Callable<Integer> {
    @Mixin
    LiveOptions live;

    @Option(names = "--table", paramLabel = "T", defaultValue = "tablewright-bench-commit",
            description = "the table written (created and deleted for each run; default: ${DEFAULT-VALUE})")
    String table;

    @Option(names = "--items", paramLabel = "N", defaultValue = "100000", description = "items written (default: ${DEFAULT-VALUE})")
    int items;

    @Option(names = "--writers", paramLabel = "W", defaultValue = "8", description = "parallel writers (default: ${DEFAULT-VALUE})")
    int writers;

    @Option(names = "--runs", paramLabel = "R", defaultValue = "1", description = "timed runs of each (default: ${DEFAULT-VALUE})")
    int runs;

    @Option(names = "--json", description = "print one JSON object of figures")
    boolean json;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws JsonProcessingException {
        PrintWriter out = spec.commandLine().getOut();
        if (!live.isLive()) {
            spec.commandLine().getErr().println("tablewright bench commit: --endpoint URL is required");
            return 2;
        }
        List<Item> all = IntStream.range(0, items).mapToObj(BenchItems::item).toList();
        try (SdkEndpoint endpoint = live.open()) {
            Gateway gateway = endpoint.gateway();
            double[] plain = new double[runs];
            double[] ours = new double[runs];
            long retried = 0;
            for (int r = 0; r < runs; r++) {
                fresh(gateway);
                long start = System.nanoTime();
                check(SdkPlainBatchWrite.writeAll(endpoint, table, all));
                plain[r] = (System.nanoTime() - start) / 1e6;
                fresh(gateway);
                start = System.nanoTime();
                WriteTally tally = new ParallelBatchWriter(gateway, writers, Backoff.DEFAULT)
                        .write(table, all, n -> { }, () -> false);
                ours[r] = (System.nanoTime() - start) / 1e6;
                check(tally.written());
                retried += tally.retried();
            }
            gateway.deleteTable(table);
            double plainMs = Timer.median(plain);
            double oursMs = Timer.median(ours);
            Figures f = new Figures();
            f.put("items", items);
            f.put("writers", writers);
            f.put("plain_ms", plainMs);
            f.put("parallel_ms", oursMs);
            f.put("plain_items_per_s", items / (plainMs / 1000));
            f.put("parallel_items_per_s", items / (oursMs / 1000));
            f.put("ratio", plainMs / oursMs);
            f.put("retried", (int) retried);
            f.print(out, json);
            return 0;
        } catch (DynamoException e) {
            spec.commandLine().getErr().println(e.errorCode() + ": " + e.getMessage());
            return 1;
        }
    }

    private void fresh(Gateway gateway) {
        if (gateway.listTables().contains(table)) {
            gateway.deleteTable(table);
        }
        gateway.createTable(TableDesign.of(table, KeySchema.of("pk", AttributeType.S, "sk", AttributeType.S)));
    }

    private void check(long written) {
        if (written != items) {
            throw new IllegalStateException("wrote " + written + " items of " + items);
        }
    }
}
