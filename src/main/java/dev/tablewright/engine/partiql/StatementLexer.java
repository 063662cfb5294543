package dev.tablewright.engine.partiql;

import java.util.ArrayList;
import java.util.List;

/** Splits a statement into tokens; an unterminated string or a stray character is a malformed statement. */
final class StatementLexer {
    private static final List<String> SYMBOLS = List.of("<<", ">>", "<>", "!=", "<=", ">=", ",", ".", "*", "(",
            ")", "[", "]", "{", "}", ":", "=", "<", ">", "+", "-");

    private StatementLexer() {
    }

    static List<StatementToken> tokens(String statement) {
        List<StatementToken> tokens = new ArrayList<>();
        int i = 0;
        int n = statement.length();
        while (i < n) {
            char c = statement.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '\'' || c == '"') {
                int end = quoted(statement, i, c);
                String text = statement.substring(i + 1, end - 1).replace("" + c + c, "" + c);
                tokens.add(new StatementToken(c == '\'' ? StatementToken.Kind.STRING : StatementToken.Kind.QUOTED, text, i));
                i = end;
            } else if (Character.isDigit(c)) {
                int end = number(statement, i);
                tokens.add(new StatementToken(StatementToken.Kind.NUMBER, statement.substring(i, end), i));
                i = end;
            } else if (Character.isLetter(c) || c == '_') {
                int end = i;
                while (end < n && (Character.isLetterOrDigit(statement.charAt(end)) || statement.charAt(end) == '_')) {
                    end++;
                }
                tokens.add(new StatementToken(StatementToken.Kind.WORD, statement.substring(i, end), i));
                i = end;
            } else if (c == '?') {
                tokens.add(new StatementToken(StatementToken.Kind.PARAMETER, "?", i));
                i++;
            } else {
                String symbol = symbolAt(statement, i);
                tokens.add(new StatementToken(StatementToken.Kind.SYMBOL, symbol, i));
                i += symbol.length();
            }
        }
        tokens.add(new StatementToken(StatementToken.Kind.END, "", n));
        return tokens;
    }

    /** The offset just past the closing quote; a doubled quote stands for one. */
    private static int quoted(String s, int start, char quote) {
        int i = start + 1;
        while (i < s.length()) {
            if (s.charAt(i) == quote) {
                if (i + 1 < s.length() && s.charAt(i + 1) == quote) {
                    i += 2;
                    continue;
                }
                return i + 1;
            }
            i++;
        }
        throw PartiqlErrors.malformed();
    }

    private static int number(String s, int start) {
        int i = digits(s, start);
        if (i + 1 < s.length() && s.charAt(i) == '.' && Character.isDigit(s.charAt(i + 1))) {
            i = digits(s, i + 1);
        }
        if (i < s.length() && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
            int j = i + 1;
            if (j < s.length() && (s.charAt(j) == '+' || s.charAt(j) == '-')) {
                j++;
            }
            if (j < s.length() && Character.isDigit(s.charAt(j))) {
                i = digits(s, j);
            }
        }
        return i;
    }

    private static int digits(String s, int i) {
        while (i < s.length() && Character.isDigit(s.charAt(i))) {
            i++;
        }
        return i;
    }

    private static String symbolAt(String s, int i) {
        for (String symbol : SYMBOLS) {
            if (s.startsWith(symbol, i)) {
                return symbol;
            }
        }
        throw PartiqlErrors.malformed();
    }
}
