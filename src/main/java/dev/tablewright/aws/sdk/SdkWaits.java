package dev.tablewright.aws.sdk;

import dev.tablewright.aws.commit.Retryable;
import dev.tablewright.engine.api.DynamoException;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Predicate;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

/**
 * Waits on DescribeTable for a table or a GSI to reach a state: polled after 0.1 s, then twice as
 * long each time up to every two seconds (the SDK's own waiters poll every twenty; DynamoDB Local
 * is done within a look or two), up to a deadline, and interruptible, so a cancelled commit stops
 * waiting at once. A look that fails in a passing way (throttled, a 500, a dropped or timed-out
 * connection, after the SDK's own retries) is only a look missed: the wait goes on to its deadline,
 * since the table is being made whether or not DynamoDB answered this once.
 */
final class SdkWaits {
    private static final Duration FIRST_POLL = Duration.ofMillis(100);
    private static final Duration POLL = Duration.ofSeconds(2);
    /** Creating a table takes seconds; a GSI's backfill on a big table can take hours, but not here. */
    static final Duration TABLE_DEADLINE = Duration.ofMinutes(10);
    static final Duration INDEX_DEADLINE = Duration.ofMinutes(60);

    private final DynamoDbClient client;

    SdkWaits(DynamoDbClient client) {
        this.client = client;
    }

    void tableActive(String table) {
        until(table, TABLE_DEADLINE, "to become ACTIVE",
                d -> d.map(t -> t.tableStatus() == TableStatus.ACTIVE).orElse(false));
    }

    void tableGone(String table) {
        until(table, TABLE_DEADLINE, "to be deleted", Optional::isEmpty);
    }

    /** The index ACTIVE (its backfill done) and the table ACTIVE again. */
    void indexActive(String table, String index) {
        until(table, INDEX_DEADLINE, "to finish creating index " + index, d -> d.map(t ->
                t.tableStatus() == TableStatus.ACTIVE && t.globalSecondaryIndexes().stream()
                        .anyMatch(g -> g.indexName().equals(index) && g.indexStatus() == IndexStatus.ACTIVE
                                && !Boolean.TRUE.equals(g.backfilling()))).orElse(false));
    }

    /** DynamoDB no longer lists the index, and the table is ACTIVE again. */
    void indexGone(String table, String index) {
        until(table, INDEX_DEADLINE, "to finish deleting index " + index, d -> d.map(t ->
                t.tableStatus() == TableStatus.ACTIVE && t.globalSecondaryIndexes().stream()
                        .noneMatch(g -> g.indexName().equals(index))).orElse(true));
    }

    private void until(String table, Duration deadline, String what, Predicate<Optional<TableDescription>> done) {
        long end = System.nanoTime() + deadline.toNanos();
        long pause = FIRST_POLL.toMillis();
        RuntimeException missed = null;
        while (true) {
            try {
                if (done.test(describe(table))) {
                    return;
                }
            } catch (RuntimeException e) {
                if (!Retryable.is(e)) {
                    throw e;
                }
                missed = e;
            }
            if (System.nanoTime() > end) {
                throw new DynamoException("WaiterTimeout", "Gave up waiting for table " + table + " " + what
                        + " after " + deadline.toMinutes() + " minutes" + (missed == null ? ""
                        : " (last look failed: " + missed.getMessage() + ")"));
            }
            try {
                Thread.sleep(pause);
                pause = Math.min(POLL.toMillis(), pause * 2);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new DynamoException("Interrupted", "Stopped waiting for table " + table + " " + what);
            }
        }
    }

    private Optional<TableDescription> describe(String table) {
        try {
            return Optional.of(SdkGateway.call(() -> client.describeTable(b -> b.tableName(table)).table()));
        } catch (DynamoException e) {
            if (DynamoException.RESOURCE_NOT_FOUND.equals(e.errorCode())) {
                return Optional.empty();
            }
            throw e;
        }
    }
}
