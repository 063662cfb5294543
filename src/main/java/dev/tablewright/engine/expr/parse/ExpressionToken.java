package dev.tablewright.engine.expr.parse;

import java.util.Locale;

/** A token and where it is in the source: [start, end). */
record ExpressionToken(TokenType type, String text, int start, int end) {

    boolean is(TokenType t) {
        return type == t;
    }

    /** Whether this is the given keyword (keywords are case-insensitive). */
    boolean isKeyword(String keyword) {
        return type == TokenType.IDENTIFIER && text.equalsIgnoreCase(keyword);
    }

    String upper() {
        return text.toUpperCase(Locale.ROOT);
    }

    /** How DynamoDB names the token in a syntax error. */
    String display() {
        return type == TokenType.EOF ? "<EOF>" : text;
    }
}
