package dev.tablewright.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.concurrent.TimeUnit;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/** The figures of a grid probe's samples: nearest-rank percentiles, the worst, how many over 50 ms. */
class FxStallsFiguresTest {
    private static long ms(long n) {
        return TimeUnit.MILLISECONDS.toNanos(n);
    }

    @Test
    void aHundredSamplesOfOneToAHundredMs() {
        long[] nanos = LongStream.rangeClosed(1, 100).map(FxStallsFiguresTest::ms).toArray();
        // Unsorted in, as the pings arrive.
        long[] shuffled = LongStream.concat(LongStream.of(nanos).skip(50), LongStream.of(nanos).limit(50)).toArray();
        FxStalls.Figures f = FxStalls.Figures.of(shuffled);
        assertEquals(new FxStalls.Figures(100, 50, 95, 99, 100, 50), f);
        assertEquals("scroll_pings=100 scroll_pings_median_ms=50.00 scroll_pings_p95_ms=95.00 scroll_pings_p99_ms=99.00"
                + " scroll_pings_max_ms=100.00 scroll_pings_over_50ms=50", f.line("scroll_pings"));
    }

    @Test
    void oneStallIsTheWorstAndTheOnlyOneOver50Ms() {
        long[] nanos = LongStream.concat(LongStream.generate(() -> ms(2)).limit(99), LongStream.of(ms(51))).toArray();
        FxStalls.Figures f = FxStalls.Figures.of(nanos);
        assertEquals(2, f.medianMs());
        assertEquals(2, f.p99Ms());
        assertEquals(51, f.maxMs());
        assertEquals(1, f.over50Ms());
    }

    @Test
    void noSamplesAreNoFiguresNotAFailure() {
        assertEquals(new FxStalls.Figures(0, 0, 0, 0, 0, 0), FxStalls.Figures.of(new long[0]));
    }
}
