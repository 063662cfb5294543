package dev.tablewright.ui.migrate;

import dev.tablewright.aws.migrate.ApplyListener;
import dev.tablewright.aws.migrate.StepResult;
import dev.tablewright.engine.migrate.MigrationStep;
import dev.tablewright.progress.Progress;
import java.util.Locale;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * Where an apply stands, for the Migration dialog: the step under way (i of n), its items read and
 * written, and the share of the run done. The run reports from its own threads, item by item; the
 * reports are coalesced and handed to the FX thread one at a time, never thousands queued.
 */
final class ApplyProgress {
    private final Executor fx;
    private final ReadOnlyStringWrapper step = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper items = new ReadOnlyStringWrapper("");
    private final ReadOnlyDoubleWrapper fraction = new ReadOnlyDoubleWrapper(0);
    private final AtomicReference<State> latest = new AtomicReference<>(State.IDLE);
    private final AtomicBoolean posted = new AtomicBoolean();

    /** A moment of the run; the lines are made where it is reported, off the FX thread. */
    private record State(String step, String items, double fraction) {
        static final State IDLE = new State("", "", 0);
    }

    ApplyProgress(Executor fx) {
        this.fx = fx;
    }

    void reset() {
        post(State.IDLE);
    }

    /** The listener of one run: it reports here and to the task's own progress (the tasks panel). */
    ApplyListener listener(Progress task) {
        return new ApplyListener() {
            private volatile int index;
            private volatile int of = 1;
            private volatile String line = "";

            @Override
            public void stepStarted(int i, int n, MigrationStep s) {
                index = i;
                of = n;
                line = String.format(Locale.ROOT, "Step %d of %d: %s", i, n, s.summary());
                report(new State(line, "", (double) (i - 1) / n));
            }

            @Override
            public void itemsProgress(MigrationStep s, long read, long written, long expected) {
                String counts = String.format(Locale.ROOT, "%,d", read)
                        + (expected >= 0 ? String.format(Locale.ROOT, " of about %,d", expected) : "")
                        + String.format(Locale.ROOT, " items read · %,d written", written);
                double within = expected > 0 ? Math.min(1, (double) read / expected) : 0;
                report(new State(line, counts, (index - 1 + within) / of));
            }

            @Override
            public void stepFinished(MigrationStep s, StepResult r) {
                report(new State(line + ": " + r.statusName(), latest.get().items(), (double) index / of));
            }

            private void report(State s) {
                post(s);
                task.update(s.fraction(), s.step() + (s.items().isEmpty() ? "" : " · " + s.items()));
            }
        };
    }

    private void post(State s) {
        latest.set(s);
        if (posted.compareAndSet(false, true)) {
            fx.execute(() -> {
                posted.set(false);
                State now = latest.get();
                step.set(now.step());
                items.set(now.items());
                fraction.set(now.fraction());
            });
        }
    }

    ReadOnlyStringProperty stepProperty() {
        return step.getReadOnlyProperty();
    }

    ReadOnlyStringProperty itemsProperty() {
        return items.getReadOnlyProperty();
    }

    ReadOnlyDoubleProperty fractionProperty() {
        return fraction.getReadOnlyProperty();
    }
}
