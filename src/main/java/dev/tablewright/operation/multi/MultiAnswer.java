package dev.tablewright.operation.multi;

import dev.tablewright.engine.api.ItemCollectionMetrics;

import dev.tablewright.engine.api.TransactWriteResult;

import dev.tablewright.engine.api.BatchWriteResult;

import dev.tablewright.aws.Gateway;
import dev.tablewright.engine.api.BatchGetRequest;
import dev.tablewright.engine.api.BatchGetResult;
import dev.tablewright.engine.api.BatchWriteRequest;
import dev.tablewright.engine.api.ConsumedCapacity;
import dev.tablewright.engine.api.MultiItemRequest;
import dev.tablewright.engine.api.StreamWrites;
import dev.tablewright.engine.api.TransactGetRequest;
import dev.tablewright.engine.api.TransactGetResult;
import dev.tablewright.engine.api.TransactWriteRequest;
import dev.tablewright.engine.api.WriteRequest;
import dev.tablewright.model.Item;
import dev.tablewright.operation.run.ResultLine;
import dev.tablewright.operation.run.RunCapacity;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What one call of a multi-item operation answered, as the batch tab and {@code run} show it: the
 * items read per table (in the order of the request), what DynamoDB left unprocessed as a request to
 * send again, how many of the entries were found and the capacity consumed.
 *
 * @param items       the items read, by table (empty for writes)
 * @param unprocessed what is left to send again (keys of a BatchGet, requests of a BatchWrite), or null
 * @param found       items read (a TransactGet: the Gets that found their item)
 * @param consumed    the capacity the call consumed (empty when not reported)
 * @param metrics     a write's item collection metrics by table, when it asked SIZE and some came back
 * @param stream      what the Sandbox's stream wrote after a write (none elsewhere)
 */
public record MultiAnswer(MultiItemRequest<?> request, Map<String, List<Item>> items, MultiItemRequest<?> unprocessed,
        long found, List<ConsumedCapacity> consumed, Map<String, List<ItemCollectionMetrics>> metrics,
        StreamWrites stream) {
    public MultiAnswer {
        items = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(items));
        consumed = List.copyOf(consumed);
        metrics = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(metrics));
        stream = stream == null ? StreamWrites.NONE : stream;
    }

    public MultiAnswer(MultiItemRequest<?> request, Map<String, List<Item>> items, MultiItemRequest<?> unprocessed,
            long found, List<ConsumedCapacity> consumed, Map<String, List<ItemCollectionMetrics>> metrics) {
        this(request, items, unprocessed, found, consumed, metrics, StreamWrites.NONE);
    }

    public MultiAnswer(MultiItemRequest<?> request, Map<String, List<Item>> items, MultiItemRequest<?> unprocessed,
            long found, List<ConsumedCapacity> consumed) {
        this(request, items, unprocessed, found, consumed, Map.of());
    }

    /** Sends the request once (a TransactWrite with its token); what is unprocessed is not retried here. */
    public static MultiAnswer send(Gateway g, MultiItemRequest<?> r) {
        Map<String, List<Item>> items = new LinkedHashMap<>();
        if (r instanceof BatchGetRequest b) {
            BatchGetResult result = g.batchGet(b);
            items.putAll(result.responses());
            boolean left = result.unprocessed().values().stream().anyMatch(k -> !k.keys().isEmpty());
            return new MultiAnswer(r, items, left ? new BatchGetRequest(result.unprocessed()) : null,
                    result.items().size(), result.consumed());
        }
        if (r instanceof TransactGetRequest t) {
            TransactGetResult result = g.execute(t);
            for (int i = 0; i < t.gets().size(); i++) {
                List<Item> found = items.computeIfAbsent(t.gets().get(i).table(), x -> new ArrayList<>());
                result.items().get(i).ifPresent(found::add);
            }
            return new MultiAnswer(r, items, null, result.items().stream().filter(Optional::isPresent).count(),
                    result.consumed());
        }
        if (r instanceof BatchWriteRequest w) {
            BatchWriteResult result = g.execute(w);
            List<WriteRequest> left = result.unprocessed();
            return new MultiAnswer(r, items, left.isEmpty() ? null : new BatchWriteRequest(left, w.returns()), 0,
                    result.consumed(), result.metrics(), result.stream());
        }
        TransactWriteResult result = g.execute((TransactWriteRequest) r); // with its ClientRequestToken
        return new MultiAnswer(r, items, null, 0, result.consumed(), result.metrics(), result.stream());
    }

    /** Entries left unprocessed: keys of a BatchGet, requests of a BatchWrite. */
    public int left() {
        return unprocessed == null ? 0 : unprocessed.size();
    }

    /** The tab's one line: "3 items · 1 unprocessed · 1.5 RCU · 4 ms", "done · 2 actions · 9 ms" … */
    public String summary(long millis) {
        if (request instanceof BatchGetRequest) {
            return ResultLine.request(ResultLine.items(found) + (left() == 0 ? "" : " · " + left() + " unprocessed"),
                    RunCapacity.read().add(consumed), millis);
        }
        if (request instanceof TransactGetRequest t) {
            return ResultLine.request(found + " of " + t.gets().size() + " found", RunCapacity.read().add(consumed),
                    millis);
        }
        if (request instanceof BatchWriteRequest) {
            return ResultLine.request("done · " + left() + " unprocessed", null, millis) + ResultLine.stream(stream);
        }
        return ResultLine.request("done · " + ((TransactWriteRequest) request).actions().size() + " actions", null,
                millis) + ResultLine.stream(stream);
    }
}
