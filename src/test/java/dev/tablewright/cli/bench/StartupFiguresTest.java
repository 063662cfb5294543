package dev.tablewright.cli.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The medians and the ratios issue 29's goals are stated in. */
class StartupFiguresTest {
    @Test
    void theFirstFrameIsSetAgainstBothYardsticksAndTheModelAgainstTheFirstFrame() {
        List<Start> app = List.of(new Start(1_300, 2_000, 2_600, 3_100), new Start(1_200, 1_900, 1_800, 2_500),
                new Start(1_500, 2_100, 2_400, 2_900));
        List<Start> bare = List.of(new Start(600, 800, 0, 0), new Start(500, 700, 0, 0), new Start(650, 900, 0, 0));
        List<Start> controls = List.of(new Start(1_000, 1_400, 0, 0), new Start(1_040, 1_500, 0, 0),
                new Start(900, 1_300, 0, 0));
        Map<String, Double> f = StartupFigures.of(app, bare, controls);
        assertEquals(1_300, f.get("app_first_frame_ms"));
        assertEquals(600, f.get("bare_first_frame_ms"));
        assertEquals(1_000, f.get("controls_first_frame_ms"));
        assertEquals(1_300 / 600.0, f.get("app_to_bare_ratio"), 1e-9);
        assertEquals(1.3, f.get("app_to_controls_ratio"), 1e-9);
        assertEquals(2_400, f.get("app_model_shown_ms"));
        assertEquals(2_400 / 1_300.0, f.get("model_to_first_frame_ratio"), 1e-9);
        assertEquals(1_400, f.get("controls_cpu_ms"));
        assertEquals(2_900, f.get("app_model_cpu_ms"));
        assertEquals(2_900 / 2_000.0, f.get("model_to_first_frame_cpu_ratio"), 1e-9);
    }
}
