package dev.tablewright.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import dev.tablewright.ui.common.FxStages;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** Deferred work runs once, after the first pulse has laid the window out, never before it is shown. */
@ExtendWith(FxStages.class)
class FirstFrameTest {

    @Test
    void runsOnceAfterTheWindowIsShownAndLaidOut() throws Exception {
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
