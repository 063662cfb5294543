package dev.tablewright.ui.operations;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.connect.Connection;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.TableDesign;
import dev.tablewright.operation.run.RunFailures;
import dev.tablewright.ui.common.TaskRunner;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Where a tab learns its connection's tables and their keys. The Sandbox answers from the open model
 * at once; a live connection lists its tables with ListTables and describes a table (keys, indexes)
 * with DescribeTable when it is chosen, in the background, and remembers both until Refresh.
 * FX thread only; answers come on it.
 */
public sealed interface TableCatalog permits TableCatalog.OfModel, TableCatalog.Live {

    /** The table names to {@code names}, or why not, in one sentence, to {@code failed}. */
    void list(Consumer<List<String>> names, Consumer<String> failed);

    /** The table's keys and indexes as far as known now: the model's, or as described before. */
    Optional<TableDesign> known(String table);

    /**
     * Describes the table unless it is known already; {@code arrived} runs when the description comes
     * in (never when it was known), {@code failed} with one sentence when it cannot.
     */
    void describe(String table, Runnable arrived, Consumer<String> failed);

    /** Forgets what was learnt: the next list and describe ask the connection again. */
    void forget();

    /** The tables of the model {@code model} supplies (the Sandbox serves exactly those), read when asked. */
    static TableCatalog of(Supplier<DataModel> model) {
        return new OfModel(model);
    }

    /** The open model's tables: instant, and an edit shows at the next look. */
    record OfModel(Supplier<DataModel> model) implements TableCatalog {
        @Override
        public void list(Consumer<List<String>> names, Consumer<String> failed) {
            DataModel m = model.get();
            names.accept(m == null ? List.of() : m.tables().stream().map(TableDesign::name).toList());
        }

        @Override
        public Optional<TableDesign> known(String table) {
            DataModel m = model.get();
            return m == null || table == null ? Optional.empty() : m.table(table);
        }

        @Override
        public void describe(String table, Runnable arrived, Consumer<String> failed) {
            // Known at once, or not at all.
        }

        @Override
        public void forget() {
        }
    }

    /** A live connection's tables, learnt through tasks (progress and cancel in the status bar). */
    final class Live implements TableCatalog {
        private final TaskRunner tasks;
        private final Supplier<Gateway> gateway;
        private final String connection;
        private List<String> names;
        private final Map<String, Optional<TableDesign>> designs = new HashMap<>();

        /**
         * @param tasks   runs the calls; its work may lease {@code gateway}
         * @param gateway the connection's gateway, called off the FX thread
         */
        public Live(TaskRunner tasks, Supplier<Gateway> gateway, String connection) {
            this.tasks = tasks;
            this.gateway = gateway;
            this.connection = connection;
        }

        @Override
        public void list(Consumer<List<String>> shown, Consumer<String> failed) {
            if (names != null) {
                shown.accept(names);
                return;
            }
            tasks.run("Listing the tables of " + connection, p -> List.copyOf(gateway.get().listTables()), listed -> {
                names = listed;
                shown.accept(listed);
            }, e -> failed.accept("Could not list tables: " + RunFailures.sentence(e)),
                    () -> failed.accept("Listing the tables was cancelled: Refresh lists them again"));
        }

        @Override
        public Optional<TableDesign> known(String table) {
            return designs.getOrDefault(table, Optional.empty());
        }

        @Override
        public void describe(String table, Runnable arrived, Consumer<String> failed) {
            if (designs.containsKey(table)) {
                return;
            }
            tasks.run("Describing " + table + " on " + connection, p -> gateway.get().describeTable(table), design -> {
                designs.put(table, design);
                arrived.run();
            }, e -> failed.accept("Could not describe " + table + ": " + RunFailures.sentence(e)),
                    () -> failed.accept("Describing " + table + " was cancelled: Refresh describes it again"));
        }

        @Override
        public void forget() {
            names = null;
            designs.clear();
        }
    }

    /** One catalog per connection, kept for every tab on it: the Sandbox's is the model's. */
    final class PerConnection implements Function<Connection, TableCatalog> {
        private final TaskRunner tasks;
        private final Function<Connection, Gateway> gateway;
        private final TableCatalog model;
        private final Map<Connection, TableCatalog> live = new HashMap<>();

        /** @param tasks runs the calls; its work may call {@code gateway} (which leases) */
        public PerConnection(TaskRunner tasks, Function<Connection, Gateway> gateway, Supplier<DataModel> model) {
            this.tasks = tasks;
            this.gateway = gateway;
            this.model = of(model);
        }

        @Override
        public TableCatalog apply(Connection c) {
            // An edited connection is a new record: it gets a fresh catalog.
            return c.isSandbox() ? model : live.computeIfAbsent(c, k -> new Live(tasks, () -> gateway.apply(k), k.name()));
        }
    }
}
