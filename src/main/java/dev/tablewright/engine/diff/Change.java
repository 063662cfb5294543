package dev.tablewright.engine.diff;

import dev.tablewright.model.ModelPath;

/**
 * One difference between two models.
 *
 * @param table    the table it is in (a table's own change names that table)
 * @param path     where, as a model path ({@code Movies/entities/Movie/keys/PK}); items are named by
 *                 their primary key ({@code Movies/items/[PK=mov#1, SK=META]})
 * @param oldValue the old value in short text; null for an addition
 * @param newValue the new value in short text; null for a removal
 * @param element  the element in the new model to select for this change (the nearest one that
 *                 exists there: a removed attribute selects its entity), or null
 */
public record Change(String table, String path, Kind kind, String oldValue, String newValue, ModelPath element) {

    /** What happened. A rename is only reported for a clear match: the same content under another name. */
    public enum Kind {
        ADDED, REMOVED, CHANGED, RENAMED;

        /** The lower-case word used in every output format. */
        public String word() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    public Change {
        if (table == null || path == null || kind == null) {
            throw new NullPointerException("change table, path and kind");
        }
    }
}
