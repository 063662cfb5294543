package dev.tablewright.aws.commit;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.ScanAllPages;
import dev.tablewright.aws.TableFacts;
import dev.tablewright.aws.settings.LiveSettings;
import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.TableDesign;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * Commits a model to a connection: each table created with its GSIs, LSIs, billing and settings (and
 * ACTIVE), the settings CreateTable does not take set after it ({@link CommitSettings}), then its sample
 * items written by {@link ParallelBatchWriter}. The items are exactly what the
 * Sandbox holds for the model (derived keys applied, a later sample item of the same key replacing an
 * earlier one, items DynamoDB would refuse left out and reported), so the live table and the Sandbox
 * answer the same.
 *
 * <p>Every table is looked up before anything is written ({@link #plan()}): an existing table stops the
 * commit unless the options allow replacing it, adding to it or resuming into it. Every step on a table
 * is retried and recognised when its answer was lost ({@link TableSteps}); a step that still fails
 * stops the commit, and the report says where every table stands instead of an exception escaping.
 */
public final class Commit {
    private final Gateway gateway;
    private final DataModel model;
    private final CommitOptions options;
    private final ReplicaRegions regions;
    private final BatchWriteAttempts.Sleeper sleeper = d -> Thread.sleep(d.toMillis());
    private final TableSteps steps;
    private BooleanSupplier cancelled = () -> false;
    private final VectorIndexSteps vectorIndexes;

    /** A commit that reaches no region but its connection's ({@link ReplicaRegions#NONE}). */
    public Commit(Gateway gateway, DataModel model, CommitOptions options) {
        this(gateway, model, options, ReplicaRegions.NONE);
    }

    /** @param regions how to reach a global table's other regions, for what only a replica's region sets */
    public Commit(Gateway gateway, DataModel model, CommitOptions options, ReplicaRegions regions) {
        this.gateway = gateway;
        this.model = model;
        this.options = options;
        this.regions = regions;
        this.steps = new TableSteps(gateway, options.backoff(), sleeper);
        this.vectorIndexes = new VectorIndexSteps(gateway, steps);
    }

    /**
     * Looks every chosen table up and decides what to do with it; changes nothing.
     *
     * @throws CommitRefusedException when a table exists and the options do not allow touching it (or it
     *         is to be replaced and has deletion protection on), or a named table is not in the model
     * @throws CommitStepException    when a table could not be looked up, after the retries
     */
    public CommitPlan plan() {
        CommitPlan plan = lookUp();
        checkExisting(plan.tables());
        return plan;
    }

    /**
     * As {@link #plan()}, but refusing nothing: what a form shows before the user has chosen what to
     * do with existing tables.
     *
     * @throws CommitRefusedException when a named table is not in the model
     * @throws CommitStepException    when a table could not be looked up, after the retries
     */
    public CommitPlan lookUp() {
        List<TableDesign> chosen = chosenTables();
        List<CommitPlan.Table> tables = new ArrayList<>();
        for (TableDesign modelTable : chosen) {
            // The replica in the connection's own region is the table itself: its overrides are the table's.
            TableDesign t = SettingsPlan.inOwnRegion(modelTable, gateway.region());
            Optional<TableDesign> live = steps.describe(t.name());
            TableCommit.Action action = actionFor(live);
            long liveItems = action == TableCommit.Action.REPLACED
                    ? steps.facts(t.name()).map(TableFacts::itemCount).orElse(-1L) : -1;
            List<SettingStep> settingChanges = List.of();
            List<String> settingNotes = List.of();
            List<String> regionChanges = List.of();
            VectorIndexPlan vectors = VectorIndexPlan.NONE;
            if (live.isPresent() && (action == TableCommit.Action.KEPT || action == TableCommit.Action.RESUMED)
                    && live.get().keySchema().equals(t.keySchema())) {
                LiveSettings now = steps.settings(t.name()).orElse(LiveSettings.of(live.get()));
                settingChanges = SettingsPlan.steps(t, now);
                settingNotes = SettingsPlan.leftAsItIs(t, now);
                regionChanges = inRegions().changes(modelTable);
                vectors = VectorIndexPlan.of(t, live.get());
                if (!vectors.toCreate().isEmpty() && !vectorIndexes.known()) {
                    vectors = vectors.unsupportedBy(now.dynamoDbLocal() ? "DynamoDB Local" : gateway.displayName());
                }
            }
            tables.add(new CommitPlan.Table(t, action, live, liveItems, settingChanges, settingNotes, regionChanges,
                    vectors));
        }
        return new CommitPlan(options.existing(), tables);
    }

    /** {@link #plan()}, then {@link #run(CommitPlan, Consumer, BooleanSupplier)}. */
    public CommitReport run(Consumer<CommitProgress> progress, BooleanSupplier cancelled) {
        return run(plan(), progress, cancelled);
    }

    /**
     * Carries out the plan. A step that fails after its retries stops the commit: the report names it
     * and where every table stands (the tables after it are reported untouched).
     *
     * @param progress  told what is under way (from this thread and the writer threads)
     * @param cancelled checked between steps and before every write request
     */
    public CommitReport run(CommitPlan plan, Consumer<CommitProgress> progress, BooleanSupplier cancelled) {
        long start = System.nanoTime();
        this.cancelled = cancelled;
        steps.cancelWhen(cancelled);
        List<TableDesign> chosen = plan.tables().stream().map(CommitPlan.Table::design).toList();
        SandboxGateway sandbox = SandboxGateway.of(DataModel.of(model.name(), chosen));
        List<TableRun> runs = new ArrayList<>();
        long total = 0;
        for (CommitPlan.Table t : plan.tables()) {
            TableRun r = new TableRun(t, itemsOf(sandbox, t.name()), refusedOf(sandbox, t.name()));
            runs.add(r);
            total += r.items.size();
        }
        CommitFailure failure = null;
        long writtenBefore = 0;
        for (TableRun r : runs) {
            if (cancelled.getAsBoolean()) {
                break;
            }
            long base = writtenBefore;
            long all = total;
            String name = r.plan.name();
            Consumer<String> step = s -> progress.accept(new CommitProgress(name, s, base, all, since(start)));
            try {
                prepare(r, step);
                List<Item> toWrite = r.items;
                if (r.plan.action() == TableCommit.Action.RESUMED) {
                    step.accept("reading the items already there");
                    toWrite = ResumeItems.missing(gateway, steps, name, r.plan.design().keySchema(), r.items);
                    r.alreadyThere = r.items.size() - toWrite.size();
                }
                long from = base + r.alreadyThere;
                step.accept("writing items");
                r.tally = new ParallelBatchWriter(gateway, options.writers(), options.backoff()).write(name, toWrite,
                        n -> progress.accept(new CommitProgress(name, "writing items", from + n, all, since(start))),
                        cancelled);
            } catch (CommitStepException e) {
                failure = e.failure();
                r.unsure = !e.stateSeen();
            } catch (RuntimeException e) {
                failure = new CommitFailure("writing items to " + name, TableSteps.reason(e), 1);
            }
            writtenBefore += r.alreadyThere + r.tally.written();
            if (failure != null) {
                break;
            }
        }
        return new CommitReport(options.existing(), runs.stream().map(TableRun::result).toList(), since(start),
                failure == null && cancelled.getAsBoolean(), Optional.ofNullable(failure));
    }

    private List<TableDesign> chosenTables() {
        if (options.tables().isEmpty()) {
            return model.tables();
        }
        List<TableDesign> chosen = new ArrayList<>();
        for (String name : options.tables()) {
            chosen.add(model.table(name).orElseThrow(() -> new CommitRefusedException(
                    CommitRefusedException.Reason.NO_SUCH_TABLE, "The model has no table " + name + "; its tables: "
                            + model.tables().stream().map(TableDesign::name).toList(), "")));
        }
        return chosen;
    }

    private TableCommit.Action actionFor(Optional<TableDesign> live) {
        if (live.isEmpty()) {
            return TableCommit.Action.CREATED;
        }
        switch (options.existing()) {
            case REPLACE:
                return TableCommit.Action.REPLACED;
            case RESUME:
                return TableCommit.Action.RESUMED;
            default:
                return TableCommit.Action.KEPT;
        }
    }

    private void checkExisting(List<CommitPlan.Table> tables) {
        List<String> exist = new ArrayList<>();
        List<String> otherKeys = new ArrayList<>();
        List<String> protectedTables = new ArrayList<>();
        for (CommitPlan.Table t : tables) {
            if (t.live().isEmpty()) {
                continue;
            }
            if (options.existing() == ExistingTables.REPLACE && t.live().get().settings().deletionProtection()) {
                protectedTables.add(t.name());
            }
            if (options.existing() == ExistingTables.REFUSE) {
                exist.add("table " + t.name() + " already exists on " + gateway.displayName());
            } else if (options.existing() != ExistingTables.REPLACE
                    && !t.live().get().keySchema().equals(t.design().keySchema())) {
                otherKeys.add("table " + t.name() + " exists with keys " + t.live().get().keySchema().describe()
                        + " but the model's are " + t.design().keySchema().describe());
            }
        }
        if (!protectedTables.isEmpty()) {
            boolean one = protectedTables.size() == 1;
            throw new CommitRefusedException(CommitRefusedException.Reason.DELETION_PROTECTED, protectedTables,
                    (one ? "table " : "tables ") + String.join(", ", protectedTables) + (one ? " has" : " have")
                            + " deletion protection on: replacing " + (one ? "it" : "them") + " would delete "
                            + (one ? "it" : "them"),
                    "; nothing was changed: turn deletion protection off first (set it off in the model and commit"
                            + " with Add, or on the table itself), then replace " + (one ? "it." : "them."));
        }
        if (!exist.isEmpty()) {
            throw new CommitRefusedException(CommitRefusedException.Reason.EXISTS, String.join("; ", exist) + ".",
                    " Nothing was written. Replace it (its items are lost) or add to it (same keys) explicitly.");
        }
        if (!otherKeys.isEmpty()) {
            throw new CommitRefusedException(CommitRefusedException.Reason.OTHER_KEYS,
                    String.join("; ", otherKeys) + ".", " Nothing was written: "
                            + (options.existing() == ExistingTables.RESUME ? "resuming" : "adding")
                            + " needs the same key schema.");
        }
    }

    /** The table made ready for its items, each step recorded in {@code r} as it is confirmed. */
    private void prepare(TableRun r, Consumer<String> step) {
        TableDesign t = r.plan.design();
        switch (r.plan.action()) {
            case CREATED:
                step.accept("creating");
                create(r, t, step);
                break;
            case REPLACED:
                step.accept("deleting the existing table");
                steps.delete(t.name());
                r.stage = TableCommit.Stage.DELETED;
                step.accept("creating");
                create(r, t, step);
                break;
            default:
                addMissingIndexes(r, t, r.plan.live().orElseThrow(), step);
                r.notes.addAll(r.plan.vectorIndexes().notes());
                r.vectors.addAll(vectorIndexes.added(t, r.plan, step));
                break;
        }
        r.stage = TableCommit.Stage.READY;
        r.notes.addAll(r.plan.settingNotes());
        boolean created = r.plan.action() == TableCommit.Action.CREATED || r.plan.action() == TableCommit.Action.REPLACED;
        r.settings.addAll(new CommitSettings(gateway, steps).apply(t, created ? SettingsPlan.steps(t,
                LiveSettings.of(SettingsPlan.afterCreate(t))) : r.plan.settingChanges(), created, step));
        // After the table's own steps (the replicas among them): what only each replica's region sets.
        // The other regions inherit the model's table, not what the connection's own region overrides.
        ReplicaRegionSettings.Result inRegions = inRegions().apply(model.table(t.name()).orElse(t), created, step);
        r.settings.addAll(inRegions.outcomes());
        r.notes.addAll(inRegions.notes());
    }

    /** Creates the table, with its vector indexes where the endpoint knows them ({@link VectorIndexSteps}). */
    private void create(TableRun r, TableDesign t, Consumer<String> step) {
        boolean vectors = vectorIndexes.sendable(t);
        steps.create(withoutEntities(t, vectors));
        r.vectors.addAll(vectorIndexes.created(t, vectors, step));
    }

    private ReplicaRegionSettings inRegions() {
        return new ReplicaRegionSettings(gateway, steps, regions, options.backoff(), sleeper, cancelled);
    }

    private void addMissingIndexes(TableRun r, TableDesign t, TableDesign existing, Consumer<String> step) {
        for (GlobalSecondaryIndex g : t.globalIndexes()) {
            Optional<GlobalSecondaryIndex> live = existing.globalIndexes().stream()
                    .filter(l -> l.name().equals(g.name())).findFirst();
            if (live.isEmpty()) {
                step.accept("adding index " + g.name());
                steps.addIndex(t.name(), g);
                r.added.add(g.name());
            } else if (!live.get().keys().equals(g.keys())) {
                r.notes.add("index " + g.name() + " exists with keys " + live.get().keys().describe() + ", the model's are "
                        + g.keys().describe() + ": left as it is");
            }
        }
        for (LocalSecondaryIndex l : t.localIndexes()) {
            if (existing.localIndexes().stream().noneMatch(e -> e.name().equals(l.name()))) {
                r.notes.add("local index " + l.name() + " is missing and cannot be added to an existing table"
                        + " (DynamoDB creates LSIs with the table only)");
            }
        }
    }

    /** One table while the commit runs: what has been confirmed so far. */
    private static final class TableRun {
        final CommitPlan.Table plan;
        final List<Item> items;
        final List<String> refused;
        final List<String> added = new ArrayList<>();
        final List<String> notes = new ArrayList<>();
        final List<SettingOutcome> settings = new ArrayList<>();
        final List<VectorIndexOutcome> vectors = new ArrayList<>();
        TableCommit.Stage stage = TableCommit.Stage.UNTOUCHED;
        boolean unsure;
        long alreadyThere;
        WriteTally tally = new WriteTally(0, 0, 0, List.of());

        TableRun(CommitPlan.Table plan, List<Item> items, List<String> refused) {
            this.plan = plan;
            this.items = items;
            this.refused = refused;
        }

        TableCommit result() {
            return new TableCommit(plan.name(), plan.action(), stage, unsure, added, notes, refused, items.size(),
                    alreadyThere, tally, settings, vectors);
        }
    }

    /**
     * The table as DynamoDB knows it: keys, indexes, billing, settings (entities and items are the model's
     * business), with its vector indexes or without them.
     */
    private static TableDesign withoutEntities(TableDesign t, boolean vectorIndexes) {
        return TableDesign.of(t.name(), t.keySchema()).withAttributes(t.attributes())
                .withGlobalIndexes(t.globalIndexes()).withLocalIndexes(t.localIndexes())
                .withVectorIndexes(vectorIndexes ? t.vectorIndexes() : List.of()).withBilling(t.billing())
                .withSettings(t.settings());
    }

    private static List<Item> itemsOf(SandboxGateway sandbox, String table) {
        List<Item> items = new ArrayList<>();
        ScanAllPages.of(sandbox, ScanRequest.of(table), 1).run(items::addAll);
        return items;
    }

    private static List<String> refusedOf(SandboxGateway sandbox, String table) {
        return sandbox.refused().stream().filter(r -> r.startsWith(table + " ")).toList();
    }

    private static Duration since(long start) {
        return Duration.ofNanos(System.nanoTime() - start);
    }
}
