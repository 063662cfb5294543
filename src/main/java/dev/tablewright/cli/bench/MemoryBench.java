package dev.tablewright.cli.bench;

import com.fasterxml.jackson.core.JsonProcessingException;
import dev.tablewright.cli.options.CliCommand;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code bench memory [MODEL] [--runs N]}: the memory the app's window holds with a model open (the
 * first sample by default), in fresh processes started with the JVM options of every launch path
 * ({@code jvm.options}) and an app home of their own ({@code -Dtablewright.memoryProbe}, app.MemoryProbe):
 * the resident size once the app is idle and 30 s later, the heap after a full GC, the heap the JVM
 * kept, the peak resident size. Needs a display.
 */
@Command(name = "memory", mixinStandardHelpOptions = true,
        description = "The window's memory with a model open, in a fresh process (needs a display).")
final class MemoryBench extends CliCommand {
    private static final Pattern LINE = Pattern.compile("memory: (.*)");
    private static final Pattern FIGURE = Pattern.compile("(\\w+): (\\d+|n/a)");

    @Parameters(arity = "0..1", paramLabel = "MODEL", description = "the model to open (default: the first sample)")
    Path model;

    @Option(names = "--runs", defaultValue = "3", description = "starts of the window (default: ${DEFAULT-VALUE})")
    int runs;

    @Mixin
    WindowLaunch launch = new WindowLaunch();

    @Override
    protected int run(PrintWriter out, PrintWriter err) throws IOException, InterruptedException, JsonProcessingException {
        if (model != null && !Files.isRegularFile(model)) {
            err.println("bench memory: no file " + model);
            return 2;
        }
        Map<String, List<Double>> runsByFigure = new LinkedHashMap<>();
        for (int i = 0; i < runs; i++) {
            Map<String, String> figures = start();
            if (!launch.json) {
                out.println("run " + (i + 1) + ": " + figures);
                out.flush();
            }
            figures.forEach((name, value) -> {
                if (!value.equals("n/a")) {
                    runsByFigure.computeIfAbsent(name, n -> new ArrayList<>()).add(Double.parseDouble(value));
                }
            });
        }
        Figures medians = new Figures();
        medians.put("runs", runs);
        runsByFigure.forEach((name, values) ->
                medians.put(name, (int) Math.round(Timer.median(values.stream().mapToDouble(Double::doubleValue).toArray()))));
        medians.print(out, launch.json);
        return 0;
    }

    /** One start of the window: the probe's figures by name, "n/a" for one this OS does not give. */
    private Map<String, String> start() throws IOException, InterruptedException {
        Path home = Files.createTempDirectory("tablewright-memory");
        try {
            List<String> probe = List.of("-Dtablewright.memoryProbe=true", "-Dtablewright.home=" + home);
            ProcessBuilder builder = launch.process(probe, model == null ? List.of() : List.of(model.toAbsolutePath().toString()));
            Process process = builder.redirectErrorStream(true).start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            process.waitFor();
            Matcher line = LINE.matcher(output);
            if (!line.find()) {
                throw new IllegalStateException("the window reported no memory: " + output.strip());
            }
            Map<String, String> figures = new LinkedHashMap<>();
            for (Matcher figure = FIGURE.matcher(line.group(1)); figure.find(); ) {
                figures.put(figure.group(1), figure.group(2));
            }
            return figures;
        } finally {
            deleteTree(home);
        }
    }

    private static void deleteTree(Path root) throws IOException {
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
