package dev.tablewright.ui.common;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.ref.WeakReference;
import java.util.List;

/** Leak checks: objects nothing should hold any more are collected within a few GCs. */
public final class Collected {
    private Collected() {
    }

    public static void assertAllCollected(List<? extends WeakReference<?>> refs) throws InterruptedException {
        for (int i = 0; i < 50 && alive(refs) > 0; i++) {
            System.gc();
            Thread.sleep(20);
        }
        assertEquals(0, alive(refs), "still reachable of " + refs.size());
    }

    private static long alive(List<? extends WeakReference<?>> refs) {
        return refs.stream().filter(r -> r.get() != null).count();
    }
}
