package dev.tablewright.operation.read;

import dev.tablewright.aws.Gateway;
import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.pattern.PatternRequest;
import dev.tablewright.format.request.ItemsExport;
import dev.tablewright.io.AtomicFile;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.TableDesign;
import dev.tablewright.operation.run.PageReads;
import dev.tablewright.operation.run.ResultLine;
import dev.tablewright.operation.run.RunCapacity;
import dev.tablewright.progress.Progress;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * A read run to its end, off any toolkit: one page, every page (the items kept up to a cap), or every
 * page exported to a file; each with the one line a tab sums it up in.
 */
public final class ReadRuns {
    private ReadRuns() {
    }

    /**
     * What a read returned.
     *
     * @param nextKey where the next page starts, or null when the read is complete (or every page was read)
     */
    public record Read(List<Item> items, String line, Map<String, AttributeValue> nextKey) {
    }

    /** One page: "6 items · 6 scanned · 0.5 RCU · 4 ms", and " · more pages" when there are. */
    public static Read page(Gateway g, PatternRequest.Read r) {
        long t0 = System.nanoTime();
        Page page = g.read(r);
        String line = ResultLine.request(ResultLine.counts(page.count(), page.scannedCount()) + segment(r),
                RunCapacity.read().add(page.consumed()), millis(t0)) + (page.hasMore() ? " · more pages" : "");
        return new Read(page.items(), line, page.lastEvaluatedKey());
    }

    /** Every page (a parallel scan's segments at once), keeping at most {@code cap} items. */
    public static Read allPages(Gateway g, PatternRequest.Read r, Progress progress, int cap) {
        long t0 = System.nanoTime();
        PageReads.Capped kept = new PageReads.Capped(cap);
        PageReads.Totals totals = PageReads.all(g, r, progress, kept);
        long ms = millis(t0);
        String segments = r instanceof PatternRequest.Scan s && s.request().totalSegments() != null
                ? " · " + s.request().totalSegments() + " segments in parallel" : "";
        String line = ResultLine.pages(ResultLine.counts(totals.count(), totals.scanned()), totals.capacity(),
                totals.pages(), ms, totals.count()) + segments
                + (totals.stopped() || kept.truncated() ? " · stopped at " + String.format("%,d", cap) + " items shown" : "");
        return new Read(kept.items(), line, null);
    }

    /**
     * Every page written to {@code target} (atomically: a failed export leaves no half file).
     *
     * @return the line that says how many items were exported
     */
    public static String export(Gateway g, PatternRequest.Read r, Path target, ItemsExport.Format format,
            List<String> columns, Progress progress) throws IOException {
        int[] written = new int[1];
        AtomicFile.write(target, out -> {
            ItemsExport export = new ItemsExport(format, columns, out);
            PageReads.all(g, r, progress, items -> {
                try {
                    export.add(items);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                return true;
            });
            export.finish();
            written[0] = export.written();
        });
        return written[0] + " items exported to " + target;
    }

    /** The CSV header of an export: the table's keys and declared attributes (none without a design). */
    public static List<String> exportColumns(TableDesign table) {
        if (table == null) {
            return List.of();
        }
        LinkedHashSet<String> names = new LinkedHashSet<>(table.keyAttributeNames());
        table.attributes().forEach(a -> names.add(a.name()));
        return new ArrayList<>(names);
    }

    /** " · segment 2 of 4" when one page of a parallel scan's segment runs. */
    private static String segment(PatternRequest.Read r) {
        return r instanceof PatternRequest.Scan s && s.request().totalSegments() != null
                ? " · segment " + s.request().segment() + " of " + s.request().totalSegments() : "";
    }

    private static long millis(long t0) {
        return (System.nanoTime() - t0) / 1_000_000;
    }
}
