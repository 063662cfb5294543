package dev.tablewright.ui.explorer;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.TableFacts;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.operation.run.RunFailures;
import dev.tablewright.ui.common.TaskRunner;
import dev.tablewright.ui.pivot.TtlExpiry;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import java.time.Clock;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * One live table's page: DescribeTable (and DescribeTimeToLive) in the background when opened, shown
 * as lines of facts, its items to browse ({@link BrowseViewModel}) and to edit ({@link LiveEditsViewModel}).
 * FX thread only.
 */
public final class TablePageViewModel {
    private final TaskRunner tasks;
    private final Supplier<Gateway> gateway;
    private final String connection;
    private final String table;
    private final Supplier<DataModel> model;
    private final ObservableList<String> facts = FXCollections.observableArrayList();
    private final ObservableList<String> indexes = FXCollections.observableArrayList();
    private final ReadOnlyObjectWrapper<TableDesign> design = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<Optional<String>> ttlAttribute = new ReadOnlyObjectWrapper<>(Optional.empty());
    private final BrowseViewModel browse;
    private final BrowseCommands browseCommands;
    private final LiveEditsViewModel edits;
    private final LiveDeletes deletes;
    private final LiveConflicts conflicts;
    private final LiveEditCommands editCommands;

    private record Described(TableDesign design, Optional<TableFacts> facts) {
    }

    /** A page whose edits ask nothing (tests drive them through the ViewModels). */
    TablePageViewModel(TaskRunner tasks, Supplier<Gateway> gateway, String connection, boolean readOnly, String table,
            Supplier<DataModel> model) {
        this(tasks, gateway, connection, readOnly, table, model, ItemPrompts.DECLINE, Clock.systemUTC());
    }

    /** A page whose "now" is the system clock's. */
    TablePageViewModel(TaskRunner tasks, Supplier<Gateway> gateway, String connection, boolean readOnly, String table,
            Supplier<DataModel> model, ItemPrompts prompts) {
        this(tasks, gateway, connection, readOnly, table, model, prompts, Clock.systemUTC());
    }

    /**
     * @param readOnly the connection refuses writes: every edit is refused before it starts
     * @param prompts  what the edit commands ask the user
     * @param clock    what "now" is when an item's TTL is judged past
     */
    TablePageViewModel(TaskRunner tasks, Supplier<Gateway> gateway, String connection, boolean readOnly, String table,
            Supplier<DataModel> model, ItemPrompts prompts, Clock clock) {
        this.tasks = tasks;
        this.gateway = gateway;
        this.connection = connection;
        this.table = table;
        this.model = model;
        this.browse = new BrowseViewModel(tasks, gateway, design.getReadOnlyProperty(), this::gridDesign,
                BrowseViewModel.MAX_SHOWN);
        this.browseCommands = new BrowseCommands(browse, design.getReadOnlyProperty());
        LiveWrites writes = new LiveWrites(tasks, gateway, connection, readOnly, design.getReadOnlyProperty(), browse);
        this.edits = new LiveEditsViewModel(writes, new TtlExpiry(clock), ttlAttribute::get);
        this.deletes = new LiveDeletes(writes);
        this.conflicts = new LiveConflicts(writes);
        this.editCommands = new LiveEditCommands(writes, edits, deletes, prompts);
    }

    /** Describes the table (again, on Refresh); the facts and the index choices follow. */
    public void load() {
        error.set("");
        facts.setAll("Describing " + table + "…");
        tasks.run("Describing " + table + " on " + connection, p -> {
            Gateway g = gateway.get();
            Optional<TableDesign> d = g.describeTable(table);
            return d.map(t -> new Described(t, g.facts(table))).orElse(null);
        }, described -> {
            if (described == null) {
                facts.clear();
                error.set(table + " is not on " + connection + " (any more): Refresh the list of tables");
                return;
            }
            facts.setAll(FactLines.of(described.design(), described.facts()));
            indexes.setAll(described.design().indexes().stream().map(SecondaryIndex::name).toList());
            design.set(described.design());
            readTtl();
        }, e -> {
            facts.clear();
            error.set("Could not describe " + table + ": " + RunFailures.sentence(e));
        }, () -> {
            facts.clear();
            error.set("Describing " + table + " was cancelled: Refresh describes it again");
        });
    }

    /**
     * Reads the live TTL attribute (DescribeTimeToLive, through the table's settings) after the table is
     * described, so expired items can be marked. An endpoint that does not answer leaves nothing
     * marked and says nothing: the marking is a hint, the facts already say what TTL is.
     */
    private void readTtl() {
        tasks.run("Reading the time to live of " + table + " on " + connection,
                p -> gateway.get().liveSettings(table).flatMap(s -> s.design().settings().ttlAttribute()),
                ttlAttribute::set, e -> ttlAttribute.set(Optional.empty()), () -> { });
    }

    /**
     * The design the grid lays items out by: the model's table of this name when it has the same keys
     * (its entities colour the rows), with the live indexes; else the live design.
     */
    private TableDesign gridDesign() {
        TableDesign live = design.get();
        DataModel m = model.get();
        if (m == null || live == null) {
            return live;
        }
        return m.table(table).filter(t -> t.keySchema().equals(live.keySchema()))
                .map(t -> t.withGlobalIndexes(live.globalIndexes()).withLocalIndexes(live.localIndexes()))
                .orElse(live);
    }

    /** "orders · Local": the page's tab title. */
    public String title() {
        return table + " · " + connection;
    }

    public String table() {
        return table;
    }

    /** Keys, indexes with projection and status, billing, item count and size, status, streams, TTL. */
    public ObservableList<String> facts() {
        return facts;
    }

    /** The table's index names, once described: what to browse by besides the table. */
    public ObservableList<String> indexes() {
        return indexes;
    }

    /** The live design, null until described. */
    public ReadOnlyObjectProperty<TableDesign> designProperty() {
        return design.getReadOnlyProperty();
    }

    /** The live table's TTL attribute once read; empty while unread, off, or when it could not be read. */
    public ReadOnlyObjectProperty<Optional<String>> ttlAttributeProperty() {
        return ttlAttribute.getReadOnlyProperty();
    }

    /** Why the table could not be described, in one line; "" otherwise. */
    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    public BrowseViewModel browse() {
        return browse;
    }

    /** Show, Load more, Load all, Cancel. */
    public BrowseCommands browseCommands() {
        return browseCommands;
    }

    /** Edits of the items shown (refused on a read-only connection). */
    public LiveEditsViewModel edits() {
        return edits;
    }

    /** Deletes of the items shown, after the user's yes. */
    public LiveDeletes deletes() {
        return deletes;
    }

    /** A write that met a change made meanwhile: keep theirs, write mine, dismiss. */
    public LiveConflicts conflicts() {
        return conflicts;
    }

    /** The edit bar's commands and the page's Edit › Delete. */
    public LiveEditCommands editCommands() {
        return editCommands;
    }
}
