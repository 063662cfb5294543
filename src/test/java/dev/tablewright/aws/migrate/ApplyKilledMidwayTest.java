package dev.tablewright.aws.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.TestJvm;
import dev.tablewright.app.Launcher;
import dev.tablewright.aws.LocalServerExtension;
import dev.tablewright.engine.migrate.ApplyJournal;
import dev.tablewright.engine.migrate.Source;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.format.migrate.JournalJson;
import dev.tablewright.format.migrate.PlanFile;
import dev.tablewright.format.migrate.PlanJson;
import dev.tablewright.format.migrate.PlanModels;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code migrate apply} in a real process killed with SIGKILL midway (no hook, no last journal write),
 * then resumed by another process: every item ends exactly as the dry run computes, and the resumed run
 * neither redoes the pages the journal holds nor skips any; and one stopped by SIGTERM (what Ctrl+C's hook
 * handles) prints its report and resumes the same way.
 */
class ApplyKilledMidwayTest {
    private static final String BACKFILL = "Movies/backfill/Movie";

    @RegisterExtension
    static final LocalServerExtension local = new LocalServerExtension();

    @TempDir
    Path dir;

    @Test
    void aKilledApplyResumesToEveryItemExactlyRight() throws Exception {
        local.dropAllTables();
        ApplyFixture movies = ApplyFixture.movies(500);
        movies.commit(local.gateway());
        Path plan = planFile(movies);
        Path journal = MigrationApply.journalFor(plan);
        long movieItems = movies.from.table(ApplyFixture.TABLE).orElseThrow().entity("Movie").orElseThrow().items().size();

        // Paced so the backfill takes seconds: time enough to kill it between two pages.
        Process first = start(plan, "--write-rate", "120", "--writers", "2");
        ApplyJournal atKill;
        try {
            atKill = awaitWritten(journal, first, 60);
        } finally {
            first.destroyForcibly();
        }
        assertTrue(first.waitFor(20, TimeUnit.SECONDS), "the killed process ended");
        assertEquals(137, first.exitValue(), "killed by SIGKILL, not ended by itself");
        ApplyJournal.Step before = JournalJson.read(journal).orElseThrow().step(BACKFILL).orElseThrow();
        assertFalse(before.status() == ApplyJournal.Status.DONE, "killed midway: " + before);
        assertTrue(before.written() < movieItems, "killed midway: " + before.written() + " of " + movieItems);
        assertTrue(atKill.step(BACKFILL).orElseThrow().written() > 0);
        long carried = ApplyFixture.live(local.gateway(), ApplyFixture.TABLE).stream().filter(i -> i.has("gsi4pk")).count();
        assertTrue(carried > 0 && carried < movieItems, "the table holds a partial backfill: " + carried);

        Process resumed = start(plan, "--resume", "--writers", "2");
        assertTrue(resumed.waitFor(120, TimeUnit.SECONDS), "the resumed run ends");
        String report = output(resumed);
        assertEquals(0, resumed.exitValue(), report);
        assertEquals(movies.dryRunItems(), ApplyFixture.live(local.gateway(), ApplyFixture.TABLE),
                "every item as the dry run computes it\n" + report);

        ApplyJournal.Step after = JournalJson.read(journal).orElseThrow().step(BACKFILL).orElseThrow();
        assertEquals(ApplyJournal.Status.DONE, after.status(), report);
        // Each item counted once over both runs: a page the journal held was not read again (it would
        // count twice), none was skipped (it would be missing), and a page written before the kill but not
        // yet journalled was read again and found already right.
        assertEquals(ApplyFixture.live(local.gateway(), ApplyFixture.TABLE).size(), after.read(), after.toString());
        assertEquals(movieItems, after.written() + after.alreadyRight(), after.toString());
        assertTrue(after.written() - before.written() < movieItems, "the resumed run wrote only what was left: " + after);
    }

    @Test
    void ctrlCStopsTheRunWithItsReportAndTheJournalResumesIt() throws Exception {
        local.dropAllTables();
        ApplyFixture movies = ApplyFixture.movies(300);
        movies.commit(local.gateway());
        Path plan = planFile(movies);
        Process run = start(plan, "--write-rate", "100", "--writers", "2");
        try {
            awaitWritten(MigrationApply.journalFor(plan), run, 60);
            run.destroy(); // SIGTERM, as Ctrl+C's SIGINT: the shutdown hook stops the writers and waits for the report
            assertTrue(run.waitFor(30, TimeUnit.SECONDS), "the interrupted run ends");
        } finally {
            run.destroyForcibly();
        }
        String report = output(run);
        assertTrue(report.contains("Cancelled: 0 of 2 steps done."), report);
        ApplyJournal.Step stopped = JournalJson.read(MigrationApply.journalFor(plan)).orElseThrow().step(BACKFILL)
                .orElseThrow();
        assertFalse(stopped.status() == ApplyJournal.Status.DONE, stopped.toString());

        Process resumed = start(plan, "--resume", "--writers", "2");
        assertTrue(resumed.waitFor(120, TimeUnit.SECONDS), "the resumed run ends");
        assertEquals(0, resumed.exitValue(), output(resumed));
        assertEquals(movies.dryRunItems(), ApplyFixture.live(local.gateway(), ApplyFixture.TABLE));
    }

    /** The plan file, with the model files it names next to it (their hashes are the plan's). */
    private Path planFile(ApplyFixture movies) throws IOException {
        Path from = dir.resolve("movies-v1.json");
        WorkbenchJson.save(movies.from, from);
        Path to = dir.resolve("movies-v2.json");
        Files.copy(Path.of("sample-models/movies-actors-v2.json"), to);
        Path plan = dir.resolve("plan.json");
        PlanFile file = new PlanFile(Source.file(from.toString(), PlanModels.sha256(from)),
                Source.file(to.toString(), PlanModels.sha256(to)), 1000, movies.plan);
        Files.writeString(plan, PlanJson.write(file), StandardCharsets.UTF_8);
        return plan;
    }

    private final java.util.Map<Process, Path> logs = new java.util.HashMap<>();

    private Process start(Path plan, String... more) throws IOException {
        List<String> args = new ArrayList<>(List.of("migrate", "apply", plan.toString(), "--endpoint", local.endpoint(),
                "--yes"));
        args.addAll(List.of(more));
        Path log = dir.resolve("run-" + logs.size() + ".log");
        Process p = new ProcessBuilder(TestJvm.command(List.of("-Xmx256m"), Launcher.class, args.toArray(String[]::new)))
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        logs.put(p, log);
        return p;
    }

    private String output(Process p) throws IOException {
        return Files.readString(logs.get(p), StandardCharsets.UTF_8);
    }

    /** Waits until the journal records some of the backfill's writes, while the process still runs. */
    private static ApplyJournal awaitWritten(Path journal, Process p, int seconds) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (System.nanoTime() < end) {
            if (!p.isAlive()) {
                throw new AssertionError("the apply ended before it could be killed, exit " + p.exitValue());
            }
            Optional<ApplyJournal> j = Files.exists(journal) ? readQuietly(journal) : Optional.empty();
            if (j.flatMap(x -> x.step(BACKFILL)).map(s -> s.written() >= 100).orElse(false)) {
                return j.get();
            }
            Thread.sleep(50);
        }
        throw new AssertionError("the journal recorded no backfill writes in " + seconds + " s");
    }

    private static Optional<ApplyJournal> readQuietly(Path journal) {
        try {
            return JournalJson.read(journal);
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }
}
