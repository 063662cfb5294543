package dev.tablewright.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** Deferred work runs once, after the first pulse has laid the window out, never before it is shown. */
class FirstFrameTest {
    @AfterEach
    void close() throws Exception {
        FxToolkit.cleanupStages();
    }

    @Test
    void runsOnceAfterTheWindowIsShownAndLaidOut() throws Exception {
        FxToolkit.registerPrimaryStage();
        AtomicInteger runs = new AtomicInteger();
        AtomicBoolean laidOutWhenRun = new AtomicBoolean();
        AtomicBoolean ranBeforeShow = new AtomicBoolean();
        StackPane root = new StackPane();
        FxToolkit.setupStage(stage -> {
            Scene scene = new Scene(root, 400, 300);
            FirstFrame.then(scene, () -> {
                runs.incrementAndGet();
                // Laid out: the root fills the scene (the shared test stage may keep an earlier size).
                laidOutWhenRun.set(root.getWidth() > 0 && root.getWidth() == scene.getWidth());
            });
            stage.setScene(scene);
            ranBeforeShow.set(runs.get() > 0);
            stage.show();
        });
        WaitForAsyncUtils.waitForFxEvents();
        // Later pulses (a resize) do not run it again.
        FxToolkit.setupStage(stage -> stage.setWidth(500));
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(ranBeforeShow.get());
        assertEquals(1, runs.get());
        assertTrue(laidOutWhenRun.get());
    }
}
