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
        return medianMillis(new Runnable[] {work})[0];
    }

    /**
     * The median times of several pieces of work timed in turn within each run, so that a machine
     * which slows down (other processes on a shared CI host) slows all of them alike and their ratio holds.
     */
    double[] medianMillis(Runnable... works) {
        for (int i = 0; i < warmups; i++) {
            for (Runnable work : works) {
                work.run();
            }
        }
        double[][] times = new double[works.length][runs];
        for (int i = 0; i < runs; i++) {
            for (int w = 0; w < works.length; w++) {
                long start = System.nanoTime();
                works[w].run();
                times[w][i] = (System.nanoTime() - start) / 1e6;
            }
        }
        return Arrays.stream(times).mapToDouble(Timer::median).toArray();
    }

    /** The median of the times (sorts them). */
    static double median(double[] times) {
        Arrays.sort(times);
        int n = times.length;
        return n % 2 == 1 ? times[n / 2] : (times[n / 2 - 1] + times[n / 2]) / 2;
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
