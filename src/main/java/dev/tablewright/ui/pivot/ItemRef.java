package dev.tablewright.ui.pivot;

import dev.tablewright.model.ModelPath;
import java.util.Optional;

/**
 * Where a sample item lives, as the document selection names it: {@code Movies/entities/Movie/items/3},
 * or {@code Movies/items/0} for an item of no entity.
 *
 * @param entity null for an item of no entity
 */
public record ItemRef(String table, String entity, int ordinal) {
    public ModelPath path() {
        return entity == null ? new ModelPath.LooseItem(table, ordinal) : new ModelPath.EntityItem(table, entity, ordinal);
    }

    /** The grid id of the item ({@code Movie#3}), as {@link dev.tablewright.engine.index.SourcedItem#id()} spells it. */
    public String id() {
        return (entity == null ? "" : entity) + "#" + ordinal;
    }

    /** The item a selection names, if it names one. */
    public static Optional<ItemRef> parse(ModelPath path) {
        if (path instanceof ModelPath.EntityItem i) {
            return Optional.of(new ItemRef(i.table(), i.entity(), i.ordinal()));
        }
        if (path instanceof ModelPath.LooseItem i) {
            return Optional.of(new ItemRef(i.table(), null, i.ordinal()));
        }
        return Optional.empty();
    }

    static ItemRef of(String table, GridRow row) {
        return new ItemRef(table, row.source().entity(), row.source().ordinal());
    }
}
