package dev.tablewright.ui.reverse;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.settings.LiveSettings;
import dev.tablewright.aws.SampleItems;
import java.util.ArrayList;
import dev.tablewright.engine.reverse.UnreachedPrefixes;
import dev.tablewright.aws.connect.Connection;
import dev.tablewright.engine.reverse.ReverseEngineer;
import dev.tablewright.engine.reverse.Reversed;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.Relationship;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.Edit;
import dev.tablewright.model.edit.EditRefused;
import dev.tablewright.model.edit.EntityEdits;
import dev.tablewright.operation.run.RunFailures;
import dev.tablewright.ui.common.Command;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.TaskRunner;
import dev.tablewright.ui.connections.LiveTableChoice;
import javafx.beans.Observable;
import javafx.beans.binding.Bindings;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;

/**
 * Data › Reverse-engineer: a source (a sample of a live table, or a table of the open model that has
 * items but no entities), "Infer" in the background with progress and cancel, then the result to
 * review — entities the user may rename or drop, relationships, notes — and "Add to model" as one
 * undoable edit. The review is a scratch copy of the table, edited with the model's own entity
 * edits, so a rename follows into relationships and a drop takes its items and relationships along.
 */
public final class ReverseViewModel {
    public static final int DEFAULT_SAMPLE = 1000;
    private static final String REVIEW = "review";

    private final TaskRunner tasks;
    private final Document document;
    private final Function<Connection, Gateway> open;
    private final ObjectProperty<ReverseSource> source = new SimpleObjectProperty<>(ReverseSource.LIVE);
    private final LiveTableChoice live;
    private final ObjectProperty<Connection> connection;
    private final ObjectProperty<String> liveTable;
    private final ObjectProperty<Integer> sample = new SimpleObjectProperty<>(DEFAULT_SAMPLE);
    private final ObservableList<String> modelTables = FXCollections.observableArrayList();
    private final ObjectProperty<String> modelTable = new SimpleObjectProperty<>();
    private final ReadOnlyObjectWrapper<TableDesign> reviewed = new ReadOnlyObjectWrapper<>();
    private final ObservableList<EntityRow> entities = FXCollections.observableArrayList();
    private final ObservableList<String> relationships = FXCollections.observableArrayList();
    private final ObservableList<String> notes = FXCollections.observableArrayList();
    private final StringProperty targetName = new SimpleStringProperty("");
    private final BooleanProperty replace = new SimpleBooleanProperty(false);
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(0);
    private final ReadOnlyStringWrapper blocker = new ReadOnlyStringWrapper("");
    private final Command infer;
    private final Command add;
    private final Command cancel;
    /** The source the review came from: a file table is replaced, a live one added. */
    private ReverseSource reviewedFrom;
    private TaskRunner.Handle running;

    /**
     * @param open the gateway of a connection; called off the FX thread (starting DynamoDB Local takes seconds)
     */
    public ReverseViewModel(TaskRunner tasks, Document document, List<Connection> all,
            Function<Connection, Gateway> open) {
        this.tasks = tasks;
        this.document = document;
        this.open = open;
        live = new LiveTableChoice(tasks, all, open, name -> false, status::set);
        connection = live.connectionProperty();
        liveTable = live.tableProperty();
        refreshModelTables();
        document.modelProperty().addListener(o -> refreshModelTables());
        for (Observable p : List.of(reviewed, targetName, replace, document.modelProperty())) {
            p.addListener(o -> blocker.set(blockerNow()));
        }
        if (live.connections().isEmpty() && !modelTables.isEmpty()) {
            source.set(ReverseSource.MODEL);
        }
        live.start("No live connection: add a DynamoDB Local or AWS connection to read a live table.");
        blocker.set(blockerNow());
        infer = new Command(Bindings.createBooleanBinding(() -> source.get() == ReverseSource.LIVE
                ? connection.get() != null && liveTable.get() != null && sample.get() != null && sample.get() >= 1
                : modelTable.get() != null, source, connection, liveTable, sample, modelTable), busy, this::runInfer);
        add = new Command(blocker.isEmpty(), busy, this::addToModel);
        cancel = new Command(busy, () -> {
            if (running != null) {
                running.cancel();
            }
        });
    }

    public ObjectProperty<ReverseSource> sourceProperty() {
        return source;
    }

    /** The connections a live table can come from: every one but the Sandbox, which holds the model already. */
    public ObservableList<Connection> connections() {
        return live.connections();
    }

    public ObjectProperty<Connection> connectionProperty() {
        return connection;
    }

    /** The chosen connection's tables, listed in the background when it is chosen. */
    public ObservableList<String> liveTables() {
        return live.tables();
    }

    public ObjectProperty<String> liveTableProperty() {
        return liveTable;
    }

    /** How many items of the live table to read. */
    public ObjectProperty<Integer> sampleProperty() {
        return sample;
    }

    /** The open model's tables that have items but no entities. */
    public ObservableList<String> modelTables() {
        return modelTables;
    }

    public ObjectProperty<String> modelTableProperty() {
        return modelTable;
    }

    /** The table as inferred and edited so far; null before Infer. */
    public ReadOnlyObjectProperty<TableDesign> reviewedProperty() {
        return reviewed.getReadOnlyProperty();
    }

    public ObservableList<EntityRow> entities() {
        return entities;
    }

    /** "Movie 1:N Cast (item collection)" */
    public ObservableList<String> relationships() {
        return relationships;
    }

    public ObservableList<String> notes() {
        return notes;
    }

    /** The name a live table gets in the model (its own by default). */
    public StringProperty targetNameProperty() {
        return targetName;
    }

    /** Replace the model's table of the target name rather than add under another name. */
    public BooleanProperty replaceProperty() {
        return replace;
    }

    /** Why "Add to model" cannot run now, in one sentence; "" when it can. */
    public ReadOnlyStringProperty blockerProperty() {
        return blocker.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** -1 while inferring (its length is unknown), else 0. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    public Command inferCommand() {
        return infer;
    }

    public Command addCommand() {
        return add;
    }

    public Command cancelCommand() {
        return cancel;
    }

    /** Renames an entity of the review; the refusal ("There is already an entity named 'Movie'.") if any. */
    public Optional<String> rename(String from, String to) {
        return review(EntityEdits.rename(REVIEW, from, to == null ? null : to.strip()));
    }

    /** Drops an entity from the review, with its items and relationships. */
    public Optional<String> drop(String entity) {
        return review(EntityEdits.delete(REVIEW, entity));
    }

    private Optional<String> review(Edit edit) {
        TableDesign now = reviewed.get();
        if (now == null) {
            return Optional.of("Infer a table first.");
        }
        try {
            DataModel after = edit.apply(DataModel.of(REVIEW, List.of(now.withName(REVIEW))));
            show(after.tables().get(0).withName(now.name()), notes);
            return Optional.empty();
        } catch (EditRefused e) {
            status.set(e.getMessage());
            return Optional.of(e.getMessage());
        }
    }

    private void refreshModelTables() {
        DataModel m = document.model();
        modelTables.setAll(m == null ? List.of() : m.tables().stream().filter(ReverseEngineer::isReversible)
                .map(TableDesign::name).toList());
        if (modelTable.get() == null || !modelTables.contains(modelTable.get())) {
            modelTable.set(modelTables.isEmpty() ? null : modelTables.get(0));
        }
    }

    private void runInfer() {
        ReverseSource from = source.get();
        busy.set(true);
        progress.set(-1);
        if (from == ReverseSource.MODEL) {
            TableDesign table = document.model().table(modelTable.get()).orElseThrow();
            status.set("Inferring " + table.name() + " from its " + table.items().size() + " items…");
            running = tasks.run("Reverse-engineering " + table.name(),
                    p -> new Inferred(ReverseEngineer.infer(table, table.items()), table.items().size(), false),
                    r -> shown(r, from), this::failed, this::cancelled);
            return;
        }
        Connection c = connection.get();
        String table = liveTable.get();
        int max = sample.get();
        status.set("Reading up to " + String.format(Locale.ROOT, "%,d", max) + " items of " + table + "…");
        running = tasks.run("Reverse-engineering " + table + " on " + c.name(), p -> {
            Gateway g = open.apply(c);
            LiveSettings live = g.liveSettings(table).orElseThrow(() ->
                    new IllegalStateException("There is no table " + table + " on " + c.name() + " any more."));
            TableDesign design = live.design();
            SampleItems items = SampleItems.first(g, table, max, p::isCancelled);
            p.update(-1, "Inferring " + table + " from " + items.items().size() + " items");
            Reversed reversed = ReverseEngineer.infer(design, items.items());
            List<String> notes = new ArrayList<>(reversed.notes());
            // A setting the endpoint would not tell (DynamoDB Local and PITR, tags…) is said, as the CLI says it.
            live.notes().forEach(n -> notes.add(n + "; left at DynamoDB's default"));
            UnreachedPrefixes.note(reversed.design(), items.items().size(), items.more(), "raise Sample to "
                    + String.format(Locale.ROOT, "%,d", (long) max * 10) + " and infer again").ifPresent(notes::add);
            return new Inferred(new Reversed(reversed.design(), reversed.typeAttribute(), notes), items.items().size(),
                    items.more());
        }, r -> shown(r, from), this::failed, this::cancelled);
    }

    /** An inference and how many items it read; {@code more}: the table had more than the sample. */
    private record Inferred(Reversed reversed, int items, boolean more) {
    }

    private void shown(Inferred r, ReverseSource from) {
        busy.set(false);
        progress.set(0);
        reviewedFrom = from;
        TableDesign d = r.reversed().design();
        show(d, r.reversed().notes());
        targetName.set(d.name());
        replace.set(false);
        status.set(String.format(Locale.ROOT, "%s: %d entities from %,d items%s. Review them, then Add to model.",
                d.name(), d.entities().size(), r.items(), r.more() ? " (a sample: the table has more)" : ""));
    }

    private void show(TableDesign d, List<String> withNotes) {
        List<String> keep = List.copyOf(withNotes);
        reviewed.set(d);
        entities.setAll(d.entities().stream().map(EntityRow::of).toList());
        relationships.setAll(d.relationships().stream().map(ReverseViewModel::line).toList());
        notes.setAll(keep);
    }

    static String line(Relationship r) {
        return r.summary();
    }

    private void failed(Throwable failure) {
        busy.set(false);
        progress.set(0);
        status.set("Could not reverse-engineer the table: " + RunFailures.sentence(failure));
    }

    private void cancelled() {
        busy.set(false);
        progress.set(0);
        status.set("Reverse engineering cancelled.");
    }

    private String blockerNow() {
        TableDesign d = reviewed.get();
        if (document.model() == null) {
            return "Open or create a model first: the table is added to it.";
        }
        if (d == null) {
            return "Infer a table first.";
        }
        if (reviewedFrom == ReverseSource.MODEL) {
            return "";
        }
        String name = targetName.get() == null ? "" : targetName.get().strip();
        if (name.isEmpty()) {
            return "Name the table.";
        }
        if (document.model().table(name).isPresent() && !replace.get()) {
            return "The model already has a table '" + name + "': replace it or add this one under another name.";
        }
        return "";
    }

    private void addToModel() {
        TableDesign d = reviewed.get();
        String name = reviewedFrom == ReverseSource.MODEL ? d.name() : targetName.get().strip();
        Edit edit = reviewedFrom == ReverseSource.MODEL ? IntoModel.replaceFileTable(d)
                : IntoModel.addLiveTable(d, name, replace.get());
        Optional<String> refused = document.apply(edit, new ModelPath.Table(name));
        if (refused.isPresent()) {
            status.set(refused.get());
            return;
        }
        status.set("Added " + name + " with " + d.entities().size() + " entities to the model (Undo takes it back).");
        reviewed.set(null);
        entities.clear();
        relationships.clear();
        notes.clear();
        refreshModelTables();
    }
}
