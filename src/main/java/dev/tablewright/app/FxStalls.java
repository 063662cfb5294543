package dev.tablewright.app;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import javafx.application.Platform;
import javafx.scene.Scene;

/**
 * How long the FX thread kept the user waiting while some work ran, measured two ways with public API
 * only: a ping every 5 ms posted with {@link Platform#runLater} and timed until it ran (the round trip
 * the ping tests time: whatever held the thread — an event handler, a pulse, queued work — shows as
 * the ping's delay), and each pulse's CSS and layout pass, from the scene's pre- to its post-layout
 * listener (what a scroll or a new list of rows costs the pulse; the rendering is not in it).
 *
 * <p>Each is taken in wall time and in the FX thread's CPU time over the same span: on a machine busy
 * with other processes the wall time includes the time the thread waited for a core, the CPU time is
 * the work the app itself did then.
 */
final class FxStalls {
    private static final long PING_EVERY_MS = 5;
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

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

    /** What one stretch of work showed: the pings' delays and the pulses' CSS and layout passes, wall and CPU. */
    record Measured(Figures pings, Figures pingsCpu, Figures pulses, Figures pulsesCpu) {
        String line(String phase) {
            return pings.line(phase + "_pings") + " " + pingsCpu.line(phase + "_pings_cpu") + " "
                    + pulses.line(phase + "_pulses") + " " + pulsesCpu.line(phase + "_pulses_cpu");
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
        Samples pingsCpu = new Samples();
        Samples pulses = new Samples();
        Samples pulsesCpu = new Samples();
        long[] pulseStart = new long[2];
        Runnable before = () -> {
            pulseStart[0] = System.nanoTime();
            pulseStart[1] = CPU.getCurrentThreadCpuTime();
        };
        Runnable after = () -> {
            pulses.add(System.nanoTime() - pulseStart[0]);
            pulsesCpu.add(CPU.getCurrentThreadCpuTime() - pulseStart[1]);
        };
        long fxThread = fx.call(() -> Thread.currentThread().getId());
        fx.call(() -> {
            scene.addPreLayoutPulseListener(before);
            scene.addPostLayoutPulseListener(after);
            return null;
        });
        AtomicBoolean working = new AtomicBoolean(true);
        Thread pinger = new Thread(() -> ping(working, fxThread, pings, pingsCpu), "tablewright-grid-probe-ping");
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
        return new Measured(pings.figures(), pingsCpu.figures(), pulses.figures(), pulsesCpu.figures());
    }

    /** One ping at a time: a stall shows as one long ping, not as many queued behind it. */
    private static void ping(AtomicBoolean working, long fxThread, Samples delays, Samples cpu) {
        try {
            while (working.get()) {
                CountDownLatch ran = new CountDownLatch(1);
                long cpuAtPost = CPU.getThreadCpuTime(fxThread);
                long posted = System.nanoTime();
                Platform.runLater(() -> {
                    delays.add(System.nanoTime() - posted);
                    cpu.add(CPU.getCurrentThreadCpuTime() - cpuAtPost);
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
