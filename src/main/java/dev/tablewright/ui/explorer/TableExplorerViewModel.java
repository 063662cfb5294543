package dev.tablewright.ui.explorer;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.connect.Connection;
import dev.tablewright.model.DataModel;
import dev.tablewright.operation.run.RunFailures;
import dev.tablewright.ui.common.TaskRunner;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The tables of one connection, listed in the background (ListTables, every page) when the connection
 * is chosen or on Refresh, so an account with hundreds of tables never blocks the window; a filter box
 * narrows them. Opening a table makes its page, which describes it only then. FX thread only.
 */
public final class TableExplorerViewModel {
    private final TaskRunner tasks;
    private final Function<Connection, Gateway> lease;
    private final Supplier<DataModel> model;
    private final ItemPrompts prompts;
    private final ObjectProperty<Connection> connection = new SimpleObjectProperty<>(Connection.SANDBOX);
    private final ObservableList<String> tables = FXCollections.observableArrayList();
    private final FilteredList<String> shown = new FilteredList<>(tables);
    private final StringProperty filter = new SimpleStringProperty("");
    private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    /** Counts listings, so the answer for an earlier connection is dropped. */
    private long generation;
    private TaskRunner.Handle listing;

    /**
     * @param tasks runs the calls; its work may call {@code lease}
     * @param lease a connection's gateway for the run calling it (off the FX thread)
     * @param model the open model: a live table of the same name shows its entities' colours
     */
    public TableExplorerViewModel(TaskRunner tasks, Function<Connection, Gateway> lease, Supplier<DataModel> model) {
        this(tasks, lease, model, ItemPrompts.DECLINE);
    }

    /** @param prompts what a page's edit commands ask the user (dialogs, in the app) */
    public TableExplorerViewModel(TaskRunner tasks, Function<Connection, Gateway> lease, Supplier<DataModel> model,
            ItemPrompts prompts) {
        this.prompts = prompts;
        this.tasks = tasks;
        this.lease = lease;
        this.model = model;
        filter.addListener((o, a, b) -> {
            String needle = b == null ? "" : b.strip().toLowerCase(Locale.ROOT);
            shown.setPredicate(needle.isEmpty() ? null : t -> t.toLowerCase(Locale.ROOT).contains(needle));
            status.set(summary());
        });
        connection.addListener((o, a, b) -> refresh());
    }

    /** Lists the tables of {@code chosen} now and of every connection it changes to (the active one). */
    public void follow(ObservableValue<? extends Connection> chosen) {
        connection.bind(chosen);
        refresh();
    }

    /**
     * The Sandbox's tables are the open model's: listed again when the model's table names change (the
     * model opened after the window, a table added or renamed), not at every other edit.
     */
    public void followModel(ObservableValue<DataModel> models) {
        models.addListener((o, a, b) -> {
            if (current().isSandbox() && !tableNames(a).equals(tableNames(b))) {
                refresh();
            }
        });
    }

    private static List<String> tableNames(DataModel m) {
        return m == null ? List.of() : m.tables().stream().map(dev.tablewright.model.TableDesign::name).toList();
    }

    /** Lists the connection's tables again. */
    public void refresh() {
        if (listing != null) {
            listing.cancel();
        }
        Connection c = current();
        long mine = ++generation;
        tables.clear();
        loading.set(true);
        status.set("Listing the tables of " + c.name() + "…");
        listing = tasks.run("Listing the tables of " + c.name(), p -> List.copyOf(lease.apply(c).listTables()),
                names -> {
                    if (mine == generation) {
                        loading.set(false);
                        tables.setAll(names);
                        status.set(summary());
                    }
                }, e -> {
                    if (mine == generation) {
                        loading.set(false);
                        // Before a model is open (the recovery question is up) the Sandbox has nothing to list: no failure.
                        status.set(c.isSandbox() && model.get() == null
                                ? "The Sandbox lists the open model's tables: open a model"
                                : "Could not list the tables of " + c.name() + ": " + RunFailures.sentence(e));
                    }
                }, () -> {
                    if (mine == generation) {
                        loading.set(false);
                        status.set("Listing the tables was cancelled: Refresh lists them again");
                    }
                });
    }

    private String summary() {
        int all = tables.size();
        String n = all + (all == 1 ? " table" : " tables");
        return shown.size() == all ? n : shown.size() + " of " + n;
    }

    /** Lists the tables again when {@code c} is the connection shown: a commit to it ended. */
    public void refreshIfShowing(Connection c) {
        if (current().equals(c)) {
            refresh();
        }
    }

    private Connection current() {
        return connection.get() == null ? Connection.SANDBOX : connection.get();
    }

    /** A page for the table on the current connection; it describes the table when asked to load. */
    public TablePageViewModel open(String table) {
        Connection c = current();
        return new TablePageViewModel(tasks, () -> lease.apply(c), c.name(), c.readOnly(), table, model, prompts,
                java.time.Clock.systemUTC());
    }

    /** The connection whose tables are listed (null: the Sandbox): setting it lists them. */
    public ObjectProperty<Connection> connectionProperty() {
        return connection;
    }

    /** The tables the filter lets through. */
    public ObservableList<String> tables() {
        return shown;
    }

    /** Part of a table's name, any case; "" shows all. */
    public StringProperty filterProperty() {
        return filter;
    }

    public ReadOnlyBooleanProperty loadingProperty() {
        return loading.getReadOnlyProperty();
    }

    /** "42 tables", "3 of 42 tables", or why they could not be listed, in one line. */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }
}
