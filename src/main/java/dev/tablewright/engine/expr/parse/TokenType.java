package dev.tablewright.engine.expr.parse;

/** The lexical classes of the expression language. */
enum TokenType {
    IDENTIFIER, NAME_PLACEHOLDER, VALUE_PLACEHOLDER, NUMBER,
    LPAREN, RPAREN, LBRACKET, RBRACKET, COMMA, DOT,
    COMPARATOR, PLUS, MINUS,
    /** A character the language has no use for; the parser reports it as a syntax error. */
    UNKNOWN,
    EOF
}
