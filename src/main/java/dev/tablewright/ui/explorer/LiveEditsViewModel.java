package dev.tablewright.ui.explorer;

import dev.tablewright.engine.value.CellInput;
import dev.tablewright.format.dynamo.ItemsJson;
import dev.tablewright.format.request.RequestJson;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.ui.pivot.CellEdits;
import dev.tablewright.ui.pivot.GridRow;
import dev.tablewright.ui.pivot.TtlExpiry;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Edits of the live items a table page shows: a cell, a whole item as JSON, a new item, a duplicate.
 * Each write goes through the page's {@link LiveWrites}: an edit writes only the attributes it changed,
 * conditional on those being as read (a conflict otherwise, see {@link LiveConflicts}); deletes are
 * {@link LiveDeletes}'.
 *
 * <p>A read-only connection refuses every write here, before a task starts; a key attribute never
 * changes (a key change is a new item: Duplicate). Rows of a KEYS_ONLY or INCLUDE index show only some
 * attributes: a cell edit of one writes that attribute alone, so the others need not be read first.
 * FX thread only.
 */
public final class LiveEditsViewModel implements CellEdits {
    private final LiveWrites writes;
    private final TtlExpiry ttl;
    private final Supplier<Optional<String>> ttlAttribute;

    /**
     * @param ttl          decides expiry as the designer's grid does
     * @param ttlAttribute the live table's TTL attribute (DescribeTimeToLive), empty while unknown or off
     */
    LiveEditsViewModel(LiveWrites writes, TtlExpiry ttl, Supplier<Optional<String>> ttlAttribute) {
        this.writes = writes;
        this.ttl = ttl;
        this.ttlAttribute = ttlAttribute;
    }

    /**
     * An item whose TTL is past, judged on the attributes read: DynamoDB still returns it until its TTL
     * process deletes it. (A KEYS_ONLY or INCLUDE index row without the TTL attribute is not marked.)
     */
    @Override
    public Optional<String> expiry(GridRow row) {
        Optional<String> attribute = ttlAttribute.get();
        return attribute.isPresent() && ttl.isExpired(row.source().item(), attribute)
                ? Optional.of(TtlExpiry.explain(attribute.get())) : Optional.empty();
    }

    /** True on a read-only connection: every write is refused. */
    public boolean readOnly() {
        return writes.readOnly();
    }

    /** Live items are as the table holds them: no cell is derived. */
    @Override
    public boolean isDerived(GridRow row, String column) {
        return false;
    }

    @Override
    public boolean explainReadOnly(GridRow row, String column) {
        Optional<String> reason = writes.refusal().or(() -> writes.design().keySchema().contains(column)
                ? Optional.of(column + " is part of the item's key: a key change makes a new item. Duplicate it with"
                        + " the new key (then delete this one).")
                : Optional.empty());
        reason.ifPresent(writes::say);
        return reason.isPresent();
    }

    /** Writes the typed cell, parsed as the value's type (a new attribute's as declared, else guessed). */
    @Override
    public Optional<String> edit(GridRow row, String column, String text) {
        if (explainReadOnly(row, column)) {
            return Optional.of(writes.message());
        }
        AttributeValue current = row.value(column);
        if (current == null && (text == null || text.isEmpty())) {
            return Optional.empty(); // an empty cell left empty adds no attribute
        }
        AttributeType type = current != null ? current.type() : writes.design().attributeType(column).orElse(null);
        AttributeValue value;
        try {
            value = type == null ? CellInput.guess(text) : CellInput.parse(text, type);
        } catch (IllegalArgumentException e) {
            return writes.refuse(column + " (" + type + "): " + e.getMessage());
        }
        if (value.equals(current)) {
            return Optional.empty();
        }
        writes.save("Saving " + column + " of " + writes.keyText(row.source().item()), row,
                read -> read.with(column, value));
        return Optional.empty();
    }

    /** The row's item as DynamoDB JSON for "Edit as JSON" and "Duplicate"; empty, with the reason, when it cannot be. */
    public Optional<String> itemJson(GridRow row) {
        Optional<String> reason = writes.refusal().or(writes::partialReason);
        if (row == null && reason.isEmpty()) {
            reason = Optional.of("Select the item first.");
        }
        if (reason.isPresent()) {
            writes.say(reason.get());
            return Optional.empty();
        }
        return Optional.of(ItemsJson.render(List.of(row.source().item())));
    }

    /** A new item's starting JSON: its key attributes, to fill in; empty, with the reason, when none can be added. */
    public Optional<String> newItemJson() {
        Optional<String> reason = writes.refusal();
        if (reason.isPresent()) {
            writes.say(reason.get());
            return Optional.empty();
        }
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        for (AttributeDef a : writes.design().keySchema().attributes()) {
            key.put(a.name(), switch (a.type()) {
                case N -> new AttributeValue.N(BigDecimal.ZERO);
                default -> AttributeValue.s("");
            });
        }
        return Optional.of(ItemsJson.render(List.of(new Item(key))));
    }

    /** Writes what the JSON changed of the row's item (attributes set, added or removed); its key must stay. */
    public Optional<String> editJson(GridRow row, String json) {
        Optional<String> reason = writes.refusal().or(writes::partialReason);
        if (reason.isPresent()) {
            return writes.refuse(reason.get());
        }
        Item edited;
        try {
            edited = RequestJson.item(json);
            if (!writes.key(edited).equals(writes.key(row.source().item()))) {
                return writes.refuse("An item's key cannot change: Duplicate it to make one with the new key (then"
                        + " delete this one).");
            }
        } catch (IllegalArgumentException e) {
            return writes.refuse(e.getMessage());
        }
        writes.save("Saving " + writes.keyText(edited), row, read -> edited);
        return Optional.empty();
    }

    /** Adds a new item from its JSON, only if no item has its key yet. */
    public Optional<String> add(String json) {
        Optional<String> reason = writes.refusal();
        if (reason.isPresent()) {
            return writes.refuse(reason.get());
        }
        return create(json, null);
    }

    /** Adds a copy of the row's item, edited as JSON: it needs a key of its own. */
    public Optional<String> duplicate(GridRow row, String json) {
        Optional<String> reason = writes.refusal().or(writes::partialReason);
        if (reason.isPresent()) {
            return writes.refuse(reason.get());
        }
        return create(json, writes.key(row.source().item()));
    }

    private Optional<String> create(String json, Map<String, AttributeValue> original) {
        Item item;
        Map<String, AttributeValue> key;
        try {
            item = RequestJson.item(json);
            key = writes.key(item);
        } catch (IllegalArgumentException e) {
            return writes.refuse(e.getMessage());
        }
        if (key.equals(original)) {
            return writes.refuse("The copy needs a key of its own: change " + String.join(" or ",
                    writes.design().keySchema().names()) + ".");
        }
        writes.run("Adding " + writes.keyText(item), key, w -> w.save(Optional.empty(), item));
        return Optional.empty();
    }

    /** Stops the write under way (a request already sent may still take effect). */
    public void cancel() {
        writes.cancel();
    }

    /** The last outcome or refusal, in one line: "Saved pk = A, sk = 1", "… is read-only: …". */
    public ReadOnlyStringProperty messageProperty() {
        return writes.messageProperty();
    }

    /** True while a write runs. */
    public ReadOnlyBooleanProperty busyProperty() {
        return writes.busyProperty();
    }
}
