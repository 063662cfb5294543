package dev.tablewright.app;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import javafx.application.Platform;

/**
 * Pings the FX thread every 20 ms while background work runs, to show it keeps answering: each ping
 * is a round trip through {@link Platform#runLater}, timed, and asks the UI whether the work still runs.
 */
public final class FxPing {
    /** What the pings saw while the work ran: how many, and the slowest round trip. */
    public record Result(int probesWhileRunning, long worstMillis) {
    }

    private FxPing() {
    }

    /**
     * Pings until {@code running} (read on the FX thread) has been true and turns false, or two minutes.
     * Fails when one ping is not answered within 5 s.
     */
    public static Result whileRunning(BooleanSupplier running) throws InterruptedException {
        long worstMillis = 0;
        int probesWhileRunning = 0;
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        boolean seenRunning = false;
        while (System.nanoTime() < deadline) {
            boolean[] runningNow = new boolean[1];
            CountDownLatch answered = new CountDownLatch(1);
            long start = System.nanoTime();
            Platform.runLater(() -> {
                runningNow[0] = running.getAsBoolean();
                answered.countDown();
            });
            assertTrue(answered.await(5, TimeUnit.SECONDS), "the FX thread did not answer within 5 s");
            long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            if (runningNow[0]) {
                seenRunning = true;
                probesWhileRunning++;
                worstMillis = Math.max(worstMillis, millis);
            } else if (seenRunning) {
                break;
            }
            Thread.sleep(20);
        }
        return new Result(probesWhileRunning, worstMillis);
    }

    /**
     * Pings while the work runs and asserts the FX thread answered every ping within a second, probed
     * at least three times; prints the figures after {@code what} ("Load all of 12000 items").
     */
    public static Result assertKeptAnswering(BooleanSupplier running, String what) throws InterruptedException {
        Result r = whileRunning(running);
        System.out.println(what + ": " + r.probesWhileRunning() + " FX round trips, worst " + r.worstMillis() + " ms");
        assertTrue(r.probesWhileRunning() >= 3, "probed the FX thread while the work ran: " + r.probesWhileRunning());
        assertTrue(r.worstMillis() < 1_000, "the FX thread answered within a second, at worst " + r.worstMillis()
                + " ms");
        return r;
    }
}
