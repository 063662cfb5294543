package dev.tablewright.engine.expr.eval;

import dev.tablewright.engine.expr.DocumentPath;
import dev.tablewright.engine.expr.PathElement;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.List;
import java.util.Optional;

/** Reads the value at a document path; a missing step (or a step into the wrong type) reads nothing. */
public final class PathReader {
    private PathReader() {
    }

    public static Optional<AttributeValue> read(Item item, DocumentPath path) {
        AttributeValue current = item.attributes().get(path.head());
        List<PathElement> elements = path.elements();
        for (int i = 1; i < elements.size() && current != null; i++) {
            current = step(current, elements.get(i));
        }
        return Optional.ofNullable(current);
    }

    static AttributeValue step(AttributeValue value, PathElement element) {
        if (element instanceof PathElement.Field f && value instanceof AttributeValue.M m) {
            return m.value().get(f.name());
        }
        if (element instanceof PathElement.Index ix && value instanceof AttributeValue.L l) {
            return ix.index() < l.value().size() ? l.value().get(ix.index()) : null;
        }
        return null;
    }
}
