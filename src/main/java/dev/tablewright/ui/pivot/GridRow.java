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
 * @param block         the partition the row belongs to, shared by every row of it: a filter that
 *                      hides a block's first row still knows where the block's shown rows begin
 */
public record GridRow(boolean firstInBlock, String partitionText, String entity, String colour, SourcedItem source,
        Block block) {

    /** A partition: its key as the merged cell shows it ("MOVIE#1", "(W24, EU)") and how many rows it has. */
    public record Block(String key, int size) {
        /** The merged cell's text over {@code shown} of its rows: "MOVIE#1 (6)", or "MOVIE#1 (2 of 6)" when filtered. */
        public String text(int shown) {
            return key + " (" + (shown == size ? Integer.toString(size) : shown + " of " + size) + ")";
        }
    }

    public AttributeValue value(String column) {
        return source.item().attributes().get(column);
    }

    /** Identity across grids ({@code Movie#3}): the same item is the same id in every index. */
    public String id() {
        return source.id();
    }

    /** This row as its block's first shown row (with {@code shown} of the block's rows), or as one below it. */
    GridRow merged(boolean first, int shown) {
        String text = first ? block.text(shown) : "";
        return first == firstInBlock && text.equals(partitionText) ? this
                : new GridRow(first, text, entity, colour, source, block);
    }
}
