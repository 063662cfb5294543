package dev.tablewright.ui.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Restarted work on the real runner: each submit cancels the one before, and only the newest is heard. */
class LatestWinsTest extends RealRunnerTest {
    private final List<Outcome<String>> heard = new CopyOnWriteArrayList<>();
    private final List<String> ran = new CopyOnWriteArrayList<>();
    private LatestWins<String> latest;

    /** Makes the LatestWins and starts a first run that waits to be cancelled. */
    private void startFirst() throws Exception {
        latest = onFx(() -> new LatestWins<>(runner));
        CountDownLatch started = new CountDownLatch(1);
        submit("first", started);
        assertTrue(started.await(5, TimeUnit.SECONDS));
    }

    private void submit(String name, CountDownLatch started) throws Exception {
        onFx(() -> {
            latest.submit(name, progress -> {
                ran.add(name);
                started.countDown();
                while (!progress.isCancelled() && !name.equals("third")) {
                    Thread.onSpinWait();
                }
                return name;
            }, heard::add);
            return null;
        });
    }

    @Test
    void onlyTheNewestRunIsHeard() throws Exception {
        startFirst();
        // Replaced at once: it may never start or start on a free worker and be cancelled there
        // (the pool has two threads); either way nobody hears it.
        submit("second", new CountDownLatch(1));
        submit("third", new CountDownLatch(1));
        settle();
        assertEquals(List.of(new Outcome.Succeeded<>("third")), heard);
        assertTrue(ran.containsAll(List.of("first", "third")), ran::toString);
        assertFalse(onFx(() -> latest.runningProperty().get()));
        assertTrue(onFx(() -> runner.running().isEmpty()));
    }

    @Test
    void theNewestRunCancelledFromTheStatusBarIsHeardAsCancelled() throws Exception {
        startFirst();
        assertTrue(onFx(() -> latest.runningProperty().get()));
        onFx(() -> {
            runner.running().get(0).cancel();
            return null;
        });
        settle();
        assertEquals(List.of(new Outcome.Cancelled<String>()), heard);
        assertFalse(onFx(() -> latest.runningProperty().get()));
    }

    @Test
    void droppingTheRunTellsNobody() throws Exception {
        startFirst();
        onFx(() -> {
            latest.cancel();
            return null;
        });
        settle();
        assertEquals(List.of(), heard);
        assertFalse(onFx(() -> latest.runningProperty().get()));
        assertTrue(onFx(() -> runner.running().isEmpty()));
    }
}
