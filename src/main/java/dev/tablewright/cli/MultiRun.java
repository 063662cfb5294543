package dev.tablewright.cli;

import dev.tablewright.engine.api.WriteRequest;

import java.util.Optional;

import dev.tablewright.engine.api.ItemCollectionMetrics;

import dev.tablewright.engine.api.ReturnCapacity;

import dev.tablewright.engine.api.WriteReturns;

import dev.tablewright.engine.api.BatchWriteResult;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.commit.Backoff;
import dev.tablewright.aws.commit.BatchWriteAttempts;
import dev.tablewright.engine.api.BatchWriteRequest;
import dev.tablewright.engine.api.ConsumedCapacity;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.MultiItemRequest;
import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.api.TransactGetRequest;
import dev.tablewright.engine.api.TransactWriteRequest;
import dev.tablewright.model.Item;
import dev.tablewright.engine.api.StreamWrites;
import dev.tablewright.operation.multi.MultiAnswer;
import dev.tablewright.operation.run.ResultLine;
import dev.tablewright.model.TableDesign;
import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * {@code run --operation batch-get-item | batch-write-item | transact-get-items | transact-write-items}:
 * sends the request and prints it as the other operations print, a grid per table read; a
 * BatchWriteItem retries what is left unprocessed or throttled ({@link BatchWriteAttempts}, up to a cap), and a cancelled
 * transaction names each action's reason.
 */
final class MultiRun {
    /**
     * A BatchWriteItem's retries: the commit's waits (full jitter up to 50 ms · 2^retry, at most 5 s)
     * for up to 8 retries after the first call, about 25 seconds in all at worst.
     */
    static final Backoff RETRIES = new Backoff(Backoff.DEFAULT.base(), Backoff.DEFAULT.cap(), 9);

    private final Gateway gateway;
    private final Function<String, TableDesign> tables;
    private final PivotCommand.OutputFormat format;
    private final PrintWriter out;
    private final PrintWriter err;
    private final BatchWriteAttempts writes;

    /** @param tables describes a table read, for its grid (the model's design, or DescribeTable) */
    MultiRun(Gateway gateway, Function<String, TableDesign> tables, PivotCommand.OutputFormat format, PrintWriter out,
            PrintWriter err) {
        this(gateway, tables, format, out, err, new BatchWriteAttempts(gateway, RETRIES));
    }

    MultiRun(Gateway gateway, Function<String, TableDesign> tables, PivotCommand.OutputFormat format, PrintWriter out,
            PrintWriter err, BatchWriteAttempts writes) {
        this.gateway = gateway;
        this.tables = tables;
        this.format = format;
        this.out = out;
        this.err = err;
        this.writes = writes;
    }

    /** @return the exit code */
    int run(MultiItemRequest<?> request) {
        request.withinLimit();
        Gateway g = gateway;
        try {
            if (request instanceof BatchWriteRequest w) {
                // The first call as asked (its capacity and metrics are what the request's Return members
                // ask of it); what DynamoDB left unprocessed goes again with backoff.
                BatchWriteResult first = g.execute(w);
                List<WriteRequest> left = first.unprocessed();
                int retries = 0;
                if (!left.isEmpty()) {
                    BatchWriteAttempts.Outcome o = writes.send(left, () -> false);
                    if (o.error() != null) {
                        throw o.error(); // DynamoDB's refusal, told as every refused request is
                    }
                    left = o.left();
                    retries = o.retries();
                }
                summary(w.writes().size() + " put or delete requests, " + left.size() + " unprocessed after "
                        + retries + (retries == 1 ? " retry" : " retries"));
                stream(first.stream());
                returned(w.returns(), first.consumed(), first.metrics());
                if (!left.isEmpty()) {
                    err.println("tablewright run: " + left.size() + " requests still unprocessed after "
                            + retries + " retries (DynamoDB throttled them); run those again later");
                    return ExitCodes.ERRORS;
                }
            } else {
                MultiAnswer answer = MultiAnswer.send(g, request);
                if (request instanceof TransactWriteRequest t) {
                    summary(t.actions().size() + " actions done");
                    stream(answer.stream());
                    returned(t.returns(), answer.consumed(), answer.metrics());
                } else {
                    print(request, answer.items(), answer.consumed());
                    summary(request instanceof TransactGetRequest t
                            ? answer.found() + " of " + t.gets().size() + " found, " + capacity(answer.consumed())
                            : (answer.left() == 0 ? "" : answer.left() + " keys unprocessed (read them again), ")
                                    + capacity(answer.consumed()));
                }
            }
        } catch (DynamoException e) {
            if (!e.reasons().isEmpty()) {
                List<String> labels = request.entryLabels();
                for (int i = 0; i < e.reasons().size(); i++) {
                    DynamoException.Reason reason = e.reasons().get(i);
                    err.println("  [" + i + "] " + (i < labels.size() ? labels.get(i) : "") + ": " + reason.code());
                    reason.item().ifPresent(item -> err.println("      " + Returned.item(item)));
                }
            }
            throw e;
        }
        out.flush();
        return ExitCodes.OK;
    }

    /** A grid per table read, in the order of the request. */
    private void print(MultiItemRequest<?> request, Map<String, List<Item>> byTable, List<ConsumedCapacity> consumed) {
        byTable.forEach((table, items) -> {
            TableDesign t = tables.apply(table);
            Results.print(out, err, format, t.name() + " · " + request.kind().cliName(), t, t.keySchema(),
                    new Page(items, items.size(), items.size(), null, consumed));
        });
    }

    /** What a batch's or transaction's Return members asked for, after its summary (a write's first call's). */
    private void returned(WriteReturns asked, List<ConsumedCapacity> consumed,
            Map<String, List<ItemCollectionMetrics>> metrics) {
        if (asked.capacity() != ReturnCapacity.NONE) {
            summary(Returned.capacity(asked.capacity().name(), consumed));
        }
        if (asked.collectionMetrics()) {
            if (metrics.isEmpty()) {
                summary(Returned.collectionMetrics(Optional.empty()));
            }
            metrics.forEach((table, list) -> list.forEach(m -> summary(table + " " + Returned.collectionMetrics(Optional.of(m)))));
        }
    }

    /** What the Sandbox's stream wrote after the write, as the window's result line says it. */
    private void stream(StreamWrites stream) {
        if (!stream.isEmpty()) {
            summary(ResultLine.streamText(stream));
        }
    }

    private void summary(String line) {
        (format == PivotCommand.OutputFormat.text ? out : err).println(line);
    }

    /** The total, and each table's split by index where the request asked INDEXES. */
    private static String capacity(List<ConsumedCapacity> consumed) {
        if (consumed.isEmpty()) {
            return "capacity not reported";
        }
        List<String> split = consumed.stream().filter(ConsumedCapacity::byIndex).map(Returned::split).toList();
        return ConsumedCapacity.total(consumed) + " capacity units"
                + (split.isEmpty() ? "" : " (" + String.join("; ", split) + ")");
    }
}
