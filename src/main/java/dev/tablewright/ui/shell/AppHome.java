package dev.tablewright.ui.shell;

import java.nio.file.Path;

/**
 * Where Tablewright keeps its own files: {@code ~/.tablewright}, or the folder named by the
 * {@code tablewright.home} system property (tests point it into {@code target/}, so no test touches
 * a user's settings).
 */
public final class AppHome {
    private AppHome() {
    }

    public static Path folder() {
        String configured = System.getProperty("tablewright.home");
        if (configured != null && !configured.isBlank()) {
            return Path.of(configured);
        }
        return Path.of(System.getProperty("user.home"), ".tablewright");
    }
}
