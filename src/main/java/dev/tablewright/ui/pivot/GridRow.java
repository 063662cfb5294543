package dev.tablewright.ui.pivot;

import dev.tablewright.engine.index.SourcedItem;
import dev.tablewright.model.AttributeValue;

/**
 * One row of a pivoted grid as the table control draws it. The partition key is "merged": only the
 * first row of a block shows it, with the block's item count.
 *
 * @param firstInBlock  true for the row that carries the merged partition cell
 * @param partitionText the partition key and count ("MOVIE#1 (6)") on the first row, "" on the others
 * @param entity        the row's entity, "" when unknown
 * @param colour        the entity's colour (CSS hex)
 * @param source        the item as the index holds it (projection applied) and where it came from
 */
public record GridRow(boolean firstInBlock, String partitionText, String entity, String colour, SourcedItem source) {
    public AttributeValue value(String column) {
        return source.item().attributes().get(column);
    }

    /** Identity across grids ({@code Movie#3}): the same item is the same id in every index. */
    public String id() {
        return source.id();
    }
}
