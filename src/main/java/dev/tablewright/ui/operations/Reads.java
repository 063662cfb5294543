package dev.tablewright.ui.operations;

import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.pattern.PatternRequest;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.aws.Gateway;
import dev.tablewright.ui.common.Progress;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;

/**
 * Reads pages of a request off the FX thread: one page, or every page (each segment of a parallel
 * scan in turn), handing items on as they come so memory stays bounded.
 */
final class Reads {
    private Reads() {
    }

    /** The request starting at {@code startKey} (null: from the beginning); a GetItem has no pages. */
    static PatternRequest.Read from(PatternRequest.Read request, Map<String, AttributeValue> startKey) {
        if (request instanceof PatternRequest.Query q) {
            return new PatternRequest.Query(q.request().withExclusiveStartKey(startKey));
        }
        if (request instanceof PatternRequest.Scan s) {
            return new PatternRequest.Scan(s.request().withExclusiveStartKey(startKey));
        }
        return request;
    }

    /** The requests reading all of it: each segment of a parallel scan, else the request itself. */
    static List<PatternRequest.Read> segments(PatternRequest.Read request) {
        if (request instanceof PatternRequest.Scan s && s.request().totalSegments() != null) {
            var r = s.request();
            List<PatternRequest.Read> out = new ArrayList<>();
            for (int i = 0; i < r.totalSegments(); i++) {
                out.add(new PatternRequest.Scan(new dev.tablewright.engine.api.ScanRequest(r.table(), r.index(),
                        r.filter(), r.projection(), r.expr(), r.limit(), null, i, r.totalSegments(), r.select(),
                        r.consistentRead())));
            }
            return out;
        }
        return List.of(request);
    }

    /** What reading every page found: counts over all pages, and whether {@code sink} asked to stop. */
    record Totals(int count, int scanned, int pages, boolean stopped) {
    }

    /**
     * Reads every page of every segment, giving each page's items to {@code sink} until it returns
     * false (a cap reached).
     *
     * @throws CancellationException when the user cancels between pages
     */
    static Totals all(Gateway gateway, PatternRequest.Read request, Progress progress,
            java.util.function.Predicate<List<Item>> sink) {
        int count = 0;
        int scanned = 0;
        int pages = 0;
        List<PatternRequest.Read> segments = segments(request);
        for (int s = 0; s < segments.size(); s++) {
            PatternRequest.Read segment = segments.get(s);
            Map<String, AttributeValue> start = null;
            do {
                if (progress.isCancelled() || Thread.currentThread().isInterrupted()) {
                    throw new CancellationException("cancelled");
                }
                Page page = gateway.read(from(segment, start));
                pages++;
                count += page.count();
                scanned += page.scannedCount();
                progress.update(-1, count + " items, " + pages + (pages == 1 ? " page" : " pages"));
                start = page.lastEvaluatedKey();
                if (!sink.test(page.items())) {
                    // stopped only if something was left unread
                    return new Totals(count, scanned, pages, start != null || s + 1 < segments.size());
                }
            } while (start != null);
        }
        return new Totals(count, scanned, pages, false);
    }

    /** Collects items up to {@code cap}, then says stop. */
    static final class Capped implements java.util.function.Predicate<List<Item>> {
        private final int cap;
        private final List<Item> items = new ArrayList<>();
        private boolean truncated;

        Capped(int cap) {
            this.cap = cap;
        }

        @Override
        public boolean test(List<Item> page) {
            int room = cap - items.size();
            truncated |= page.size() > room;
            items.addAll(page.subList(0, Math.min(page.size(), room)));
            return items.size() < cap;
        }

        List<Item> items() {
            return items;
        }

        /** True when a page had more items than the cap left room for. */
        boolean truncated() {
            return truncated;
        }
    }

}
