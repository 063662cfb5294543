package dev.tablewright.cli.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code bench grid} reads the window's one line of figures back as named numbers, in order. */
class GridBenchParseTest {
    @Test
    void theProbesLineInOrder() {
        Map<String, Double> figures = GridBench.parse("grid_probe rows=99235 filtered_rows=571 scroll_pings=620"
                + " scroll_pings_median_ms=14.01 scroll_pings_over_50ms=3\n");
        assertEquals(List.of("rows", "filtered_rows", "scroll_pings", "scroll_pings_median_ms", "scroll_pings_over_50ms"),
                List.copyOf(figures.keySet()));
        assertEquals(14.01, figures.get("scroll_pings_median_ms"));
        assertEquals(99235, figures.get("rows"));
    }
}
