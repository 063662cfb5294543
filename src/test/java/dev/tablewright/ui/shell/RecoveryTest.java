package dev.tablewright.ui.shell;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.SampleModels;
import dev.tablewright.model.DataModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import java.nio.file.Path;
import java.time.Duration;

class RecoveryTest {
    @TempDir
    Path dir;

    private final DataModel model = SampleModels.read(SampleModels.FIRST).model().orElseThrow();

    @Test
    void aCopySetAsideIsOfferedAfterTheLastRunsOwnAndSurvivesItsClear() {
        try (Recovery recovery = new Recovery(dir, Duration.ZERO)) {
            recovery.schedule(model, null, "older.json");
            recovery.flush();
            recovery.keepForLater(recovery.find().orElseThrow());
            recovery.schedule(model, null, "newer.json");
            recovery.flush();
            assertEquals(java.util.List.of("newer.json", "older.json"),
                    recovery.findAll().stream().map(Recovery.Recovered::documentName).toList());
            recovery.clear();
            recovery.flush();
            assertEquals(java.util.List.of("older.json"),
                    recovery.findAll().stream().map(Recovery.Recovered::documentName).toList());
            recovery.discard(recovery.find().orElseThrow());
            recovery.flush();
            assertTrue(recovery.findAll().isEmpty());
        }
    }

    /** Edits that never pause are written when the first one's delay is up, the newest of them: not only once they stop. */
    @Test
    void aStreamOfEditsDoesNotPostponeTheCopyAndTheNewestIsWritten() throws Exception {
        try (Recovery recovery = new Recovery(dir, Duration.ofSeconds(30))) {
            recovery.schedule(model, null, "first.json");
            Duration first = recovery.dueIn();
            Thread.sleep(20);
            recovery.schedule(model, null, "newest.json");
            assertTrue(recovery.dueIn().compareTo(first) < 0, "the write keeps its time: " + recovery.dueIn() + " < " + first);
            recovery.writeNow(Duration.ofSeconds(5)); // as the app being ended would
            assertEquals("newest.json", recovery.find().orElseThrow().documentName());
        }
    }

    @Test
    void theAppWritesItsCopyWithinASecond() {
        assertTrue(Recovery.APP_DELAY.compareTo(Duration.ofSeconds(1)) < 0, Recovery.APP_DELAY.toString());
    }

    @Test
    void workArrivingAfterCloseIsDroppedQuietly() {
        Recovery recovery = new Recovery(dir, Duration.ZERO);
        recovery.close(); // the window closed while a model was still loading
        assertDoesNotThrow(() -> {
            recovery.schedule(model, null, "late.json");
            recovery.clear();
        });
    }
}
