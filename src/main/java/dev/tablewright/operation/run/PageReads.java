package dev.tablewright.operation.run;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.ScanAllPages;
import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.engine.pattern.PatternRequest;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.progress.Progress;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.function.Predicate;

/**
 * Reads pages of a request off the FX thread: one page, or every page (the segments of a parallel
 * scan at once), handing items on as they come so memory stays bounded.
 */
public final class PageReads {
    private PageReads() {
    }

    /** The request starting at {@code startKey} (null: from the beginning); a GetItem has no pages. */
    public static PatternRequest.Read from(PatternRequest.Read request, Map<String, AttributeValue> startKey) {
        if (request instanceof PatternRequest.Query q) {
            return new PatternRequest.Query(q.request().withExclusiveStartKey(startKey));
        }
        if (request instanceof PatternRequest.Scan s) {
            return new PatternRequest.Scan(s.request().withExclusiveStartKey(startKey));
        }
        return request;
    }

    /**
     * What reading every page found: counts and consumed capacity over all pages, and whether
     * {@code sink} asked to stop with something left unread.
     */
    public record Totals(long count, long scanned, int pages, boolean stopped, RunCapacity capacity) {
    }

    /**
     * Reads every page, giving each page's items to {@code sink} until it returns false (a cap
     * reached). A Scan with more than one segment reads them in parallel ({@link ScanAllPages}: every
     * segment of TotalSegments, whatever Segment says); anything else page after page.
     *
     * @throws CancellationException when the user cancels between pages
     */
    public static Totals all(Gateway gateway, PatternRequest.Read request, Progress progress, Predicate<List<Item>> sink) {
        if (request instanceof PatternRequest.Scan s && s.request().totalSegments() != null
                && s.request().totalSegments() > 1) {
            return parallel(gateway, s.request(), progress, sink);
        }
        long t0 = System.nanoTime();
        long count = 0;
        long scanned = 0;
        int pages = 0;
        RunCapacity capacity = RunCapacity.read();
        Map<String, AttributeValue> start = null;
        do {
            if (progress.isCancelled() || Thread.currentThread().isInterrupted()) {
                throw new CancellationException("cancelled");
            }
            Page page = gateway.read(from(request, start));
            pages++;
            count += page.count();
            scanned += page.scannedCount();
            capacity.add(page.consumed());
            progress.update(-1, progressText(count, pages, (System.nanoTime() - t0) / 1_000_000));
            start = page.lastEvaluatedKey();
            if (!sink.test(page.items())) {
                return new Totals(count, scanned, pages, start != null, capacity); // stopped if something was left
            }
        } while (start != null);
        return new Totals(count, scanned, pages, false, capacity);
    }

    private static Totals parallel(Gateway gateway, ScanRequest request, Progress progress,
            Predicate<List<Item>> sink) {
        // From the beginning, as every all-pages read: a start key belongs to one segment only.
        ScanAllPages scan = ScanAllPages.of(gateway, request.withExclusiveStartKey(null), request.totalSegments());
        RunCapacity capacity = RunCapacity.read();
        boolean[] full = new boolean[1];
        scan.onProgress(p -> {
            progress.update(-1, progressText(p.items(), p.pages(), p.elapsed().toMillis()));
            if (progress.isCancelled()) {
                scan.cancel();
            }
        });
        // Pages arrive one call at a time, so capacity and the sink need no locks.
        ScanAllPages.Result r = scan.runPages(page -> {
            capacity.add(page.consumed());
            if (!sink.test(page.items())) {
                full[0] = true;
                scan.cancel(); // the other segments stop before their next page
            }
        });
        if (r.cancelled() && !full[0]) {
            throw new CancellationException("cancelled");
        }
        return new Totals(r.items(), r.scanned(), (int) r.pages(), full[0], capacity);
    }

    private static String progressText(long items, long pages, long millis) {
        return ResultLine.items(items) + ", " + pages + (pages == 1 ? " page" : " pages") + " · "
                + ResultLine.rate(items, millis);
    }

    /** Collects items up to {@code cap}, then says stop. */
    public static final class Capped implements Predicate<List<Item>> {
        private final int cap;
        private final List<Item> items = new ArrayList<>();
        private boolean truncated;

        public Capped(int cap) {
            this.cap = cap;
        }

        @Override
        public boolean test(List<Item> page) {
            int room = cap - items.size();
            truncated |= page.size() > room;
            items.addAll(page.subList(0, Math.min(page.size(), room)));
            return items.size() < cap;
        }

        public List<Item> items() {
            return items;
        }

        /** True when a page had more items than the cap left room for. */
        public boolean truncated() {
            return truncated;
        }
    }

}
