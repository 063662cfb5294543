package dev.tablewright.app;

import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.application.Platform;
import javafx.scene.Scene;

/**
 * Drives the window from another thread, as a user would but faster: each step runs on the FX
 * thread, then waits for the frame that lays out what it changed. For {@link LaunchCheck}.
 */
final class FxDriver {
    private final Scene scene;
    private final Duration patience;

    FxDriver(Scene scene, Duration patience) {
        this.scene = scene;
        this.patience = patience;
    }

    /** Runs {@code step} on the FX thread and returns what it returned, or throws what it threw. */
    <T> T call(Callable<T> step) throws InterruptedException {
        CompletableFuture<T> done = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                done.complete(step.call());
            } catch (Throwable t) {
                done.completeExceptionally(t);
            }
        });
        try {
            return done.get(patience.toMillis(), TimeUnit.MILLISECONDS);
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause().toString(), e.getCause());
        } catch (TimeoutException e) {
            throw new IllegalStateException("the FX thread did not answer within " + patience.toSeconds() + " s");
        }
    }

    /** Runs {@code step} on the FX thread, then waits until a frame has laid out what it changed. */
    void run(Runnable step) throws InterruptedException {
        call(() -> {
            step.run();
            return null;
        });
        settle();
    }

    /**
     * Waits for the next layout pulse and the work it queued: what a selection builds (a form, a
     * grid) is in the scene, and a failure while building it has been reported.
     */
    void settle() throws InterruptedException {
        CompletableFuture<Void> laidOut = new CompletableFuture<>();
        call(() -> {
            scene.addPostLayoutPulseListener(new Runnable() {
                @Override
                public void run() {
                    scene.removePostLayoutPulseListener(this);
                    laidOut.complete(null);
                }
            });
            Platform.requestNextPulse();
            return null;
        });
        try {
            laidOut.get(patience.toMillis(), TimeUnit.MILLISECONDS);
        } catch (ExecutionException | TimeoutException e) {
            throw new IllegalStateException("no frame within " + patience.toSeconds() + " s");
        }
        call(() -> null); // what the pulse's listeners queued with runLater
    }

    /** Waits until {@code condition} (read on the FX thread) holds; {@code what} names it in the timeout. */
    void await(BooleanSupplier condition, String what) throws InterruptedException {
        long deadline = System.nanoTime() + patience.toNanos();
        while (!call(condition::getAsBoolean)) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("timed out after " + patience.toSeconds() + " s waiting for " + what);
            }
            Thread.sleep(25);
        }
        settle();
    }
}
