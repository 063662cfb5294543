package dev.tablewright.ui.common;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/** A running task as the tasks panel shows it: title, progress, message, and a way to cancel. */
public final class BackgroundTask {
    private final String title;
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(-1);
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private TaskRunner.Handle handle;
    private final AtomicReference<Report> latest = new AtomicReference<>();
    private final AtomicBoolean posted = new AtomicBoolean();

    private record Report(double fraction, String message) {
    }

    BackgroundTask(String title) {
        this.title = title;
    }

    /** The task this entry cancels (set once, right after both exist). */
    void cancels(TaskRunner.Handle task) {
        this.handle = task;
    }

    public String title() {
        return title;
    }

    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** The status bar's ✕: the owner receives {@link Outcome.Cancelled}. */
    public void cancel() {
        handle.cancel();
    }

    /**
     * A report from the work's thread. Reports are coalesced: a work that reports on every item
     * floods the FX thread with one update at a time, never with thousands.
     */
    void post(double fraction, String text) {
        latest.set(new Report(fraction < 0 ? -1 : fraction, text));
        if (posted.compareAndSet(false, true)) {
            Platform.runLater(() -> {
                posted.set(false);
                Report r = latest.get();
                progress.set(r.fraction());
                if (r.message() != null) {
                    message.set(r.message());
                }
            });
        }
    }
}
