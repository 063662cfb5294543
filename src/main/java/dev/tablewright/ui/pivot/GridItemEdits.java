package dev.tablewright.ui.pivot;

import dev.tablewright.engine.value.CellInput;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyDerivation;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.Edit;
import dev.tablewright.model.edit.ItemEdits;
import dev.tablewright.model.edit.KeptItemEdits;
import dev.tablewright.model.edit.EditedKeptItems;
import dev.tablewright.ui.common.Document;
import dev.tablewright.model.edit.CollectionLeftBehind;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ChangeListener;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.BiFunction;
import java.util.stream.Collectors;

/**
 * A grid's edits of sample items, each one undo step on the document: a typed cell (parsed as its
 * type), a removed value, a new item of an entity, duplicates and deletes of the rows selected. Derived
 * key cells, items of no entity and items the stream keeps are read-only, and say why. An edit that
 * makes the stream write kept items says which ({@link #streamWritesProperty()}).
 */
public final class GridItemEdits implements CellEdits {
    private final Document document;
    private final String table;
    private final EditedItem edited;
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    /** "+1 write by the stream: MonthlyTotal MOV#m1/TOTAL#2024-05" after the last edit, or "". */
    private final ReadOnlyStringWrapper streamWrites = new ReadOnlyStringWrapper(this, "streamWrites", "");
    /** The item collection the last edit left under the item's old key, with the way to move it too. */
    private final ReadOnlyStringWrapper leftBehindText = new ReadOnlyStringWrapper(this, "leftBehind", "");
    private final ReadOnlyBooleanWrapper canMoveLeftBehind = new ReadOnlyBooleanWrapper(this, "canMoveLeftBehind");
    private CollectionLeftBehind leftBehind;
    private final TtlExpiry ttl;
    /** Any other change of the model (undo, another view's edit) makes the stream line stale: it goes. */
    private final ChangeListener<DataModel> staleStreamWrites = (o, a, b) -> streamWrites.set("");

    GridItemEdits(Document document, String table, EditedItem edited, TtlExpiry ttl) {
        this.document = document;
        this.table = table;
        this.edited = edited;
        this.ttl = ttl;
        document.modelProperty().addListener(staleStreamWrites);
    }

    /** Its grid went away: stop following the document. */
    void dispose() {
        document.modelProperty().removeListener(staleStreamWrites);
    }

    /**
     * Judged on the item as the table holds it: an index row may not project the TTL attribute, and
     * DynamoDB deletes the item from its indexes with it.
     */
    @Override
    public Optional<String> expiry(GridRow row) {
        Optional<TableDesign> t = tableDesign();
        Optional<String> attribute = t.flatMap(d -> d.settings().ttlAttribute());
        if (attribute.isEmpty()) {
            return Optional.empty();
        }
        Item stored = stored(t.get(), row).orElse(row.source().item());
        return ttl.isExpired(stored, attribute) ? Optional.of(TtlExpiry.explain(attribute.get())) : Optional.empty();
    }

    private static Optional<Item> stored(TableDesign t, GridRow row) {
        String entity = row.source().entity();
        List<Item> items = entity == null ? t.items()
                : t.entity(entity).map(Entity::items).orElse(List.of());
        int at = row.source().ordinal();
        return at >= 0 && at < items.size() ? Optional.of(items.get(at)) : Optional.empty();
    }

    @Override
    public boolean isVectorAttribute(String column) {
        return tableDesign().map(t -> t.vectorIndexes().stream().anyMatch(v -> v.vectorAttribute().equals(column)))
                .orElse(false);
    }

    /** A derived key cell: the entity's template computes it, so it is read-only. */
    @Override
    public boolean isDerived(GridRow row, String column) {
        return entity(row).map(e -> e.keyTemplates().containsKey(column)).orElse(false);
    }

    /** Why a row cannot be edited here, or empty when it can. */
    public Optional<String> readOnlyReason(GridRow row) {
        if (row.source().entity() == null) {
            return Optional.of("This item belongs to no entity; give the table an entity whose key templates match it to edit it.");
        }
        return tableDesign().flatMap(t -> KeptItemEdits.refusal(t, row.source().entity()));
    }

    /** Whether the stream keeps the row's item: shown as derived, never edited here. */
    public boolean isKept(GridRow row) {
        return keptBy(row).isPresent();
    }

    /** Where a kept row's item comes from ("Kept by the stream from Stream: streams = COUNT, …"), else empty. */
    @Override
    public Optional<String> keptBy(GridRow row) {
        String entity = row.source().entity();
        Optional<TableDesign> t = entity == null ? Optional.empty() : tableDesign();
        return t.flatMap(d -> d.keptEntity(entity).map(k -> KeptDescription.of(d, k)));
    }

    /** Why no item of this entity can be added here (the stream keeps it), or empty. */
    public Optional<String> addRefusal(String entityName) {
        return tableDesign().flatMap(t -> KeptItemEdits.refusal(t, entityName));
    }

    @Override
    public boolean explainReadOnly(GridRow row, String column) {
        Optional<String> reason = readOnlyReason(row).or(() -> isDerived(row, column)
                ? Optional.of(column + " is derived from its key template; edit the attributes it is made of.")
                : Optional.empty());
        reason.ifPresent(message::set);
        return reason.isPresent();
    }

    /**
     * Commits a typed cell: parsed as the cell's type and applied as one undo step.
     *
     * @return empty when applied, else why the input was refused (the model is unchanged)
     */
    @Override
    public Optional<String> edit(GridRow row, String column, String text) {
        if (explainReadOnly(row, column)) {
            return Optional.of(message.get());
        }
        AttributeType type = typeOf(row, column);
        AttributeValue value;
        try {
            value = type == null ? CellInput.guess(text) : CellInput.parse(text, type);
        } catch (IllegalArgumentException e) {
            return refuse(column + " (" + type + "): " + e.getMessage());
        }
        if (value.equals(row.value(column))) {
            return Optional.empty();
        }
        edited.watch(row.source().entity(), row.source().ordinal(), "changed");
        // Worked out on the model before the edit: which items share the partition the item leaves.
        Optional<CollectionLeftBehind> left = CollectionLeftBehind.of(document.model(), table, row.source().entity(),
                row.source().ordinal(), column, value);
        Optional<String> refused = apply(ItemEdits.set(table, row.source().entity(), row.source().ordinal(), column, value));
        showLeftBehind(refused.isEmpty() ? left.orElse(null) : null);
        return refused;
    }

    private void showLeftBehind(CollectionLeftBehind left) {
        leftBehind = left;
        leftBehindText.set(left == null ? "" : left.message());
        canMoveLeftBehind.set(left != null && left.canMove());
    }

    /**
     * Moves the collection the last edit left behind to the item's new key: the item's edit is undone
     * and redone with its collection, so the whole change is one undo step. Refused once another edit
     * came in between.
     */
    public Optional<String> moveLeftBehind() {
        CollectionLeftBehind left = leftBehind;
        if (left == null || !left.canMove()) {
            return refuse("There is nothing to move.");
        }
        if (!left.itemOnly().description().equals(document.history().undoTextProperty().get())) {
            showLeftBehind(null);
            return refuse("The model changed since; edit the items of the collection one by one.");
        }
        document.undo();
        Optional<String> refused = apply(left.moveToo());
        if (refused.isPresent()) {
            document.apply(left.itemOnly()); // the user's own edit stays, as it was before the question
        }
        showLeftBehind(null);
        return refused;
    }

    /** Leaves the collection where it is and stops asking. */
    public void keepLeftBehind() {
        showLeftBehind(null);
    }

    /** "3 CastMember items keep mov#tt1, the Movie item's partition until now.", or empty. */
    public ReadOnlyStringProperty leftBehindProperty() {
        return leftBehindText.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canMoveLeftBehindProperty() {
        return canMoveLeftBehind.getReadOnlyProperty();
    }

    /** Removes one attribute from an item (an empty cell is an empty string, not a missing attribute). */
    public Optional<String> removeValue(GridRow row, String column) {
        if (explainReadOnly(row, column)) {
            return Optional.of(message.get());
        }
        edited.watch(row.source().entity(), row.source().ordinal(), "changed");
        return apply(ItemEdits.set(table, row.source().entity(), row.source().ordinal(), column, null));
    }

    /** The type a cell's text is read as: its value's, else the entity's declaration, else the table's. */
    AttributeType typeOf(GridRow row, String column) {
        AttributeValue current = row.value(column);
        if (current != null) {
            return current.type();
        }
        Optional<AttributeType> declared = entity(row).flatMap(e -> e.attribute(column)).map(AttributeDef::type);
        if (declared.isPresent()) {
            return declared.get();
        }
        return tableDesign().flatMap(t -> t.attributeType(column)).orElse(null);
    }

    /** Adds a new item of an entity, its id attributes given fresh values so its keys are unique; selects it. */
    public Optional<String> addItem(String entityName) {
        Optional<Entity> e = tableDesign().flatMap(t -> t.entity(entityName));
        if (e.isEmpty()) {
            return refuse("There is no entity '" + entityName + "'.");
        }
        Optional<String> kept = addRefusal(entityName);
        if (kept.isPresent()) {
            return refuse(kept.get());
        }
        Item fresh = NewItems.of(e.get());
        edited.watch(entityName, e.get().items().size(), "added");
        Optional<String> refused = apply(ItemEdits.add(table, entityName, List.of(fresh)));
        if (refused.isEmpty()) {
            int ordinal = tableDesign().flatMap(t -> t.entity(entityName)).map(x -> x.items().size() - 1).orElse(0);
            document.selectionProperty().set(new ItemRef(table, entityName, ordinal).path());
        }
        return refused;
    }

    public Optional<String> duplicate(List<GridRow> selected) {
        return perEntity("Duplicate", selected, (entity, positions) -> ItemEdits.duplicate(table, entity, positions));
    }

    public Optional<String> delete(List<GridRow> selected) {
        return perEntity("Delete", selected, (entity, positions) -> ItemEdits.delete(table, entity, positions));
    }

    private Optional<String> perEntity(String verb, List<GridRow> selected,
            BiFunction<String, TreeSet<Integer>, Edit> edit) {
        Map<String, TreeSet<Integer>> byEntity = new LinkedHashMap<>();
        for (GridRow r : selected) {
            if (readOnlyReason(r).isPresent()) {
                return refuse(readOnlyReason(r).get());
            }
            byEntity.computeIfAbsent(r.source().entity(), k -> new TreeSet<>()).add(r.source().ordinal());
        }
        if (byEntity.isEmpty()) {
            return refuse("Select the items to " + verb.toLowerCase(Locale.ROOT) + ".");
        }
        List<Edit> edits = new ArrayList<>();
        byEntity.forEach((entity, positions) -> edits.add(edit.apply(entity, positions)));
        return apply(edits.size() == 1 ? edits.get(0)
                : Edit.compound(verb + " " + selected.size() + " items", edits));
    }

    /** The key attributes a selected row's item cannot derive, and why; "" when all are. */
    String unfilledWarning(GridRow row) {
        Optional<Entity> e = entity(row);
        Optional<TableDesign> t = tableDesign();
        if (e.isEmpty() || t.isEmpty() || row.source().ordinal() >= e.get().items().size()) {
            return "";
        }
        Item stored = e.get().items().get(row.source().ordinal());
        List<KeyDerivation.Unfilled> unfilled = KeyDerivation.deriveAll(t.get(), e.get(), stored).unfilled();
        return unfilled.stream().map(u -> u.attribute() + " not derived: " + u.reason())
                .collect(Collectors.joining("; "));
    }

    private Optional<String> apply(Edit edit) {
        edited.editing();
        DataModel before = document.model();
        Optional<String> refused = document.apply(edit);
        message.set(refused.orElse(""));
        // The kept items the edit changed, by key: what the stream handler would have written.
        streamWrites.set(refused.isPresent() ? "" : EditedKeptItems.message(EditedKeptItems.between(before, document.model(), table)));
        if (refused.isPresent()) {
            edited.refused();
        }
        return refused;
    }

    private Optional<String> refuse(String reason) {
        message.set(reason);
        streamWrites.set("");
        return Optional.of(reason);
    }

    /** "+1 write by the stream: MonthlyTotal MOV#m1/TOTAL#2024-05" after the last edit, or "". */
    public ReadOnlyStringProperty streamWritesProperty() {
        return streamWrites.getReadOnlyProperty();
    }

    void say(String line) {
        message.set(line);
    }

    ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    Optional<TableDesign> tableDesign() {
        DataModel m = document.model();
        return m == null ? Optional.empty() : m.table(table);
    }

    private Optional<Entity> entity(GridRow row) {
        String name = row.source().entity();
        return name == null ? Optional.empty() : tableDesign().flatMap(t -> t.entity(name));
    }
}
