package dev.tablewright.ui.operations;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.connect.Connection;
import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.common.TaskRunner;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.WeakListChangeListener;
import javafx.collections.ObservableList;

/**
 * The connection of one query tab: chosen from the connections list when the tab opens (the active
 * one) and changed for this tab only; the gateway its runs lease; and its tables, listed when the
 * tab opens or its connection changes (and on Refresh), with one line saying what went wrong.
 * A connection edited in the list follows into the tab; a removed one leaves it on the Sandbox.
 */
public final class TabConnection {
    private final TaskRunner tasks;
    private final ObservableList<Connection> choices = FXCollections.observableArrayList();
    private final ListChangeListener<Connection> follow = this::listChanged;
    private final Function<Connection, Gateway> lease;
    private final Function<Connection, TableCatalog> catalogs;
    private final ObjectProperty<Connection> connection;
    private volatile Connection current;
    private final ObservableList<String> tables = FXCollections.observableArrayList();
    private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
    private TableCatalog catalog;
    private final Function<Connection, Optional<String>> started;
    /** Counts connection changes and refreshes, so an answer for an earlier one is dropped. */
    private long generation;

    /**
     * @param tasks    runs this tab's work; the work may call {@code lease}
     * @param choices  the connections list
     * @param lease    a connection's gateway for the run calling it (off the FX thread)
     * @param catalogs a connection's tables
     */
    public TabConnection(TaskRunner tasks, ObservableList<Connection> choices, Connection initial,
            Function<Connection, Gateway> lease, Function<Connection, TableCatalog> catalogs) {
        this(tasks, choices, initial, lease, catalogs, c -> Optional.empty());
    }

    /**
     * @param started where a connection's started DynamoDB Local listens, if it has started (asked on the
     *                FX thread: it must not open anything)
     */
    public TabConnection(TaskRunner tasks, ObservableList<Connection> choices, Connection initial,
            Function<Connection, Gateway> lease, Function<Connection, TableCatalog> catalogs,
            Function<Connection, Optional<String>> started) {
        this.tasks = tasks;
        this.started = started;
        this.lease = lease;
        this.catalogs = catalogs;
        this.connection = new SimpleObjectProperty<>(initial == null ? Connection.SANDBOX : initial);
        connection.addListener((o, a, b) -> {
            if (b == null) {
                connection.set(Connection.SANDBOX);
            } else {
                load();
            }
        });
        // Weakly, both: the connections list lives as long as the app, a closed tab must not. The copy
        // (the picker's items) first, so it already offers an edited connection when the tab follows it.
        Bindings.bindContent(this.choices, choices);
        choices.addListener(new WeakListChangeListener<>(follow));
        load();
    }

    /**
     * The AWS CLI options that reach the tab's connection ({@link Connection#awsCliOptions(Optional)}),
     * or empty while a DynamoDB Local the connection starts has not told its port yet.
     */
    public Optional<String> cliOptions() {
        Connection c = connection.get();
        if (c.kind() == Connection.Kind.LOCAL_STARTED) {
            return started.apply(c).map(url -> c.awsCliOptions(Optional.of(url)));
        }
        return Optional.of(c.awsCliOptions());
    }

    /** A tab on one gateway and catalog, shown as the Sandbox: for a tab that runs elsewhere (tests, tools). */
    public static TabConnection fixed(TaskRunner tasks, Supplier<Gateway> gateway, TableCatalog catalog) {
        return new TabConnection(tasks, FXCollections.observableArrayList(Connection.SANDBOX), Connection.SANDBOX,
                c -> gateway.get(), c -> catalog);
    }

    private void listChanged(ListChangeListener.Change<? extends Connection> change) {
        Connection mine = connection.get();
        while (change.next()) {
            int at = change.getRemoved().indexOf(mine);
            if (at >= 0) {
                // Edited in place (replaced at its index) follows; removed goes back to the Sandbox.
                boolean replaced = change.wasReplaced() && at < change.getAddedSize();
                connection.set(replaced ? change.getAddedSubList().get(at) : Connection.SANDBOX);
                return;
            }
        }
    }

    private void load() {
        current = connection.get();
        catalog = catalogs.apply(current);
        long mine = ++generation;
        error.set("");
        loading.set(true);
        catalog.list(names -> {
            if (mine == generation) {
                loading.set(false);
                tables.setAll(names);
            }
        }, why -> {
            if (mine == generation) {
                loading.set(false);
                tables.clear();
                error.set(why);
            }
        });
        if (loading.get()) {
            tables.clear(); // the last connection's tables are not this one's
        }
    }

    /** Lists the tables again, and describes them anew when chosen. */
    public void refresh() {
        catalog.forget();
        load();
    }

    /** The tab's connection; set it to re-target this tab only. */
    public ObjectProperty<Connection> connectionProperty() {
        return connection;
    }

    /** The connections to choose from. */
    public ObservableList<Connection> connections() {
        return choices;
    }

    /** "Query · Local": what the tab is and where it runs. */
    public StringBinding title(String what) {
        return Bindings.createStringBinding(() -> what + " · " + connection.get().name(), connection);
    }

    /** The connection's table names, once listed; empty while listing or when it failed. */
    public ObservableList<String> tables() {
        return tables;
    }

    /** True while the tables are being listed. */
    public ReadOnlyBooleanProperty loadingProperty() {
        return loading.getReadOnlyProperty();
    }

    /** Why the tables could not be listed or a table described, in one line; "" otherwise. */
    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    /** The table's keys and indexes as known now (the model's, or as described). */
    public Optional<TableDesign> known(String table) {
        return catalog.known(table);
    }

    /**
     * Keeps a form's table picker on this tab's tables: when they are listed the chosen table stays if
     * it is there (described anew), else the first is chosen; {@code designKnown} runs when a table is
     * chosen and again when a live table's description comes in.
     */
    void pick(StringProperty table, Runnable designKnown) {
        tables.addListener((ListChangeListener<String>) c -> {
            if (table.get() != null && tables.contains(table.get())) {
                chosen(table, designKnown);
            } else {
                table.set(tables.isEmpty() ? null : tables.get(0));
            }
        });
        table.addListener((o, a, b) -> chosen(table, designKnown));
    }

    private void chosen(StringProperty table, Runnable designKnown) {
        String chosen = table.get();
        designKnown.run();
        if (chosen != null) {
            describe(chosen, () -> {
                if (chosen.equals(table.get())) {
                    designKnown.run();
                }
            });
        }
    }

    /** Describes the table unless known; {@code arrived} runs when the description comes in for this connection. */
    public void describe(String table, Runnable arrived) {
        long mine = generation;
        catalog.describe(table, () -> {
            if (mine == generation) {
                error.set(""); // an earlier table's failure is over
                arrived.run();
            }
        }, why -> {
            if (mine == generation) {
                error.set(why);
            }
        });
    }

    /** The gateway of the tab's connection, for a run's work (off the FX thread): leased until the run ends. */
    public Supplier<Gateway> gateway() {
        return () -> lease.apply(current);
    }

    /** The runner of this tab's work: what it leases is released when it ends. */
    public TaskRunner tasks() {
        return tasks;
    }

}
