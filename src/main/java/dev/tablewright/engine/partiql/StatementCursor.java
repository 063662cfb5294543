package dev.tablewright.engine.partiql;

import dev.tablewright.engine.expr.parse.TokenCursor;
import java.util.List;

/**
 * The parser's place in a statement's tokens, shared by the statement, condition and term parsers so
 * that each reads on from where the other stopped. Every unexpected token is {@link PartiqlErrors#malformed()}.
 */
final class StatementCursor extends TokenCursor<StatementToken> {
    StatementCursor(List<StatementToken> tokens) {
        super(tokens);
    }

    boolean accept(String symbol) {
        if (peek().is(symbol)) {
            next();
            return true;
        }
        return false;
    }

    boolean acceptWord(String keyword) {
        if (peek().isWord(keyword)) {
            next();
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
        StatementToken t = next();
        if (t.kind() != StatementToken.Kind.WORD && t.kind() != StatementToken.Kind.QUOTED) {
            throw PartiqlErrors.malformed();
        }
        return t.text();
    }
}
