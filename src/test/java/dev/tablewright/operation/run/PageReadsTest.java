package dev.tablewright.operation.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.engine.pattern.PatternRequest;
import dev.tablewright.format.SampleModels;
import dev.tablewright.operation.run.PageReads;
import dev.tablewright.progress.Progress;
import org.junit.jupiter.api.Test;

/** All pages keeps at most the cap, and says it stopped only when something was left out. */
class PageReadsTest {
    private final SandboxGateway movies = SandboxGateway.of(SampleModels.read("movies-actors.json").model().orElseThrow());

    private static PatternRequest.Read scan(Integer limit, Integer segments) {
        return new PatternRequest.Scan(new ScanRequest("Movies", null, "", "", Expr.NONE, limit, null,
                segments == null ? null : 0, segments, null, false));
    }

    @Test
    void theCapStopsReadingAndSaysSo() {
        PageReads.Capped kept = new PageReads.Capped(10);
        PageReads.Totals totals = PageReads.all(movies, scan(7, null), Progress.NONE, kept);
        assertEquals(10, kept.items().size());
        assertTrue(totals.stopped());
        assertEquals(2, totals.pages());
    }

    @Test
    void aCapThePageOverflowsIsTruncatedAndOneItFitsExactlyIsNot() {
        PageReads.Capped small = new PageReads.Capped(40);
        assertFalse(PageReads.all(movies, scan(null, null), Progress.NONE, small).stopped());
        assertTrue(small.truncated());
        PageReads.Capped exact = new PageReads.Capped(60);
        PageReads.Totals totals = PageReads.all(movies, scan(null, null), Progress.NONE, exact);
        assertFalse(totals.stopped() || exact.truncated());
        assertEquals(60, exact.items().size());
    }

    @Test
    void everySegmentOfAParallelScanIsRead() {
        PageReads.Capped kept = new PageReads.Capped(1_000);
        PageReads.Totals totals = PageReads.all(movies, scan(5, 3), Progress.NONE, kept);
        assertEquals(60, kept.items().size());
        assertEquals(60, kept.items().stream().distinct().count());
        assertFalse(totals.stopped());
    }
}
