package dev.tablewright.aws.commit;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.TableFacts;
import dev.tablewright.aws.settings.LiveSettings;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import java.util.function.Consumer;
import java.time.Duration;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * The commit's calls on tables themselves (DescribeTable, DeleteTable, CreateTable, UpdateTable adding a
 * GSI, and the waits after them), each carried to a known state through throttling, 500s and dropped or
 * timed-out connections. A failed call is repeated after {@link Backoff}, as the writes are; but first
 * the table is looked at again, because a call whose answer was lost may have done its work: a
 * CreateTable whose table now exists with the model's keys, a DeleteTable whose table is gone (or going),
 * an UpdateTable whose index now exists are taken as done and waited on (ACTIVE, gone), not repeated into
 * "Cannot create preexisting table".
 */
public final class TableSteps {
    /** Codes that say the table is busy with another change (AWS): the call may be made again later. */
    private static final Set<String> BUSY = Set.of(DynamoException.RESOURCE_IN_USE, "LimitExceededException");
    private static final Duration FIRST_POLL = Duration.ofMillis(100);
    private static final Duration POLL = Duration.ofSeconds(2);
    /** Creating or deleting a table takes seconds; a GSI's backfill on a big table can take long. */
    private static final Duration TABLE_WAIT = Duration.ofMinutes(10);
    private static final Duration INDEX_WAIT = Duration.ofMinutes(60);

    private final Gateway gateway;
    private final Backoff backoff;
    private final BatchWriteAttempts.Sleeper sleeper;
    /** Asked before each pause: a step that keeps failing stops at the user's Cancel, not after its retries. */
    private volatile BooleanSupplier cancelled = () -> false;

    public TableSteps(Gateway gateway, Backoff backoff, BatchWriteAttempts.Sleeper sleeper) {
        this.gateway = gateway;
        this.backoff = backoff;
        this.sleeper = sleeper;
    }

    /** From now on, a retry or a poll stops when {@code cancelled} says so (the step then fails as "cancelled"). */
    public void cancelWhen(BooleanSupplier cancelled) {
        this.cancelled = cancelled;
    }

    /** DescribeTable as a design, empty when there is no such table. */
    public Optional<TableDesign> describe(String table) {
        return retried("looking up " + table, () -> gateway.describeTable(table));
    }

    /** DynamoDB's figures for the table (its item count), empty when there are none to give. */
    Optional<TableFacts> facts(String table) {
        return retried("looking up " + table, () -> gateway.facts(table));
    }

    /** Creates the table, or finds it made by a call whose answer was lost; returns when it is ACTIVE. */
    public void create(TableDesign design) {
        String table = design.name();
        carry("creating " + table, () -> gateway.createTable(design), e -> false,
                () -> gateway.describeTable(table).filter(t -> t.keySchema().equals(design.keySchema())).isPresent(),
                () -> await("waiting for " + table + " to become ACTIVE", TABLE_WAIT,
                        () -> gateway.facts(table).map(f -> f.status().equals("ACTIVE")).orElse(true)));
    }

    /** Deletes the table, or finds it gone (or going) after a call whose answer was lost; returns when it is gone. */
    public void delete(String table) {
        carry("deleting " + table, () -> gateway.deleteTable(table), TableSteps::busy,
                () -> gateway.describeTable(table).isEmpty()
                        || gateway.facts(table).map(f -> f.status().equals("DELETING")).orElse(false),
                () -> await("waiting for " + table + " to be deleted", TABLE_WAIT, () -> gateway.describeTable(table).isEmpty()));
    }

    /** Adds the GSI, or finds it made by a call whose answer was lost; returns when it is ACTIVE (backfilled). */
    public void addIndex(String table, GlobalSecondaryIndex index) {
        carry("adding index " + index.name() + " to " + table, () -> gateway.addGlobalIndex(table, index),
                TableSteps::busy,
                () -> gateway.describeTable(table).map(t -> t.globalIndexes().stream()
                        .anyMatch(g -> g.name().equals(index.name()) && g.keys().equals(index.keys()))).orElse(false),
                () -> await("waiting for index " + index.name() + " of " + table + " to become ACTIVE", INDEX_WAIT,
                        () -> gateway.facts(table).map(f -> f.status().equals("ACTIVE")
                                && "ACTIVE".equals(f.indexStatus().get(index.name()))).orElse(true)));
    }

    /** Deletes the GSI, or finds it gone after a call whose answer was lost; returns when DynamoDB no longer lists it. */
    public void deleteIndex(String table, String index) {
        carry("deleting index " + index + " of " + table, () -> gateway.deleteGlobalIndex(table, index), TableSteps::busy,
                () -> gone(table, index), () -> await("waiting for index " + index + " of " + table + " to be deleted",
                        INDEX_WAIT, () -> gone(table, index)));
    }

    /** Deletes the vector index, or finds it gone after a call whose answer was lost; returns when it is gone. */
    public void deleteVectorIndex(String table, String index) {
        carry("deleting vector index " + index + " of " + table, () -> gateway.deleteVectorIndex(table, index),
                TableSteps::busy, () -> gateway.describeTable(table).flatMap(t -> t.vectorIndex(index)).isEmpty(),
                () -> { });
    }

    private boolean gone(String table, String index) {
        return gateway.describeTable(table).map(t -> t.globalIndexes().stream().noneMatch(g -> g.name().equals(index)))
                .orElse(true);
    }

    /**
     * Creates the vector index on the existing table, or finds it there after a call whose answer was
     * lost (or made by an earlier commit); returns once DynamoDB has taken it ({@link #awaitVectorIndex}
     * waits for it to be ready). DynamoDB runs one index operation at a time per table: a busy table is
     * tried again after {@link Backoff}.
     */
    public void addVectorIndex(TableDesign table, VectorIndex index) {
        carry("creating vector index " + index.name() + " on " + table.name(), () -> gateway.addVectorIndex(table, index),
                TableSteps::busy, () -> gateway.describeTable(table.name())
                        .flatMap(t -> t.vectorIndex(index.name())).isPresent(), () -> { });
    }

    /**
     * Waits until the vector index is ready (ACTIVE and not backfilling), telling {@code progress} each
     * state it sees; also stops waiting when DynamoDB no longer lists it (an endpoint that dropped it),
     * which the read-back after it reports.
     */
    public void awaitVectorIndex(String table, String index, Consumer<String> progress) {
        String[] seen = {""};
        await("waiting for vector index " + index + " of " + table + " to be ready", INDEX_WAIT,
                () -> gateway.facts(table).map(f -> {
                    TableFacts.VectorIndexState s = f.vectorIndexes().get(index);
                    if (s != null && !s.ready() && !s.describe().equals(seen[0])) {
                        seen[0] = s.describe();
                        progress.accept("waiting for vector index " + index + " (" + s.describe() + ")");
                    }
                    return s == null || s.ready();
                }).orElse(true));
    }

    /**
     * Waits until DynamoDB lists the table's replica in {@code region} as ACTIVE (a replica being
     * created copies the whole table first: up to an hour here).
     */
    void awaitReplica(String table, String region) {
        await("waiting for the replica of " + table + " in " + region + " to become ACTIVE", INDEX_WAIT,
                () -> gateway.facts(table).map(f -> "ACTIVE".equals(f.replicaStatus().get(region))).orElse(false));
    }

    /** The table's every readable setting, empty when there is no such table. */
    public Optional<LiveSettings> settings(String table) {
        return retried("reading the settings of " + table, () -> gateway.liveSettings(table));
    }

    /**
     * Makes one setting change, or finds it made by a call whose answer was lost; returns when the
     * table is ACTIVE again.
     *
     * @param reached whether the live table has the change (asked after a failure)
     * @throws Unsupported when the endpoint has no such call or ignores it (nothing to retry)
     */
    void changeSetting(String table, SettingStep step, Predicate<LiveSettings> reached) {
        String name = "setting " + step.targets().get(0).label() + " of " + table;
        carry(name, () -> {
            try {
                gateway.changeSetting(table, step.call());
            } catch (DynamoException e) {
                if (Gateway.UNKNOWN_OPERATION.equals(e.errorCode())) {
                    throw new Unsupported(reason(e));
                }
                throw e;
            }
        }, TableSteps::busy, () -> gateway.liveSettings(table).map(reached::test).orElse(false),
                () -> await("waiting for " + table + " to become ACTIVE", TABLE_WAIT,
                        () -> gateway.facts(table).map(f -> f.status().equals("ACTIVE")).orElse(true)));
    }

    /** The endpoint has no call for the setting, or answers that it changes nothing. */
    static final class Unsupported extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Unsupported(String why) {
            super(why, null, false, false);
        }
    }

    private static boolean busy(RuntimeException e) {
        return e instanceof DynamoException d && BUSY.contains(d.errorCode());
    }

    /**
     * Makes the call until it answers; after each failure looks whether its work was done anyway
     * (then {@code settle} waits for it to take effect) before trying again.
     *
     * @param again   besides {@link Retryable}, the failures worth trying again for this call
     * @param reached whether the state the call aims at is there (asked after a failure)
     */
    private void carry(String step, Runnable call, Predicate<RuntimeException> again, BooleanSupplier reached,
            Runnable settle) {
        for (int attempt = 1; ; attempt++) {
            RuntimeException failure;
            try {
                call.run();
                return;
            } catch (CommitStepException | Unsupported e) {
                throw e;
            } catch (RuntimeException e) {
                failure = e;
            }
            Optional<Boolean> done = look(step, reached);
            if (done.orElse(false)) {
                settle.run();
                return;
            }
            if (!(Retryable.is(failure) || again.test(failure)) || attempt >= backoff.maxAttempts()) {
                throw new CommitStepException(step, reason(failure), attempt, done.isPresent());
            }
            pause(step, backoff.delay(attempt, bound -> ThreadLocalRandom.current().nextLong(bound)));
        }
    }

    /** Whether the state is reached, asked again through passing faults; empty when it could not be seen. */
    private Optional<Boolean> look(String step, BooleanSupplier reached) {
        try {
            return Optional.of(retried(step, reached::getAsBoolean));
        } catch (CommitStepException e) {
            return Optional.empty();
        }
    }

    /** A read of the table's state, made again after {@link Backoff} while it fails in a passing way. */
    public <T> T retried(String step, Supplier<T> read) {
        for (int attempt = 1; ; attempt++) {
            try {
                return read.get();
            } catch (RuntimeException e) {
                if (!Retryable.is(e) || attempt >= backoff.maxAttempts()) {
                    throw new CommitStepException(step, reason(e), attempt, false);
                }
            }
            pause(step, backoff.delay(attempt, bound -> ThreadLocalRandom.current().nextLong(bound)));
        }
    }

    /** Polls until done, through passing failures, up to the wait limit. */
    private void await(String step, Duration waitLimit, BooleanSupplier done) {
        long end = System.nanoTime() + waitLimit.toNanos();
        long pause = FIRST_POLL.toMillis();
        RuntimeException last = null;
        while (true) {
            try {
                if (done.getAsBoolean()) {
                    return;
                }
            } catch (RuntimeException e) {
                if (!Retryable.is(e)) {
                    throw new CommitStepException(step, reason(e), 1, false);
                }
                last = e;
            }
            if (System.nanoTime() > end) {
                throw new CommitStepException(step, "still not done after " + waitLimit.toMinutes() + " minutes"
                        + (last == null ? "" : "; last look: " + reason(last)), 1, last == null);
            }
            pause(step, Duration.ofMillis(pause));
            pause = Math.min(POLL.toMillis(), pause * 2);
        }
    }

    private void pause(String step, Duration d) {
        if (cancelled.getAsBoolean()) {
            throw new CommitStepException(step, "cancelled", 1, false);
        }
        try {
            sleeper.sleep(d);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CommitStepException(step, "interrupted", 1, false);
        }
    }

    /** DynamoDB's own words where it gave some, else the connection's. */
    static String reason(RuntimeException e) {
        String m = e.getMessage();
        return m == null || m.isBlank() ? e.getClass().getSimpleName() : m;
    }
}
