package dev.tablewright.engine.expr.parse;

import dev.tablewright.engine.expr.DocumentPath;
import dev.tablewright.engine.expr.ExpressionKind;
import dev.tablewright.engine.expr.ProjectionExpression;
import java.util.List;

/** Validates a projection: reserved words, undefined names, then overlapping or conflicting paths. */
final class ProjectionBuilder {
    private ProjectionBuilder() {
    }

    static ProjectionExpression build(String text, PlaceholderLookup placeholders) {
        ExpressionKind kind = ExpressionKind.PROJECTION;
        Checks.requireNotEmpty(text, kind);
        List<Node.PathNode> raw = ProjectionParser.parse(text);
        Checks.reservedWords(raw, kind);
        Checks.undefinedNames(raw, placeholders, kind);
        List<DocumentPath> paths = raw.stream().map(p -> Checks.resolve(p, placeholders)).toList();
        Checks.distinctPaths(paths, raw.stream().map(Node.PathNode::pos).toList(), kind);
        return new ProjectionExpression(text, paths);
    }
}
