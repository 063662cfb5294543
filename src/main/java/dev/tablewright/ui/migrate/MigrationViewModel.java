package dev.tablewright.ui.migrate;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.connect.Connection;
import dev.tablewright.engine.migrate.DryRun;
import dev.tablewright.engine.migrate.DryRunResult;
import dev.tablewright.engine.migrate.MigrationPlan;
import dev.tablewright.engine.migrate.MigrationPlanner;
import dev.tablewright.engine.migrate.PlanFacts;
import dev.tablewright.engine.migrate.Refusal;
import dev.tablewright.engine.migrate.TablePlan;
import dev.tablewright.format.migrate.PlanFile;
import dev.tablewright.operation.run.RunFailures;
import dev.tablewright.ui.common.Command;
import dev.tablewright.ui.common.DialogService;
import dev.tablewright.ui.common.LatestWins;
import dev.tablewright.ui.common.TaskRunner;
import dev.tablewright.ui.compare.PlanOrigin;
import dev.tablewright.ui.failure.Failure;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Plan migration…: the plan from the old side of a comparison (a model file or a live table) to the
 * saved document, made in the background; its steps with their costs, the totals and what DynamoDB
 * refuses; a new write rate or item count estimates again. Dry run checks the plan on FROM's sample
 * items (FROM a model only); Save plan… writes the plan file ({@link PlanSaving}); Apply… is
 * {@link ApplyViewModel}'s.
 */
public final class MigrationViewModel {
    private final TaskRunner tasks;
    private final PlanOrigin origin;
    private final Path toFile;
    private final Function<Connection, Gateway> open;
    private final Consumer<Failure> failures;
    private final LatestWins<PlanFile> planning;
    private final ReadOnlyObjectWrapper<PlanSides> sides = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<PlanFile> plan = new ReadOnlyObjectWrapper<>();
    private final ObservableList<StepRow> steps = FXCollections.observableArrayList();
    private final ObservableList<String> refusals = FXCollections.observableArrayList();
    private final ObservableList<String> tables = FXCollections.observableArrayList();
    private final ObservableList<CheckRow> checks = FXCollections.observableArrayList();
    private final StringProperty writeRate = new SimpleStringProperty(number(PlanFacts.DEFAULT_WRITE_RATE));
    private final StringProperty items = new SimpleStringProperty("");
    private final ReadOnlyStringWrapper heading = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper totals = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper verdict = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper dryRunning = new ReadOnlyBooleanWrapper();
    private final Command dryRun;
    private final PlanSaving saving;

    /**
     * @param origin   the old side of the comparison: what the plan starts from
     * @param toFile   the document's file, saved: what the plan carries the tables to
     * @param open     the gateway of a connection; called off the FX thread
     * @param failures where a failure goes besides the dialog's status (the window's status line, with Details…)
     */
    public MigrationViewModel(TaskRunner tasks, DialogService dialogs, PlanOrigin origin,
            Path toFile, Function<Connection, Gateway> open, Consumer<Failure> failures) {
        this.tasks = tasks;
        this.origin = origin;
        this.toFile = toFile;
        this.open = open;
        this.failures = failures;
        planning = new LatestWins<>(tasks);
        heading.set("From " + origin.label() + " to " + toFile.getFileName());
        writeRate.addListener(o -> replan());
        items.addListener(o -> replan());
        dryRun = new Command(Bindings.createBooleanBinding(() -> plan.get() != null && origin instanceof PlanOrigin.ModelFile,
                plan), dryRunning, this::runDryRun);
        saving = new PlanSaving(tasks, dialogs, plan, toFile, status::set, this::failed);
    }

    /** Reads both designs in the background, then plans. */
    public void start() {
        loading.set(true);
        status.set("Reading " + origin.label() + " and " + toFile.getFileName() + "…");
        tasks.run("Reading the designs to plan", p -> PlanSides.load(origin, toFile, open), read -> {
            loading.set(false);
            sides.set(read);
            replan();
        }, error -> {
            loading.set(false);
            failed("Could not read the designs to plan", error);
        }, () -> {
            loading.set(false);
            status.set("Planning cancelled.");
        });
    }

    private void replan() {
        PlanSides read = sides.get();
        if (read == null) {
            return;
        }
        Optional<PlanFacts> facts = facts(read);
        if (facts.isEmpty()) {
            planning.cancel();
            show(null);
            return;
        }
        status.set("Planning…");
        planning.submit("Planning the migration", p -> new PlanFile(read.fromSource(), read.toSource(),
                facts.get().writeRate(), MigrationPlanner.plan(read.from(), read.to(), facts.get())), outcome ->
                outcome.dispatch(this::show, error -> failed("Could not plan the migration", error),
                        () -> status.set("Planning cancelled.")));
    }

    /** The facts the fields give, or empty with the status saying what is wrong with them. */
    private Optional<PlanFacts> facts(PlanSides read) {
        double rate;
        try {
            rate = Double.parseDouble(writeRate.get().strip().replace(",", ""));
        } catch (NumberFormatException e) {
            rate = -1;
        }
        if (!(rate > 0) || Double.isInfinite(rate)) {
            status.set("The write rate is a positive number of write units per second, not \"" + writeRate.get() + "\".");
            return Optional.empty();
        }
        PlanFacts facts = read.facts(rate);
        String given = items.get().strip().replace(",", "");
        if (given.isEmpty()) {
            return Optional.of(facts);
        }
        try {
            long n = Long.parseLong(given);
            if (n >= 0) {
                return Optional.of(facts.withGivenItems(n));
            }
        } catch (NumberFormatException e) {
            // said below
        }
        status.set("The item count is a whole number, or empty for the " + (read.fromFile() ? "design's" : "table's")
                + " own, not \"" + items.get() + "\".");
        return Optional.empty();
    }

    private void show(PlanFile made) {
        plan.set(made);
        checks.clear();
        verdict.set("");
        if (made == null) {
            steps.clear();
            refusals.clear();
            tables.clear();
            totals.set("");
            return;
        }
        MigrationPlan p = made.plan();
        List<StepRow> rows = new ArrayList<>();
        for (var s : p.steps()) {
            rows.add(StepRow.of(rows.size() + 1, s));
        }
        steps.setAll(rows);
        refusals.setAll(p.refusals().stream().map(MigrationViewModel::refusal).toList());
        tables.setAll(p.tables().stream().map(MigrationViewModel::items).toList());
        totals.set(p.isEmpty() ? "Nothing to do: the two designs ask DynamoDB for the same tables."
                : StepRow.totals(p, made.writeRate()));
        status.set(p.refused() ? "DynamoDB cannot make " + p.refusals().size() + " of the changes: change the new "
                + "design before applying the plan." : "Planned " + steps.size() + " step" + (steps.size() == 1 ? "" : "s")
                + ".");
    }

    private static String refusal(Refusal r) {
        return r.table() + ": " + r.what() + ". " + r.reason();
    }

    private static String items(TablePlan t) {
        return "Table " + t.table() + ": " + t.items().map(n -> String.format(Locale.ROOT, "%,d items (%s)", n,
                StepRow.inWindow(t.itemsBasis()))).orElse(StepRow.inWindow(t.itemsBasis()));
    }


    private void runDryRun() {
        PlanSides read = sides.get();
        PlanFile made = plan.get();
        dryRunning.set(true);
        status.set("Dry run: applying the plan to the sample items of " + origin.label() + "…");
        tasks.run("Dry run of the migration", p -> DryRun.run(read.from(), read.to(), made.plan()), (DryRunResult r) -> {
            dryRunning.set(false);
            checks.setAll(CheckRow.of(r));
            verdict.set(r.holds() ? "The plan carries the sample items to exactly what the new design gives."
                    : "The plan does not carry the sample items to what the new design gives.");
            status.set("Dry run: " + (r.holds() ? "every check holds." : "a check fails."));
        }, error -> {
            dryRunning.set(false);
            failed("The dry run failed", error);
        }, () -> {
            dryRunning.set(false);
            status.set("Dry run cancelled.");
        });
    }

    /** A failure in one line here, and in the window's status line with Details…. */
    void failed(String what, Throwable error) {
        status.set(what + ": " + RunFailures.sentence(error));
        failures.accept(Failure.of(what, Thread.currentThread(), error));
    }

    private static String number(double d) {
        return d == Math.rint(d) ? String.valueOf((long) d) : String.valueOf(d);
    }

    /** "From movies-actors.json to movies-actors-v2.json". */
    public ReadOnlyStringProperty headingProperty() {
        return heading.getReadOnlyProperty();
    }

    /** Write units per second the copies and backfills run at, as typed (default 1000). */
    public StringProperty writeRateProperty() {
        return writeRate;
    }

    /** Items each table holds, as typed; empty for the live table's ItemCount or the design's expected count. */
    public StringProperty itemsProperty() {
        return items;
    }

    /** The plan shown; null while none is (being read, or the fields are wrong). */
    public ReadOnlyObjectProperty<PlanFile> planProperty() {
        return plan.getReadOnlyProperty();
    }

    /** The designs read, once read. */
    ReadOnlyObjectProperty<PlanSides> sidesProperty() {
        return sides.getReadOnlyProperty();
    }

    public ObservableList<StepRow> steps() {
        return steps;
    }

    /** What DynamoDB cannot do at all, one line each: Apply cannot run while there is any. */
    public ObservableList<String> refusals() {
        return refusals;
    }

    /** Each table with the item count the estimates start from and where it comes from. */
    public ObservableList<String> tables() {
        return tables;
    }

    public ReadOnlyStringProperty totalsProperty() {
        return totals.getReadOnlyProperty();
    }

    /** The last dry run's checks, in order; empty before one (or after a new plan). */
    public ObservableList<CheckRow> checks() {
        return checks;
    }

    /** The last dry run's verdict in a sentence. */
    public ReadOnlyStringProperty verdictProperty() {
        return verdict.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** True while the designs are read or the plan is made. */
    public ReadOnlyBooleanProperty loadingProperty() {
        return loading.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty planningProperty() {
        return planning.runningProperty();
    }

    /** Dry run: FROM a model file only (a live table's items are not in a model). */
    public Command dryRunCommand() {
        return dryRun;
    }

    /** Save plan…: the plan file, where apply keeps its journal. */
    public PlanSaving saving() {
        return saving;
    }

    /** Whether FROM is a model file (a dry run needs its sample items). */
    public boolean fromModelFile() {
        return origin instanceof PlanOrigin.ModelFile;
    }
}
