package dev.tablewright.aws.live;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * One attribute of a conflict: its value as read, as the table holds it now (theirs) and in the
 * user's version (mine); empty where the item has no such attribute.
 */
public record AttributeConflict(String name, Optional<AttributeValue> read, Optional<AttributeValue> theirs,
        Optional<AttributeValue> mine) {

    /** Another writer changed it since the read. */
    public boolean theirsChanged() {
        return !theirs.equals(read);
    }

    /** The user changed it: "Write mine over theirs" writes it. */
    public boolean mineChanged() {
        return !mine.equals(read);
    }

    /**
     * Both changed it, to different values: writing mine loses theirs. (Both making the same change
     * is no clash: either write leaves the same value.)
     */
    public boolean clash() {
        return theirsChanged() && mineChanged() && !theirs.equals(mine);
    }

    /**
     * The attributes someone changed since the read: the clashes first, as what the user must decide,
     * then the others, each in the order met (the read item's, then theirs', then mine's). An attribute
     * nobody changed is left out, and so are {@code leftOut} (the key, which a conflict's title names).
     *
     * @param read   the item as read (empty for a new item)
     * @param theirs the item now in the table (empty when it is gone)
     * @param mine   the user's version (empty for a delete)
     */
    public static List<AttributeConflict> rows(Optional<Item> read, Optional<Item> theirs, Optional<Item> mine,
            Collection<String> leftOut) {
        Set<String> names = new LinkedHashSet<>();
        for (Optional<Item> version : List.of(read, theirs, mine)) {
            version.ifPresent(i -> names.addAll(i.attributes().keySet()));
        }
        names.removeAll(leftOut);
        List<AttributeConflict> rows = new ArrayList<>();
        for (String name : names) {
            AttributeConflict row = new AttributeConflict(name, value(read, name), value(theirs, name),
                    value(mine, name));
            if (row.theirsChanged() || row.mineChanged()) {
                rows.add(row);
            }
        }
        rows.sort(Comparator.comparing(r -> !r.clash())); // stable: the order met within each part
        return rows;
    }

    private static Optional<AttributeValue> value(Optional<Item> item, String name) {
        return item.flatMap(i -> i.get(name));
    }
}
