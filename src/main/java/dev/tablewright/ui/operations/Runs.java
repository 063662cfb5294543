package dev.tablewright.ui.operations;

import dev.tablewright.operation.run.HistoryEntry;
import dev.tablewright.operation.run.ResultLine;
import dev.tablewright.operation.run.RunFailures;
import dev.tablewright.ui.common.TaskRunner;
import dev.tablewright.ui.common.Work;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The runs of one tab: busy while one is under way, its summary or its error in one sentence, and
 * the session's history of what ran (the tab's own until it {@link #join joins} the session's).
 * Every outcome resets busy, so the tab is never left waiting.
 */
public final class Runs {
    private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("HH:mm:ss");

    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
    private final ObservableList<HistoryEntry> history = FXCollections.observableArrayList();
    private final TaskRunner tasks;
    private SessionHistory session = new SessionHistory();
    private Supplier<String> connection = () -> "";
    private ListChangeListener<HistoryEntry> mirroring;
    private TaskRunner.Handle running;

    Runs(TaskRunner tasks) {
        this.tasks = tasks;
        mirroring = session.mirror(history, Set.copyOf(dev.tablewright.model.OperationKind.cliNames()));
    }

    /**
     * Records this tab's runs in the session's history, and shows its entries of {@code operations}
     * (those the tab can recall).
     *
     * @param connection the name of the connection a run goes to; asked off the FX thread, as the
     *                   run starts (finding it may open the connection)
     */
    void join(SessionHistory shared, Set<String> operations, Supplier<String> connection) {
        this.session = shared;
        this.connection = connection;
        mirroring = shared.mirror(history, operations);
    }

    /** True while a run is under way. */
    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /**
     * The last run's summary, a {@link ResultLine} ("6 items · 6 scanned · 0.5 RCU · 4 ms",
     * "done · 1 WCU · 3 ms"), or "cancelled".
     */
    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    /** How the last run failed, in one sentence; "" otherwise. */
    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    /** What ran in the session in the tab's kinds of operation, newest first, failures too. */
    public ObservableList<HistoryEntry> history() {
        return history;
    }

    /**
     * @param operation the CLI's name of what runs, and {@code json} its request, for the history
     * @param summaryOf the result's one-line summary
     * @param shown     takes the result on the FX thread
     */
    <T> void start(String title, String operation, String what, String json, Work<T> work,
            Function<T, String> summaryOf, Consumer<T> shown) {
        busy.set(true);
        error.set("");
        Supplier<String> connectionOf = connection;
        AtomicReference<String> on = new AtomicReference<>("");
        Work<T> named = progress -> {
            on.set(name(connectionOf));
            return work.call(progress);
        };
        running = tasks.run(title, named, result -> {
            busy.set(false);
            shown.accept(result);
            summary.set(summaryOf.apply(result));
            remember(operation, what, summary.get(), json, on.get());
        }, failure -> {
            busy.set(false);
            error.set(RunFailures.sentence(failure));
            remember(operation, what, "failed: " + error.get(), json, on.get());
        }, () -> {
            busy.set(false);
            summary.set("cancelled");
        });
    }

    /** A connection that cannot be named fails the run itself, which says why. */
    private static String name(Supplier<String> connection) {
        try {
            return connection.get();
        } catch (RuntimeException e) {
            return "";
        }
    }

    private void remember(String operation, String what, String outcome, String json, String connectionName) {
        session.add(new HistoryEntry(LocalTime.now().format(CLOCK) + (connectionName.isEmpty() ? "" : " " + connectionName
                + " ›") + " " + operation + (what.isEmpty() ? "" : " " + what) + " · " + outcome, operation, json,
                connectionName));
    }

    void cancel() {
        if (running != null) {
            running.cancel();
        }
    }
}
