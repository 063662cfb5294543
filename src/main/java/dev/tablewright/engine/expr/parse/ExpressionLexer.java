package dev.tablewright.engine.expr.parse;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits an expression into tokens. Never fails: a character outside the language becomes an
 * {@link TokenType#UNKNOWN} token so that the parser reports it, with context, as DynamoDB does.
 */
final class ExpressionLexer {
    private ExpressionLexer() {
    }

    static List<ExpressionToken> tokenize(String src) {
        List<ExpressionToken> out = new ArrayList<>();
        int i = 0;
        while (i < src.length()) {
            char c = src.charAt(i);
            if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
                i++;
                continue;
            }
            int start = i;
            if (isIdentStart(c)) {
                i = skipWord(src, i + 1);
                out.add(new ExpressionToken(TokenType.IDENTIFIER, src.substring(start, i), start, i));
            } else if ((c == '#' || c == ':') && i + 1 < src.length() && isWordChar(src.charAt(i + 1))) {
                i = skipWord(src, i + 1);
                TokenType t = c == '#' ? TokenType.NAME_PLACEHOLDER : TokenType.VALUE_PLACEHOLDER;
                out.add(new ExpressionToken(t, src.substring(start, i), start, i));
            } else if (c >= '0' && c <= '9') {
                while (i < src.length() && src.charAt(i) >= '0' && src.charAt(i) <= '9') {
                    i++;
                }
                out.add(new ExpressionToken(TokenType.NUMBER, src.substring(start, i), start, i));
            } else if (c == '<' || c == '>' || c == '=') {
                i++;
                if (c != '=' && i < src.length() && (src.charAt(i) == '=' || (c == '<' && src.charAt(i) == '>'))) {
                    i++;
                }
                out.add(new ExpressionToken(TokenType.COMPARATOR, src.substring(start, i), start, i));
            } else {
                TokenType t = single(c);
                i += Character.charCount(src.codePointAt(i));
                out.add(new ExpressionToken(t, src.substring(start, i), start, i));
            }
        }
        out.add(new ExpressionToken(TokenType.EOF, "", src.length(), src.length()));
        return out;
    }

    private static TokenType single(char c) {
        return switch (c) {
            case '(' -> TokenType.LPAREN;
            case ')' -> TokenType.RPAREN;
            case '[' -> TokenType.LBRACKET;
            case ']' -> TokenType.RBRACKET;
            case ',' -> TokenType.COMMA;
            case '.' -> TokenType.DOT;
            case '+' -> TokenType.PLUS;
            case '-' -> TokenType.MINUS;
            default -> TokenType.UNKNOWN;
        };
    }

    private static int skipWord(String src, int i) {
        while (i < src.length() && isWordChar(src.charAt(i))) {
            i++;
        }
        return i;
    }

    private static boolean isIdentStart(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
    }

    private static boolean isWordChar(char c) {
        return isIdentStart(c) || (c >= '0' && c <= '9');
    }
}
