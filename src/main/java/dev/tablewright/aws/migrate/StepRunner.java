package dev.tablewright.aws.migrate;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.commit.Backoff;
import dev.tablewright.aws.commit.TableSteps;
import dev.tablewright.engine.drift.EntityClaims;
import dev.tablewright.engine.migrate.ItemSteps;
import dev.tablewright.engine.migrate.MigrationStep;
import dev.tablewright.model.TableDesign;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.BooleanSupplier;

/**
 * Runs one step: the item steps (backfill, rekey, copy-items) as a journalled {@link ScanPass} of the
 * table with the step's work on each page, the others by {@link TableChanges}.
 */
final class StepRunner {
    private final Gateway gateway;
    private final TableSteps tables;
    private final ApplyRequest request;
    private final JournalKeeper journal;
    private final ApplyListener listener;
    private final BooleanSupplier cancelled;
    private final PlanDesigns designs;
    private final Attempts attempts;

    StepRunner(Gateway gateway, TableSteps tables, ApplyRequest request, JournalKeeper journal, ApplyListener listener,
            BooleanSupplier cancelled) {
        this.gateway = gateway;
        this.tables = tables;
        this.request = request;
        this.journal = journal;
        this.listener = listener;
        this.cancelled = cancelled;
        this.designs = new PlanDesigns(request.plan(), request.from(), request.to());
        this.attempts = new Attempts(Backoff.DEFAULT, cancelled);
    }

    StepResult run(MigrationStep step) {
        if (step instanceof MigrationStep.Backfill b) {
            return items(step, b.entity(), b.templates(), false);
        }
        if (step instanceof MigrationStep.Rekey r) {
            return items(step, r.entity(), r.templates(), true);
        }
        if (step instanceof MigrationStep.CopyItems c) {
            return copy(c);
        }
        return new TableChanges(gateway, tables, designs).run(step);
    }

    private StepResult items(MigrationStep step, String entity, List<MigrationStep.TemplateChange> changes,
            boolean rekey) {
        ItemSteps.Templates templates = ItemSteps.templates(changes);
        if (!templates.valid()) {
            return failed(step, templates.error());
        }
        Optional<TableDesign> claiming = designs.claiming(step.table());
        if (claiming.flatMap(t -> t.entity(entity)).isEmpty()) {
            return failed(step, "neither design has an entity " + entity + " in table " + step.table());
        }
        TableDesign live = tables.describe(step.table()).orElseThrow(() -> new IllegalStateException("table "
                + step.table() + " is not there"));
        ItemCalls calls = new ItemCalls(gateway, attempts, step.table(), live.keySchema());
        EntityClaims claims = new EntityClaims(claiming.get());
        ScanPass.PageWork work = rekey
                ? new RekeyWork(calls, claims, entity, templates, a -> designs.type(step.table(), a))
                : new BackfillWork(calls, claims, entity, templates, a -> designs.type(step.table(), a));
        return pass(step, step.table(), work, rekey ? "moved" : "updated");
    }

    private StepResult copy(MigrationStep.CopyItems c) {
        Optional<TableDesign> target = designs.to(c.target());
        Optional<TableDesign> claiming = designs.claiming(c.table());
        if (target.isEmpty() || claiming.isEmpty()) {
            return failed(c, "the new design has no table for " + c.target());
        }
        TableDesign source = tables.describe(c.table()).orElseThrow(() -> new IllegalStateException("table "
                + c.table() + " is not there"));
        if (tables.describe(c.target()).isEmpty()) {
            return failed(c, "table " + c.target() + " is not there to copy into");
        }
        return pass(c, c.table(), new CopyWork(gateway, new EntityClaims(claiming.get()), source.keySchema(),
                target.get()), "copied");
    }

    private StepResult pass(MigrationStep step, String table, ScanPass.PageWork work, String verb) {
        ScanPass.Outcome o = new ScanPass(gateway, attempts, journal, step, table, cancelled, listener)
                .run(request.options().writers(), work);
        String counts = String.format(Locale.ROOT, "%,d items %s", o.written(), verb);
        if (o.cancelled()) {
            return new StepResult(step.id(), StepResult.Status.CANCELLED, o.read(), o.written(), o.alreadyRight(),
                    o.problems(), "cancelled; " + counts + " so far, every finished page journalled");
        }
        if (o.problemCount() > 0) {
            return new StepResult(step.id(), StepResult.Status.FAILED, o.read(), o.written(), o.alreadyRight(),
                    o.problems(), o.problemCount() + " item" + (o.problemCount() == 1 ? "" : "s") + " could not be "
                    + verb + (o.problemCount() > o.problems().size() ? " (the first " + o.problems().size() + " listed)" : "")
                    + "; " + counts);
        }
        return new StepResult(step.id(), StepResult.Status.DONE, o.read(), o.written(), o.alreadyRight(), List.of(), counts);
    }

    private static StepResult failed(MigrationStep step, String message) {
        return StepResult.of(step.id(), StepResult.Status.FAILED, message);
    }
}
