package dev.tablewright.engine.partiql;

/** One token of a PartiQL statement; {@code position} is its offset in the statement. */
record StatementToken(Kind kind, String text, int position) {
    enum Kind {
        /** A bare word: a keyword (any case) or an attribute or table name (as written). */
        WORD,
        /** A double-quoted name, quotes removed. */
        QUOTED,
        /** A single-quoted string, quotes removed. */
        STRING,
        NUMBER,
        /** {@code ?} */
        PARAMETER,
        /** Punctuation and operators: {@code , . * ( ) [ ] { } : = <> != < <= > >= + - << >>} */
        SYMBOL,
        END
    }

    boolean is(String symbol) {
        return kind == Kind.SYMBOL && text.equals(symbol);
    }

    boolean isWord(String keyword) {
        return kind == Kind.WORD && text.equalsIgnoreCase(keyword);
    }
}
