package dev.tablewright.ui.inspector;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.scene.Node;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** The inspector's controls appear after a selection is shown: wait for one, then return it. */
final class Lookups {
    private Lookups() {
    }

    static <T extends Node> T find(FxRobot robot, String query, Class<T> type) {
        try {
            WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> robot.lookup(query).tryQuery().isPresent());
        } catch (TimeoutException e) {
            throw new AssertionError("no " + query + " in the inspector within 5 s", e);
        }
        WaitForAsyncUtils.waitForFxEvents();
        return robot.lookup(query).queryAs(type);
    }
}
