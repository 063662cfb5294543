package dev.tablewright.engine.index;

import dev.tablewright.model.Item;

/**
 * An item with where it came from, so a row can be traced back to the sample data.
 *
 * @param entity the entity the item belongs to, or null for an item of no entity
 * @param ordinal the item's position in its entity's (or the table's loose) item list
 */
public record SourcedItem(String entity, int ordinal, Item item) {
    /** A stable identity for selection across grids: {@code Movie#3}, {@code #0} for loose items. */
    public String id() {
        return (entity == null ? "" : entity) + "#" + ordinal;
    }
}
