package dev.tablewright.ui.shell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import javafx.geometry.Dimension2D;
import javafx.geometry.Rectangle2D;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WindowLayoutTest {
    private static final WindowLayout LEFT = new WindowLayout(120, 80, 1000, 700, false,
            Map.of("main", List.of(0.2, 0.7), "centre", List.of(0.6)), "GSI-1", 1.5);

    @TempDir
    Path home;

    @Test
    void aLayoutSurvivesTheSettingsFile() {
        try (Settings first = Settings.load(home)) {
            assertEquals(Optional.empty(), first.windowLayout(), "a first run has none");
            first.setWindowLayout(LEFT);
        }
        try (Settings next = Settings.load(home)) {
            assertEquals(Optional.of(LEFT), next.windowLayout());
        }
    }

    @Test
    void aDamagedValueGivesTheDefaultWindowNotABrokenOne() {
        Properties p = new Properties();
        LEFT.store(p);
        p.setProperty("window.dividers.main", "0.2,seven");
        assertEquals(Optional.empty(), WindowLayout.read(p));
        LEFT.store(p);
        p.setProperty("window.dividers.main", "0.2,1.7");
        assertEquals(Optional.empty(), WindowLayout.read(p), "a divider lies between 0 and 1");
        LEFT.store(p);
        p.setProperty("window.width", "-3");
        assertEquals(Optional.empty(), WindowLayout.read(p));
    }

    @Test
    void theSizeNeverExceedsTheScreen() {
        Rectangle2D laptop = new Rectangle2D(0, 0, 1280, 720);
        assertEquals(new Dimension2D(1280, 720), WindowMemory.sceneSize(Optional.empty(), laptop));
        assertEquals(new Dimension2D(1000, 700), WindowMemory.sceneSize(Optional.of(LEFT), laptop));
        Rectangle2D big = new Rectangle2D(0, 0, 2560, 1440);
        assertEquals(WindowMemory.DEFAULT_SIZE, WindowMemory.sceneSize(Optional.empty(), big));
    }

    @Test
    void thePlaceIsUsedOnlyWhereAScreenStillIs() {
        Rectangle2D primary = new Rectangle2D(0, 0, 1920, 1080);
        Rectangle2D second = new Rectangle2D(1920, 0, 1920, 1080);
        WindowLayout onSecond = new WindowLayout(2500, 100, 1000, 700, false, Map.of(), "", 1);
        assertTrue(WindowMemory.onAScreen(onSecond, List.of(primary, second)));
        assertFalse(WindowMemory.onAScreen(onSecond, List.of(primary)), "the second monitor was unplugged");
        assertTrue(WindowMemory.onAScreen(LEFT, List.of(primary)));
        WindowLayout titleBarAbove = new WindowLayout(100, -200, 1000, 700, false, Map.of(), "", 1);
        assertFalse(WindowMemory.onAScreen(titleBarAbove, List.of(primary)), "its title bar could not be grabbed");
    }
}
