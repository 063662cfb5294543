package dev.tablewright.cli.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;

/**
 * What one timed piece of work cost: wall time, and this JVM's CPU time over it (all its threads, GC
 * and JIT included). On a machine the server shares, the CPU per item tells what the client's own
 * work costs, however busy the machine was.
 */
record Spent(double millis, double cpuMillis) {
    private static final OperatingSystemMXBean OS = ManagementFactory.getOperatingSystemMXBean();

    static Spent of(Runnable work) {
        long cpu = processCpuNanos();
        long start = System.nanoTime();
        work.run();
        return new Spent((System.nanoTime() - start) / 1e6, (processCpuNanos() - cpu) / 1e6);
    }

    /** The 1-minute load average, or -1 where the system has none. */
    static double loadAverage() {
        return OS.getSystemLoadAverage();
    }

    /** -1 where the JVM does not tell (then every CPU figure reads 0). */
    private static long processCpuNanos() {
        return OS instanceof com.sun.management.OperatingSystemMXBean os ? os.getProcessCpuTime() : -1;
    }
}
