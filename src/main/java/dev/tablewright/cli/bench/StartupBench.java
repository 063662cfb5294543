package dev.tablewright.cli.bench;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code bench startup [--runs N] [--launcher PATH]}: the time from process start to the first frame
 * of the app's window and of a bare JavaFX window of the same size, started in turn in fresh
 * processes ({@code -Dtablewright.startupProbe}), with the ratio. Needs a display.
 */
@Command(name = "startup", mixinStandardHelpOptions = true,
        description = "Time the window's start against a bare JavaFX window (needs a display).")
final class StartupBench implements Callable<Integer> {
    private static final Pattern PROBE = Pattern.compile("startup_ms: (\\d+) cpu_ms: (-?\\d+)");

    @Option(names = "--runs", defaultValue = "5", description = "starts of each window (default: ${DEFAULT-VALUE})")
    int runs;

    @Option(names = "--launcher", description = "a packaged app's launcher (bin/Tablewright) instead of this jar;"
            + " the probe goes in through JAVA_TOOL_OPTIONS")
    String launcher;

    @Option(names = "--java-option", description = "a JVM option for both windows (repeatable), e.g. -Xshare:off")
    List<String> javaOptions = new ArrayList<>();

    @Option(names = "--json", description = "print one JSON object of medians")
    boolean json;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException, InterruptedException, JsonProcessingException {
        double[][] app = new double[2][runs];
        double[][] bare = new double[2][runs];
        // In turn, so a machine that slows down mid-run slows both windows alike.
        for (int i = 0; i < runs; i++) {
            record(app, i, start(false));
            record(bare, i, start(true));
        }
        Figures figures = new Figures();
        figures.put("runs", runs);
        figures.put("app_first_frame_ms", Timer.median(app[0]));
        figures.put("bare_first_frame_ms", Timer.median(bare[0]));
        figures.put("app_to_bare_ratio", Timer.median(app[0]) / Timer.median(bare[0]));
        // CPU time varies far less than wall time on a busy machine.
        figures.put("app_cpu_ms", Timer.median(app[1]));
        figures.put("bare_cpu_ms", Timer.median(bare[1]));
        figures.print(spec.commandLine().getOut(), json);
        return 0;
    }

    private static void record(double[][] figures, int run, double[] wallAndCpu) {
        figures[0][run] = wallAndCpu[0];
        figures[1][run] = wallAndCpu[1];
    }

    /** Wall and CPU milliseconds from process start to the first frame. */
    private double[] start(boolean bareWindow) throws IOException, InterruptedException {
        List<String> probe = new ArrayList<>(javaOptions);
        probe.add("-Dtablewright.startupProbe=true");
        probe.add("-Dtablewright.bareWindow=" + bareWindow);
        ProcessBuilder builder;
        if (launcher != null) {
            builder = new ProcessBuilder(launcher);
            builder.environment().put("JAVA_TOOL_OPTIONS", String.join(" ", probe));
        } else {
            List<String> command = new ArrayList<>();
            command.add(ProcessHandle.current().info().command().orElse("java"));
            command.addAll(probe);
            command.addAll(List.of("-cp", System.getProperty("java.class.path"), "dev.tablewright.app.Launcher"));
            builder = new ProcessBuilder(command);
        }
        Process process = builder.redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        process.waitFor();
        Matcher m = PROBE.matcher(output);
        if (!m.find()) {
            throw new IllegalStateException("the window reported no first frame: " + output.strip());
        }
        return new double[] {Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2))};
    }
}
