package dev.tablewright.ui.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import javafx.application.Platform;
import javafx.scene.control.Button;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The real runner on the real FX thread: every task ends with exactly one outcome, on the FX
 * thread, after the tasks panel has forgotten it.
 */
class FxTaskRunnerTest extends RealRunnerTest {
    private final List<Delivered> delivered = new CopyOnWriteArrayList<>();

    /** An outcome as the owner saw it. */
    private record Delivered(Outcome<?> outcome, boolean onFxThread, boolean stillListed) {
    }

    private <T> TaskRunner.Handle start(Work<T> work) throws Exception {
        return onFx(() -> runner.run("Test task", work, outcome -> delivered.add(
                new Delivered(outcome, Platform.isFxApplicationThread(), !runner.running().isEmpty()))));
    }

    /** Waits until the worker is idle and the FX thread has run what it was given, then checks exactly one outcome. */
    private Outcome<?> theOnlyOutcome() throws Exception {
        settle();
        assertEquals(1, delivered.size(), delivered::toString);
        Delivered d = delivered.get(0);
        assertTrue(d.onFxThread(), "delivered on the FX thread");
        assertFalse(d.stillListed(), "the tasks panel forgets the task before its owner hears");
        assertTrue(onFx(() -> runner.running().isEmpty()));
        return d.outcome();
    }

    private static void await(CountDownLatch latch) throws InterruptedException {
        assertTrue(latch.await(5, TimeUnit.SECONDS), "timed out");
    }

    /** Cancels from the status bar, as the ✕ button does: on the FX thread, through the listed task. */
    private void cancelFromStatusBar() throws Exception {
        onFx(() -> {
            runner.running().get(0).cancel();
            return null;
        });
    }

    @Test
    void success() throws Exception {
        start(progress -> 42);
        assertEquals(new Outcome.Succeeded<>(42), theOnlyOutcome());
    }

    @Test
    void failure() throws Exception {
        start(progress -> {
            throw new IOException("disk full");
        });
        Outcome.Failed<?> failed = assertInstanceOf(Outcome.Failed.class, theOnlyOutcome());
        assertEquals("disk full", failed.error().getMessage());
    }

    @Test
    void cancelBeforeStartNeverRunsTheWork() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        worker.submit(() -> {
            release.await();
            return null;
        });
        AtomicBoolean ran = new AtomicBoolean();
        start(progress -> {
            ran.set(true);
            return "never";
        });
        cancelFromStatusBar();
        assertEquals(1, delivered.size(), "the owner hears at once, before the worker is free");
        release.countDown();
        assertEquals(new Outcome.Cancelled<>(), theOnlyOutcome());
        assertFalse(ran.get());
    }

    @Test
    void cancelWhileRunningInterruptsTheWorkAndDropsItsResult() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        AtomicBoolean sawCancel = new AtomicBoolean();
        start(progress -> {
            started.countDown();
            try {
                Thread.sleep(10_000);
            } catch (InterruptedException e) {
                sawCancel.set(progress.isCancelled());
                return "finished anyway";
            }
            return "slept";
        });
        await(started);
        cancelFromStatusBar();
        assertEquals(1, delivered.size(), "delivered while the work is still stopping");
        assertEquals(new Outcome.Cancelled<>(), theOnlyOutcome());
        assertTrue(sawCancel.get(), "the work was interrupted and saw isCancelled()");
        // The interrupt was meant for that work only: the next task on the same thread runs clean.
        assertFalse(worker.submit(() -> Thread.currentThread().isInterrupted()).get(5, TimeUnit.SECONDS));
    }

    @Test
    void anExceptionAfterCancelIsNotAFailure() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch threw = new CountDownLatch(1);
        start(progress -> {
            started.countDown();
            while (!progress.isCancelled()) {
                Thread.onSpinWait();
            }
            threw.countDown();
            throw new IllegalStateException("stream closed under me");
        });
        await(started);
        cancelFromStatusBar();
        await(threw);
        assertEquals(new Outcome.Cancelled<>(), theOnlyOutcome());
    }

    @Test
    void cancellingFromAnotherThreadDeliversOnTheFxThread() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        TaskRunner.Handle handle = start(progress -> {
            started.countDown();
            while (!progress.isCancelled()) {
                Thread.onSpinWait();
            }
            return "done";
        });
        await(started);
        handle.cancel();
        handle.cancel(); // twice: still one outcome
        assertEquals(new Outcome.Cancelled<>(), theOnlyOutcome());
        assertTrue(handle.isDone());
    }

    @Test
    void progressReachesTheTasksPanel() throws Exception {
        CountDownLatch reported = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        start(progress -> {
            progress.update(0.25, "a quarter");
            reported.countDown();
            release.await();
            return "done";
        });
        await(reported);
        WaitForAsyncUtils.waitForFxEvents();
        BackgroundTask shown = onFx(() -> runner.running().get(0));
        assertEquals(0.25, shown.progressProperty().get());
        assertEquals("a quarter", shown.messageProperty().get());
        release.countDown();
        assertEquals(new Outcome.Succeeded<>("done"), theOnlyOutcome());
    }

    @Test
    void theStatusBarsCancelButtonEndsTheTask() throws Exception {
        TasksView bar = onFx(() -> new TasksView(runner.running()));
        CountDownLatch started = new CountDownLatch(1);
        start(progress -> {
            started.countDown();
            while (!progress.isCancelled()) {
                Thread.onSpinWait();
            }
            return "stopped";
        });
        await(started);
        onFx(() -> {
            Button cancel = (Button) bar.getChildren().stream().filter(Button.class::isInstance).findFirst().orElseThrow();
            assertEquals("Cancel Test task", cancel.getAccessibleText());
            cancel.fire();
            return null;
        });
        assertEquals(new Outcome.Cancelled<>(), theOnlyOutcome());
        assertTrue(onFx(() -> bar.getChildren().isEmpty()), "the task's bar is gone");
    }
}
