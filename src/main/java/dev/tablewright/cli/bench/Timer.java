package dev.tablewright.cli.bench;

import java.util.Arrays;

/** Runs a piece of work a few times after a warm-up and reports the median wall time. */
final class Timer {
    private final int warmups;
    private final int runs;

    Timer(int warmups, int runs) {
        this.warmups = warmups;
        this.runs = runs;
    }

    /** The median time of one call, in milliseconds. */
    double medianMillis(Runnable work) {
        for (int i = 0; i < warmups; i++) {
            work.run();
        }
        double[] times = new double[runs];
        for (int i = 0; i < runs; i++) {
            long start = System.nanoTime();
            work.run();
            times[i] = (System.nanoTime() - start) / 1e6;
        }
        Arrays.sort(times);
        return runs % 2 == 1 ? times[runs / 2] : (times[runs / 2 - 1] + times[runs / 2]) / 2;
    }

    /** The median time of one call when each run performs {@code batch} calls (for sub-millisecond work). */
    double medianMillis(int batch, Runnable work) {
        return medianMillis(() -> {
            for (int i = 0; i < batch; i++) {
                work.run();
            }
        }) / batch;
    }
}
