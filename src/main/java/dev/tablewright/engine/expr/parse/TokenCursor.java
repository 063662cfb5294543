package dev.tablewright.engine.expr.parse;

import java.util.List;

/**
 * A parser's place in a token list that ends with one end token (the expression lexer's EOF, the
 * PartiQL lexer's END): the parsers of a language share it so that each reads on from where another
 * stopped. Reading at the end stays there. The expression parsers ({@link Cursor}) and PartiQL's
 * ({@code engine.partiql.StatementCursor}) each add their tokens' tests and their own error wording.
 *
 * @param <T> the language's token
 */
public abstract class TokenCursor<T> {
    private final List<T> tokens;
    private int index;

    protected TokenCursor(List<T> tokens) {
        this.tokens = tokens;
    }

    /** The current token, not consumed. */
    public final T peek() {
        return tokens.get(index);
    }

    /** The token {@code ahead} places on; the end token past the last one. */
    public final T peek(int ahead) {
        return tokens.get(Math.min(index + ahead, tokens.size() - 1));
    }

    /** The current token, consumed; the end token stays put. */
    public final T next() {
        T t = tokens.get(index);
        if (index < tokens.size() - 1) {
            index++;
        }
        return t;
    }

    /** The token before the current one, or null at the first. */
    protected final T previous() {
        return index > 0 ? tokens.get(index - 1) : null;
    }
}
