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

    /**
     * The one line for JavaFX's failure to open the window, which it throws on its launcher thread
     * or out of {@code Application.launch} (wrapped when the launch went through the module layer):
     * a display that is set but cannot be opened, or GTK 3 missing on Linux. Empty for any other failure.
     */
    Optional<String> explain(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            String message = String.valueOf(t.getMessage());
            if (t instanceof UnsupportedOperationException && message.contains("DISPLAY")) {
                return Optional.of(WITHOUT + "cannot open DISPLAY " + environment.getOrDefault("DISPLAY", "") + ": "
                        + message + COMMANDS);
            }
            if (t instanceof UnsupportedOperationException && message.contains("GTK")) {
                return Optional.of("tablewright: cannot open the window (JavaFX draws it with GTK 3, which it could not"
                        + " load: install libgtk-3-0 on Debian and Ubuntu, gtk3 on Fedora" + COMMANDS);
            }
        }
        return Optional.empty();
    }

    private static final String WITHOUT = "tablewright: no display to open the window on (";
    private static final String COMMANDS = "); the commands need none: tablewright --help";
}
