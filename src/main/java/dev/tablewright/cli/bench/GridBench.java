package dev.tablewright.cli.bench;

import com.fasterxml.jackson.core.JsonProcessingException;
import dev.tablewright.cli.options.CliCommand;
import dev.tablewright.format.SampleModels;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.TableDesign;
import dev.tablewright.progress.Progress;
import dev.tablewright.sample.DateRange;
import dev.tablewright.sample.GeneratedItems;
import dev.tablewright.sample.GenerationRequest;
import dev.tablewright.sample.SampleGenerator;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code bench grid [MODEL] [--runs N]}: opens the app's window on a large model in a fresh process
 * ({@code -Dtablewright.gridProbe}, {@code app.GridProbe}), scrolls the base table's grid from top to
 * bottom and back and types a filter into it and takes it back, and reports how long the FX thread kept
 * the user waiting meanwhile: each ping's delay and each pulse's CSS and layout pass (count, median, 95th
 * and 99th percentile, worst, how many over 50 ms), for scrolling and typing apart; the medians over the
 * runs. Without MODEL, the movies sample with {@code --items} generated items of each entity (100,000
 * items in all by default, the model of docs/performance.md). Needs a display.
 */
@Command(name = "grid", mixinStandardHelpOptions = true,
        description = "Time the FX thread while a large grid is scrolled and filtered in the window (needs a display).")
final class GridBench extends CliCommand {
    private static final String PREFIX = "grid_probe ";
    /** The dates of the generated items: fixed, so the same command makes the same model in any month. */
    private static final DateRange DATES = new DateRange(LocalDate.of(2025, 11, 1), LocalDate.of(2026, 10, 31));

    @Parameters(index = "0", arity = "0..1", paramLabel = "MODEL", description = "a model file (default: the movies"
            + " sample with generated items)")
    Path model;

    @Option(names = "--items", defaultValue = "20000", description = "without MODEL: generated items of each of the"
            + " sample's entities (default: ${DEFAULT-VALUE})")
    int items;

    @Option(names = "--runs", defaultValue = "3", description = "windows opened in turn (default: ${DEFAULT-VALUE})")
    int runs;

    @Option(names = "--steps", defaultValue = "100", description = "scroll bar moves from top to bottom (and as many"
            + " back; default: ${DEFAULT-VALUE})")
    int steps;

    @Option(names = "--filter", defaultValue = "prestige", description = "the text typed into the grid's filter"
            + " (default: ${DEFAULT-VALUE})")
    String filter;

    @Option(names = "--key-ms", defaultValue = "120", description = "the pause between key strokes (default:"
            + " ${DEFAULT-VALUE})")
    long keyMs;

    /** --launcher, --java-option (e.g. -XX:StartFlightRecording=filename=grid.jfr), --json. */
    @Mixin
    WindowLaunch launch = new WindowLaunch();

    @Override
    protected int run(PrintWriter out, PrintWriter err) throws IOException, InterruptedException, JsonProcessingException {
        Path work = Files.createTempDirectory("tablewright-grid-bench");
        try {
            Path file = model != null ? model : generated(work.resolve("movies.json"));
            List<Map<String, Double>> probes = new ArrayList<>();
            for (int i = 0; i < runs; i++) {
                Map<String, Double> probe = probe(file, work.resolve("home-" + i));
                if (!launch.json) {
                    out.println("run " + (i + 1) + ": " + summary(probe));
                    out.flush();
                }
                probes.add(probe);
            }
            Figures figures = new Figures();
            figures.put("runs", runs);
            for (String k : probes.get(0).keySet()) {
                double median = Timer.median(probes.stream().mapToDouble(p -> p.get(k)).toArray());
                if (k.endsWith("_ms")) {
                    figures.put(k, median);
                } else {
                    figures.put(k, (int) Math.round(median)); // a count
                }
            }
            figures.print(out, launch.json);
            return 0;
        } finally {
            deleteAll(work);
        }
    }

    /** The movies sample with {@link #items} generated items of each entity, written to {@code file}. */
    private Path generated(Path file) throws IOException {
        DataModel sample = SampleModels.read(SampleModels.FIRST).model()
                .orElseThrow(() -> new IllegalStateException("this build does not contain the movies sample"));
        TableDesign table = sample.tables().get(0);
        GeneratedItems made = SampleGenerator.generate(table,
                GenerationRequest.everyEntity(table, items, 1).withDates(DATES), Progress.NONE);
        WorkbenchJson.save(made.edit(table.name()).apply(sample), file);
        return file;
    }

    /** One window opened on the model, probed, and its line of figures read back. */
    private Map<String, Double> probe(Path file, Path home) throws IOException, InterruptedException {
        List<String> probe = List.of("-Dtablewright.gridProbe=true", "-Dtablewright.gridProbe.steps=" + steps,
                "-Dtablewright.gridProbe.filter=" + filter, "-Dtablewright.gridProbe.keyMs=" + keyMs,
                // Its own settings and recovery: the user's window layout and autosaves stay out of it.
                "-Dtablewright.home=" + home);
        Path log = home.resolveSibling(home.getFileName() + ".log");
        Process process = launch.process(probe, List.of(file.toAbsolutePath().toString())).redirectErrorStream(true)
                .redirectOutput(log.toFile()).start();
        if (!process.waitFor(15, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new IllegalStateException("the window's process did not finish within 15 minutes");
        }
        String output = Files.readString(log, StandardCharsets.UTF_8);
        return output.lines().filter(l -> l.startsWith(PREFIX)).findFirst().map(GridBench::parse)
                .orElseThrow(() -> new IllegalStateException("the window reported no figures: "
                        + output.lines().filter(l -> l.contains("grid probe")).findFirst().orElse(output.strip())));
    }

    /** {@code grid_probe rows=99183 scroll_pings=812 …} as named numbers, in order. */
    static Map<String, Double> parse(String line) {
        Map<String, Double> figures = new LinkedHashMap<>();
        for (String pair : line.substring(PREFIX.length()).strip().split(" +")) {
            int eq = pair.indexOf('=');
            figures.put(pair.substring(0, eq), Double.parseDouble(pair.substring(eq + 1)));
        }
        return figures;
    }

    /** One run in a line: per phase, the pings' 99th percentile, worst and count over 50 ms, wall (the FX thread's CPU). */
    private static String summary(Map<String, Double> probe) {
        StringBuilder s = new StringBuilder();
        for (String phase : List.of("scroll", "type")) {
            String wall = phase + "_pings";
            String cpu = phase + "_pings_cpu";
            s.append(String.format(Locale.ROOT, "%s: %.0f pings, p99 %.1f ms (CPU %.1f), worst %.1f ms (CPU %.1f), "
                    + "%.0f over 50 ms (CPU %.0f); ", phase, probe.get(wall), probe.get(wall + "_p99_ms"),
                    probe.get(cpu + "_p99_ms"), probe.get(wall + "_max_ms"), probe.get(cpu + "_max_ms"),
                    probe.get(wall + "_over_50ms"), probe.get(cpu + "_over_50ms")));
        }
        return s.toString().strip();
    }

    private static void deleteAll(Path folder) throws IOException {
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
