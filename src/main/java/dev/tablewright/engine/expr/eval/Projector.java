package dev.tablewright.engine.expr.eval;

import dev.tablewright.engine.expr.DocumentPath;
import dev.tablewright.engine.expr.ProjectionExpression;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Applies a projection as DynamoDB returns it: each path keeps its place in the document, so
 * {@code a.b[1]} yields {@code {a: {b: [element 1]}}}; several indexes of one list come back in index
 * order, squeezed together; paths that read nothing are left out.
 */
public final class Projector {
    private final PathTrie<Boolean> tree = new PathTrie<>();

    private Projector(List<DocumentPath> paths) {
        paths.forEach(p -> tree.add(p, Boolean.TRUE));
    }

    public static Projector of(ProjectionExpression projection) {
        return new Projector(projection.paths());
    }

    public static Projector of(List<DocumentPath> paths) {
        return new Projector(paths);
    }

    public Item apply(Item item) {
        return new Item(fields(tree, item.attributes()));
    }

    private static Map<String, AttributeValue> fields(PathTrie<Boolean> node, Map<String, AttributeValue> map) {
        Map<String, AttributeValue> out = new LinkedHashMap<>();
        node.fields.forEach((name, child) -> {
            AttributeValue v = map.get(name);
            AttributeValue projected = v == null ? null : project(child, v);
            if (projected != null) {
                out.put(name, projected);
            }
        });
        return out;
    }

    private static AttributeValue project(PathTrie<Boolean> node, AttributeValue v) {
        if (node.leaf != null) {
            return v;
        }
        if (!node.fields.isEmpty() && v instanceof AttributeValue.M m) {
            Map<String, AttributeValue> out = fields(node, m.value());
            return out.isEmpty() ? null : new AttributeValue.M(out);
        }
        if (!node.indexes.isEmpty() && v instanceof AttributeValue.L l) {
            List<AttributeValue> out = new ArrayList<>();
            node.indexes.forEach((i, child) -> {
                AttributeValue e = i < l.value().size() ? project(child, l.value().get(i)) : null;
                if (e != null) {
                    out.add(e);
                }
            });
            return out.isEmpty() ? null : new AttributeValue.L(out);
        }
        return null;
    }
}
