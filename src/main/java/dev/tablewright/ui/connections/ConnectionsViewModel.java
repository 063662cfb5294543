package dev.tablewright.ui.connections;

import dev.tablewright.aws.connect.AwsNames;
import dev.tablewright.aws.connect.Connection;
import dev.tablewright.aws.connect.ConnectionProblems;
import dev.tablewright.aws.connect.ConnectionStore;
import dev.tablewright.aws.connect.ConnectionTester;
import dev.tablewright.ui.common.TaskRunner;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The connections list: the Sandbox first and for good, then the user's own, saved in preferences
 * after every change; the form that adds or edits one; "Test connection" with its one-line answer;
 * and the active connection, the one new query tabs open on. Disk and network go through the TaskRunner.
 */
public final class ConnectionsViewModel {
    private final TaskRunner tasks;
    private final ConnectionStore store;
    private final ConnectionTester tester;
    private final ObservableList<Connection> connections = FXCollections.observableArrayList(Connection.SANDBOX);
    private final ReadOnlyObjectWrapper<Connection> active = new ReadOnlyObjectWrapper<>(Connection.SANDBOX);
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper testing = new ReadOnlyBooleanWrapper(false);
    private final ObservableList<String> profiles = FXCollections.observableArrayList();
    private final ObservableList<String> regions = FXCollections.observableArrayList(AwsNames.regions());
    private final ConnectionForm form = new ConnectionForm();
    private final ConnectionCommands commands;
    private Connection editing;
    private TaskRunner.Handle test;

    /** Connections whose form is never shown (tests drive the form through the ViewModel). */
    public ConnectionsViewModel(TaskRunner tasks, ConnectionStore store, ConnectionTester tester) {
        this(tasks, store, tester, ConnectionForms.DECLINE);
    }

    /** @param forms shows the form Add… and Edit… open */
    public ConnectionsViewModel(TaskRunner tasks, ConnectionStore store, ConnectionTester tester,
            ConnectionForms forms) {
        this.tasks = tasks;
        this.store = store;
        this.tester = tester;
        this.commands = new ConnectionCommands(this, forms);
    }

    /** The panel's buttons, with their rules. */
    public ConnectionCommands commands() {
        return commands;
    }

    /** Reads the saved connections and the user's AWS profile names, in the background. */
    public void load() {
        tasks.run("Loading connections", p -> store.load(), saved -> {
            List<Connection> all = new ArrayList<>(List.of(Connection.SANDBOX));
            all.addAll(saved);
            connections.setAll(all);
        }, e -> message.set("Could not read the connections: " + e.getMessage()), () -> { });
        tasks.run("Reading AWS profiles", p -> AwsNames.profiles(), profiles::setAll,
                e -> profiles.clear(), () -> { });
    }

    /** Opens the form on a new connection (a DynamoDB Local at the default endpoint). */
    public void startAdding() {
        editing = null;
        form.fill(new Connection(uniqueName("DynamoDB Local"), Connection.Kind.LOCAL_ENDPOINT,
                Connection.DEFAULT_ENDPOINT, "", "", "", "", false));
    }

    /** Opens the form on a connection to edit; the Sandbox has nothing to edit. */
    public boolean startEditing(Connection c) {
        if (c == null || c.isSandbox()) {
            return false;
        }
        editing = c;
        form.fill(c);
        return true;
    }

    /**
     * Adds the form's connection, or puts it in place of the one being edited (and keeps it active if
     * it was); saves. Returns why not when the form is not right (also shown as the message).
     */
    public Optional<String> commitForm() {
        Connection c = form.toConnection();
        Optional<String> problem = c.problem().or(() -> nameTaken(c.name()));
        if (problem.isPresent()) {
            message.set(problem.get());
            return problem;
        }
        int at = editing == null ? -1 : connections.indexOf(editing);
        if (at > 0) {
            connections.set(at, c);
            if (editing.equals(active.get())) {
                active.set(c);
            }
        } else {
            connections.add(c);
        }
        editing = null;
        save();
        return Optional.empty();
    }

    public boolean canRemove(Connection c) {
        return c != null && !c.isSandbox() && connections.contains(c);
    }

    /** Removes a connection (never the Sandbox); the tab on it goes back to the Sandbox. */
    public void remove(Connection c) {
        if (!canRemove(c)) {
            return;
        }
        connections.remove(c);
        if (c.equals(active.get())) {
            active.set(Connection.SANDBOX);
        }
        save();
    }

    /** Tests a connection in the background (one cheap call, short timeouts); the answer goes to {@link #message()}. */
    public void test(Connection c) {
        if (c == null) {
            return;
        }
        if (test != null) {
            test.cancel();
        }
        testing.set(true);
        message.set("Testing " + c.name() + "…");
        test = tasks.run("Testing " + c.name(), p -> tester.test(c), outcome -> {
            testing.set(false);
            outcome.dispatch(r -> message.set((r.ok() ? "✓ " : "✗ ") + r.message()),
                    e -> message.set("✗ " + ConnectionProblems.explain(e, c)),
                    () -> message.set("Test of " + c.name() + " cancelled"));
        });
    }

    /** Makes a listed connection the one new query tabs open on. */
    public void activate(Connection c) {
        if (c != null && connections.contains(c)) {
            active.set(c);
        }
    }

    private Optional<String> nameTaken(String name) {
        return connections.stream().filter(c -> c != editing && c.name().equalsIgnoreCase(name)).findFirst()
                .map(c -> "There is already a connection named \"" + c.name() + "\"");
    }

    private String uniqueName(String base) {
        String name = base;
        for (int i = 2; nameTaken(name).isPresent(); i++) {
            name = base + " " + i;
        }
        return name;
    }

    private void save() {
        List<Connection> snapshot = List.copyOf(connections);
        tasks.run("Saving connections", p -> {
            store.save(snapshot);
            return snapshot;
        }, saved -> { }, e -> message.set("Could not save the connections: " + e.getMessage()), () -> { });
    }

    public ObservableList<Connection> connections() {
        return connections;
    }

    /** The connection new query tabs open on: the Sandbox until the user picks another. */
    public ReadOnlyObjectProperty<Connection> activeProperty() {
        return active.getReadOnlyProperty();
    }

    /** The last test's answer, or what went wrong loading or saving. */
    public ReadOnlyStringProperty message() {
        return message.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty testingProperty() {
        return testing.getReadOnlyProperty();
    }

    public ConnectionForm form() {
        return form;
    }

    /** Whether the form edits a listed connection (else it adds one). */
    public boolean isEditing() {
        return editing != null;
    }

    public ObservableList<String> profiles() {
        return profiles;
    }

    public ObservableList<String> regions() {
        return regions;
    }
}
