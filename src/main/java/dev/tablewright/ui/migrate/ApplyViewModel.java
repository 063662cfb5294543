package dev.tablewright.ui.migrate;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.connect.Connection;
import dev.tablewright.aws.migrate.ApplyOptions;
import dev.tablewright.aws.migrate.ApplyReport;
import dev.tablewright.aws.migrate.ApplyRequest;
import dev.tablewright.aws.migrate.MigrationApply;
import dev.tablewright.engine.migrate.ApplyJournal;
import dev.tablewright.engine.migrate.MigrationStep;
import dev.tablewright.format.migrate.JournalJson;
import dev.tablewright.format.migrate.PlanFile;
import dev.tablewright.operation.run.RunFailures;
import dev.tablewright.ui.common.Command;
import dev.tablewright.ui.common.DialogService;
import dev.tablewright.ui.common.TaskRunner;
import dev.tablewright.ui.failure.Failure;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.Observable;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Apply…: the plan shown, applied to a chosen connection ({@link MigrationApply}) with progress and
 * Cancel. It runs only what can run: a live connection that writes (a read-only one is listed and refused
 * with the reason; the Sandbox is the model itself), a plan without refusals, saved (its journal is kept
 * next to it). A journal already there is resumed when the user says so, else the apply is refused;
 * each deletion is confirmed by typing its name. The outcome is listed step by step, with a status line.
 */
public final class ApplyViewModel {
    private final TaskRunner tasks;
    private final DialogService dialogs;
    private final MigrationViewModel migration;
    private final Function<Connection, Gateway> open;
    private final Consumer<Failure> failures;
    private final ApplyProgress progress;
    private final ObservableList<Connection> connections = FXCollections.observableArrayList();
    private final ObjectProperty<Connection> connection = new SimpleObjectProperty<>();
    private final ObservableList<String> results = FXCollections.observableArrayList();
    private final ReadOnlyObjectWrapper<ApplyReport> report = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper blocker = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();
    private final AtomicBoolean stop = new AtomicBoolean();
    private final Command apply;
    private final Command cancel;

    /**
     * @param all  the connections; the Sandbox is left out
     * @param open the gateway of a connection; called off the FX thread
     * @param fx   runs the run's progress on the FX thread (the run reports from its own threads)
     */
    public ApplyViewModel(MigrationViewModel migration, TaskRunner tasks, DialogService dialogs, List<Connection> all,
            Function<Connection, Gateway> open, Executor fx, Consumer<Failure> failures) {
        this.migration = migration;
        this.tasks = tasks;
        this.dialogs = dialogs;
        this.open = open;
        this.failures = failures;
        this.progress = new ApplyProgress(fx);
        connections.setAll(all.stream().filter(c -> !c.isSandbox()).toList());
        if (!connections.isEmpty()) {
            connection.set(connections.stream().filter(c -> !c.readOnly()).findFirst().orElse(connections.get(0)));
        }
        for (Observable o : List.of(connection, migration.planProperty(), migration.saving().savedFileProperty())) {
            o.addListener(x -> blocker.set(blockerNow()));
        }
        blocker.set(blockerNow());
        apply = new Command(blocker.isEmpty(), busy, this::start);
        cancel = new Command(busy, () -> {
            stop.set(true);
            status.set("Stopping: the pages in flight finish and the journal records them…");
        });
    }

    /** Why Apply… cannot run now, in one sentence; "" when it can. */
    private String blockerNow() {
        Connection c = connection.get();
        PlanFile plan = migration.planProperty().get();
        if (c == null) {
            return "Add a DynamoDB Local or AWS connection to apply the plan to: the Sandbox is the model itself.";
        }
        if (c.readOnly()) {
            return "\"" + c.name() + "\" is a read-only connection: applying a migration writes.";
        }
        if (plan == null) {
            return "There is no plan to apply yet.";
        }
        if (plan.plan().refused()) {
            return "DynamoDB cannot make " + plan.plan().refusals().size() + " of the changes (Refused): change the new "
                    + "design before applying the plan.";
        }
        if (plan.plan().steps().isEmpty()) {
            return "Nothing to apply: the two designs ask DynamoDB for the same tables.";
        }
        if (migration.saving().savedFileProperty().get() == null) {
            return "Save the plan first: the journal that lets an apply resume is kept next to it.";
        }
        return "";
    }

    private void start() {
        PlanFile plan = migration.planProperty().get(); // the plan saved there: the blocker says so
        Path planFile = migration.saving().savedFileProperty().get();
        Path journal = MigrationApply.journalFor(planFile);
        busy.set(true);
        status.set("Looking for a journal of an earlier run…");
        tasks.run("Looking for " + journal.getFileName(), p -> Files.exists(journal) ? JournalJson.read(journal)
                : Optional.<ApplyJournal>empty(), earlier -> {
            busy.set(false);
            confirmThenRun(plan, planFile, journal, earlier);
        }, error -> {
            busy.set(false);
            failed(error);
        }, () -> {
            busy.set(false);
            status.set("Apply cancelled: nothing was written.");
        });
    }

    private void confirmThenRun(PlanFile plan, Path planFile, Path journal, Optional<ApplyJournal> earlier) {
        boolean resume = false;
        if (earlier.isPresent()) {
            if (!dialogs.confirm("Resume the migration", "A journal of an earlier apply is there (" + journal.getFileName()
                    + "): resume where that run stopped? To start again instead, delete it first.", "Resume")) {
                status.set("Not applied: a journal of an earlier run is there (" + journal + "); resume it, or delete it "
                        + "to start again.");
                return;
            }
            resume = true;
        }
        Set<String> confirmed = new LinkedHashSet<>();
        // A resumed run skips the deletions its journal records as done: they are not asked again.
        for (MigrationStep deletion : MigrationApply.deletionsLeft(plan.plan(), earlier)) {
            String name = MigrationApply.confirmationName(deletion);
            Optional<String> typed = dialogs.askText("Confirm: " + deletion.summary(), deletion.summary() + " on "
                    + connection.get().name() + ": " + deletion.reversal().how() + ". Type " + name + " to confirm.", "");
            if (!typed.map(String::strip).map(name::equals).orElse(false)) {
                status.set("Not applied: deleting " + name + " was not confirmed (type its name exactly).");
                return;
            }
            confirmed.add(deletion.id());
        }
        run(plan, planFile, journal, new ApplyOptions(ApplyOptions.DEFAULT_WRITERS, plan.writeRate(), confirmed, resume));
    }

    private void run(PlanFile plan, Path planFile, Path journal, ApplyOptions options) {
        Connection c = connection.get();
        PlanSides sides = migration.sidesProperty().get();
        ApplyRequest request = new ApplyRequest(plan.plan(), plan.from(), plan.to(),
                sides.fromFile() ? Optional.of(sides.from()) : Optional.empty(), sides.to(), JournalJson.store(journal),
                options);
        stop.set(false);
        busy.set(true);
        results.clear();
        report.set(null);
        progress.reset();
        status.set("Applying " + planFile.getFileName() + " to " + c.name() + "…");
        tasks.run("Applying the migration to " + c.name(), p -> MigrationApply.run(open.apply(c), request,
                progress.listener(p), () -> stop.get() || p.isCancelled()), (ApplyReport r) -> {
                    busy.set(false);
                    show(r);
                }, error -> {
                    busy.set(false);
                    failed(error);
                }, () -> {
                    busy.set(false);
                    status.set("Apply cancelled: Apply… again continues where it stopped (" + ApplyLines.JOURNAL + ").");
                });
    }

    private void show(ApplyReport r) {
        report.set(r);
        results.setAll(ApplyLines.steps(r));
        status.set(ApplyLines.status(r));
    }

    private void failed(Throwable error) {
        String what = "Could not apply the migration to " + connection.get().name();
        status.set(what + ": " + RunFailures.sentence(error));
        failures.accept(Failure.of(what, Thread.currentThread(), error));
    }

    public ObservableList<Connection> connections() {
        return connections;
    }

    public ObjectProperty<Connection> connectionProperty() {
        return connection;
    }

    /** Why Apply… cannot run now; "" when it can. */
    public ReadOnlyStringProperty blockerProperty() {
        return blocker.getReadOnlyProperty();
    }

    /** Apply…: asks what it must (resume, each deletion's name), then runs in the background. */
    public Command applyCommand() {
        return apply;
    }

    /** Cancel: the run stops after the pages in flight, and ends with its report. */
    public Command cancelCommand() {
        return cancel;
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** "Step 1 of 2: backfill Movie's items: …"; empty when idle. */
    public ReadOnlyStringProperty stepProperty() {
        return progress.stepProperty();
    }

    /** "1,200 read · 1,150 written of about 5,000"; empty outside a scan step. */
    public ReadOnlyStringProperty itemsProperty() {
        return progress.itemsProperty();
    }

    /** 0..1 over the whole run; -1 while a step of unknown length runs. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.fractionProperty();
    }

    /** The last run's steps, one line each with their problems under them. */
    public ObservableList<String> results() {
        return results;
    }

    /** The last run's report; null before one. */
    public ReadOnlyObjectProperty<ApplyReport> reportProperty() {
        return report.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }
}
