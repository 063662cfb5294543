package dev.tablewright.ui.pivot;

import java.util.Optional;

/**
 * What a {@link GridCell} asks of whoever owns the items it edits: the designer's grid (sample items in
 * the model) or the explorer's (live items on a connection). The same type-aware cell editor works on both.
 */
public interface CellEdits {
    /** A derived key cell: marked and never edited. */
    boolean isDerived(GridRow row, String column);

    /** True, with the reason shown to the user, when this cell cannot be edited. */
    boolean explainReadOnly(GridRow row, String column);

    /**
     * Commits a typed cell, parsed as the cell's type.
     *
     * @return empty when accepted, else why the input was refused (the editor stays open with it)
     */
    Optional<String> edit(GridRow row, String column, String text);

    /**
     * Why the row's item counts as expired by the table's time to live ({@link TtlExpiry}), or empty
     * when it does not (or the grid knows no TTL): the row stays shown, marked.
     */
    default Optional<String> expiry(GridRow row) {
        return Optional.empty();
    }

    /**
     * True when {@code column} is a vector index's vector attribute: its lists of numbers show as
     * vectors however short ({@link VectorText}). False where the grid knows no vector indexes.
     */
    default boolean isVectorAttribute(String column) {
        return false;
    }

    /**
     * Where the row's item comes from when the table's stream keeps it ("Kept by the stream from
     * Stream: …"): the row shows as derived, read-only. Empty for an ordinary item, or where the grid
     * knows no kept entities.
     */
    default Optional<String> keptBy(GridRow row) {
        return Optional.empty();
    }
}
