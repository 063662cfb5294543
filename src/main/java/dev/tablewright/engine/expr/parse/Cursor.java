package dev.tablewright.engine.expr.parse;

import dev.tablewright.engine.expr.ExpressionException;
import dev.tablewright.engine.expr.ExpressionKind;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/** A position in an expression's tokens, shared by the parsers, with DynamoDB's syntax error wording. */
final class Cursor extends TokenCursor<ExpressionToken> {
    private final String source;
    private final ExpressionKind kind;

    Cursor(String source, ExpressionKind kind) {
        super(ExpressionLexer.tokenize(source));
        this.source = source;
        this.kind = kind;
    }

    ExpressionKind kind() {
        return kind;
    }

    boolean at(TokenType type) {
        return peek().is(type);
    }

    boolean atKeyword(String keyword) {
        return peek().isKeyword(keyword);
    }

    ExpressionToken expect(TokenType type) {
        if (!at(type)) {
            throw syntaxError();
        }
        return next();
    }

    void expectEnd() {
        if (!at(TokenType.EOF)) {
            throw syntaxError();
        }
    }

    /**
     * A syntax error at the current token. DynamoDB quotes the offending token and the source from the
     * token before it to the token after it: {@code Syntax error; token: "-", near: "a-b"}.
     */
    ExpressionException syntaxError() {
        ExpressionToken bad = peek();
        ExpressionToken before = previous();
        int from = before != null ? before.start() : bad.start();
        int to = !peek(1).is(TokenType.EOF) ? peek(1).end() : source.length();
        String near = source.substring(from, Math.max(from, to));
        return ExpressionException.invalid(kind,
                "Syntax error; token: \"" + bad.display() + "\", near: \"" + near + "\"", bad.start());
    }

    /** Parses a path: a name or {@code #placeholder}, then {@code .name} and {@code [n]} steps. */
    Node.PathNode path(List<String> keywords) {
        int start = peek().start();
        List<Node.Segment> segments = new ArrayList<>();
        segments.add(nameSegment(keywords));
        return continuePath(segments, start, keywords);
    }

    /** Continues a path already begun (also after a parenthesised path, {@code (a.b).c}). */
    Node.PathNode continuePath(List<Node.Segment> segments, int start, List<String> keywords) {
        List<Node.Segment> all = new ArrayList<>(segments);
        while (at(TokenType.DOT) || at(TokenType.LBRACKET)) {
            if (next().is(TokenType.DOT)) {
                all.add(nameSegment(keywords));
            } else {
                ExpressionToken n = peek();
                if (!n.is(TokenType.NUMBER)) {
                    throw syntaxError();
                }
                int value;
                try {
                    value = Integer.parseInt(n.text());
                } catch (NumberFormatException e) {
                    throw syntaxError();
                }
                next();
                expect(TokenType.RBRACKET);
                all.add(new Node.Segment(null, false, value, n.start()));
            }
        }
        return new Node.PathNode(all, start);
    }

    private Node.Segment nameSegment(List<String> keywords) {
        ExpressionToken t = peek();
        if (t.is(TokenType.NAME_PLACEHOLDER)) {
            next();
            return new Node.Segment(t.text(), true, -1, t.start());
        }
        if (t.is(TokenType.IDENTIFIER) && !isKeyword(t, keywords)) {
            next();
            return new Node.Segment(t.text(), false, -1, t.start());
        }
        throw syntaxError();
    }

    /**
     * An operand's base, as both grammars have it: a value placeholder, a function call whose
     * arguments {@code argument} reads (each grammar has its own), or a path.
     */
    Node operandBase(List<String> keywords, Supplier<Node> argument) {
        ExpressionToken t = peek();
        if (t.is(TokenType.VALUE_PLACEHOLDER)) {
            next();
            return new Node.ValueNode(t.text(), t.start());
        }
        if (t.is(TokenType.IDENTIFIER) && !isKeyword(t, keywords) && peek(1).is(TokenType.LPAREN)) {
            next();
            next();
            List<Node> args = new ArrayList<>();
            args.add(argument.get());
            while (at(TokenType.COMMA)) {
                next();
                args.add(argument.get());
            }
            expect(TokenType.RPAREN);
            return new Node.CallNode(t.text(), args, t.start());
        }
        return path(keywords);
    }

    static boolean isKeyword(ExpressionToken t, List<String> keywords) {
        for (String k : keywords) {
            if (t.isKeyword(k)) {
                return true;
            }
        }
        return false;
    }
}
