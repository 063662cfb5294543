package dev.tablewright.cli.bench;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * The medians {@code bench startup} reports, and the ratios issue 29's goals are stated in: the first
 * frame against each yardstick (the empty window: the toolkit; the window of controls: the controls
 * library's cold start too, so that what is left is ours) and the model shown against the first frame.
 */
final class StartupFigures {
    private StartupFigures() {
    }

    static Map<String, Double> of(List<Start> app, List<Start> bare, List<Start> controls) {
        double appFrame = median(app, Start::firstFrameMs);
        double bareFrame = median(bare, Start::firstFrameMs);
        double controlsFrame = median(controls, Start::firstFrameMs);
        double model = median(app, Start::modelShownMs);
        Map<String, Double> out = new LinkedHashMap<>();
        out.put("app_first_frame_ms", appFrame);
        out.put("bare_first_frame_ms", bareFrame);
        out.put("controls_first_frame_ms", controlsFrame);
        out.put("app_to_bare_ratio", appFrame / bareFrame);
        out.put("app_to_controls_ratio", appFrame / controlsFrame);
        // What the first frame defers must not hide how long the user waits for the model.
        out.put("app_model_shown_ms", model);
        out.put("model_to_first_frame_ratio", model / appFrame);
        // CPU time varies far less than wall time on a busy machine.
        out.put("app_cpu_ms", median(app, Start::cpuMs));
        out.put("bare_cpu_ms", median(bare, Start::cpuMs));
        out.put("controls_cpu_ms", median(controls, Start::cpuMs));
        // The model's frame in CPU: on a machine too busy for the wall times, where the time went.
        double modelCpu = median(app, Start::modelCpuMs);
        out.put("app_model_cpu_ms", modelCpu);
        out.put("model_to_first_frame_cpu_ratio", modelCpu / median(app, Start::cpuMs));
        return out;
    }

    private static double median(List<Start> starts, ToDoubleFunction<Start> figure) {
        return Timer.median(starts.stream().mapToDouble(figure).toArray());
    }
}
