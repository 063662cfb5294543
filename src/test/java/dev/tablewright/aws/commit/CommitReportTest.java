package dev.tablewright.aws.commit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.commit.TableCommit.Action;
import dev.tablewright.aws.commit.TableCommit.Stage;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What a report says of a commit that did not end complete: where every table stands, and what next. */
class CommitReportTest {
    private static TableCommit table(String name, Action action, Stage stage, boolean unsure, long items,
            long alreadyThere, long written, long failed) {
        return new TableCommit(name, action, stage, unsure, List.of(), List.of(), List.of(), items, alreadyThere,
                new WriteTally(written, 0, failed, List.of()));
    }

    private static CommitReport report(ExistingTables mode, CommitFailure failure, TableCommit... tables) {
        return new CommitReport(mode, List.of(tables), Duration.ofMillis(1200), false, Optional.ofNullable(failure));
    }

    @Test
    void eachStageOfEachActionIsSaidPlainly() {
        assertEquals("Movies was deleted and created again; 0 of 49 items written",
                table("Movies", Action.REPLACED, Stage.READY, false, 49, 0, 0, 0).state());
        assertEquals("Movies was deleted but not created again; 0 of 49 items written",
                table("Movies", Action.REPLACED, Stage.DELETED, false, 49, 0, 0, 0).state());
        assertEquals("Movies was deleted and may have been created again; 0 of 49 items written",
                table("Movies", Action.REPLACED, Stage.DELETED, true, 49, 0, 0, 0).state());
        assertEquals("Movies may have been deleted; 0 of 49 items written",
                table("Movies", Action.REPLACED, Stage.UNTOUCHED, true, 49, 0, 0, 0).state());
        assertEquals("Movies was not created; 0 of 1,049 items written",
                table("Movies", Action.CREATED, Stage.UNTOUCHED, false, 1049, 0, 0, 0).state());
        assertEquals("Movies was kept; 12 of 49 items written (30 already there)",
                table("Movies", Action.RESUMED, Stage.READY, false, 49, 30, 12, 7).state());
    }

    @Test
    void aFailedReplaceSaysWhatStoppedItWhereThingsStandAndToResume() {
        CommitReport r = report(ExistingTables.REPLACE, new CommitFailure("creating Orders", "Internal server error", 12),
                table("Movies", Action.REPLACED, Stage.READY, false, 49, 0, 49, 0),
                table("Orders", Action.REPLACED, Stage.DELETED, false, 3, 0, 0, 0));
        assertFalse(r.complete());
        assertEquals(3, r.notWritten());
        assertEquals(CommitReport.Next.RESUME, r.next());
        assertEquals("creating Orders failed after 12 attempts (Internal server error); Movies was deleted and created"
                + " again; 49 of 49 items written; Orders was deleted but not created again; 0 of 3 items written",
                r.stopped());
        assertTrue(r.text().contains("Orders: deleted, not created again · 0 items written · 0 retried · 0 failed"
                + " · 3 not written"), r.text());
        assertTrue(r.text().contains("Movies: replaced · 49 items written · 0 retried · 0 failed\n"), r.text());
        assertTrue(r.summary().endsWith("· 3 not written · 1.2 s · failed"), r.summary());
    }

    @Test
    void aReplaceStoppedBeforeATableWasDeletedIsToBeRunAgainNotResumed() {
        CommitReport r = report(ExistingTables.REPLACE, new CommitFailure("deleting Orders", "Internal server error", 12),
                table("Movies", Action.REPLACED, Stage.READY, false, 49, 0, 49, 0),
                table("Orders", Action.REPLACED, Stage.UNTOUCHED, false, 3, 0, 0, 0));
        assertEquals(CommitReport.Next.AGAIN, r.next(), "resuming would keep Orders' old items");
        assertTrue(r.stopped().endsWith("Orders was not deleted; 0 of 3 items written"), r.stopped());
    }

    @Test
    void itemsThatFailedAreNotWrittenAndSaidSoWithoutAFailedStep() {
        CommitReport r = report(ExistingTables.REFUSE, null,
                table("Movies", Action.CREATED, Stage.READY, false, 49, 0, 46, 3));
        assertFalse(r.complete());
        assertEquals("3 items not written; Movies was created; 46 of 49 items written", r.stopped());
        assertEquals(CommitReport.Next.RESUME, r.next());
    }

    @Test
    void aCompleteReportReadsAsBefore() {
        CommitReport r = report(ExistingTables.REFUSE, null,
                table("Movies", Action.CREATED, Stage.READY, false, 49, 0, 49, 0));
        assertTrue(r.complete());
        assertEquals(CommitReport.Next.NOTHING, r.next());
        assertEquals("Movies: created · 49 items written · 0 retried · 0 failed\n"
                + "1 table · 49 items written · 0 retried · 0 failed · 1.2 s", r.text());
    }

    @Test
    void aPlanNamesWhatAReplaceDeletes() {
        dev.tablewright.model.TableDesign movies = dev.tablewright.model.TableDesign.of("Movies",
                dev.tablewright.model.KeySchema.of("pk", dev.tablewright.model.AttributeType.S));
        dev.tablewright.model.TableDesign orders = dev.tablewright.model.TableDesign.of("Orders",
                dev.tablewright.model.KeySchema.of("pk", dev.tablewright.model.AttributeType.S));
        CommitPlan plan = new CommitPlan(ExistingTables.REPLACE, List.of(
                new CommitPlan.Table(movies, Action.REPLACED, Optional.of(movies), 1049),
                new CommitPlan.Table(orders, Action.REPLACED, Optional.of(orders), -1),
                new CommitPlan.Table(orders, Action.CREATED, Optional.empty(), -1)));
        assertEquals("Replacing deletes Movies (1,049 items) and Orders (item count unknown), then creates them again"
                + " from the model: their items are lost.", plan.deletions());
    }
}
