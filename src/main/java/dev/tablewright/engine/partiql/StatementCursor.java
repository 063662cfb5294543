package dev.tablewright.engine.partiql;

import java.util.List;

/**
 * The parser's place in a statement's tokens, shared by the statement, condition and term parsers so
 * that each reads on from where the other stopped. Every unexpected token is {@link PartiqlErrors#malformed()}.
 */
final class StatementCursor {
    private final List<StatementToken> tokens;
    private int next;

    StatementCursor(List<StatementToken> tokens) {
        this.tokens = tokens;
    }

    StatementToken peek() {
        return tokens.get(next);
    }

    /** The token {@code ahead} places on; the END token past the last one. */
    StatementToken peekAt(int ahead) {
        return tokens.get(Math.min(next + ahead, tokens.size() - 1));
    }

    /** The next token, consumed; END stays put. */
    StatementToken take() {
        StatementToken t = tokens.get(next);
        if (t.kind() != StatementToken.Kind.END) {
            next++;
        }
        return t;
    }

    boolean accept(String symbol) {
        if (peek().is(symbol)) {
            next++;
            return true;
        }
        return false;
    }

    boolean acceptWord(String keyword) {
        if (peek().isWord(keyword)) {
            next++;
            return true;
        }
        return false;
    }

    void expect(String symbol) {
        if (!accept(symbol)) {
            throw PartiqlErrors.malformed();
        }
    }

    void expectWord(String keyword) {
        if (!acceptWord(keyword)) {
            throw PartiqlErrors.malformed();
        }
    }

    /** A table, index or attribute name: bare or double-quoted. */
    String name() {
        StatementToken t = take();
        if (t.kind() != StatementToken.Kind.WORD && t.kind() != StatementToken.Kind.QUOTED) {
            throw PartiqlErrors.malformed();
        }
        return t.text();
    }
}
