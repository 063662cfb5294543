package dev.tablewright.ui.common;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.BooleanExpression;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.value.ObservableBooleanValue;
import javafx.beans.value.ObservableValue;

/**
 * Something the user can do from a menu, button or shortcut, with the rule of when it can (as
 * mvvmFX's Command): the ViewModel owns the rule, views only bind {@code disable} to
 * {@link #notExecutableProperty()}, and tests check it without a toolkit.
 */
public final class Command {
    private final Runnable action;
    private final ReadOnlyBooleanWrapper executable = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper notExecutable = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper();

    /**
     * @param possible when the action makes sense
     * @param running  true while the work the command started is still under way (it cannot start
     *                 again meanwhile); use {@link #never()} for instant commands
     */
    public Command(ObservableBooleanValue possible, ObservableBooleanValue running, Runnable action) {
        this.action = action;
        this.running.bind(running);
        BooleanBinding can = Bindings.createBooleanBinding(() -> possible.get() && !running.get(), possible, running);
        executable.bind(can);
        notExecutable.bind(can.not());
    }

    /** An instant command, possible when {@code possible} holds. */
    public Command(ObservableBooleanValue possible, Runnable action) {
        this(possible, never(), action);
    }

    /** Runs the action if the command is executable now; otherwise does nothing. */
    public void execute() {
        if (executable.get()) {
            action.run();
        }
    }

    public ReadOnlyBooleanProperty executableProperty() {
        return executable.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty notExecutableProperty() {
        return notExecutable.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    public boolean isExecutable() {
        return executable.get();
    }

    /** A command that can never run (a pane without it: nothing to select all, nothing to copy). */
    public static Command disabled() {
        return new Command(never(), () -> { });
    }

    /**
     * The command {@code current} names now (the focused pane's Delete, say): executable when that one
     * is, and executing it. {@code current} never holds null; use {@link #disabled()} for none.
     */
    public static Command following(ObservableValue<Command> current) {
        return new Command(BooleanExpression.booleanExpression(current.flatMap(Command::executableProperty)),
                () -> current.getValue().execute());
    }

    /** A condition that always holds. */
    public static ObservableBooleanValue always() {
        return new ReadOnlyBooleanWrapper(true);
    }

    /** A condition that never holds. */
    public static ObservableBooleanValue never() {
        return new ReadOnlyBooleanWrapper(false);
    }
}
