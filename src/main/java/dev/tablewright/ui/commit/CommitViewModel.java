package dev.tablewright.ui.commit;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.commit.Commit;
import dev.tablewright.aws.commit.CommitOptions;
import dev.tablewright.aws.commit.CommitPlan;
import dev.tablewright.aws.commit.CommitReport;
import dev.tablewright.aws.commit.CommitStepException;
import dev.tablewright.aws.commit.ExistingTables;
import dev.tablewright.aws.commit.ReplicaRegions;
import dev.tablewright.aws.connect.CallLimits;
import dev.tablewright.aws.connect.Connection;
import dev.tablewright.aws.connect.RegionEndpoints;
import dev.tablewright.model.DataModel;
import dev.tablewright.operation.run.RunFailures;
import dev.tablewright.ui.common.Command;
import dev.tablewright.ui.common.TaskRunner;
import javafx.beans.Observable;
import javafx.beans.binding.Bindings;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * Model › Commit to a connection: which live connection, which of the model's tables, what to do with
 * a table that already exists there (stop, add, resume, replace). "Check" looks the tables up (in the
 * background) with their item counts; replacing an existing table needs its name typed, as a
 * destructive live operation must ask first, and the form says how many items it deletes; a read-only
 * connection cannot commit at all. The commit runs as a background task with progress (items/s,
 * remaining) and cancel, and ends with its report; one that stopped says where every table stands and
 * what to do next.
 */
public final class CommitViewModel {
    /** One of the model's tables in the form: chosen or not, and what the connection has of that name. */
    /** Told, on the FX thread, of the connection a commit ended on (done, failed or cancelled): its tables changed. */
    private java.util.function.Consumer<Connection> committed = c -> { };

    /** @param action told of the connection each commit ended on, so a list of its tables can be read again */
    public void onCommitted(java.util.function.Consumer<Connection> action) {
        committed = action;
    }

    public static final class TableChoice {
        private final String name;
        private final BooleanProperty chosen = new SimpleBooleanProperty(true);
        private final ReadOnlyStringWrapper live = new ReadOnlyStringWrapper("not checked");
        /** DynamoDB's item count of the table of that name, once checked; -1 when none or not known. */
        private long liveItems = -1;
        /** Whether the table of that name has deletion protection on, once checked: a replace would be refused. */
        private boolean deletionProtected;

        TableChoice(String name) {
            this.name = name;
        }

        public String name() {
            return name;
        }

        public BooleanProperty chosenProperty() {
            return chosen;
        }

        /** "not checked", "new", "exists" or "exists with other keys". */
        public ReadOnlyStringProperty liveProperty() {
            return live.getReadOnlyProperty();
        }

        /** "Movies (49 items)", as a replace would delete it. */
        String withItems() {
            return name + (liveItems < 0 ? "" : String.format(java.util.Locale.ROOT, " (%,d item%s)", liveItems,
                    liveItems == 1 ? "" : "s"));
        }
    }

    private final TaskRunner tasks;
    private final Supplier<DataModel> model;
    private final Function<Connection, Gateway> open;
    private final Function<Connection, ReplicaRegions> regions;
    private final ObservableList<Connection> connections = FXCollections.observableArrayList();
    private final ObjectProperty<Connection> connection = new SimpleObjectProperty<>();
    private final ObservableList<TableChoice> tables = FXCollections.observableArrayList(
            t -> new Observable[] {t.chosen, t.live});
    private final ObjectProperty<ExistingTables> existing = new SimpleObjectProperty<>(ExistingTables.REFUSE);
    private final StringProperty typedNames = new SimpleStringProperty("");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper checked = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper report = new ReadOnlyStringWrapper("");
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(0);
    private final ReadOnlyStringWrapper blocker = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper settingPreview = new ReadOnlyStringWrapper("");
    private AddPreview addPreview = AddPreview.NONE;
    private final Command check;
    private final Command commit;
    private final Command cancel;
    private TaskRunner.Handle running;
    /**
     * Set by Cancel while a commit runs: its writers stop before their next request and it ends with its
     * report (what was not written), which cancelling the task itself would not deliver.
     */
    private final java.util.concurrent.atomic.AtomicBoolean stopCommit = new java.util.concurrent.atomic.AtomicBoolean();
    private boolean committing;

    /**
     * @param open the gateway of a connection; called off the FX thread (starting DynamoDB Local takes seconds)
     */
    public CommitViewModel(TaskRunner tasks, Supplier<DataModel> model, List<Connection> all,
            Function<Connection, Gateway> open) {
        this(tasks, model, all, open, c -> RegionEndpoints.of(c, CallLimits.DEFAULT));
    }

    /**
     * @param regions how a commit on a connection reaches a global table's other regions (for what only a
     *                replica's region sets); called off the FX thread
     */
    public CommitViewModel(TaskRunner tasks, Supplier<DataModel> model, List<Connection> all,
            Function<Connection, Gateway> open, Function<Connection, ReplicaRegions> regions) {
        this.tasks = tasks;
        this.model = model;
        this.open = open;
        this.regions = regions;
        connections.setAll(all.stream().filter(c -> !c.isSandbox()).toList());
        DataModel m = model.get();
        if (m != null) {
            m.tables().forEach(t -> tables.add(new TableChoice(t.name())));
        }
        connection.addListener((o, a, b) -> forgetCheck());
        existing.addListener(o -> updateSettingPreview());
        for (Observable p : List.of(connection, tables, existing, typedNames, checked)) {
            p.addListener(o -> blocker.set(blockerNow()));
        }
        if (!connections.isEmpty()) {
            connection.set(connections.get(0));
        }
        blocker.set(blockerNow());
        check = new Command(Bindings.createBooleanBinding(() -> connection.get() != null && !chosen().isEmpty(),
                connection, tables), busy, this::runCheck);
        commit = new Command(blocker.isEmpty(), busy, this::runCommit);
        cancel = new Command(busy, () -> {
            if (committing) {
                stopCommit.set(true);
                status.set("Stopping: the requests in flight finish, then the report says what was not written…");
            } else if (running != null) {
                running.cancel();
            }
        });
    }

    public ObservableList<Connection> connections() {
        return connections;
    }

    public ObjectProperty<Connection> connectionProperty() {
        return connection;
    }

    public ObservableList<TableChoice> tables() {
        return tables;
    }

    public ObjectProperty<ExistingTables> existingProperty() {
        return existing;
    }

    /** The names of the existing tables to replace, typed by the user to confirm (comma or space separated). */
    public StringProperty typedNamesProperty() {
        return typedNames;
    }

    /** Why Commit cannot run now, in one sentence; "" when it can. */
    public ReadOnlyStringProperty blockerProperty() {
        return blocker.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** The step under way ("Movies: writing items · 1,200/5,000 · 2,345 items/s · 3,800 left") or the outcome. */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** 0..1 while writing; -1 while a step of unknown length runs. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /** The last commit's report, one line per table and a summary. */
    public ReadOnlyStringProperty reportProperty() {
        return report.getReadOnlyProperty();
    }

    public Command checkCommand() {
        return check;
    }

    public Command commitCommand() {
        return commit;
    }

    public Command cancelCommand() {
        return cancel;
    }

    /** The existing tables a replace would delete: those chosen that the check found. */
    public Set<String> tablesToReplace() {
        return tables.stream().filter(t -> t.chosen.get() && t.live.get().startsWith("exists"))
                .map(TableChoice::name).collect(Collectors.toCollection(TreeSet::new));
    }

    private List<String> chosen() {
        return tables.stream().filter(t -> t.chosen.get()).map(TableChoice::name).toList();
    }

    private void forgetCheck() {
        tables.forEach(t -> t.live.set("not checked"));
        checked.set(false);
        addPreview = AddPreview.NONE;
        updateSettingPreview();
    }

    private String blockerNow() {
        Connection c = connection.get();
        if (c == null) {
            return "Add a DynamoDB Local or AWS connection first: the Sandbox already holds the model.";
        }
        if (c.readOnly()) {
            return "\"" + c.name() + "\" is a read-only connection: a commit writes.";
        }
        if (chosen().isEmpty()) {
            return "Choose at least one table.";
        }
        if (!checked.get()) {
            return "Check the tables on the connection first.";
        }
        Set<String> existingNames = tablesToReplace();
        if (existing.get() == ExistingTables.REFUSE && !existingNames.isEmpty()) {
            return "Already on the connection: " + String.join(", ", existingNames)
                    + ". Add to them, resume an earlier commit into them, or replace them.";
        }
        if ((existing.get() == ExistingTables.ADD || existing.get() == ExistingTables.RESUME)
                && tables.stream().anyMatch(t -> t.chosen.get() && t.live.get().equals("exists with other keys"))) {
            return (existing.get() == ExistingTables.ADD ? "Adding" : "Resuming")
                    + " needs the same key schema; a table of the same name has other keys.";
        }
        List<String> protectedNames = tables.stream().filter(t -> t.chosen.get() && t.deletionProtected)
                .map(TableChoice::name).toList();
        if (existing.get() == ExistingTables.REPLACE && !protectedNames.isEmpty()) {
            return ReplaceWords.deletionProtected(protectedNames);
        }
        if (existing.get() == ExistingTables.REPLACE && !existingNames.isEmpty()
                && !typed().equals(existingNames)) {
            return ReplaceWords.typeToConfirm(existingNames, tables.stream().filter(t -> existingNames.contains(t.name))
                    .map(TableChoice::withItems).toList());
        }
        return "";
    }

    private Set<String> typed() {
        return Arrays.stream(typedNames.get().split("[,\\s]+")).filter(s -> !s.isEmpty())
                .collect(Collectors.toCollection(TreeSet::new));
    }

    private void runCheck() {
        Connection c = connection.get();
        List<String> names = chosen();
        DataModel m = model.get();
        busy.set(true);
        progress.set(-1);
        status.set("Looking up " + names.size() + " table" + (names.size() == 1 ? "" : "s") + " on " + c.name() + "…");
        running = tasks.run("Checking tables on " + c.name(), p -> {
            // Looked up as a replace would (retried, with the item counts it would delete); nothing is changed.
            var gateway = open.apply(c);
            CommitPlan plan = new Commit(gateway, m, CommitOptions.of(names, ExistingTables.REPLACE)).lookUp();
            Map<String, CommitPlan.Table> found = new LinkedHashMap<>();
            plan.tables().forEach(t -> found.put(t.name(), t));
            // And the settings adding to (or resuming into) those of the same keys would change, to say first.
            List<String> sameKeys = plan.tables().stream().filter(t -> t.live().map(l -> l.keySchema()
                    .equals(t.design().keySchema())).orElse(false)).map(CommitPlan.Table::name).toList();
            CommitPlan adding = sameKeys.isEmpty() ? null
                    : new Commit(gateway, m, CommitOptions.of(sameKeys, ExistingTables.ADD), regions.apply(c)).plan();
            return new Checked(found, AddPreview.of(adding));
        }, checkedTables -> {
            Map<String, CommitPlan.Table> found = checkedTables.found();
            addPreview = checkedTables.preview();
            updateSettingPreview();
            busy.set(false);
            progress.set(0);
            tables.forEach(t -> {
                CommitPlan.Table looked = found.get(t.name());
                if (looked != null) {
                    t.liveItems = looked.liveItems();
                    t.deletionProtected = looked.live().map(l -> l.settings().deletionProtection()).orElse(false);
                    t.live.set(looked.live().map(live -> live.keySchema().equals(looked.design().keySchema())
                            ? "exists" : "exists with other keys").orElse("new"));
                }
            });
            checked.set(true);
            long there = found.values().stream().filter(v -> v.live().isPresent()).count();
            status.set(there == 0 ? "None of them exists yet: Commit creates them."
                    : there + " already exist" + (there == 1 ? "s" : "") + " on " + c.name() + ".");
        }, failure -> {
            busy.set(false);
            progress.set(0);
            status.set("Could not look the tables up: " + RunFailures.sentence(failure));
        }, () -> {
            busy.set(false);
            progress.set(0);
            status.set("Check cancelled.");
        });
    }

    /** What a check found: each table looked up, and what adding to the existing ones would change. */
    private record Checked(Map<String, CommitPlan.Table> found, AddPreview preview) {
    }

    /**
     * What Add or Resume will change in the existing tables' settings, said before Commit changes it:
     * "Add or Resume first changes these settings: Orders: stream: off → NEW_IMAGE; …", then what it does
     * with the vector indexes ("Vector indexes: Products: will create vector index ByEmbedding …"); empty
     * for the other choices or when nothing differs.
     */
    public ReadOnlyStringProperty settingPreviewProperty() {
        return settingPreview.getReadOnlyProperty();
    }

    private void updateSettingPreview() {
        settingPreview.set(addPreview.text(existing.get()));
    }

    /** What finishes a commit that did not end complete, in the form's words. */
    static String next(CommitReport r) {
        return r.next() == CommitReport.Next.AGAIN ? "Check and Commit again"
                : "choose Resume, Check and Commit again to write what is missing (nothing is deleted)";
    }

    private void runCommit() {
        Connection c = connection.get();
        DataModel m = model.get();
        CommitOptions options = CommitOptions.of(chosen(), existing.get());
        busy.set(true);
        progress.set(-1);
        report.set("");
        status.set("Committing to " + c.name() + "…");
        stopCommit.set(false);
        committing = true;
        running = tasks.run("Committing to " + c.name(), p -> new Commit(open.apply(c), m, options, regions.apply(c))
                .run(step -> p.update(step.total() == 0 ? -1 : (double) step.written() / step.total(), step.line()),
                        () -> stopCommit.get() || p.isCancelled()), (CommitReport r) -> {
                    committing = false;
                    committed.accept(c);
                    busy.set(false);
                    progress.set(r.complete() ? 1 : 0);
                    report.set(r.text());
                    status.set(r.complete() ? r.summary() : "Commit stopped: " + r.stopped() + "; " + next(r) + ".");
                    forgetCheck();
                }, failure -> {
                    committing = false;
                    committed.accept(c); // a table may have been created before the failure
                    busy.set(false);
                    progress.set(0);
                    // Only looking the tables up raises: a later failure comes in the report.
                    status.set("Commit failed: " + RunFailures.sentence(failure)
                            + (failure instanceof CommitStepException ? "; nothing was changed." : ""));
                    forgetCheck();
                }, () -> {
                    committing = false;
                    committed.accept(c);
                    busy.set(false);
                    progress.set(0);
                    status.set("Commit cancelled: what was sent stays written.");
                    forgetCheck();
                });
        // The task's own progress reaches the tasks panel; the form mirrors it.
    }
}
