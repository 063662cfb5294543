package dev.tablewright.aws.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.LocalServerExtension;
import dev.tablewright.aws.connect.ForwardingGateway;
import dev.tablewright.aws.connect.ReadOnlyGateway;
import dev.tablewright.engine.api.DataRequest;
import dev.tablewright.engine.api.UpdateItemRequest;
import dev.tablewright.engine.migrate.MigrationStep;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** The movies v1 → v2 plan applied to DynamoDB Local over HTTP, on thousands of generated items. */
class MigrationApplyTest {
    @RegisterExtension
    static final LocalServerExtension local = new LocalServerExtension();

    @TempDir
    Path dir;

    private ApplyFixture movies;

    @BeforeEach
    void commitTheMovies() {
        local.dropAllTables();
        movies = ApplyFixture.movies(700);
        movies.commit(local.gateway());
    }

    @Test
    void theSamplePlanLeavesEveryItemAsTheDryRunComputes() {
        assertEquals(List.of("backfill", "create-gsi"), movies.plan.steps().stream().map(MigrationStep::kind).toList());
        Set<Item> before = ApplyFixture.live(local.gateway(), ApplyFixture.TABLE);
        assertTrue(before.size() >= 2000, "thousands of items: " + before.size());
        ApplyReport report = MigrationApply.run(local.gateway(), movies.request(dir.resolve("p.journal.json"),
                ApplyOptions.defaults()), ApplyListener.NONE, () -> false);
        assertEquals(ApplyReport.Status.COMPLETED, report.status(), report.render());
        assertEquals(movies.dryRunItems(), ApplyFixture.live(local.gateway(), ApplyFixture.TABLE),
                "every item as the dry run computes it");
        StepResult backfill = report.steps().get(0);
        long movieCount = movies.from.table(ApplyFixture.TABLE).orElseThrow().entity("Movie").orElseThrow().items().size();
        assertEquals(movieCount, backfill.itemsWritten(), report.render());
        assertEquals(before.size(), backfill.itemsRead());
        assertTrue(local.gateway().describeTable(ApplyFixture.TABLE).orElseThrow().globalIndexes().stream()
                .map(GlobalSecondaryIndex::name).anyMatch("GSI-4"::equals));
        assertTrue(report.render().contains("Completed: all 2 steps done."), report.render());

        // Applied again from scratch (no journal): every item is already right, nothing is written.
        ApplyReport again = MigrationApply.run(local.gateway(), movies.request(dir.resolve("q.journal.json"),
                ApplyOptions.defaults()), ApplyListener.NONE, () -> false);
        assertEquals(ApplyReport.Status.COMPLETED, again.status(), again.render());
        assertEquals(0, again.steps().get(0).itemsWritten());
        assertEquals(movieCount, again.steps().get(0).itemsAlreadyRight());
        assertEquals(StepResult.Status.ALREADY_DONE, again.steps().get(1).status(), again.render());
    }

    @Test
    void aCancelledRunResumesWithoutRedoingOrSkippingAnything() {
        Path journal = dir.resolve("plan.journal.json");
        CountingGateway counted = new CountingGateway(local.gateway());
        AtomicBoolean cancel = new AtomicBoolean();
        AtomicInteger pages = new AtomicInteger();
        ApplyListener cancelAfterThreePages = new ApplyListener() {
            @Override
            public void stepStarted(int index, int of, MigrationStep step) {
            }

            @Override
            public void itemsProgress(MigrationStep step, long read, long written, long expected) {
                if (pages.incrementAndGet() >= 3) {
                    cancel.set(true);
                }
            }

            @Override
            public void stepFinished(MigrationStep step, StepResult result) {
            }
        };
        ApplyReport first = MigrationApply.run(counted, movies.request(journal, ApplyOptions.defaults()),
                cancelAfterThreePages, cancel::get);
        assertEquals(ApplyReport.Status.CANCELLED, first.status(), first.render());
        assertTrue(Files.exists(journal));
        assertTrue(first.render().contains("--resume"), first.render());
        int firstWrites = counted.updates.get();
        long movieCount = movies.from.table(ApplyFixture.TABLE).orElseThrow().entity("Movie").orElseThrow().items().size();
        assertTrue(firstWrites > 0 && firstWrites < movieCount, firstWrites + " of " + movieCount);

        // Without --resume the journal refuses.
        ApplyReport refused = MigrationApply.run(local.gateway(), movies.request(journal, ApplyOptions.defaults()),
                ApplyListener.NONE, () -> false);
        assertEquals(ApplyReport.Status.REFUSED, refused.status());
        assertTrue(refused.message().contains("--resume to continue it, or delete it to start again"), refused.message());

        // Resumed, and stopped again as the index step starts: the backfill is done.
        AtomicBoolean stopAtIndex = new AtomicBoolean();
        ApplyListener stopAtSecond = new ApplyListener() {
            @Override
            public void stepStarted(int index, int of, MigrationStep step) {
                stopAtIndex.set(index == 2);
            }

            @Override
            public void itemsProgress(MigrationStep step, long read, long written, long expected) {
            }

            @Override
            public void stepFinished(MigrationStep step, StepResult result) {
            }
        };
        counted.updates.set(0);
        // Fewer writers this time: the pass keeps the journal's four segments, whose keys belong to them.
        ApplyReport second = MigrationApply.run(counted, movies.request(journal, new ApplyOptions(2, 0, Set.of(), true)),
                stopAtSecond, stopAtIndex::get);
        assertEquals(ApplyReport.Status.CANCELLED, second.status(), second.render());
        assertEquals(StepResult.Status.DONE, second.steps().get(0).status(), second.render());
        assertTrue(counted.updates.get() <= movieCount - firstWrites + 4 * ScanPass.PAGE,
                "the second run writes what was left (a page under way when cancelled may be redone): "
                        + counted.updates.get() + " after " + firstWrites + " of " + movieCount);
        assertEquals(movieCount, firstWrites + counted.updates.get(), "no movie written twice: the interrupted pages"
                + " were journalled only once their writes completed");

        counted.updates.set(0);
        ApplyReport third = MigrationApply.run(counted, movies.request(journal, ApplyOptions.defaults().withResume(true)),
                ApplyListener.NONE, () -> false);
        assertEquals(ApplyReport.Status.COMPLETED, third.status(), third.render());
        assertEquals(StepResult.Status.ALREADY_DONE, third.steps().get(0).status(), third.render());
        assertEquals(0, counted.updates.get(), "the backfill is not redone");
        assertEquals(StepResult.Status.DONE, third.steps().get(1).status());
        assertEquals(movies.dryRunItems(), ApplyFixture.live(local.gateway(), ApplyFixture.TABLE));
    }

    @Test
    void refusalsWriteNothing() throws Exception {
        Path journal = dir.resolve("plan.journal.json");
        ApplyReport readOnly = MigrationApply.run(new ReadOnlyGateway(local.gateway()),
                movies.request(journal, ApplyOptions.defaults()), ApplyListener.NONE, () -> false);
        assertEquals(ApplyReport.Status.REFUSED, readOnly.status());
        assertTrue(readOnly.message().contains("is a read-only connection"), readOnly.message());
        assertTrue(Files.notExists(journal));

        ApplyFixture other = new ApplyFixture(movies.from, ApplyFixture.read("sample-models/movies-actors.json"));
        Files.writeString(journal, dev.tablewright.format.migrate.JournalJson.write(
                dev.tablewright.engine.migrate.ApplyJournal.start("another", MigrationApply.target(local.gateway()),
                        java.time.Instant.now())));
        ApplyReport foreign = MigrationApply.run(local.gateway(), movies.request(journal, ApplyOptions.defaults()
                .withResume(true)), ApplyListener.NONE, () -> false);
        assertEquals(ApplyReport.Status.REFUSED, foreign.status());
        assertTrue(foreign.message().contains("belongs to another plan"), foreign.message());
        assertTrue(other.plan.steps().isEmpty());

        Files.writeString(journal, dev.tablewright.format.migrate.JournalJson.write(
                dev.tablewright.engine.migrate.ApplyJournal.start(MigrationApply.planHash(movies.request(journal,
                        ApplyOptions.defaults())), "DynamoDB somewhere else", java.time.Instant.now())));
        ApplyReport elsewhere = MigrationApply.run(local.gateway(), movies.request(journal, ApplyOptions.defaults()
                .withResume(true)), ApplyListener.NONE, () -> false);
        assertEquals(ApplyReport.Status.REFUSED, elsewhere.status());
        assertTrue(elsewhere.message().contains("DynamoDB somewhere else"), elsewhere.message());
        assertTrue(ApplyFixture.live(local.gateway(), ApplyFixture.TABLE).stream().noneMatch(i -> i.has("gsi4pk")),
                "nothing was written");

        ApplyRequest r = movies.request(dir.resolve("r.journal.json"), ApplyOptions.defaults());
        ApplyReport withRefusal = MigrationApply.run(local.gateway(), new ApplyRequest(new dev.tablewright.engine.migrate
                .MigrationPlan(movies.plan.tables(), List.of(new dev.tablewright.engine.migrate.Refusal("Movies",
                        "warm throughput", "once increased, warm throughput values cannot be decreased"))),
                r.fromSide(), r.toSide(), r.from(), r.to(), r.journal(), r.options()), ApplyListener.NONE, () -> false);
        assertEquals(ApplyReport.Status.REFUSED, withRefusal.status());
        assertTrue(withRefusal.message().contains("the plan has refusals (warm throughput: once increased"),
                withRefusal.message());

        local.dropAllTables();
        ApplyReport missing = MigrationApply.run(local.gateway(), r, ApplyListener.NONE, () -> false);
        assertEquals(ApplyReport.Status.REFUSED, missing.status());
        assertEquals("table Movies is not there (step Movies/backfill/Movie acts on it)", missing.message());
        assertTrue(missing.render().startsWith("Refused: table Movies is not there"), missing.render());
        assertTrue(Files.notExists(dir.resolve("r.journal.json")));
    }

    @Test
    void aWriteRateHoldsTheRunToItAndEveryPageIsJournalled() {
        dev.tablewright.engine.migrate.ApplyJournal.Store file = dev.tablewright.format.migrate.JournalJson.store(
                dir.resolve("slow.journal.json"));
        AtomicInteger journalled = new AtomicInteger();
        dev.tablewright.engine.migrate.ApplyJournal.Store counted = new dev.tablewright.engine.migrate.ApplyJournal.Store() {
            @Override
            public Path path() {
                return file.path();
            }

            @Override
            public java.util.Optional<dev.tablewright.engine.migrate.ApplyJournal> read() {
                return file.read();
            }

            @Override
            public void write(dev.tablewright.engine.migrate.ApplyJournal journal) {
                journalled.incrementAndGet();
                file.write(journal);
            }
        };
        ApplyRequest r = movies.request(dir.resolve("unused.json"), new ApplyOptions(4, 200, Set.of(), false));
        long start = System.nanoTime();
        ApplyReport report = MigrationApply.run(local.gateway(), new ApplyRequest(r.plan(), r.fromSide(), r.toSide(),
                r.from(), r.to(), counted, r.options()), ApplyListener.NONE, () -> false);
        double seconds = (System.nanoTime() - start) / 1e9;
        assertEquals(ApplyReport.Status.COMPLETED, report.status(), report.render());
        long written = report.steps().get(0).itemsWritten();
        assertTrue(seconds >= written / 200.0 * 0.9, written + " writes at 200/s took " + seconds + " s");
        long pages = report.steps().get(0).itemsRead() / ScanPass.PAGE;
        assertTrue(journalled.get() >= pages, journalled.get() + " journal writes for about " + pages + " pages");
    }

    /** Counts the UpdateItems that reach the table. */
    static final class CountingGateway extends ForwardingGateway {
        final AtomicInteger updates = new AtomicInteger();

        CountingGateway(Gateway delegate) {
            super(delegate);
        }

        @Override
        public <R> R execute(DataRequest<R> request) {
            R r = delegate.execute(request);
            if (request instanceof UpdateItemRequest) {
                updates.incrementAndGet();
            }
            return r;
        }

        @Override
        public void close() {
        }
    }
}
