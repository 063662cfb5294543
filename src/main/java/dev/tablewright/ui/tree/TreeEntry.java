package dev.tablewright.ui.tree;

import dev.tablewright.model.ModelPath;
import java.util.List;

/**
 * One node of the model tree as plain data; the view turns it into TreeItems.
 *
 * @param path the element the node shows, or null for the root and group nodes
 * @param table the table the node belongs to ("" for the root)
 */
public record TreeEntry(String label, Kind kind, ModelPath path, String table, List<TreeEntry> children) {

    public enum Kind {
        MODEL, TABLE, ENTITY_GROUP, INDEX_GROUP, ACCESS_PATTERN_GROUP, ENTITY, INDEX, ACCESS_PATTERN;

        /** A node that only gathers the table's elements of one kind. */
        public boolean isGroup() {
            return this == ENTITY_GROUP || this == INDEX_GROUP || this == ACCESS_PATTERN_GROUP;
        }

        /** The node's style class ({@code tree-kind-group} for every group). */
        public String styleClass() {
            return "tree-kind-" + (isGroup() ? "group" : name().toLowerCase(java.util.Locale.ROOT));
        }
    }

    public TreeEntry {
        children = List.copyOf(children);
    }
}
