package dev.tablewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.TestJvm;
import dev.tablewright.app.Launcher;
import dev.tablewright.io.AtomicFile;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every command, run as the user runs it (a JVM of its own, through {@link Launcher}) in a heap too
 * small for a modest generated model: it either does its work, or says in one line that it ran out of
 * memory and which {@code -Xmx} to use, exit 2 — never a stack trace, and never a half-written file.
 */
class SmallHeapCommandsTest {
    /**
     * Enough to start the command line, too little to hold the model (about 7,500 items, 5 MB of JSON): the
     * reader shares equal values, so 16 MB held it for most commands; in 14 MB one of the 13 fits.
     */
    private static final List<String> SMALL_HEAP = List.of("-Xmx14m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
            "-Xshare:auto");

    @TempDir
    static Path dir;
    private static Path model;
    private static Path rows;

    /** A command's arguments, and the file it writes (null when it prints). */
    private record Run(Path output, String... args) {
        String command() {
            return args[0];
        }
    }

    private record Outcome(Run run, int exit, String err) {
    }

    @BeforeAll
    static void model() throws IOException {
        model = dir.resolve("movies.json");
        Cli cli = new Cli();
        assertEquals(ExitCodes.OK, cli.run("generate", CommandLineTest.sample("movies-actors.json").toString(),
                "--items", "1500", "-o", model.toString()), cli::err);
        rows = dir.resolve("movies.csv");
        Files.writeString(rows, "movieId,title\ntt9999999,Small Heap\n", StandardCharsets.UTF_8);
    }

    @Test
    void eachCommandSucceedsOrSaysInOneLineWhichHeapToUse() throws Exception {
        String m = model.toString();
        List<Run> runs = List.of(
                new Run(null, "validate", m),
                new Run(out("converted.json"), "convert", m, "-o", out("converted.json").toString()),
                new Run(null, "pivot", m),
                new Run(null, "pivot", m, "--format", "csv"),
                new Run(null, "pivot", m, "--format", "json", "--index", "GSI-1"),
                new Run(out("items.csv"), "export", m, "--to", "csv", "-o", out("items.csv").toString()),
                new Run(out("batch.json"), "export", m, "--to", "batch-write", "-o", out("batch.json").toString()),
                new Run(null, "export", m, "--to", "cloudformation"),
                new Run(null, "diff", m, m),
                new Run(out("generated.json"), "generate", m, "--items", "5", "-o", out("generated.json").toString()),
                new Run(out("imported.json"), "import", "csv", rows.toString(), "--into", m, "--entity", "Movie",
                        "-o", out("imported.json").toString()),
                new Run(null, "patterns", m),
                new Run(null, "query", m, "-k", "pk = :p", "--values", "{\":p\": {\"S\": \"mov#tt0111161\"}}"));
        ExecutorService pool = Executors.newFixedThreadPool(3);
        List<Future<Outcome>> started = new ArrayList<>();
        runs.forEach(run -> started.add(pool.submit(() -> run(run))));
        pool.shutdown();
        int outOfMemory = 0;
        for (Future<Outcome> f : started) {
            Outcome o = f.get(3, TimeUnit.MINUTES);
            String what = String.join(" ", o.run().args()) + " → exit " + o.exit() + ", stderr:\n" + o.err();
            if (o.exit() == ExitCodes.OUT_OF_MEMORY && o.err().contains("ran out of memory")) {
                outOfMemory++;
                assertTrue(theLine(o.run().command()).matcher(o.err()).matches(), what);
                if (o.run().output() != null) {
                    assertFalse(Files.exists(o.run().output()), "a command that ran out of memory wrote its file: " + what);
                }
            } else {
                assertTrue(o.exit() == ExitCodes.OK || o.exit() == ExitCodes.ERRORS, what);
                assertFalse(o.err().contains("Exception") || o.err().contains("Error:") || o.err().contains("\tat "), what);
            }
        }
        assertTrue(outOfMemory >= runs.size() / 2, outOfMemory + " of " + runs.size()
                + " commands ran out of memory: the heap is no longer small for the model, so this checks little");
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(), files.filter(f -> f.getFileName().toString().startsWith(AtomicFile.TEMP_PREFIX)).toList(),
                    "temporary files left behind");
        }
    }

    private static Path out(String name) {
        return dir.resolve("out-" + name);
    }

    /** Exactly one line: the command, the heap it had, and how to give it twice that. */
    private static Pattern theLine(String command) {
        return Pattern.compile("tablewright " + command + ": ran out of memory \\(a Java heap of at most [\\d,]+ MB\\);"
                + " run it with a larger one: java -Xmx\\d+[mg] -jar tablewright\\.jar " + command + " …\\R");
    }

    private static Outcome run(Run run) throws IOException, InterruptedException {
        Path err = Files.createTempFile(dir, "err-", ".txt");
        Process p = new ProcessBuilder(TestJvm.command(SMALL_HEAP, Launcher.class, run.args()))
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(err.toFile()).start();
        if (!p.waitFor(3, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new AssertionError("still running after 3 minutes: " + String.join(" ", run.args()));
        }
        return new Outcome(run, p.exitValue(), Files.readString(err, StandardCharsets.UTF_8));
    }
}
