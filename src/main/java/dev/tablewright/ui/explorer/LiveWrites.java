package dev.tablewright.ui.explorer;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.live.AttributeConflict;
import dev.tablewright.aws.live.LiveItemWrites;
import dev.tablewright.format.pivot.CellText;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.common.TaskRunner;
import dev.tablewright.operation.run.RunFailures;
import dev.tablewright.ui.pivot.GridRow;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ObservableValue;

/**
 * What every write of a live table page shares: one write at a time in the background through
 * {@link LiveItemWrites}, conditional on what it changes being as read; its outcome changes the row in place
 * ({@link BrowseViewModel#replace}) or becomes the conflict to resolve; the one line of message; why no
 * write may start now. The item edits ({@link LiveEditsViewModel}), the deletes ({@link LiveDeletes})
 * and the conflict's resolution ({@link LiveConflicts}) each go through it. FX thread only.
 */
final class LiveWrites {
    private final TaskRunner tasks;
    private final Supplier<Gateway> gateway;
    private final String connection;
    private final boolean readOnly;
    private final ObservableValue<TableDesign> design;
    private final BrowseViewModel browse;
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();
    private final ReadOnlyObjectWrapper<LiveConflicts.ConflictShown> conflict = new ReadOnlyObjectWrapper<>();
    private TaskRunner.Handle running;

    /**
     * @param readOnly the connection refuses writes: every write is refused before a task starts
     * @param design   the live table (null until described): its name and keys
     * @param browse   the rows shown, changed in place after each write
     */
    LiveWrites(TaskRunner tasks, Supplier<Gateway> gateway, String connection, boolean readOnly,
            ObservableValue<TableDesign> design, BrowseViewModel browse) {
        this.tasks = tasks;
        this.gateway = gateway;
        this.connection = connection;
        this.readOnly = readOnly;
        this.design = design;
        this.browse = browse;
        refusal().filter(r -> readOnly).ifPresent(message::set); // why nothing can be pressed
    }

    boolean readOnly() {
        return readOnly;
    }

    TableDesign design() {
        return design.getValue();
    }

    ObservableValue<TableDesign> designValue() {
        return design;
    }

    BrowseViewModel browse() {
        return browse;
    }

    /** One conditional write in the background; its outcome updates the row or shows the conflict. */
    void run(String title, Map<String, AttributeValue> key, Function<LiveItemWrites, LiveItemWrites.Outcome> write) {
        TableDesign t = design.getValue();
        IndexShape shape = shape();
        String table = t.name();
        KeySchema keys = t.keySchema();
        start(title);
        keep(tasks.run(title + " on " + connection, p -> {
            p.update(-1, title);
            return write.apply(new LiveItemWrites(gateway.get(), table, keys));
        }, outcome -> {
            finish();
            outcome(key, outcome, shape);
        }, e -> {
            finish();
            message.set("Could not write " + keyText(new Item(key)) + ": " + RunFailures.sentence(e));
        }, () -> {
            finish();
            message.set(title + " was cancelled; a request already sent may have been written: Show reads it again.");
        }));
    }

    /** Several items deleted in batches ({@link BatchDelete}): unconditional, reported as a whole. */
    void runBatch(BatchDelete batch) {
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

    /**
     * Saves an edit of a row: only what {@code change} changes of the row's item is written, while those
     * attributes are as the row shows them. A partial index's row needs no read of the whole item first:
     * the attributes it does not show are neither written nor checked.
     */
    void save(String title, GridRow row, UnaryOperator<Item> change) {
        Item shown = row.source().item();
        run(title, key(shown), w -> w.save(Optional.of(shown), change.apply(shown)));
    }

    /** Deletes a row's item, conditional on it being as read (the whole item, for a partial index's row). */
    void deleteOne(GridRow row) {
        IndexShape shape = shape();
        Item shown = row.source().item();
        run("Deleting " + keyText(shown), key(shown), w -> {
            Base base = Base.of(w, shape, shown);
            return base.changed() ? new LiveItemWrites.Conflict(Optional.of(shown), base.now(), Optional.empty())
                    : w.delete(base.read());
        });
    }

    /**
     * What a delete of a row is conditional on: the row's item, or for a row of a partial index the whole
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

    private void outcome(Map<String, AttributeValue> key, LiveItemWrites.Outcome outcome, IndexShape shape) {
        if (outcome instanceof LiveItemWrites.Written w) {
            browse.replace(key, w.now());
            message.set((w.now().isPresent() ? "Saved " : "Deleted ") + keyText(new Item(key)));
        } else if (outcome instanceof LiveItemWrites.Unchanged) {
            message.set("Nothing of " + keyText(new Item(key)) + " changed: nothing was written.");
        } else if (outcome instanceof LiveItemWrites.Conflict c) {
            String title = c.read().isEmpty() ? "An item with the key " + keyText(new Item(key)) + " is already there"
                    : c.current().isEmpty() ? "The item " + keyText(new Item(key)) + " was deleted since it was read"
                    : "The item " + keyText(new Item(key)) + " changed since it was read";
            List<AttributeConflict> rows = seen(c, shape).rows(design.getValue().keySchema().names());
            conflict.set(new LiveConflicts.ConflictShown(title, rows, LiveConflicts.resolution(c, rows), c));
            message.set(title + ": nothing was written.");
        }
    }

    /**
     * The conflict as far as the user saw the item: a partial index's row showed only some attributes,
     * so of the item now only those (and any the read held) are compared.
     */
    private static LiveItemWrites.Conflict seen(LiveItemWrites.Conflict c, IndexShape shape) {
        if (!shape.partial()) {
            return c;
        }
        Set<String> names = new HashSet<>(shape.projected());
        c.read().ifPresent(r -> names.addAll(r.attributes().keySet()));
        return new LiveItemWrites.Conflict(c.read(), c.current().map(i -> IndexShape.only(i, names)), c.mine());
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

    /** Stops the write under way (a request already sent may still take effect). */
    void cancel() {
        if (running != null) {
            running.cancel();
        }
    }

    /** Why no write may start now, if so. */
    Optional<String> refusal() {
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

    /** Why whole items cannot be written from the rows shown (a partial index's), if so. */
    Optional<String> partialReason() {
        String index = browse.shownIndex();
        return design.getValue() != null && shape().partial()
                ? Optional.of(index + " holds only some of each item's attributes: browse the table to edit or"
                        + " duplicate whole items.")
                : Optional.empty();
    }

    private IndexShape shape() {
        return IndexShape.of(design.getValue(), browse.shownIndex());
    }

    Map<String, AttributeValue> key(Item item) {
        return LiveItemWrites.key(design.getValue().keySchema(), item);
    }

    Map<String, AttributeValue> key(LiveItemWrites.Conflict c) {
        return key(c.mine().or(c::current).or(c::read).orElseThrow());
    }

    /** "pk = MOVIE#1, sk = 3". */
    String keyText(Item item) {
        return design.getValue().keySchema().names().stream()
                .map(n -> n + " = " + (item.has(n) ? CellText.of(item.attributes().get(n)) : "?"))
                .collect(Collectors.joining(", "));
    }

    /** Says why, and answers it: what a refused edit returns. */
    Optional<String> refuse(String reason) {
        message.set(reason);
        return Optional.of(reason);
    }

    void say(String line) {
        message.set(line);
    }

    String message() {
        return message.get();
    }

    ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    ReadOnlyObjectProperty<LiveConflicts.ConflictShown> conflictProperty() {
        return conflict.getReadOnlyProperty();
    }

    void closeConflict() {
        conflict.set(null);
    }
}
