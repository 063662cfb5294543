package dev.tablewright.app;

import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.LongConsumer;
import javafx.application.Platform;
import javafx.scene.Scene;

/**
 * How long the FX thread kept the user waiting while some work ran, measured two ways with public API
 * only: a ping every 5 ms posted with {@link Platform#runLater} and timed until it ran (the round trip
 * the ping tests time: whatever held the thread — an event handler, a pulse, queued work — shows as
 * the ping's delay), and each pulse's CSS and layout pass, from the scene's pre- to its post-layout
 * listener (what a scroll or a new list of rows costs the pulse; the rendering is not in it).
 */
final class FxStalls {
    private static final long PING_EVERY_MS = 5;

    /** One measured figure: how many samples, their median, 95th and 99th percentile and worst, in ms. */
    record Figures(int count, double medianMs, double p95Ms, double p99Ms, double maxMs, int over50Ms) {
        static Figures of(long[] nanos) {
            long[] sorted = nanos.clone();
            Arrays.sort(sorted);
            int over = (int) Arrays.stream(sorted).filter(n -> n > TimeUnit.MILLISECONDS.toNanos(50)).count();
            return new Figures(sorted.length, percentile(sorted, 50), percentile(sorted, 95), percentile(sorted, 99),
                    sorted.length == 0 ? 0 : sorted[sorted.length - 1] / 1e6, over);
        }

        /** The nearest-rank percentile in ms, 0 of no samples. */
        private static double percentile(long[] sorted, int p) {
            if (sorted.length == 0) {
                return 0;
            }
            int rank = (int) Math.ceil(p / 100.0 * sorted.length);
            return sorted[Math.max(0, rank - 1)] / 1e6;
        }

        /** {@code scroll_pings=812 scroll_pings_median_ms=0.41 …}: the probe's line, read by {@code bench grid}. */
        String line(String name) {
            return String.format(Locale.ROOT, "%1$s=%2$d %1$s_median_ms=%3$.2f %1$s_p95_ms=%4$.2f %1$s_p99_ms=%5$.2f "
                    + "%1$s_max_ms=%6$.2f %1$s_over_50ms=%7$d", name, count, medianMs, p95Ms, p99Ms, maxMs, over50Ms);
        }
    }

    /** What one stretch of work showed: the pings' delays and the pulses' CSS and layout passes. */
    record Measured(Figures pings, Figures pulses) {
        String line(String phase) {
            return pings.line(phase + "_pings") + " " + pulses.line(phase + "_pulses");
        }
    }

    /** Something done from a thread other than the FX thread, which may be interrupted. */
    interface Work {
        void run() throws InterruptedException;
    }

    private FxStalls() {
    }

    /** Runs {@code work} on this (non-FX) thread while pinging the FX thread and timing the scene's pulses. */
    static Measured during(FxDriver fx, Scene scene, Work work) throws InterruptedException {
        Samples pings = new Samples();
        Samples pulses = new Samples();
        long[] pulseStart = new long[1];
        Runnable before = () -> pulseStart[0] = System.nanoTime();
        Runnable after = () -> pulses.add(System.nanoTime() - pulseStart[0]);
        fx.call(() -> {
            scene.addPreLayoutPulseListener(before);
            scene.addPostLayoutPulseListener(after);
            return null;
        });
        AtomicBoolean working = new AtomicBoolean(true);
        Thread pinger = new Thread(() -> ping(working, pings::add), "tablewright-grid-probe-ping");
        pinger.setDaemon(true);
        pinger.start();
        try {
            work.run();
        } finally {
            working.set(false);
            pinger.join();
            fx.call(() -> {
                scene.removePreLayoutPulseListener(before);
                scene.removePostLayoutPulseListener(after);
                return null;
            });
        }
        return new Measured(pings.figures(), pulses.figures());
    }

    /** One ping at a time: a stall shows as one long ping, not as many queued behind it. */
    private static void ping(AtomicBoolean working, LongConsumer delay) {
        try {
            while (working.get()) {
                CountDownLatch ran = new CountDownLatch(1);
                long posted = System.nanoTime();
                Platform.runLater(() -> {
                    delay.accept(System.nanoTime() - posted);
                    ran.countDown();
                });
                ran.await();
                Thread.sleep(PING_EVERY_MS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Durations in ns, added from any thread. */
    private static final class Samples {
        private long[] nanos = new long[1024];
        private int size;

        synchronized void add(long n) {
            if (size == nanos.length) {
                nanos = Arrays.copyOf(nanos, size * 2);
            }
            nanos[size++] = n;
        }

        synchronized Figures figures() {
            return Figures.of(Arrays.copyOf(nanos, size));
        }
    }
}
