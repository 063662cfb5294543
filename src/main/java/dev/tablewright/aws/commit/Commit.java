package dev.tablewright.aws.commit;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.ScanAllPages;
import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.TableDesign;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * Commits a model to a connection: each table created with its GSIs, LSIs and billing (and ACTIVE),
 * then its sample items written by {@link ParallelBatchWriter}. The items are exactly what the
 * Sandbox holds for the model (derived keys applied, a later sample item of the same key replacing an
 * earlier one, items DynamoDB would refuse left out and reported), so the live table and the Sandbox
 * answer the same.
 *
 * <p>Every table is checked before anything is written: an existing table stops the commit unless the
 * options allow replacing it or adding to it.
 */
public final class Commit {
    private final Gateway gateway;
    private final DataModel model;
    private final CommitOptions options;

    public Commit(Gateway gateway, DataModel model, CommitOptions options) {
        this.gateway = gateway;
        this.model = model;
        this.options = options;
    }

    /**
     * @param progress  told what is under way (from this thread and the writer threads)
     * @param cancelled checked between steps and before every write request
     * @throws CommitRefusedException when a table exists and the options do not allow touching it, or
     *         a named table is not in the model; nothing has been written then
     */
    public CommitReport run(Consumer<CommitProgress> progress, BooleanSupplier cancelled) {
        long start = System.nanoTime();
        List<TableDesign> chosen = chosenTables();
        Map<String, Optional<TableDesign>> live = new LinkedHashMap<>();
        for (TableDesign t : chosen) {
            live.put(t.name(), gateway.describeTable(t.name()));
        }
        checkExisting(chosen, live);
        SandboxGateway sandbox = SandboxGateway.of(DataModel.of(model.name(), chosen));
        long total = 0;
        Map<String, List<Item>> items = new LinkedHashMap<>();
        for (TableDesign t : chosen) {
            List<Item> list = itemsOf(sandbox, t.name());
            items.put(t.name(), list);
            total += list.size();
        }
        List<TableCommit> done = new ArrayList<>();
        long writtenBefore = 0;
        for (TableDesign t : chosen) {
            if (cancelled.getAsBoolean()) {
                return new CommitReport(done, since(start), true);
            }
            long base = writtenBefore;
            long all = total;
            Consumer<String> step = s -> progress.accept(new CommitProgress(t.name(), s, base, all, since(start)));
            Prepared prepared = prepare(t, live.get(t.name()), step);
            step.accept("writing items");
            WriteTally tally = new ParallelBatchWriter(gateway, options.writers(), options.backoff()).write(t.name(),
                    items.get(t.name()),
                    n -> progress.accept(new CommitProgress(t.name(), "writing items", base + n, all, since(start))),
                    cancelled);
            writtenBefore += tally.written();
            done.add(new TableCommit(t.name(), prepared.action, prepared.added, prepared.notes,
                    refusedOf(sandbox, t.name()), tally));
        }
        return new CommitReport(done, since(start), cancelled.getAsBoolean());
    }

    private List<TableDesign> chosenTables() {
        if (options.tables().isEmpty()) {
            return model.tables();
        }
        List<TableDesign> chosen = new ArrayList<>();
        for (String name : options.tables()) {
            chosen.add(model.table(name).orElseThrow(() -> new CommitRefusedException("The model has no table "
                    + name + "; its tables: " + model.tables().stream().map(TableDesign::name).toList())));
        }
        return chosen;
    }

    private void checkExisting(List<TableDesign> chosen, Map<String, Optional<TableDesign>> live) {
        List<String> problems = new ArrayList<>();
        for (TableDesign t : chosen) {
            Optional<TableDesign> existing = live.get(t.name());
            if (existing.isEmpty()) {
                continue;
            }
            if (options.existing() == ExistingTables.REFUSE) {
                problems.add("table " + t.name() + " already exists on " + gateway.displayName());
            } else if (options.existing() == ExistingTables.ADD
                    && !existing.get().keySchema().equals(t.keySchema())) {
                problems.add("table " + t.name() + " exists with keys " + existing.get().keySchema().describe()
                        + " but the model's are " + t.keySchema().describe());
            }
        }
        if (!problems.isEmpty()) {
            String advice = options.existing() == ExistingTables.REFUSE
                    ? " Nothing was written. Replace it (its items are lost) or add to it (same keys) explicitly."
                    : " Nothing was written: adding needs the same key schema.";
            throw new CommitRefusedException(String.join("; ", problems) + "." + advice);
        }
    }

    private record Prepared(TableCommit.Action action, List<String> added, List<String> notes) {
    }

    private Prepared prepare(TableDesign t, Optional<TableDesign> existing, Consumer<String> step) {
        if (existing.isEmpty()) {
            step.accept("creating");
            gateway.createTable(withoutEntities(t));
            return new Prepared(TableCommit.Action.CREATED, List.of(), List.of());
        }
        if (options.existing() == ExistingTables.REPLACE) {
            step.accept("deleting the existing table");
            gateway.deleteTable(t.name());
            step.accept("creating");
            gateway.createTable(withoutEntities(t));
            return new Prepared(TableCommit.Action.REPLACED, List.of(), List.of());
        }
        List<String> added = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        for (GlobalSecondaryIndex g : t.globalIndexes()) {
            Optional<GlobalSecondaryIndex> live = existing.get().globalIndexes().stream()
                    .filter(l -> l.name().equals(g.name())).findFirst();
            if (live.isEmpty()) {
                step.accept("adding index " + g.name());
                gateway.addGlobalIndex(t.name(), g);
                added.add(g.name());
            } else if (!live.get().keys().equals(g.keys())) {
                notes.add("index " + g.name() + " exists with keys " + live.get().keys().describe() + ", the model's are "
                        + g.keys().describe() + ": left as it is");
            }
        }
        for (LocalSecondaryIndex l : t.localIndexes()) {
            if (existing.get().localIndexes().stream().noneMatch(e -> e.name().equals(l.name()))) {
                notes.add("local index " + l.name() + " is missing and cannot be added to an existing table"
                        + " (DynamoDB creates LSIs with the table only)");
            }
        }
        return new Prepared(TableCommit.Action.KEPT, added, notes);
    }

    /** The table as DynamoDB knows it: keys, indexes, billing (entities and items are the model's business). */
    private static TableDesign withoutEntities(TableDesign t) {
        return TableDesign.of(t.name(), t.keySchema()).withAttributes(t.attributes())
                .withGlobalIndexes(t.globalIndexes()).withLocalIndexes(t.localIndexes()).withBilling(t.billing());
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
