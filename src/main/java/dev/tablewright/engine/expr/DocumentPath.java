package dev.tablewright.engine.expr;

import java.util.ArrayList;
import java.util.List;

/** A document path with names resolved: {@code a.b[2].c}. */
public record DocumentPath(List<PathElement> elements) {
    public DocumentPath {
        elements = List.copyOf(elements);
        if (elements.isEmpty() || !(elements.get(0) instanceof PathElement.Field)) {
            throw new IllegalArgumentException("a document path starts with an attribute name");
        }
    }

    public static DocumentPath of(String attribute) {
        return new DocumentPath(List.of(new PathElement.Field(attribute)));
    }

    /** The top-level attribute the path starts at. */
    public String head() {
        return ((PathElement.Field) elements.get(0)).name();
    }

    /** True for {@code a.b} or {@code a[0]}, false for a top-level attribute. */
    public boolean isNested() {
        return elements.size() > 1;
    }

    public int size() {
        return elements.size();
    }

    public PathElement last() {
        return elements.get(elements.size() - 1);
    }

    /** The path without its last element; empty for a top-level path. */
    public List<PathElement> parentElements() {
        return elements.subList(0, elements.size() - 1);
    }

    /** DynamoDB's rendering in error messages: {@code [a, b, [2], c]}. */
    public String display() {
        List<String> parts = new ArrayList<>(elements.size());
        for (PathElement e : elements) {
            parts.add(e.toString());
        }
        return "[" + String.join(", ", parts) + "]";
    }

    /** The path as written without placeholders, {@code a.b[2].c} (names containing dots stay ambiguous). */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (PathElement e : elements) {
            if (e instanceof PathElement.Field f) {
                if (sb.length() > 0) {
                    sb.append('.');
                }
                sb.append(f.name());
            } else {
                sb.append(e);
            }
        }
        return sb.toString();
    }
}
