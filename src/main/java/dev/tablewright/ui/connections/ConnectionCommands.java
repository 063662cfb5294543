package dev.tablewright.ui.connections;

import dev.tablewright.aws.connect.Connection;
import dev.tablewright.ui.common.Command;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * The connections panel's buttons with their rules: Add always; Edit and Remove a selected connection
 * but the Sandbox; Test a selected one while no test runs; Use a selected one. Toolkit-free
 * ({@code ConnectionCommandsTest}).
 */
public final class ConnectionCommands {
    private final ObjectProperty<Connection> selected = new SimpleObjectProperty<>();
    private final Command add;
    private final Command edit;
    private final Command remove;
    private final Command test;
    private final Command use;

    ConnectionCommands(ConnectionsViewModel vm, ConnectionForms forms) {
        BooleanBinding any = selected.isNotNull();
        BooleanBinding notSandbox = Bindings.createBooleanBinding(() -> selected.get() != null
                && !selected.get().isSandbox(), selected);
        add = new Command(Command.always(), () -> {
            vm.startAdding();
            if (forms.accepted(vm)) {
                vm.commitForm();
            }
        });
        edit = new Command(notSandbox, () -> {
            if (vm.startEditing(selected.get()) && forms.accepted(vm)) {
                vm.commitForm();
            }
        });
        remove = new Command(notSandbox, () -> vm.remove(selected.get()));
        test = new Command(any, vm.testingProperty(), () -> vm.test(selected.get()));
        use = new Command(any, () -> vm.activate(selected.get()));
    }

    /** The connection selected in the list (the view keeps it in step); null for none. */
    public ObjectProperty<Connection> selectedProperty() {
        return selected;
    }

    /** Add…: the form on a new DynamoDB Local connection. */
    public Command add() {
        return add;
    }

    /** Edit…: the form on the selected connection. */
    public Command edit() {
        return edit;
    }

    /** Remove: the selected connection; the tab on it goes back to the Sandbox. */
    public Command remove() {
        return remove;
    }

    /** Test: one cheap call on the selected connection. */
    public Command test() {
        return test;
    }

    /** Use (and a double click): the selected connection for new query tabs. */
    public Command use() {
        return use;
    }
}
