package dev.tablewright.engine.expr.parse;

import dev.tablewright.engine.expr.ExpressionKind;
import java.util.ArrayList;
import java.util.List;

/** A projection expression: document paths separated by commas. */
final class ProjectionParser {
    private ProjectionParser() {
    }

    static List<Node.PathNode> parse(String text) {
        Cursor cursor = new Cursor(text, ExpressionKind.PROJECTION);
        List<Node.PathNode> paths = new ArrayList<>();
        paths.add(cursor.path(List.of()));
        while (cursor.at(TokenType.COMMA)) {
            cursor.next();
            paths.add(cursor.path(List.of()));
        }
        cursor.expectEnd();
        return paths;
    }
}
