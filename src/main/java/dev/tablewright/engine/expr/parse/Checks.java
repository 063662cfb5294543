package dev.tablewright.engine.expr.parse;

import dev.tablewright.model.ReservedWords;
import dev.tablewright.engine.expr.DocumentPath;
import dev.tablewright.engine.expr.ExpressionException;
import dev.tablewright.engine.expr.ExpressionKind;
import dev.tablewright.engine.expr.PathElement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Checks that every kind of expression shares, each with DynamoDB's message. */
final class Checks {
    private Checks() {
    }

    static void requireNotEmpty(String text, ExpressionKind kind) {
        if (text.isEmpty()) {
            throw ExpressionException.invalid(kind, "The expression can not be empty;", 0);
        }
    }

    /** The first bare attribute name (in text order) that is a reserved word. */
    static void reservedWords(List<Node.PathNode> paths, ExpressionKind kind) {
        segments(paths).stream()
                .filter(s -> !s.isIndex() && !s.placeholder() && ReservedWords.isReserved(s.name()))
                .findFirst()
                .ifPresent(s -> {
                    throw ExpressionException.invalid(kind,
                            "Attribute name is a reserved keyword; reserved keyword: " + s.name(), s.pos());
                });
    }

    /** The first #name (in text order) that ExpressionAttributeNames does not define. */
    static void undefinedNames(List<Node.PathNode> paths, PlaceholderLookup placeholders, ExpressionKind kind) {
        for (Node.Segment s : segments(paths)) {
            if (s.placeholder() && placeholders.name(s.name()).isEmpty()) {
                throw undefinedName(s, kind);
            }
        }
    }

    static ExpressionException undefinedName(Node.Segment s, ExpressionKind kind) {
        return ExpressionException.invalid(kind,
                "An expression attribute name used in the document path is not defined; attribute name: " + s.name(),
                s.pos());
    }

    static ExpressionException undefinedValue(Node.ValueNode v, ExpressionKind kind) {
        return ExpressionException.invalid(kind,
                "An expression attribute value used in expression is not defined; attribute value: " + v.placeholder(),
                v.pos());
    }

    private static List<Node.Segment> segments(List<Node.PathNode> paths) {
        List<Node.Segment> all = new ArrayList<>();
        paths.forEach(p -> all.addAll(p.segments()));
        all.sort(Comparator.comparingInt(Node.Segment::pos));
        return all;
    }

    /** Resolves a path whose placeholders are known to be defined. */
    static DocumentPath resolve(Node.PathNode path, PlaceholderLookup placeholders) {
        List<PathElement> elements = new ArrayList<>(path.segments().size());
        for (Node.Segment s : path.segments()) {
            if (s.isIndex()) {
                elements.add(new PathElement.Index(s.index()));
            } else if (s.placeholder()) {
                elements.add(new PathElement.Field(placeholders.name(s.name()).orElseThrow()));
            } else {
                elements.add(new PathElement.Field(s.name()));
            }
        }
        return new DocumentPath(elements);
    }

    /**
     * DynamoDB refuses two paths of one expression where one contains the other ("overlap") or where
     * one indexes a list the other treats as a map ("conflict"); overlaps are reported first.
     */
    static void distinctPaths(List<DocumentPath> paths, List<Integer> positions, ExpressionKind kind) {
        int[] conflict = null;
        for (int j = 1; j < paths.size(); j++) {
            for (int i = 0; i < j; i++) {
                Relation r = relation(paths.get(i), paths.get(j));
                if (r == Relation.OVERLAP) {
                    throw ExpressionException.invalid(kind, "Two document paths overlap with each other; "
                            + "must remove or rewrite one of these paths; path one: " + paths.get(i).display()
                            + ", path two: " + paths.get(j).display(), positions.get(j));
                }
                if (r == Relation.CONFLICT && conflict == null) {
                    conflict = new int[] {i, j};
                }
            }
        }
        if (conflict != null) {
            throw ExpressionException.invalid(kind, "Two document paths conflict with each other; "
                    + "must remove or rewrite one of these paths; path one: " + paths.get(conflict[0]).display()
                    + ", path two: " + paths.get(conflict[1]).display(), positions.get(conflict[1]));
        }
    }

    private enum Relation { NONE, OVERLAP, CONFLICT }

    private static Relation relation(DocumentPath a, DocumentPath b) {
        int n = Math.min(a.size(), b.size());
        for (int i = 0; i < n; i++) {
            PathElement x = a.elements().get(i);
            PathElement y = b.elements().get(i);
            if (!x.equals(y)) {
                return x.getClass() == y.getClass() ? Relation.NONE : Relation.CONFLICT;
            }
        }
        return Relation.OVERLAP;
    }
}
