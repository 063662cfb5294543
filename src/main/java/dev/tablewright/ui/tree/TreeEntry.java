package dev.tablewright.ui.tree;

import dev.tablewright.model.ModelPath;
import java.util.List;

/**
 * One node of the model tree as plain data; the view turns it into TreeItems.
 *
 * @param path the element the node shows, or null for the root, group and saved operation nodes
 * @param table the table the node belongs to ("" for the root and the model's saved operations)
 * @param operation the name of the saved operation a node of kind {@link Kind#OPERATION} shows, else ""
 */
public record TreeEntry(String label, Kind kind, ModelPath path, String table, List<TreeEntry> children,
        String operation) {

    public enum Kind {
        MODEL, TABLE, ENTITY_GROUP, INDEX_GROUP, ACCESS_PATTERN_GROUP, ENTITY, INDEX, ACCESS_PATTERN,
        OPERATION_GROUP, OPERATION;

        /** A node that only gathers elements of one kind (a table's, or the model's saved operations). */
        public boolean isGroup() {
            return this == ENTITY_GROUP || this == INDEX_GROUP || this == ACCESS_PATTERN_GROUP || this == OPERATION_GROUP;
        }

        /** The node's style class ({@code tree-kind-group} for every group). */
        public String styleClass() {
            return "tree-kind-" + (isGroup() ? "group" : name().toLowerCase(java.util.Locale.ROOT));
        }
    }

    public TreeEntry {
        children = List.copyOf(children);
        operation = operation == null ? "" : operation;
    }

    public TreeEntry(String label, Kind kind, ModelPath path, String table, List<TreeEntry> children) {
        this(label, kind, path, table, children, "");
    }
}
