package dev.tablewright.model.edit;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * Edits of a GSI's multi-attribute key: add an attribute to its partition or sort key, remove one,
 * move one within its key, rename or retype one in place. Each goes through
 * {@link TableEdits#changeIndex}, so the key rules (at most four attributes a key, each once, a key
 * type, the type other keys give it) and the templates' moves are the same as there.
 */
public final class IndexKeyEdits {
    /** The partition key or the sort key of an index. */
    public enum Part {
        PARTITION, SORT;

        String word() {
            return this == PARTITION ? "partition" : "sort";
        }
    }

    private IndexKeyEdits() {
    }

    /** Adds {@code attribute} at the end of the index's partition or sort key. */
    public static Edit add(String table, String index, Part part, AttributeDef attribute) {
        return edit("Add " + attribute.name() + " to the " + part.word() + " key of " + index, table, index, keys -> {
            List<AttributeDef> changed = new ArrayList<>(part == Part.PARTITION ? keys.partitionKeys() : keys.sortKeys());
            changed.add(attribute);
            return part == Part.PARTITION ? new KeySchema(changed, keys.sortKeys()) : new KeySchema(keys.partitionKeys(), changed);
        });
    }

    /** Removes an attribute from the index's key; the last partition attribute stays. */
    public static Edit remove(String table, String index, String attribute) {
        return edit("Remove " + attribute + " from the key of " + index, table, index, keys -> {
            require(keys, index, attribute);
            if (keys.partitionNames().equals(List.of(attribute))) {
                throw new EditRefused("'" + attribute + "' is the last partition attribute of " + index
                        + ": a key needs one. Rename it instead, or delete the index.");
            }
            return new KeySchema(without(keys.partitionKeys(), attribute), without(keys.sortKeys(), attribute));
        });
    }

    /** Moves an attribute one place towards the front of its key. */
    public static Edit moveUp(String table, String index, String attribute) {
        return move(table, index, attribute, -1, "up");
    }

    /** Moves an attribute one place towards the end of its key. */
    public static Edit moveDown(String table, String index, String attribute) {
        return move(table, index, attribute, 1, "down");
    }

    private static Edit move(String table, String index, String attribute, int by, String way) {
        return edit("Move " + attribute + " " + way + " in the key of " + index, table, index, keys -> {
            require(keys, index, attribute);
            boolean partition = keys.isPartitionAttribute(attribute);
            List<AttributeDef> key = new ArrayList<>(partition ? keys.partitionKeys() : keys.sortKeys());
            int from = key.stream().map(AttributeDef::name).toList().indexOf(attribute);
            int to = from + by;
            if (to < 0 || to >= key.size()) {
                throw new EditRefused("'" + attribute + "' is already " + (by < 0 ? "first" : "last") + " in the "
                        + (partition ? "partition" : "sort") + " key of " + index + ".");
            }
            key.add(to, key.remove(from));
            return partition ? new KeySchema(key, keys.sortKeys()) : new KeySchema(keys.partitionKeys(), key);
        });
    }

    /** Renames or retypes an attribute of the index's key in place; templates of a renamed one follow it. */
    public static Edit change(String table, String index, String attribute, AttributeDef changed) {
        String what = attribute.equals(changed.name()) ? "Set type of " + attribute + " to " + changed.type()
                : "Rename " + attribute + " → " + changed.name();
        return edit(what + " in the key of " + index, table, index, keys -> {
            require(keys, index, attribute);
            return new KeySchema(replaced(keys.partitionKeys(), attribute, changed),
                    replaced(keys.sortKeys(), attribute, changed));
        });
    }

    /** An edit that gives GSI {@code index} the keys {@code change} makes of its present ones. */
    private static Edit edit(String description, String table, String index,
            UnaryOperator<KeySchema> change) {
        return new Edit(description, (DataModel m) -> {
            TableDesign t = Tables.table(m, table);
            SecondaryIndex found = t.index(index)
                    .orElseThrow(() -> new EditRefused("Table '" + table + "' has no index '" + index + "'."));
            if (!(found instanceof GlobalSecondaryIndex g)) {
                throw new EditRefused(KeyRules.SINGLE_ATTRIBUTE_KEYS);
            }
            KeySchema keys = change.apply(g.keys());
            return TableEdits.changeIndex(table, index, g.withKeys(keys))
                    .apply(m);
        });
    }

    private static void require(KeySchema keys, String index, String attribute) {
        if (!keys.contains(attribute)) {
            throw new EditRefused("'" + attribute + "' is not in the key of " + index + ".");
        }
    }

    private static List<AttributeDef> without(List<AttributeDef> key, String attribute) {
        return key.stream().filter(a -> !a.name().equals(attribute)).toList();
    }

    private static List<AttributeDef> replaced(List<AttributeDef> key, String attribute, AttributeDef changed) {
        return key.stream().map(a -> a.name().equals(attribute) ? changed : a).toList();
    }
}
