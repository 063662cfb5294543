package dev.tablewright.app;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Whether this machine has a display to open the window on, decided before JavaFX tries: without
 * one, JavaFX ends in a stack trace ("Unable to open DISPLAY"). Windows and macOS always have one;
 * elsewhere JavaFX draws through X11 (XWayland on Wayland), which needs {@code DISPLAY}; Monocle (the
 * headless tests) needs none.
 */
record Display(String osName, Map<String, String> environment, String glassPlatform) {
    static Display ofThisMachine() {
        return new Display(System.getProperty("os.name", ""), System.getenv(), System.getProperty("glass.platform"));
    }

    /** Empty when a window can open; otherwise the one line that says why not. */
    Optional<String> missing() {
        String os = osName.toLowerCase(Locale.ROOT);
        boolean needsX11 = !os.startsWith("windows") && !os.startsWith("mac") && !"monocle".equalsIgnoreCase(glassPlatform);
        String display = environment.get("DISPLAY");
        if (needsX11 && (display == null || display.isBlank())) {
            return Optional.of(WITHOUT + "DISPLAY is not set" + COMMANDS);
        }
        return Optional.empty();
    }

    /** The one line for a display that is set but cannot be opened (JavaFX's failure, {@code cause}). */
    String unreachable(Throwable cause) {
        return WITHOUT + "cannot open DISPLAY " + environment.getOrDefault("DISPLAY", "") + ": " + cause.getMessage() + COMMANDS;
    }

    /** True for JavaFX's failure to reach the display, which it throws on its launcher thread. */
    static boolean isUnreachable(Throwable failure) {
        return failure instanceof UnsupportedOperationException && String.valueOf(failure.getMessage()).contains("DISPLAY");
    }

    private static final String WITHOUT = "tablewright: no display to open the window on (";
    private static final String COMMANDS = "); the commands need none: tablewright --help";
}
