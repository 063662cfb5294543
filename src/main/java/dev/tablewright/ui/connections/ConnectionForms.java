package dev.tablewright.ui.connections;

/**
 * Shows the connection form the ViewModel started (adding or editing); the app's is a dialog
 * ({@link FxConnectionForms}, made by the composition root), tests answer without a toolkit.
 */
public interface ConnectionForms {
    /** Asks nothing: no form is ever accepted. */
    ConnectionForms DECLINE = vm -> false;

    /** True when the user pressed OK (the form is then committed). */
    boolean accepted(ConnectionsViewModel vm);
}
