package dev.tablewright.model.stream;

import dev.tablewright.model.Item;
import java.util.Objects;

/**
 * One write the stream handler makes to a kept entity for one source-item change: a put of the
 * kept item as it now is, or the delete of one that is gone (an aggregate's emptied group, an index
 * item whose entry went).
 *
 * @param entity  the kept entity
 * @param item    the whole item to put, or (delete) the item as it was: its key attributes are the key
 * @param keyText the primary key as the result line shows it, {@code MOV#m1/TOTAL#2024-05}
 * @param delete  whether the item is deleted rather than put
 */
public record KeptWrite(String entity, Item item, String keyText, boolean delete) {
    public KeptWrite {
        Objects.requireNonNull(entity, "entity");
        Objects.requireNonNull(item, "item");
        Objects.requireNonNull(keyText, "keyText");
    }

    /** "MonthlyTotal MOV#m1/TOTAL#2024-05", "FieldIndex ISSUE#7/FIELD#sev (deleted)". */
    public String describe() {
        return entity + " " + keyText + (delete ? " (deleted)" : "");
    }
}
