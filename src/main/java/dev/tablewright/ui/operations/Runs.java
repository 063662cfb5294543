package dev.tablewright.ui.operations;

import dev.tablewright.ui.common.TaskRunner;
import dev.tablewright.ui.common.Work;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The runs of one tab: busy while one is under way, its summary or its error in one sentence, and
 * the session's history of what ran. Every outcome resets busy, so the tab is never left waiting.
 */
public final class Runs {
    private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("HH:mm:ss");

    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
    private final ObservableList<HistoryEntry> history = FXCollections.observableArrayList();
    private final TaskRunner tasks;
    private TaskRunner.Handle running;

    Runs(TaskRunner tasks) {
        this.tasks = tasks;
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

    /** What ran in this tab, newest first, failures too. */
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
        running = tasks.run(title, work, result -> {
            busy.set(false);
            shown.accept(result);
            summary.set(summaryOf.apply(result));
            remember(operation, what, summary.get(), json);
        }, failure -> {
            busy.set(false);
            error.set(Errors.sentence(failure));
            remember(operation, what, "failed: " + error.get(), json);
        }, () -> {
            busy.set(false);
            summary.set("cancelled");
        });
    }

    private void remember(String operation, String what, String outcome, String json) {
        history.add(0, new HistoryEntry(LocalTime.now().format(CLOCK) + " " + operation
                + (what.isEmpty() ? "" : " " + what) + " · " + outcome, operation, json));
    }

    void cancel() {
        if (running != null) {
            running.cancel();
        }
    }
}
