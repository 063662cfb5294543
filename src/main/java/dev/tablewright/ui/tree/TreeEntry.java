package dev.tablewright.ui.tree;

import java.util.List;

/**
 * One node of the model tree as plain data; the view turns it into TreeItems.
 *
 * @param path the node's {@link dev.tablewright.model.ModelPath}, or "" for the root and group nodes
 * @param table the table the node belongs to ("" for the root)
 */
public record TreeEntry(String label, Kind kind, String path, String table, List<TreeEntry> children) {

    public enum Kind {
        MODEL, TABLE, GROUP, ENTITY, INDEX, ACCESS_PATTERN
    }

    public TreeEntry {
        children = List.copyOf(children);
    }
}
