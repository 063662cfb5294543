package dev.tablewright.engine.expr;

import java.util.Optional;

/**
 * A DynamoDB ValidationException about expressions: its message is DynamoDB's message (e.g.
 * {@code Invalid FilterExpression: Syntax error; token: "-", near: "a-b"}), its position the character
 * offset in the expression text that it is about, or -1 when it is about no single place (unused
 * placeholders, a runtime type error).
 */
public class ExpressionException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final transient ExpressionKind kind;
    private final int position;

    public ExpressionException(String message, ExpressionKind kind, int position) {
        super(message);
        this.kind = kind;
        this.position = position;
    }

    /** An error about the request rather than one expression (unused or invalid placeholders). */
    public static ExpressionException request(String message) {
        return new ExpressionException(message, null, -1);
    }

    /** An error found in an expression, with DynamoDB's {@code Invalid <Kind>Expression: } prefix. */
    public static ExpressionException invalid(ExpressionKind kind, String reason, int position) {
        return new ExpressionException(kind.invalid(reason), kind, position);
    }

    /** The expression the error is about, if it is about one. */
    public Optional<ExpressionKind> kind() {
        return Optional.ofNullable(kind);
    }

    /** The character offset in the expression, or -1. */
    public int position() {
        return position;
    }
}
