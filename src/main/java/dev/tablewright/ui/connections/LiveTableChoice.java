package dev.tablewright.ui.connections;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.connect.Connection;
import dev.tablewright.operation.run.RunFailures;
import dev.tablewright.ui.common.TaskRunner;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * A live table to read, as a dialog offers it: one of the live connections (every one but the Sandbox,
 * which holds the model already) and one of its tables, listed in the background when the connection is
 * chosen (the latest choice wins), the first {@code preferred} one picked. What the listing is doing, or
 * why it failed, goes to {@code status}.
 */
public final class LiveTableChoice {
    private final TaskRunner tasks;
    private final Function<Connection, Gateway> open;
    private final Predicate<String> preferred;
    private final Consumer<String> status;
    private final ObservableList<Connection> connections = FXCollections.observableArrayList();
    private final ObjectProperty<Connection> connection = new SimpleObjectProperty<>();
    private final ObservableList<String> tables = FXCollections.observableArrayList();
    private final ObjectProperty<String> table = new SimpleObjectProperty<>();
    private int listing;

    /** @param open the gateway of a connection; called off the FX thread (starting DynamoDB Local takes seconds) */
    public LiveTableChoice(TaskRunner tasks, List<Connection> all, Function<Connection, Gateway> open,
            Predicate<String> preferred, Consumer<String> status) {
        this.tasks = tasks;
        this.open = open;
        this.preferred = preferred;
        this.status = status;
        connections.setAll(all.stream().filter(c -> !c.isSandbox()).toList());
        connection.addListener((o, a, b) -> list(b));
    }

    /**
     * Chooses the first connection (its tables are listed), or says {@code none} when there is no live one.
     * Called once the owner listens to the choice, so it sees the first table picked.
     */
    public void start(String none) {
        if (connections.isEmpty()) {
            status.accept(none);
        } else {
            connection.set(connections.get(0));
        }
    }

    public ObservableList<Connection> connections() {
        return connections;
    }

    public ObjectProperty<Connection> connectionProperty() {
        return connection;
    }

    /** The chosen connection's tables, listed in the background when it is chosen. */
    public ObservableList<String> tables() {
        return tables;
    }

    public ObjectProperty<String> tableProperty() {
        return table;
    }

    private void list(Connection c) {
        int mine = ++listing;
        tables.clear();
        table.set(null);
        if (c == null) {
            return;
        }
        status.accept("Listing the tables of " + c.name() + "…");
        tasks.run("Listing the tables of " + c.name(), p -> List.copyOf(open.apply(c).listTables()), names -> {
            if (mine == listing) {
                tables.setAll(names);
                table.set(names.stream().filter(preferred).findFirst().orElse(names.isEmpty() ? null : names.get(0)));
                status.accept(names.isEmpty() ? c.name() + " has no tables." : "");
            }
        }, failure -> {
            if (mine == listing) {
                status.accept("Could not list the tables of " + c.name() + ": " + RunFailures.sentence(failure));
            }
        }, () -> {
            if (mine == listing) {
                status.accept("Listing the tables of " + c.name() + " was cancelled: choose the connection again.");
            }
        });
    }
}
