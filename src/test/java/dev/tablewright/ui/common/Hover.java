package dev.tablewright.ui.common;

import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.control.Control;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import org.testfx.util.WaitForAsyncUtils;

/** The mouse entering a control as the toolkit delivers it, on the FX thread: grid cells make their tooltips then. */
public final class Hover {
    private Hover() {
    }

    /** The tooltip {@code control} shows once the mouse is over it, or null. */
    public static Tooltip tooltipOf(Control control) {
        if (!Platform.isFxApplicationThread()) {
            try {
                return WaitForAsyncUtils.asyncFx(() -> tooltipOf(control)).get(5, TimeUnit.SECONDS);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
        control.fireEvent(new MouseEvent(MouseEvent.MOUSE_ENTERED, 1, 1, 1, 1, MouseButton.NONE, 0,
                false, false, false, false, false, false, false, false, false, false, null));
        return control.getTooltip();
    }
}
