package dev.tablewright.ui.shell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.TestJvm;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** SIGTERM (what a logout or {@code kill} sends) ends the app promptly with its unsaved work written. */
class RecoveryExitTest {
    @TempDir
    Path home;

    @Test
    void sigtermWritesTheWaitingCopyAtOnceAndEndsWithinTwoSeconds() throws Exception {
        Process p = new ProcessBuilder(TestJvm.command(List.of(), RecoveryExitProbe.class, home.toString()))
                .redirectErrorStream(true).start();
        try (var out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            assertEquals("ready", out.readLine());
        }
        // Well before the 3 s delay: only the exit hook can have written the copy.
        long sent = System.nanoTime();
        p.destroy(); // SIGTERM on Unix
        assertTrue(p.waitFor(2, TimeUnit.SECONDS), "still running 2 s after SIGTERM");
        Duration took = Duration.ofNanos(System.nanoTime() - sent);
        assertTrue(Recovery.EXIT_LIMIT.compareTo(Duration.ofSeconds(2)) < 0);

        List<Recovery.Recovered> found = new Recovery(home, Duration.ZERO).findAll();
        assertEquals(1, found.size(), "the unsaved edit is there to recover (ended in " + took.toMillis() + " ms)");
        assertEquals("Unsaved work", found.get(0).model().name());
        assertEquals("orders.json", found.get(0).documentName());
    }
}
