package dev.tablewright.ui.connections;

import java.util.function.Supplier;
import javafx.scene.control.ButtonType;
import javafx.stage.Window;

/** The connection form as a dialog over the main window. */
public final class FxConnectionForms implements ConnectionForms {
    private final Supplier<Window> owner;

    public FxConnectionForms(Supplier<Window> owner) {
        this.owner = owner;
    }

    @Override
    public boolean accepted(ConnectionsViewModel vm) {
        // A taken name shows below the list (OK is disabled while the form itself says what is wrong).
        return new ConnectionDialog(owner.get(), vm).showAndWait().filter(b -> b == ButtonType.OK).isPresent();
    }
}
