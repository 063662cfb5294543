package dev.tablewright.aws.migrate;

import dev.tablewright.engine.migrate.ApplyJournal;
import java.time.Clock;
import java.util.function.UnaryOperator;

/**
 * The run's journal, shared by the writer threads: each change makes the next journal and writes it
 * whole (atomically, by the store) before the change counts, so whatever stops the process, the file
 * holds every finished step and page and nothing that was not finished.
 */
final class JournalKeeper {
    private final ApplyJournal.Store store;
    private final Clock clock;
    private ApplyJournal journal;

    JournalKeeper(ApplyJournal.Store store, ApplyJournal start, Clock clock) {
        this.store = store;
        this.clock = clock;
        this.journal = start;
    }

    synchronized ApplyJournal now() {
        return journal;
    }

    /** The step's entry changed ({@code change} gets the entry there, or a fresh one) and written. */
    synchronized ApplyJournal.Step update(String id, ApplyJournal.Step fresh, UnaryOperator<ApplyJournal.Step> change) {
        ApplyJournal.Step next = change.apply(journal.step(id).orElse(fresh));
        journal = journal.with(id, next, clock.instant());
        store.write(journal);
        return next;
    }
}
