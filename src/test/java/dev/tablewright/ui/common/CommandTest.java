package dev.tablewright.ui.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicInteger;
import javafx.beans.property.SimpleBooleanProperty;
import org.junit.jupiter.api.Test;

class CommandTest {

    @Test
    void runsOnlyWhenPossibleAndNotRunning() {
        SimpleBooleanProperty possible = new SimpleBooleanProperty(false);
        SimpleBooleanProperty running = new SimpleBooleanProperty(false);
        AtomicInteger runs = new AtomicInteger();
        Command c = new Command(possible, running, runs::incrementAndGet);
        assertTrue(c.notExecutableProperty().get());
        c.execute();
        assertEquals(0, runs.get());

        possible.set(true);
        assertTrue(c.isExecutable());
        c.execute();
        assertEquals(1, runs.get());

        running.set(true);
        assertFalse(c.isExecutable(), "not again while its work is under way");
        assertTrue(c.runningProperty().get());
        c.execute();
        assertEquals(1, runs.get());
    }
}
