package dev.tablewright.ui.common;

import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/** A running task as the tasks panel shows it: title, progress, message, and a way to cancel. */
public final class BackgroundTask {
    private final String title;
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(-1);
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final Runnable canceller;

    BackgroundTask(String title, Runnable canceller) {
        this.title = title;
        this.canceller = canceller;
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

    public void cancel() {
        canceller.run();
    }

    void update(double fraction, String text) {
        progress.set(fraction);
        message.set(text == null ? "" : text);
    }
}
