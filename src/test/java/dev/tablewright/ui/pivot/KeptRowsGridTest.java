package dev.tablewright.ui.pivot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.stream.KeptFixtures;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Kept items in a grid, without a toolkit: flagged, explained, read-only; a source edit says what the stream wrote. */
class KeptRowsGridTest {
    private static final String REFUSAL = "MonthlyTotal items are kept by the stream from Stream: edit Stream items "
            + "and the stream keeps them.";
    private final Document doc = new Document();

    private PivotGridViewModel grid(java.nio.file.Path fixture) {
        doc.load(KeptFixtures.read(fixture));
        return new PivotGridsViewModel(doc, new ImmediateTaskRunner(), text -> { }).grids().get(0);
    }

    private static GridRow row(PivotGridViewModel g, String pk, String sk) {
        return g.rows().stream().filter(r -> AttributeValue.s(pk).equals(r.value("pk"))
                && AttributeValue.s(sk).equals(r.value("sk"))).findFirst().orElseThrow();
    }

    private static GridRow total(PivotGridViewModel g, String movie, String month) {
        return row(g, "MOV#" + movie, "TOTAL#" + month);
    }

    @Test
    void keptRowsAreFlaggedWithWhereTheyComeFrom() {
        PivotGridViewModel g = grid(KeptFixtures.MONTHLY_TOTALS);
        GridRow may = total(g, "m1", "2024-05");
        GridRow stream = row(g, "MOV#m1", "STR#2024-05-01T20:00:00Z#u1");
        assertTrue(g.edits().isKept(may));
        assertFalse(g.edits().isKept(stream));
        assertEquals(Optional.of("Kept by the stream from Stream: streams = COUNT, minutes = SUM of minutesWatched, "
                + "longest = MAX of minutesWatched, shortest = MIN of minutesWatched, lastDevice = LATEST of device; "
                + "one item per movieId and month of streamedAt."), g.edits().keptBy(may));
        assertEquals(Optional.empty(), g.edits().keptBy(stream));
    }

    @Test
    void indexItemsSayWhichMapTheyIndexAndWhatTheyCopy() {
        PivotGridViewModel g = grid(KeptFixtures.CUSTOM_FIELD_INDEX);
        GridRow index = row(g, "PRJ#p1#FLD#severity", "low#ISS#i2");
        assertEquals(Optional.of("Kept by the stream from Issue: one per entry of customFields (3 entries), "
                + "copying title, issueId."), g.edits().keptBy(index));
    }

    @Test
    void editingAKeptRowIsRefusedWithTheSentenceAndChangesNothing() {
        PivotGridViewModel g = grid(KeptFixtures.MONTHLY_TOTALS);
        GridRow may = total(g, "m1", "2024-05");
        assertTrue(g.edits().explainReadOnly(may, "minutes"), "no editor opens");
        assertEquals(REFUSAL, g.messageProperty().get());
        assertEquals(Optional.of(REFUSAL), g.edits().edit(may, "minutes", "1"));
        assertEquals(Optional.of(REFUSAL), g.edits().removeValue(may, "lastDevice"));
        assertEquals(Optional.of(REFUSAL), g.edits().addItem("MonthlyTotal"));
        assertEquals(Optional.of(REFUSAL), g.edits().delete(List.of(may)));
        assertEquals(Optional.of(REFUSAL), g.edits().duplicate(List.of(may)));
        assertFalse(doc.history().canUndo(), "nothing was applied");
        assertEquals(Optional.empty(), g.edits().addRefusal("Stream"));
    }

    @Test
    void duplicateAndDeleteAreOffWhileAKeptRowIsSelectedAndSayWhy() {
        PivotGridViewModel g = grid(KeptFixtures.MONTHLY_TOTALS);
        GridCommands c = g.commands();
        c.selection().setAll(row(g, "MOV#m2", "STR#2024-05-18T08:00:00Z#u1"));
        assertTrue(c.delete().isExecutable() && c.duplicate().isExecutable());
        assertEquals("", c.keptReasonProperty().get());
        c.selection().add(total(g, "m2", "2024-05"));
        assertFalse(c.delete().isExecutable() || c.duplicate().isExecutable());
        assertTrue(c.copyJson().isExecutable(), "a kept item can still be copied");
        assertEquals(REFUSAL, c.keptReasonProperty().get());
    }

    @Test
    void editingAStreamCellUpdatesItsTotalAndSaysWhatTheStreamWroteAndOneUndoRestoresBoth() {
        PivotGridViewModel g = grid(KeptFixtures.MONTHLY_TOTALS);
        GridRow stream = row(g, "MOV#m1", "STR#2024-05-17T21:30:00Z#u2");
        assertEquals(Optional.empty(), g.edits().edit(stream, "minutesWatched", "20"));
        assertEquals(AttributeValue.N.parse("115.75"), total(g, "m1", "2024-05").value("minutes"));
        assertEquals("+1 write by the stream: MonthlyTotal MOV#m1/TOTAL#2024-05", g.edits().streamWritesProperty().get());
        assertEquals("", g.messageProperty().get());

        doc.undo();
        assertEquals("", g.edits().streamWritesProperty().get(), "what the undone edit wrote is no longer said");
        assertEquals(AttributeValue.N.parse("107.75"), total(g, "m1", "2024-05").value("minutes"));
        assertEquals(AttributeValue.N.parse("12"), row(g, "MOV#m1", "STR#2024-05-17T21:30:00Z#u2").value("minutesWatched"));
    }

    @Test
    void deletingAStreamAndAddingOneSayWhatTheStreamWrote() {
        PivotGridViewModel g = grid(KeptFixtures.MONTHLY_TOTALS);
        assertEquals(Optional.empty(), g.edits().delete(List.of(row(g, "MOV#m2", "STR#2024-05-18T08:00:00Z#u1"))));
        assertEquals("+1 write by the stream: MonthlyTotal MOV#m2/TOTAL#2024-05 (deleted)",
                g.edits().streamWritesProperty().get());
        assertEquals(Optional.empty(), g.edits().addItem("Stream"));
        assertEquals("", g.edits().streamWritesProperty().get(), "a new stream's streamedAt is no date yet: no month");
        GridRow added = g.rows().stream().filter(r -> AttributeValue.s("movieId-5").equals(r.value("movieId")))
                .findFirst().orElseThrow();
        assertEquals(Optional.empty(), g.edits().edit(added, "streamedAt", "2024-08-01T10:00:00Z"));
        assertEquals("+1 write by the stream: MonthlyTotal MOV#movieId-5/TOTAL#2024-08",
                g.edits().streamWritesProperty().get());
        // An edit that changes no total writes nothing by the stream.
        assertEquals(Optional.empty(), g.edits().edit(row(g, "MOV#m1", "STR#2024-05-01T20:00:00Z#u1"), "userId", "u7"));
        assertEquals("", g.edits().streamWritesProperty().get());
    }
}
