package dev.tablewright.ui.failure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import javafx.scene.Node;
import javafx.scene.control.Label;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;

/** A pane or a step that fails is reported to the thread's handler and the caller goes on. */
class GuardedTest {
    private final FxRobot robot = new FxRobot();
    private final List<Throwable> reported = new CopyOnWriteArrayList<>();

    @BeforeEach
    void recordOnTheFxThread() throws Exception {
        FxToolkit.registerPrimaryStage();
        robot.interact(() -> Thread.currentThread().setUncaughtExceptionHandler((t, e) -> reported.add(e)));
    }

    @AfterEach
    void stopRecording() {
        robot.interact(() -> Thread.currentThread().setUncaughtExceptionHandler(null));
    }

    private <T> T onFx(java.util.concurrent.Callable<T> work) {
        Object[] result = new Object[1];
        robot.interact(() -> {
            try {
                result[0] = work.call();
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        });
        @SuppressWarnings("unchecked")
        T t = (T) result[0];
        return t;
    }

    @Test
    void aPaneThatBuildsIsThePane() {
        Label built = onFx(() -> new Label("fine"));
        assertSame(built, onFx(() -> Guarded.pane("The grid could not show table Movies", () -> built)));
        assertTrue(reported.isEmpty());
    }

    @Test
    void aPaneThatFailsToLinkOrThrowsIsAFailedPaneAndReported() {
        Node failed = onFx(() -> Guarded.pane("The inspector could not show this Entity", () -> {
            throw new IllegalAccessError("no access");
        }));
        FailedPane pane = (FailedPane) failed;
        assertEquals("The inspector could not show this Entity: IllegalAccessError: no access", pane.failure().headline());
        assertEquals("The inspector could not show this Entity.", ((Label) pane.getChildren().get(0)).getText());
        assertEquals(1, reported.size());
        assertEquals("The inspector could not show this Entity", ((WhatFailed) reported.get(0)).what());

        assertTrue(onFx(() -> Guarded.pane("No pane", () -> null)) instanceof FailedPane, "nothing built is a failure too");
        assertTrue(onFx(() -> Guarded.pane("Bad", () -> {
            throw new IllegalStateException("bad");
        })) instanceof FailedPane);
        assertEquals(3, reported.size());
    }

    @Test
    void aStepThatFailsIsReportedAndTheNextRuns() {
        boolean[] next = {false};
        robot.interact(() -> {
            Guarded.run("Could not open the model", () -> {
                throw new NoClassDefFoundError("com/fasterxml/jackson/databind/ObjectMapper");
            });
            next[0] = true;
        });
        assertTrue(next[0]);
        assertEquals("Could not open the model", ((WhatFailed) reported.get(0)).what());
        assertTrue(reported.get(0).getCause() instanceof NoClassDefFoundError);
    }

    @Test
    void otherErrorsAreNotSwallowed() {
        assertThrows(OutOfMemoryError.class, () -> Guarded.run("x", () -> {
            throw new OutOfMemoryError("heap");
        }));
        assertTrue(reported.isEmpty());
    }
}
