package dev.tablewright.aws.migrate;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.commit.Backoff;
import dev.tablewright.aws.commit.CommitStepException;
import dev.tablewright.aws.commit.TableSteps;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.migrate.ApplyJournal;
import dev.tablewright.engine.migrate.MigrationPlan;
import dev.tablewright.engine.migrate.MigrationStep;
import dev.tablewright.engine.migrate.Source;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;

/**
 * Runs a migration plan on a live table: the steps in the plan's order, each checking first where things
 * stand, the journal written after every finished step and every finished page of a scan step, so that
 * a run that stopped resumes ({@link ApplyOptions#resume}) without redoing or skipping anything. Nothing
 * runs when the plan, the connection or the journal does not allow it ({@link ApplyReport.Status#REFUSED}).
 */
public final class MigrationApply {
    private MigrationApply() {
    }

    /** The steps that delete something, each to be confirmed by typing {@link #confirmationName}. */
    public static List<MigrationStep> deletions(MigrationPlan plan) {
        return plan.steps().stream().filter(MigrationApply::isDeletion).toList();
    }

    /**
     * The deletions still to confirm when resuming: those the journal does not record as done (a resumed
     * run skips a done step without asking again).
     */
    public static List<MigrationStep> deletionsLeft(MigrationPlan plan, Optional<ApplyJournal> journal) {
        return deletions(plan).stream().filter(d -> journal.map(j -> !j.done(d.id())).orElse(true)).toList();
    }

    static boolean isDeletion(MigrationStep s) {
        return s instanceof MigrationStep.DeleteGsi || s instanceof MigrationStep.DeleteVectorIndex
                || s instanceof MigrationStep.DeleteTable;
    }

    /** What the user types to confirm the deletion: the index's name, or the table's. */
    public static String confirmationName(MigrationStep deletion) {
        if (deletion instanceof MigrationStep.DeleteGsi g) {
            return g.index();
        }
        if (deletion instanceof MigrationStep.DeleteVectorIndex v) {
            return v.index();
        }
        if (deletion instanceof MigrationStep.DeleteTable) {
            return deletion.table();
        }
        throw new IllegalArgumentException(deletion.id() + " deletes nothing");
    }

    /** {@code PLAN.journal.json} next to {@code PLAN.json} (any other name: NAME.journal.json). */
    public static Path journalFor(Path planFile) {
        String name = planFile.getFileName().toString();
        String base = name.toLowerCase(Locale.ROOT).endsWith(".json") ? name.substring(0, name.length() - 5) : name;
        return planFile.resolveSibling(base + ".journal.json");
    }

    /**
     * Runs the plan. Blocks until every step is done, one fails, a deletion is not confirmed, or
     * {@code cancelled} says stop (checked between pages and items).
     */
    public static ApplyReport run(Gateway gateway, ApplyRequest request, ApplyListener listener,
            BooleanSupplier cancelled) {
        Path path = request.journal().path();
        String hash = planHash(request);
        String target = target(gateway);
        TableSteps tables = new TableSteps(gateway, Backoff.DEFAULT, d -> Thread.sleep(d.toMillis()));
        tables.cancelWhen(cancelled);
        ApplyJournal journal;
        try {
            Optional<ApplyJournal> existing = request.journal().read();
            Optional<String> refusal = refusal(gateway, request, existing, hash, target);
            if (refusal.isPresent()) {
                return ApplyReport.refused(path, refusal.get());
            }
            journal = existing.orElse(ApplyJournal.start(hash, target, Clock.systemUTC().instant()));
            Optional<String> missing = missingTable(tables, request, journal);
            if (missing.isPresent()) {
                return ApplyReport.refused(path, missing.get());
            }
            // Before anything is written to the table: a run whose journal cannot be kept could not be resumed.
            request.journal().write(journal);
        } catch (UncheckedIOException e) {
            return ApplyReport.refused(path, e.getMessage() + "; nothing was written to the table");
        } catch (IllegalArgumentException e) {
            return ApplyReport.refused(path, e.getMessage());
        } catch (CommitStepException e) {
            return ApplyReport.refused(path, e.failure().sentence());
        }
        Gateway writes = request.options().maxWritesPerSecond() > 0
                ? new PacedGateway(gateway, request.options().maxWritesPerSecond()) : gateway;
        JournalKeeper keeper = new JournalKeeper(request.journal(), journal, Clock.systemUTC());
        StepRunner runner = new StepRunner(writes, tables, request, keeper, listener, cancelled);
        return new Run(request, keeper, runner, listener, cancelled).all();
    }

    /** Why the run may not start, before anything is written. */
    private static Optional<String> refusal(Gateway gateway, ApplyRequest request, Optional<ApplyJournal> existing,
            String hash, String target) {
        if (request.plan().refused()) {
            return Optional.of("the plan has refusals (" + request.plan().refusals().get(0).what() + ": "
                    + request.plan().refusals().get(0).reason() + "); DynamoDB cannot apply it");
        }
        if (gateway.readOnly()) {
            return Optional.of("\"" + gateway.displayName() + "\" is a read-only connection; a migration writes");
        }
        if (existing.isEmpty()) {
            return Optional.empty();
        }
        Path path = request.journal().path();
        if (!existing.get().planHash().equals(hash)) {
            return Optional.of("the journal " + path + " belongs to another plan; delete it, or apply the plan it was"
                    + " written for");
        }
        if (!existing.get().target().equals(target)) {
            return Optional.of("the journal " + path + " was written applying the plan to " + existing.get().target()
                    + ", not to " + target + "; delete it to start again here");
        }
        if (!request.options().resume()) {
            return Optional.of("a journal of an earlier run is there (" + path + "): --resume to continue it, or delete"
                    + " it to start again");
        }
        return Optional.empty();
    }

    /** A table a step still to run acts on that is not there (nor created by an earlier step). */
    private static Optional<String> missingTable(TableSteps tables, ApplyRequest request, ApplyJournal journal) {
        List<String> created = new ArrayList<>();
        List<String> checked = new ArrayList<>();
        for (MigrationStep s : request.plan().steps()) {
            if (s instanceof MigrationStep.CreateTable c) {
                created.add(c.newTable());
            }
            if (journal.done(s.id()) || s instanceof MigrationStep.CreateTable || created.contains(s.table())
                    || checked.contains(s.table())) {
                continue;
            }
            if (tables.describe(s.table()).isEmpty()) {
                return Optional.of("table " + s.table() + " is not there (step " + s.id() + " acts on it)");
            }
            checked.add(s.table());
        }
        return Optional.empty();
    }

    /**
     * Identifies the plan: its two sides' designs (a file's hash, a live table's name) and every step's id
     * and summary, so re-planning the same designs gives the same hash and a journal is continued by it.
     */
    static String planHash(ApplyRequest request) {
        StringBuilder b = new StringBuilder();
        for (Source s : List.of(request.fromSide(), request.toSide())) {
            b.append(s.kind()).append('|').append(s.detail()).append('\n');
        }
        request.plan().steps().forEach(s -> b.append(s.id()).append('|').append(s.summary()).append('\n'));
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(b.toString().getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    /** The connection as the journal records it: where its requests go (not its name) and its region. */
    static String target(Gateway gateway) {
        return gateway.address() + gateway.region().map(r -> " (" + r + ")").orElse("");
    }

    /** One run over the steps. */
    private static final class Run {
        private final ApplyRequest request;
        private final JournalKeeper journal;
        private final StepRunner runner;
        private final ApplyListener listener;
        private final BooleanSupplier cancelled;

        Run(ApplyRequest request, JournalKeeper journal, StepRunner runner, ApplyListener listener,
                BooleanSupplier cancelled) {
            this.request = request;
            this.journal = journal;
            this.runner = runner;
            this.listener = listener;
            this.cancelled = cancelled;
        }

        ApplyReport all() {
            List<MigrationStep> steps = request.plan().steps();
            List<StepResult> results = new ArrayList<>();
            ApplyReport.Status stopped = null;
            String message = "";
            for (int i = 0; i < steps.size(); i++) {
                MigrationStep step = steps.get(i);
                if (stopped != null) {
                    results.add(StepResult.of(step.id(), StepResult.Status.NOT_RUN, ""));
                    continue;
                }
                listener.stepStarted(i + 1, steps.size(), step);
                StepResult r = one(step);
                results.add(r);
                listener.stepFinished(step, r);
                if (r.status() == StepResult.Status.CANCELLED) {
                    stopped = ApplyReport.Status.CANCELLED;
                } else if (r.status() == StepResult.Status.NOT_CONFIRMED) {
                    stopped = ApplyReport.Status.FAILED;
                    message = "Deleting " + MigrationApply.confirmationName(step) + " was not confirmed: type its name"
                            + " when asked, or pass --yes.";
                } else if (r.status() == StepResult.Status.FAILED) {
                    stopped = ApplyReport.Status.FAILED;
                    message = "Step " + step.id() + " failed: " + r.message();
                }
            }
            return new ApplyReport(stopped == null ? ApplyReport.Status.COMPLETED : stopped, results,
                    request.journal().path(), message);
        }

        private StepResult one(MigrationStep step) {
            Optional<ApplyJournal.Step> entry = journal.now().step(step.id());
            if (entry.map(e -> e.status() == ApplyJournal.Status.DONE).orElse(false)) {
                ApplyJournal.Step e = entry.get();
                return new StepResult(step.id(), StepResult.Status.ALREADY_DONE, e.read(), e.written(), e.alreadyRight(),
                        List.of(), "done by an earlier run (the journal says so)");
            }
            if (cancelled.getAsBoolean()) {
                return StepResult.of(step.id(), StepResult.Status.CANCELLED, "cancelled before it started");
            }
            if (isDeletion(step) && !request.options().confirmedDeletions().contains(step.id())) {
                return StepResult.of(step.id(), StepResult.Status.NOT_CONFIRMED, "deleting "
                        + MigrationApply.confirmationName(step) + " is not confirmed");
            }
            StepResult r;
            try {
                r = runner.run(step);
            } catch (Attempts.Stopped e) {
                r = StepResult.of(step.id(), StepResult.Status.CANCELLED, "cancelled");
            } catch (CommitStepException e) {
                r = StepResult.of(step.id(), cancelled.getAsBoolean() ? StepResult.Status.CANCELLED
                        : StepResult.Status.FAILED, e.failure().sentence());
            } catch (DynamoException | IllegalStateException e) {
                r = StepResult.of(step.id(), StepResult.Status.FAILED, e.getMessage());
            } catch (RuntimeException e) {
                r = StepResult.of(step.id(), StepResult.Status.FAILED, e.getClass().getSimpleName() + ": " + e.getMessage());
            }
            try {
                record(step, r);
            } catch (UncheckedIOException e) {
                return new StepResult(step.id(), StepResult.Status.FAILED, r.itemsRead(), r.itemsWritten(),
                        r.itemsAlreadyRight(), r.problems(), e.getMessage());
            }
            return r;
        }

        /** The step's end in the journal; a failed scan step starts its pass again on resume (its writes are idempotent). */
        private void record(MigrationStep step, StepResult r) {
            ApplyJournal.Status status = switch (r.status()) {
                case DONE, ALREADY_DONE -> ApplyJournal.Status.DONE;
                case CANCELLED -> ApplyJournal.Status.CANCELLED;
                default -> ApplyJournal.Status.FAILED;
            };
            journal.update(step.id(), ApplyJournal.Step.running(0), e -> status == ApplyJournal.Status.FAILED
                    ? new ApplyJournal.Step(status, 0, 0, 0, 0, Map.of(), r.message())
                    : new ApplyJournal.Step(status, Math.max(e.read(), r.itemsRead()), Math.max(e.written(), r.itemsWritten()),
                            Math.max(e.alreadyRight(), r.itemsAlreadyRight()), e.totalSegments(), e.segments(), r.message()));
        }
    }
}
