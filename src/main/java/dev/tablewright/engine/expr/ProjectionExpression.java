package dev.tablewright.engine.expr;

import java.util.List;

/** A parsed projection expression: the paths to return. Apply it with {@code Projector}. */
public record ProjectionExpression(String text, List<DocumentPath> paths) {
    public ProjectionExpression {
        paths = List.copyOf(paths);
    }
}
