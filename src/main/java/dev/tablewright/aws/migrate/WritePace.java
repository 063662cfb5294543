package dev.tablewright.aws.migrate;

/**
 * A write rate shared by every writer: each write takes the next free slot of {@code 1/rate} seconds and
 * waits for it, so the writers together keep to the rate however many they are.
 */
final class WritePace {
    private final long nanosPerWrite;
    private long next;

    /** @param perSecond writes per second; more than 0 */
    WritePace(double perSecond) {
        this.nanosPerWrite = (long) (1e9 / perSecond);
        this.next = System.nanoTime();
    }

    /** Waits until {@code writes} more writes keep to the rate. */
    void take(int writes) throws InterruptedException {
        long at;
        synchronized (this) {
            long now = System.nanoTime();
            at = Math.max(next, now);
            next = at + nanosPerWrite * writes;
        }
        long wait = at - System.nanoTime();
        if (wait > 0) {
            Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
        }
    }
}
