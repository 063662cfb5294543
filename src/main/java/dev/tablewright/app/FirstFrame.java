package dev.tablewright.app;

import javafx.application.Platform;
import javafx.scene.Scene;

/** Work that the window's first frame does not need, run once that frame is out (see docs/performance.md). */
final class FirstFrame {
    private FirstFrame() {
    }

    /** Runs {@code work} on the FX thread right after the first pulse that lays out {@code scene}. */
    static void then(Scene scene, Runnable work) {
        scene.addPostLayoutPulseListener(new Runnable() {
            @Override
            public void run() {
                scene.removePostLayoutPulseListener(this);
                Platform.runLater(work);
            }
        });
    }
}
