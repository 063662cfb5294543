package dev.tablewright.ui.pivot;

import dev.tablewright.model.ModelPath;
import java.util.List;
import java.util.Optional;

/**
 * Where a sample item lives, as the document selection names it: {@code Movies/entities/Movie/items/3},
 * or {@code Movies/items/0} for an item of no entity.
 *
 * @param entity null for an item of no entity
 */
public record ItemRef(String table, String entity, int ordinal) {
    public String path() {
        return entity == null ? ModelPath.of(table, ModelPath.ITEMS, String.valueOf(ordinal))
                : ModelPath.of(table, ModelPath.ENTITIES, entity, ModelPath.ITEMS, String.valueOf(ordinal));
    }

    /** The grid id of the item ({@code Movie#3}), as {@link dev.tablewright.engine.index.SourcedItem#id()} spells it. */
    public String id() {
        return (entity == null ? "" : entity) + "#" + ordinal;
    }

    public static Optional<ItemRef> parse(String path) {
        List<String> s = ModelPath.segments(path);
        try {
            if (s.size() == 5 && s.get(1).equals(ModelPath.ENTITIES) && s.get(3).equals(ModelPath.ITEMS)) {
                return Optional.of(new ItemRef(s.get(0), s.get(2), Integer.parseInt(s.get(4))));
            }
            if (s.size() == 3 && s.get(1).equals(ModelPath.ITEMS)) {
                return Optional.of(new ItemRef(s.get(0), null, Integer.parseInt(s.get(2))));
            }
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
        return Optional.empty();
    }

    static ItemRef of(String table, GridRow row) {
        return new ItemRef(table, row.source().entity(), row.source().ordinal());
    }
}
