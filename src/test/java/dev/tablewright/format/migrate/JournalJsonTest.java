package dev.tablewright.format.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.engine.migrate.ApplyJournal;
import dev.tablewright.model.AttributeValue;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JournalJsonTest {
    @TempDir
    Path dir;

    @Test
    void aJournalReadsBackAsWritten() {
        Instant t = Instant.parse("2026-11-27T12:00:00Z");
        ApplyJournal j = ApplyJournal.start("abc", "DynamoDB Local", t)
                .with("Movies/backfill/Movie", ApplyJournal.Step.running(2)
                        .withSegment(0, new ApplyJournal.Segment(Map.of("pk", new AttributeValue.S("mov#1"),
                                "n", AttributeValue.N.parse("7")), false), 100, 20, 3)
                        .withSegment(1, new ApplyJournal.Segment(null, true), 50, 10, 0), t.plusSeconds(5))
                .with("Movies/create-gsi/GSI-4", new ApplyJournal.Step(ApplyJournal.Status.DONE, 0, 0, 0, 0, Map.of(),
                        "index GSI-4 created"), t.plusSeconds(9));
        ApplyJournal.Store store = JournalJson.store(dir.resolve("p.journal.json"));
        assertEquals(Optional.empty(), store.read());
        store.write(j);
        assertEquals(Optional.of(j), store.read());
        assertTrue(j.done("Movies/create-gsi/GSI-4"));
        assertEquals(150, j.step("Movies/backfill/Movie").orElseThrow().read());
    }

    @Test
    void aFileThatIsNoJournalIsSaidSo() throws Exception {
        Path file = dir.resolve("p.journal.json");
        Files.writeString(file, "{\"tablewrightApplyJournal\": 1, \"planHash\": \"a\", \"target\": \"t\","
                + " \"started\": \"yesterday\", \"updated\": \"2026-11-27T12:00:00Z\", \"steps\": {}}");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> JournalJson.read(file));
        assertEquals("journal " + file + ": $.started: expected a time (2026-01-31T12:00:00Z), found 'yesterday'",
                e.getMessage());
        Files.writeString(file, "{\"tablewrightMigrationPlan\": 1}");
        assertTrue(assertThrows(IllegalArgumentException.class, () -> JournalJson.read(file)).getMessage()
                .contains("expected a journal of version 1"));
    }
}
