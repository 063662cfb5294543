package dev.tablewright.app;

import java.time.Duration;
import java.time.Instant;
import javafx.scene.Scene;

/**
 * {@code -Dtablewright.startupProbe=true}: once the window's first frame is out, prints the time
 * since the process started ({@code startup_ms: 1234 cpu_ms: 2345}) and exits. {@code bench startup} reads it, for
 * the app and for {@link BareWindow}.
 */
final class StartupProbe {
    private StartupProbe() {
    }

    /** Call right after {@code stage.show()}, before deferring other work with {@link FirstFrame}. */
    static void reportFirstFrame(Scene scene) {
        if (!Boolean.getBoolean("tablewright.startupProbe")) {
            return;
        }
        FirstFrame.then(scene, () -> {
            ProcessHandle.Info process = ProcessHandle.current().info();
            Instant start = process.startInstant().orElseThrow();
            // CPU time too: on a busy machine it varies far less than the wall time.
            System.out.println("startup_ms: " + Duration.between(start, Instant.now()).toMillis()
                    + " cpu_ms: " + process.totalCpuDuration().map(Duration::toMillis).orElse(-1L));
            // At once: work deferred past the first frame must not run into a stopping app.
            System.exit(0);
        });
    }
}
