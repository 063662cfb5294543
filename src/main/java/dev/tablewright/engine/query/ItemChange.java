package dev.tablewright.engine.query;

import dev.tablewright.model.Item;
import java.util.Objects;

/**
 * One item changed by a write, as a DynamoDB Streams record with NEW_AND_OLD_IMAGES tells it: INSERT
 * (no old image), MODIFY (both) or REMOVE (no new image).
 *
 * @param oldImage the item before the write; null when the write inserted it
 * @param newImage the item after the write; null when the write removed it
 */
public record ItemChange(String table, Item oldImage, Item newImage) {
    public ItemChange {
        Objects.requireNonNull(table, "table");
        if (oldImage == null && newImage == null) {
            throw new IllegalArgumentException("A change has an old image, a new image or both");
        }
    }
}
