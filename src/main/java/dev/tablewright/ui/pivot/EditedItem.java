package dev.tablewright.ui.pivot;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The item the user just edited or added in a grid, kept until the next rows show whether the grid's
 * filters hide it: then "The Actor item you changed does not match the filter…" rather than a row that
 * silently vanished. FX thread only.
 */
final class EditedItem {
    private final String table;
    private final BooleanSupplier filtered;
    private final ReadOnlyStringWrapper hiddenByFilter = new ReadOnlyStringWrapper("");
    private ItemRef edited;
    private String how = "changed";

    /** @param filtered true while a filter could hide rows */
    EditedItem(String table, BooleanSupplier filtered) {
        this.table = table;
        this.filtered = filtered;
    }

    /** Remembers an item changed here ({@code how}: "changed", "added"), when a filter could hide it. */
    void watch(String entity, int ordinal, String how) {
        edited = filtered.getAsBoolean() && entity != null ? new ItemRef(table, entity, ordinal) : null;
        this.how = how;
    }

    /** An edit is about to apply: the last notice goes. */
    void editing() {
        hiddenByFilter.set("");
    }

    /** The edit was refused: nothing to watch. */
    void refused() {
        edited = null;
    }

    /** The filter changed: whatever was hidden may show now. */
    void forget() {
        hiddenByFilter.set("");
        edited = null;
    }

    /** The notice when the rows now shown leave out the item watched though the grid holds it; once. */
    Optional<String> check(List<GridRow> all, List<GridRow> visible) {
        if (edited == null) {
            return Optional.empty();
        }
        ItemRef item = edited;
        edited = null;
        if (!contains(all, item) || contains(visible, item)) {
            return Optional.empty();
        }
        hiddenByFilter.set("The " + (item.entity().isEmpty() ? "item" : item.entity()) + " item you " + how
                + " does not match the filter, so it is hidden here.");
        return Optional.of(hiddenByFilter.get());
    }

    private static boolean contains(List<GridRow> rows, ItemRef item) {
        return rows.stream().anyMatch(r -> r.source().ordinal() == item.ordinal()
                && Objects.equals(r.source().entity(), item.entity()));
    }

    ReadOnlyStringProperty hiddenByFilterProperty() {
        return hiddenByFilter.getReadOnlyProperty();
    }
}
