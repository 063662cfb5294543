package dev.tablewright.app;

import java.time.Duration;
import java.time.Instant;
import javafx.application.Platform;
import javafx.scene.Scene;

/**
 * {@code -Dtablewright.startupProbe=true}: at the first pulse after the window is shown, prints the
 * time since the process started ({@code startup_ms: 1234}) and exits. {@code bench startup} reads it,
 * for the app and for {@link BareWindow}.
 */
final class StartupProbe {
    static final String PROPERTY = "tablewright.startupProbe";

    private StartupProbe() {
    }

    /** Call right after {@code stage.show()}. */
    static void reportFirstFrame(Scene scene) {
        if (!Boolean.getBoolean(PROPERTY)) {
            return;
        }
        scene.addPostLayoutPulseListener(new Runnable() {
            @Override
            public void run() {
                scene.removePostLayoutPulseListener(this);
                Instant start = ProcessHandle.current().info().startInstant().orElseThrow();
                System.out.println("startup_ms: " + Duration.between(start, Instant.now()).toMillis());
                Platform.exit();
            }
        });
    }
}
