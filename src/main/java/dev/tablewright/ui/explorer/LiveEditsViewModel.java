package dev.tablewright.ui.explorer;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.live.LiveItemWrites;
import dev.tablewright.format.cell.CellInput;
import dev.tablewright.format.dynamo.ItemsJson;
import dev.tablewright.format.pivot.CellText;
import dev.tablewright.format.request.RequestJson;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.operation.run.RunFailures;
import dev.tablewright.ui.common.TaskRunner;
import dev.tablewright.ui.pivot.CellEdits;
import dev.tablewright.ui.pivot.GridRow;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ObservableValue;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;

/**
 * Edits of the live items a table page shows: a cell, a whole item as JSON, a new item, a duplicate,
 * deletes. Each write runs in the background through {@link LiveItemWrites}, conditional on the item
 * being as read; when someone changed it meanwhile, nothing is written and {@link #conflictProperty()}
 * holds both versions beside the user's. After a write the row changes in place ({@link BrowseViewModel#replace}).
 *
 * <p>Deleting one item is conditional like every edit. Deleting several is one BatchWriteItem per 25
 * items, which DynamoDB cannot make conditional: the confirmation says so. (Deleting them one by one
 * conditionally would be slower and could leave half of them deleted on a conflict; the user who
 * selects many rows is asking for them gone.)
 *
 * <p>A read-only connection refuses every write here, before a task starts; a key attribute never
 * changes (a key change is a new item: Duplicate). Rows of a KEYS_ONLY or INCLUDE index show only some
 * attributes: before writing, the whole item is read from the table, and if what the row shows differs
 * from it, that is a conflict too. FX thread only.
 */
public final class LiveEditsViewModel implements CellEdits {
    private final TaskRunner tasks;
    private final Supplier<Gateway> gateway;
    private final String connection;
    private final boolean readOnly;
    private final ObservableValue<TableDesign> design;
    private final BrowseViewModel browse;
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();
    private final ReadOnlyObjectWrapper<ConflictShown> conflict = new ReadOnlyObjectWrapper<>();
    private TaskRunner.Handle running;

    /**
     * A conflict as the conflict pane shows it.
     *
     * @param title   what happened, in one line
     * @param read    the item as read, as DynamoDB JSON, one attribute a line ("" for a new item)
     * @param current the item now in the table ("" when it is gone)
     * @param mine    the user's version ("" for a delete)
     */
    public record ConflictShown(String title, String read, String current, String mine,
            LiveItemWrites.Conflict conflict) {
    }

    /** A delete waiting for the user's yes: the question to ask, and the rows it deletes. */
    public record DeleteQuestion(String text, List<GridRow> rows) {
    }

    /**
     * @param design the live table (null until described): its name and keys
     * @param browse the rows shown, changed in place after each write
     */
    LiveEditsViewModel(TaskRunner tasks, Supplier<Gateway> gateway, String connection, boolean readOnly,
            ObservableValue<TableDesign> design, BrowseViewModel browse) {
        this.tasks = tasks;
        this.gateway = gateway;
        this.connection = connection;
        this.readOnly = readOnly;
        this.design = design;
        this.browse = browse;
        refusal().filter(r -> readOnly).ifPresent(message::set); // why nothing can be pressed
    }

    /** True on a read-only connection: every write is refused. */
    public boolean readOnly() {
        return readOnly;
    }

    /** Live items are as the table holds them: no cell is derived. */
    @Override
    public boolean isDerived(GridRow row, String column) {
        return false;
    }

    @Override
    public boolean explainReadOnly(GridRow row, String column) {
        Optional<String> reason = refusal().or(() -> design.getValue().keySchema().contains(column)
                ? Optional.of(column + " is part of the item's key: a key change makes a new item. Duplicate it with"
                        + " the new key (then delete this one).")
                : Optional.empty());
        reason.ifPresent(message::set);
        return reason.isPresent();
    }

    /** Writes the typed cell, parsed as the value's type (a new attribute's as declared, else guessed). */
    @Override
    public Optional<String> edit(GridRow row, String column, String text) {
        if (explainReadOnly(row, column)) {
            return Optional.of(message.get());
        }
        AttributeValue current = row.value(column);
        if (current == null && (text == null || text.isEmpty())) {
            return Optional.empty(); // an empty cell left empty adds no attribute
        }
        AttributeType type = current != null ? current.type()
                : design.getValue().attributeType(column).orElse(null);
        AttributeValue value;
        try {
            value = type == null ? CellInput.guess(text) : CellInput.parse(text, type);
        } catch (IllegalArgumentException e) {
            return refuse(column + " (" + type + "): " + e.getMessage());
        }
        if (value.equals(current)) {
            return Optional.empty();
        }
        save("Saving " + column + " of " + keyText(row.source().item()), row, read -> read.with(column, value));
        return Optional.empty();
    }

    /** The row's item as DynamoDB JSON for "Edit as JSON" and "Duplicate"; empty, with the reason, when it cannot be. */
    public Optional<String> itemJson(GridRow row) {
        Optional<String> reason = refusal().or(() -> partialReason());
        if (row == null && reason.isEmpty()) {
            reason = Optional.of("Select the item first.");
        }
        if (reason.isPresent()) {
            message.set(reason.get());
            return Optional.empty();
        }
        return Optional.of(ItemsJson.render(List.of(row.source().item())));
    }

    /** A new item's starting JSON: its key attributes, to fill in; empty, with the reason, when none can be added. */
    public Optional<String> newItemJson() {
        Optional<String> reason = refusal();
        if (reason.isPresent()) {
            message.set(reason.get());
            return Optional.empty();
        }
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        for (AttributeDef a : design.getValue().keySchema().attributes()) {
            key.put(a.name(), switch (a.type()) {
                case N -> new AttributeValue.N(BigDecimal.ZERO);
                default -> AttributeValue.s("");
            });
        }
        return Optional.of(ItemsJson.render(List.of(new Item(key))));
    }

    /** Writes the item edited as JSON in place of the row's; its key must stay. */
    public Optional<String> editJson(GridRow row, String json) {
        Optional<String> reason = refusal().or(this::partialReason);
        if (reason.isPresent()) {
            return refuse(reason.get());
        }
        Item edited;
        try {
            edited = RequestJson.item(json);
            if (!key(edited).equals(key(row.source().item()))) {
                return refuse("An item's key cannot change: Duplicate it to make one with the new key (then delete"
                        + " this one).");
            }
        } catch (IllegalArgumentException e) {
            return refuse(e.getMessage());
        }
        save("Saving " + keyText(edited), row, read -> edited);
        return Optional.empty();
    }

    /** Adds a new item from its JSON, only if no item has its key yet. */
    public Optional<String> add(String json) {
        Optional<String> reason = refusal();
        if (reason.isPresent()) {
            return refuse(reason.get());
        }
        return create(json, null);
    }

    /** Adds a copy of the row's item, edited as JSON: it needs a key of its own. */
    public Optional<String> duplicate(GridRow row, String json) {
        Optional<String> reason = refusal().or(this::partialReason);
        if (reason.isPresent()) {
            return refuse(reason.get());
        }
        return create(json, key(row.source().item()));
    }

    private Optional<String> create(String json, Map<String, AttributeValue> original) {
        Item item;
        Map<String, AttributeValue> key;
        try {
            item = RequestJson.item(json);
            key = key(item);
        } catch (IllegalArgumentException e) {
            return refuse(e.getMessage());
        }
        if (key.equals(original)) {
            return refuse("The copy needs a key of its own: change " + String.join(" or ",
                    design.getValue().keySchema().names()) + ".");
        }
        run("Adding " + keyText(item), key, w -> w.save(Optional.empty(), item));
        return Optional.empty();
    }

    /** The question to ask before deleting the rows; empty, with the reason, when they cannot be deleted. */
    public Optional<DeleteQuestion> askDelete(List<GridRow> rows) {
        Optional<String> reason = refusal().or(() -> rows.isEmpty() ? Optional.of("Select the items to delete.")
                : Optional.empty());
        if (reason.isPresent()) {
            message.set(reason.get());
            return Optional.empty();
        }
        if (rows.size() == 1) {
            return Optional.of(new DeleteQuestion("Delete the item " + keyText(rows.get(0).source().item()) + " from "
                    + design.getValue().name() + "? It is deleted only if it is unchanged since it was read.", List.copyOf(rows)));
        }
        return Optional.of(new DeleteQuestion(BatchDelete.of(design.getValue(), items(rows)).question(),
                List.copyOf(rows)));
    }

    /** Deletes what the user said yes to: one item conditionally, several in batches. */
    public void delete(DeleteQuestion question) {
        Optional<String> reason = refusal();
        if (reason.isPresent()) {
            refuse(reason.get());
            return;
        }
        if (question.rows().size() == 1) {
            deleteOne(question.rows().get(0));
        } else {
            deleteMany(question.rows());
        }
    }

    private void deleteOne(GridRow row) {
        IndexShape shape = shape();
        Item shown = row.source().item();
        run("Deleting " + keyText(shown), key(shown), w -> {
            Base base = Base.of(w, shape, shown);
            return base.changed() ? new LiveItemWrites.Conflict(Optional.of(shown), base.now(), Optional.empty())
                    : w.delete(base.read());
        });
    }

    private void deleteMany(List<GridRow> rows) {
        BatchDelete batch = BatchDelete.of(design.getValue(), items(rows));
        start(batch.title());
        keep(tasks.run(batch.title() + " on " + connection, p -> batch.run(gateway.get(), p), tally -> {
            finish();
            if (batch.complete(tally)) {
                browse.removeAll(batch.keys());
            }
            message.set(batch.report(tally));
        }, e -> {
            finish();
            message.set("Could not delete the items: " + RunFailures.sentence(e) + ". Some may be deleted: Show reads"
                    + " the table again.");
        }, () -> {
            finish();
            message.set("Deleting was cancelled: some of the " + batch.keys().size() + " items may be deleted. Show"
                    + " reads the table again.");
        }));
    }

    private static List<Item> items(List<GridRow> rows) {
        return rows.stream().map(r -> r.source().item()).toList();
    }

    /** The item now in the table replaces the row; the conflict is closed. */
    public void keepTheirs() {
        ConflictShown c = conflict.get();
        if (c == null) {
            return;
        }
        conflict.set(null);
        browse.replace(key(c.conflict()), c.conflict().current());
        message.set(c.conflict().current().isPresent() ? "Showing the item as it is now in the table"
                : "The item is gone from the table");
    }

    /**
     * Writes the user's version over the one now in the table: conditional on that current version (so a
     * third change meanwhile is again a conflict); for a delete, deletes the current item.
     */
    public void writeMine() {
        ConflictShown c = conflict.get();
        Optional<String> reason = refusal();
        if (c == null || reason.isPresent()) {
            reason.ifPresent(message::set);
            return;
        }
        conflict.set(null);
        LiveItemWrites.Conflict k = c.conflict();
        Map<String, AttributeValue> key = key(k);
        if (k.mine().isPresent()) {
            Item mine = k.mine().get();
            run("Writing your version of " + keyText(mine), key, w -> w.save(k.current(), mine));
        } else if (k.current().isPresent()) {
            run("Deleting " + keyText(k.current().get()), key, w -> w.delete(k.current().get()));
        } else {
            browse.replace(key, Optional.empty());
            message.set("The item was already deleted");
        }
    }

    /** Closes the conflict pane; the row stays as read. */
    public void dismiss() {
        conflict.set(null);
    }

    /** Stops the write under way (a request already sent may still take effect). */
    public void cancel() {
        if (running != null) {
            running.cancel();
        }
    }

    /** One conditional write in the background; its outcome updates the row or shows the conflict. */
    private void run(String title, Map<String, AttributeValue> key, Function<LiveItemWrites, LiveItemWrites.Outcome> write) {
        TableDesign t = design.getValue();
        String table = t.name();
        KeySchema keys = t.keySchema();
        start(title);
        TaskRunner.Handle h = tasks.run(title + " on " + connection, p -> {
            p.update(-1, title);
            return write.apply(new LiveItemWrites(gateway.get(), table, keys));
        }, outcome -> {
            finish();
            outcome(key, outcome);
        }, e -> {
            finish();
            message.set("Could not write " + keyText(new Item(key)) + ": " + RunFailures.sentence(e));
        }, () -> {
            finish();
            message.set(title + " was cancelled; a request already sent may have been written: Show reads it again.");
        });
        keep(h);
    }

    /** Saves an edit of a row: of the whole item read from the table first when the row shows only part of it. */
    private void save(String title, GridRow row, UnaryOperator<Item> change) {
        IndexShape shape = shape();
        Item shown = row.source().item();
        run(title, key(shown), w -> {
            Base base = Base.of(w, shape, shown);
            // On a conflict, mine is the change made to the item as it is now: what "Write mine" writes.
            Item mine = change.apply(base.read());
            return base.changed() ? new LiveItemWrites.Conflict(Optional.of(shown), base.now(), Optional.of(mine))
                    : w.save(Optional.of(base.read()), mine);
        });
    }

    /**
     * What a write of a row is conditional on: the row's item, or for a row of a partial index the whole
     * item read from the table now (off the FX thread).
     *
     * @param read    the item to write over (the whole one when there is one)
     * @param now     the item now in the table, as far as read
     * @param changed the row no longer shows the item as it is: a conflict before anything is written
     */
    private record Base(Item read, Optional<Item> now, boolean changed) {
        static Base of(LiveItemWrites w, IndexShape shape, Item shown) {
            if (!shape.partial()) {
                return new Base(shown, Optional.of(shown), false);
            }
            Optional<Item> whole = w.current(shown);
            boolean changed = whole.isEmpty() || !shape.asShown(whole.get()).equals(Optional.of(shown));
            return new Base(whole.orElse(shown), whole, changed);
        }
    }

    private void outcome(Map<String, AttributeValue> key, LiveItemWrites.Outcome outcome) {
        if (outcome instanceof LiveItemWrites.Written w) {
            browse.replace(key, w.now());
            message.set((w.now().isPresent() ? "Saved " : "Deleted ") + keyText(new Item(key)));
        } else if (outcome instanceof LiveItemWrites.Conflict c) {
            String title = c.read().isEmpty() ? "An item with the key " + keyText(new Item(key)) + " is already there"
                    : c.current().isEmpty() ? "The item " + keyText(new Item(key)) + " was deleted since it was read"
                    : "The item " + keyText(new Item(key)) + " changed since it was read";
            conflict.set(new ConflictShown(title, json(c.read()), json(c.current()), json(c.mine()), c));
            message.set(title + ": nothing was written.");
        }
    }

    private void start(String title) {
        busy.set(true);
        message.set(title + "…");
    }

    private void keep(TaskRunner.Handle h) {
        if (!h.isDone()) { // a runner that works at once is already done
            running = h;
        }
    }

    private void finish() {
        running = null;
        busy.set(false);
    }

    /** Why no write may start now, if so. */
    private Optional<String> refusal() {
        if (readOnly) {
            return Optional.of(connection + " is read-only: its items cannot be changed. Edit the connection to"
                    + " allow writes.");
        }
        if (design.getValue() == null) {
            return Optional.of("The table is not described yet.");
        }
        if (busy.get()) {
            return Optional.of("A write is under way: wait for it, or cancel it.");
        }
        return Optional.empty();
    }

    private Optional<String> partialReason() {
        String index = browse.shownIndex();
        return design.getValue() != null && shape().partial()
                ? Optional.of(index + " holds only some of each item's attributes: browse the table to edit or"
                        + " duplicate whole items.")
                : Optional.empty();
    }

    private IndexShape shape() {
        return IndexShape.of(design.getValue(), browse.shownIndex());
    }

    private Map<String, AttributeValue> key(Item item) {
        return LiveItemWrites.key(design.getValue().keySchema(), item);
    }

    private Map<String, AttributeValue> key(LiveItemWrites.Conflict c) {
        return key(c.mine().or(c::current).or(c::read).orElseThrow());
    }

    /** "pk = MOVIE#1, sk = 3". */
    private String keyText(Item item) {
        return design.getValue().keySchema().names().stream()
                .map(n -> n + " = " + (item.has(n) ? CellText.of(item.attributes().get(n)) : "?"))
                .collect(Collectors.joining(", "));
    }

    private String json(Optional<Item> item) {
        return item.map(i -> ItemsJson.lines(i, design.getValue().keySchema().names())).orElse("");
    }

    private Optional<String> refuse(String reason) {
        message.set(reason);
        return Optional.of(reason);
    }

    /** The last outcome or refusal, in one line: "Saved pk = A, sk = 1", "… is read-only: …". */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** True while a write runs. */
    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** The conflict to resolve, null when none. */
    public ReadOnlyObjectProperty<ConflictShown> conflictProperty() {
        return conflict.getReadOnlyProperty();
    }
}
