package dev.tablewright.app;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryUsage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import javafx.beans.value.ObservableValue;

/**
 * {@code -Dtablewright.memoryProbe=true}: once the window holds the model and the app has gone idle
 * (the grids, inspector, problems and connections built after it, in the background), prints the
 * memory it holds, then exits. {@code bench memory} reads the line:
 * {@code memory: idle_after_ms: … rss_mb: … rss_30s_mb: … heap_after_gc_mb: … heap_committed_mb: … rss_after_gc_mb: … rss_peak_mb: …}.
 *
 * <p>The resident size first as the user sees it (at idle and {@value #LATER_MS} ms later, with no GC
 * forced: what the collector gives back by itself counts, G1's collection of an idle app among it:
 * {@code G1PeriodicGCInterval} in jvm.options), then the heap after a full GC, the live data. Resident sizes are Linux's ({@code /proc/self/status}); elsewhere they print as {@code n/a}.
 */
final class MemoryProbe {
    static final String PROPERTY = "tablewright.memoryProbe";
    /** Idle: the process used less than this share of one core over {@link #QUIET_MS}. */
    private static final double IDLE_CPU_SHARE = 0.1;
    private static final long QUIET_MS = 2_000;
    private static final long POLL_MS = 250;
    /** A window never idle (a machine too busy) is measured anyway, and says so ({@code never_idle: 1}). */
    private static final long GIVE_UP_MS = 300_000;
    private static final long LATER_MS = 30_000;
    private static final Path STATUS = Path.of("/proc/self/status");

    private MemoryProbe() {
    }

    /** Call once the window is shown; {@code model} turns non-null when the window holds the model. */
    static void reportWhenIdle(ObservableValue<?> model) {
        if (Boolean.getBoolean(PROPERTY)) {
            StartupProbe.whenPresent(model, () -> {
                Thread probe = new Thread(MemoryProbe::measure, "memory-probe");
                probe.setDaemon(true);
                probe.start();
            });
        }
    }

    private static void measure() {
        try {
            long started = System.nanoTime();
            boolean idle = awaitIdle();
            long idleAfterMs = Duration.ofNanos(System.nanoTime() - started).toMillis();
            String rss = resident("VmRSS");
            Thread.sleep(LATER_MS);
            String rssLater = resident("VmRSS");
            System.gc();
            MemoryUsage heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
            System.out.println("memory: idle_after_ms: " + idleAfterMs + (idle ? "" : " never_idle: 1")
                    + " rss_mb: " + rss + " rss_30s_mb: " + rssLater
                    + " heap_after_gc_mb: " + mb(heap.getUsed()) + " heap_committed_mb: " + mb(heap.getCommitted())
                    + " heap_max_mb: " + mb(heap.getMax())
                    + " rss_after_gc_mb: " + resident("VmRSS") + " rss_peak_mb: " + resident("VmHWM"));
            System.exit(0);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Waits until the process's CPU time stays nearly still for {@link #QUIET_MS}; false on giving up. */
    private static boolean awaitIdle() throws InterruptedException {
        long deadline = System.currentTimeMillis() + GIVE_UP_MS;
        long quietSince = System.currentTimeMillis();
        long cpuAtQuietStart = cpuMillis();
        while (System.currentTimeMillis() < deadline) {
            Thread.sleep(POLL_MS);
            long now = System.currentTimeMillis();
            long used = cpuMillis() - cpuAtQuietStart;
            if (used > IDLE_CPU_SHARE * (now - quietSince)) {
                quietSince = now; // busy: the quiet stretch starts again
                cpuAtQuietStart = cpuMillis();
            } else if (now - quietSince >= QUIET_MS) {
                return true;
            }
        }
        return false;
    }

    private static long cpuMillis() {
        return ProcessHandle.current().info().totalCpuDuration().map(Duration::toMillis).orElse(0L);
    }

    private static long mb(long bytes) {
        return Math.round(bytes / (1024.0 * 1024));
    }

    /** A {@code kB} line of /proc/self/status in MB, or n/a where there is none. */
    private static String resident(String field) {
        try {
            return Files.readAllLines(STATUS).stream().filter(l -> l.startsWith(field + ":")).findFirst()
                    .map(l -> Long.toString(Math.round(Long.parseLong(l.replaceAll("\\D", "")) / 1024.0)))
                    .orElse("n/a");
        } catch (IOException | RuntimeException e) {
            return "n/a";
        }
    }
}
