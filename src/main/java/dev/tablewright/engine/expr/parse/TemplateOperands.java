package dev.tablewright.engine.expr.parse;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A condition written with bare attribute names and literal operands
 * ({@code PK = MOVIE#${movieId} AND begins_with(SK, ACT#)}), as access patterns are, turned into the
 * expression language by putting a {@code #name} where each attribute name stands and a
 * {@code :value} where each operand stands, so that the expression parser reads its structure (and a
 * reserved word such as {@code date} may name a key). The lexer's tokens say where an operand starts:
 * after a comparator, after BETWEEN and its AND, after begins_with's comma. It runs to the next AND or
 * OR between spaces (begins_with's: to its closing parenthesis) or the end.
 *
 * @param text  the expression with placeholders
 * @param parts what each placeholder stands for, in the order they appear
 */
public record TemplateOperands(String text, List<Part> parts) {
    /** Words of the language that are not attribute names where they stand. */
    private static final Set<String> KEYWORDS = Set.of("AND", "OR", "NOT", "BETWEEN", "IN");

    /**
     * One name or operand as written: its text and where it stood in the source, [start, end).
     *
     * @param placeholder the {@code #name} or {@code :value} that stands for it in {@link #text}
     */
    public record Part(String placeholder, String written, int start, int end) {
        public boolean isValue() {
            return placeholder.startsWith(":");
        }
    }

    public TemplateOperands {
        parts = List.copyOf(parts);
    }

    public static TemplateOperands of(String source) {
        List<ExpressionToken> tokens = ExpressionLexer.tokenize(source);
        List<Part> parts = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        int copied = 0;
        boolean inBeginsWith = false;
        int betweenAndAt = -1;
        int i = 0;
        while (!tokens.get(i).is(TokenType.EOF)) {
            ExpressionToken t = tokens.get(i);
            boolean between = t.isKeyword("BETWEEN");
            boolean comma = inBeginsWith && t.is(TokenType.COMMA);
            boolean startsOperand = t.is(TokenType.COMPARATOR) || between || comma
                    || (i == betweenAndAt && isWord(t, "AND", source));
            if (!startsOperand) {
                if (t.isKeyword("begins_with")) {
                    inBeginsWith = true;
                } else if (t.is(TokenType.IDENTIFIER) && !KEYWORDS.contains(t.upper())
                        && !tokens.get(i + 1).is(TokenType.LPAREN)) {
                    String placeholder = "#name" + parts.size();
                    text.append(source, copied, t.start()).append(placeholder);
                    parts.add(new Part(placeholder, t.text(), t.start(), t.end()));
                    copied = t.end();
                }
                i++;
                continue;
            }
            inBeginsWith &= !comma;
            int end = ++i;
            while (!tokens.get(end).is(TokenType.EOF) && !(comma ? tokens.get(end).is(TokenType.RPAREN)
                    : isWord(tokens.get(end), "AND", source) || isWord(tokens.get(end), "OR", source))) {
                end++;
            }
            betweenAndAt = between ? end : -1;
            if (end == i) {
                continue; // no operand: the parser says what it expected there
            }
            int from = tokens.get(i).start();
            int to = tokens.get(end - 1).end();
            String placeholder = ":value" + parts.size();
            text.append(source, copied, from).append(placeholder);
            parts.add(new Part(placeholder, source.substring(from, to), from, to));
            copied = to;
            i = end;
        }
        text.append(source.substring(copied));
        return new TemplateOperands(text.toString(), parts);
    }

    /** The part a placeholder stands for. */
    public Optional<Part> part(String placeholder) {
        return parts.stream().filter(p -> p.placeholder().equals(placeholder)).findFirst();
    }

    /** A position in {@link #text} as a position in the source (-1 stays -1). */
    public int sourcePosition(int position) {
        if (position < 0) {
            return position;
        }
        int shift = 0;
        for (Part p : parts) {
            int start = p.start() + shift;
            if (position < start) {
                break;
            }
            if (position < start + p.placeholder().length()) {
                return p.start();
            }
            shift += p.placeholder().length() - (p.end() - p.start());
        }
        return position - shift;
    }

    /** A message about {@link #text} with each placeholder given back as what it stands for. */
    public String sourceMessage(String message) {
        String out = message;
        for (int i = parts.size() - 1; i >= 0; i--) {
            out = out.replace(parts.get(i).placeholder(), parts.get(i).written());
        }
        return out;
    }

    /** AND or OR only as a word between spaces: {@code BRAND#and-more} is an operand's text. */
    private static boolean isWord(ExpressionToken t, String word, String source) {
        return t.isKeyword(word) && t.start() > 0 && Character.isWhitespace(source.charAt(t.start() - 1))
                && t.end() < source.length() && Character.isWhitespace(source.charAt(t.end()));
    }
}
