package dev.tablewright.ui.compare;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.connect.Connection;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.TableDesign;
import dev.tablewright.operation.drift.DriftComparison;
import dev.tablewright.operation.drift.DriftOutcome;
import dev.tablewright.operation.drift.DriftSide;
import dev.tablewright.operation.drift.UnreadableSide;
import dev.tablewright.operation.run.RunFailures;
import dev.tablewright.ui.common.Command;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.TaskRunner;
import dev.tablewright.ui.connections.LiveTableChoice;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * File › Compare with › A live table…: a connection and one of its tables, the model's table it is
 * compared with (the one of the same name by default) and how many items to sample. Compare reads the
 * table's description and the sample in the background, with progress and Cancel; the result opens in
 * the Compare tab ({@link CompareViewModel#show}), the document the old side and the live table the new.
 */
public final class LiveCompareViewModel {
    public static final int DEFAULT_SAMPLE = 1000;

    private final TaskRunner tasks;
    private final Document document;
    private final Function<Connection, Gateway> open;
    private final CompareViewModel compare;
    private final LiveTableChoice live;
    private final ObjectProperty<Connection> connection;
    private final ObjectProperty<String> liveTable;
    private final ObservableList<String> modelTables = FXCollections.observableArrayList();
    private final ObjectProperty<String> modelTable = new SimpleObjectProperty<>();
    private final ObjectProperty<Integer> sample = new SimpleObjectProperty<>(DEFAULT_SAMPLE);
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper done = new ReadOnlyBooleanWrapper();
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(0);
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private final Command run;
    private final Command cancel;
    private TaskRunner.Handle running;

    /** @param open the gateway of a connection; called off the FX thread */
    public LiveCompareViewModel(TaskRunner tasks, Document document, List<Connection> all,
            Function<Connection, Gateway> open, CompareViewModel compare) {
        this.tasks = tasks;
        this.document = document;
        this.open = open;
        this.compare = compare;
        DataModel m = document.model();
        modelTables.setAll(m == null ? List.of() : m.tables().stream().map(TableDesign::name).toList());
        modelTable.set(modelTables.isEmpty() ? null : modelTables.get(0));
        live = new LiveTableChoice(tasks, all, open, modelTables::contains, status::set);
        connection = live.connectionProperty();
        liveTable = live.tableProperty();
        liveTable.addListener((o, a, b) -> {
            if (b != null && modelTables.contains(b)) {
                modelTable.set(b); // the model's table of the same name, as the command line takes it
            }
        });
        live.start("No live connection: add a DynamoDB Local or AWS connection to compare with a live table.");
        run = new Command(Bindings.createBooleanBinding(() -> connection.get() != null && liveTable.get() != null
                && modelTable.get() != null && sample.get() != null && sample.get() >= 0,
                connection, liveTable, modelTable, sample), busy, this::runCompare);
        cancel = new Command(busy, () -> {
            if (running != null) {
                running.cancel();
            }
        });
    }

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

    /** The document's tables: the one the live table is compared with. */
    public ObservableList<String> modelTables() {
        return modelTables;
    }

    public ObjectProperty<String> modelTableProperty() {
        return modelTable;
    }

    /** How many live items to check against the model's key templates (0: none). */
    public ObjectProperty<Integer> sampleProperty() {
        return sample;
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** True once a comparison was shown in the Compare tab (the dialog may close). */
    public ReadOnlyBooleanProperty doneProperty() {
        return done.getReadOnlyProperty();
    }

    /** The share of the sample read, -1 while describing the table, 0 when idle. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    public Command compareCommand() {
        return run;
    }

    public Command cancelCommand() {
        return cancel;
    }

    private void runCompare() {
        DataModel model = document.model();
        if (model == null) {
            status.set("There is no model open to compare.");
            return;
        }
        Connection c = connection.get();
        String table = liveTable.get();
        String mine = modelTable.get();
        int max = sample.get();
        busy.set(true);
        done.set(false);
        progress.set(-1);
        status.set("Reading " + table + " on " + c.name() + (max > 0 ? " and up to "
                + String.format(Locale.ROOT, "%,d", max) + " of its items…" : "…"));
        running = tasks.run("Comparing with " + table + " on " + c.name(), p -> {
            Gateway g = open.apply(c);
            DriftComparison comparison = new DriftComparison(Optional.of(mine), max, read -> p.update(
                    (double) read.items() / read.of(), String.format(Locale.ROOT, "Sampled %,d of %,d items", read.items(),
                            read.of())), p::isCancelled);
            return comparison.compare(new DriftSide.Model(model, CompareViewModel.DOCUMENT),
                    new DriftSide.LiveTable(g, table));
        }, outcome -> shown(outcome, new PlanOrigin.LiveTable(c, table)), this::failed, () -> {
            busy.set(false);
            progress.set(0);
            status.set("Compare cancelled.");
        });
    }

    private void shown(DriftOutcome outcome, PlanOrigin origin) {
        busy.set(false);
        progress.set(0);
        compare.show(outcome, origin);
        status.set("Compared: " + outcome.report().diff().summary()
                + outcome.report().conformance().map(c -> "; " + c.summary()).orElse("") + ".");
        done.set(true);
    }

    private void failed(Throwable error) {
        busy.set(false);
        progress.set(0);
        status.set("Could not compare: " + (error instanceof UnreadableSide u ? u.getMessage() : RunFailures.sentence(error)));
    }
}
