package dev.tablewright.cli.bench;

import dev.tablewright.cli.options.CliCommand;
import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code bench startup [--runs N] [--launcher PATH]}: the time from process start to the first frame
 * of the app's window and of two yardsticks of the same size — an empty JavaFX window and one of the
 * same kinds of controls ({@code app.ControlsWindow}) — started in turn in fresh processes
 * ({@code -Dtablewright.startupProbe}), with the ratios, and for the app the time until its window
 * shows the model and its ratio to the first frame (issue 29's goals). Needs a display.
 */
@Command(name = "startup", mixinStandardHelpOptions = true,
        description = "Time the window's start against a bare JavaFX window (needs a display).")
final class StartupBench extends CliCommand {
    // The epoch times: this process's clock, from the moment it launched the window's.
    private static final Pattern FRAME = Pattern.compile("cpu_ms: (-?\\d+) frame_epoch_ms: (\\d+)");
    private static final Pattern MODEL = Pattern.compile("model_epoch_ms: (\\d+) model_cpu_ms: (-?\\d+)");

    @Option(names = "--runs", defaultValue = "5", description = "starts of each window (default: ${DEFAULT-VALUE})")
    int runs;

    @Mixin
    WindowLaunch launch = new WindowLaunch();

    @Override
    protected int run(PrintWriter out, PrintWriter err) throws IOException, InterruptedException, JsonProcessingException {
        List<Start> app = new ArrayList<>();
        List<Start> bare = new ArrayList<>();
        List<Start> controls = new ArrayList<>();
        // In turn, so a machine that slows down mid-run slows every window alike.
        for (int i = 0; i < runs; i++) {
            app.add(start(Window.APP));
            bare.add(start(Window.BARE));
            controls.add(start(Window.CONTROLS));
        }
        Figures figures = new Figures();
        figures.put("runs", runs);
        StartupFigures.of(app, bare, controls).forEach(figures::put);
        figures.print(out, launch.json);
        return 0;
    }

    /** The windows started in turn, by the value of {@code -Dtablewright.bareWindow} that opens each. */
    private enum Window {
        APP("false"), BARE("true"), CONTROLS("controls");

        final String property;

        Window(String property) {
            this.property = property;
        }
    }

    /** Times one start of a window, from just before its process is launched. */
    private Start start(Window window) throws IOException, InterruptedException {
        boolean bareWindow = window != Window.APP;
        ProcessBuilder builder = launch.process(List.of("-Dtablewright.startupProbe=true",
                "-Dtablewright.bareWindow=" + window.property), List.of());
        long launched = System.currentTimeMillis();
        Process process = builder.redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        process.waitFor();
        Matcher frame = FRAME.matcher(output);
        if (!frame.find()) {
            throw new IllegalStateException("the window reported no first frame: " + output.strip());
        }
        Matcher model = MODEL.matcher(output);
        boolean modelShown = model.find();
        if (!bareWindow && !modelShown) {
            throw new IllegalStateException("the app reported no frame with the model: " + output.strip());
        }
        return new Start(Long.parseLong(frame.group(2)) - launched, Double.parseDouble(frame.group(1)),
                modelShown ? Long.parseLong(model.group(1)) - launched : 0,
                modelShown ? Double.parseDouble(model.group(2)) : 0);
    }
}
