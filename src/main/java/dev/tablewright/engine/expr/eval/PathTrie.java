package dev.tablewright.engine.expr.eval;

import dev.tablewright.engine.expr.DocumentPath;
import dev.tablewright.engine.expr.PathElement;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * Document paths merged into a tree: map keys in the order first written, list indexes in ascending
 * order, a payload where a path ends. Built once per expression so that each item is walked once.
 */
final class PathTrie<T> {
    final Map<String, PathTrie<T>> fields = new LinkedHashMap<>();
    final TreeMap<Integer, PathTrie<T>> indexes = new TreeMap<>();
    T leaf;

    /** Adds a path; a path inside one already added is covered by it and changes nothing. */
    void add(DocumentPath path, T payload) {
        PathTrie<T> node = this;
        for (PathElement e : path.elements()) {
            if (node.leaf != null) {
                return;
            }
            node = e instanceof PathElement.Field f
                    ? node.fields.computeIfAbsent(f.name(), k -> new PathTrie<>())
                    : node.indexes.computeIfAbsent(((PathElement.Index) e).index(), k -> new PathTrie<>());
        }
        node.leaf = payload;
        node.fields.clear();
        node.indexes.clear();
    }
}
