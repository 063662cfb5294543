package dev.tablewright.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class DisplayTest {
    @Test
    void linuxWithoutDisplaySaysSoInOneLinePointingAtHelp() {
        Optional<String> missing = new Display("Linux", Map.of(), null).missing();
        assertEquals(Optional.of("tablewright: no display to open the window on (DISPLAY is not set);"
                + " the commands need none: tablewright --help"), missing);
    }

    @Test
    void aSetDisplayWindowsMacAndMonocleCanOpenTheWindow() {
        assertTrue(new Display("Linux", Map.of("DISPLAY", ":0"), null).missing().isEmpty());
        assertTrue(new Display("Windows 11", Map.of(), null).missing().isEmpty());
        assertTrue(new Display("Mac OS X", Map.of(), null).missing().isEmpty());
        assertTrue(new Display("Linux", Map.of(), "Monocle").missing().isEmpty());
        assertFalse(new Display("Linux", Map.of("DISPLAY", " "), null).missing().isEmpty());
    }

    @Test
    void anUnreachableDisplayIsRecognisedAndNamed() {
        var failure = new UnsupportedOperationException("Unable to open DISPLAY");
        Display linux = new Display("Linux", Map.of("DISPLAY", ":77"), null);
        assertEquals(Optional.of("tablewright: no display to open the window on (cannot open DISPLAY :77: Unable to open DISPLAY);"
                + " the commands need none: tablewright --help"), linux.explain(failure));
        assertEquals(Optional.empty(), linux.explain(new IllegalStateException("Unable to open DISPLAY")));
    }

    /** As Application.launch throws it out of the jar's module layer (seen with libgtk-3 hidden from the JVM). */
    @Test
    void missingGtkIsNamedThroughTheWrappersAroundIt() {
        var failure = new java.lang.reflect.InvocationTargetException(
                new UnsupportedOperationException("Unable to load glass GTK library."));
        Optional<String> line = new Display("Linux", Map.of("DISPLAY", ":0"), null).explain(failure);
        assertTrue(line.orElseThrow().startsWith("tablewright: cannot open the window (JavaFX draws it with GTK 3"), line.get());
        assertTrue(line.get().contains("libgtk-3-0"), line.get());
        assertEquals(Optional.empty(), new Display("Linux", Map.of(), null).explain(new RuntimeException("other")));
    }
}
