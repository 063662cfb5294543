package dev.tablewright.engine.expr.parse;

import dev.tablewright.engine.expr.ExpressionKind;
import java.util.ArrayList;
import java.util.List;

/** Recursive descent over the update grammar: SET, REMOVE, ADD and DELETE sections in any order. */
final class UpdateParser {
    static final List<String> KEYWORDS = List.of("SET", "REMOVE", "ADD", "DELETE");

    /** One action as written; {@code value} is null for REMOVE. */
    record RawAction(String section, Node.PathNode path, Node value) {
    }

    /** A section keyword as written, with where it is (DynamoDB allows each once). */
    record RawSection(String keyword, int pos) {
    }

    record Result(List<RawSection> sections, List<RawAction> actions) {
    }

    private final Cursor cursor;

    private UpdateParser(String text) {
        this.cursor = new Cursor(text, ExpressionKind.UPDATE);
    }

    static Result parse(String text) {
        return new UpdateParser(text).update();
    }

    private Result update() {
        List<RawSection> sections = new ArrayList<>();
        List<RawAction> actions = new ArrayList<>();
        do {
            ExpressionToken keyword = cursor.peek();
            if (!Cursor.isKeyword(keyword, KEYWORDS)) {
                throw cursor.syntaxError();
            }
            cursor.next();
            String section = keyword.upper();
            sections.add(new RawSection(section, keyword.start()));
            actions.add(action(section));
            while (cursor.at(TokenType.COMMA)) {
                cursor.next();
                actions.add(action(section));
            }
        } while (!cursor.at(TokenType.EOF));
        return new Result(sections, actions);
    }

    private RawAction action(String section) {
        Node.PathNode path = cursor.path(KEYWORDS);
        switch (section) {
            case "SET":
                if (!cursor.at(TokenType.COMPARATOR) || !cursor.peek().text().equals("=")) {
                    throw cursor.syntaxError();
                }
                cursor.next();
                return new RawAction(section, path, setValue());
            case "REMOVE":
                return new RawAction(section, path, null);
            default:
                ExpressionToken v = cursor.expect(TokenType.VALUE_PLACEHOLDER);
                return new RawAction(section, path, new Node.ValueNode(v.text(), v.start()));
        }
    }

    /** {@code operand}, {@code operand + operand} or {@code operand - operand}, optionally in parentheses. */
    private Node setValue() {
        Node left = term();
        if (cursor.at(TokenType.PLUS) || cursor.at(TokenType.MINUS)) {
            if (left instanceof Node.ParenNode p && Node.unwrap(p) instanceof Node.ArithmeticNode) {
                throw cursor.syntaxError();
            }
            boolean plus = cursor.next().is(TokenType.PLUS);
            return new Node.ArithmeticNode(plus, left, operand(), left.pos());
        }
        return left;
    }

    /** An operand, or a parenthesised operand or sum. */
    private Node term() {
        if (!cursor.at(TokenType.LPAREN)) {
            return operandBase();
        }
        int pos = cursor.next().start();
        Node inner = term();
        if (cursor.at(TokenType.PLUS) || cursor.at(TokenType.MINUS)) {
            boolean plus = cursor.next().is(TokenType.PLUS);
            inner = new Node.ArithmeticNode(plus, inner, operand(), inner.pos());
        }
        cursor.expect(TokenType.RPAREN);
        return new Node.ParenNode(inner, pos);
    }

    private Node operand() {
        if (!cursor.at(TokenType.LPAREN)) {
            return operandBase();
        }
        int pos = cursor.next().start();
        Node inner = operandBase();
        cursor.expect(TokenType.RPAREN);
        return new Node.ParenNode(inner, pos);
    }

    private Node operandBase() {
        return cursor.operandBase(KEYWORDS, this::operand);
    }
}
