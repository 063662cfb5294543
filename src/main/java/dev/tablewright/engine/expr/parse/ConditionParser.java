package dev.tablewright.engine.expr.parse;

import dev.tablewright.engine.expr.ExpressionKind;
import java.util.ArrayList;
import java.util.List;

/**
 * Recursive descent over DynamoDB's condition grammar. Precedence, loosest first: OR, AND, NOT, then
 * comparisons, BETWEEN, IN and function calls. A parenthesis may open a condition or an operand
 * ({@code (a) BETWEEN (b) AND (c)}), so parenthesised groups are parsed permissively and checked by
 * what follows. Doubled parentheses are remembered: DynamoDB rejects them as redundant.
 */
final class ConditionParser {
    static final List<String> KEYWORDS = List.of("AND", "OR", "NOT", "BETWEEN", "IN");

    private final Cursor cursor;
    private int redundantParens = -1;

    private ConditionParser(String text, ExpressionKind kind) {
        this.cursor = new Cursor(text, kind);
    }

    /** The syntax tree of a whole condition, and where the first redundant parentheses are (or -1). */
    record Result(Node root, int redundantParens) {
    }

    static Result parse(String text, ExpressionKind kind) {
        ConditionParser p = new ConditionParser(text, kind);
        Node root = p.or(false);
        p.cursor.expectEnd();
        return new Result(root, p.redundantParens);
    }

    private Node or(boolean operandAllowed) {
        Node left = and(operandAllowed);
        while (cursor.atKeyword("OR")) {
            requireCondition(left);
            int pos = cursor.next().start();
            left = new Node.OrNode(left, and(false), pos);
        }
        return left;
    }

    private Node and(boolean operandAllowed) {
        Node left = not(operandAllowed);
        while (cursor.atKeyword("AND")) {
            requireCondition(left);
            int pos = cursor.next().start();
            left = new Node.AndNode(left, not(false), pos);
        }
        return left;
    }

    private Node not(boolean operandAllowed) {
        if (cursor.atKeyword("NOT")) {
            int pos = cursor.next().start();
            return new Node.NotNode(not(false), pos);
        }
        return comparison(operandAllowed);
    }

    /** A comparison, BETWEEN or IN if one follows the first operand; otherwise that operand itself. */
    private Node comparison(boolean operandAllowed) {
        Node left = atom();
        if (isCondition(left)) {
            return left;
        }
        int pos = left.pos();
        if (cursor.at(TokenType.COMPARATOR)) {
            String op = cursor.next().text();
            return new Node.CompareNode(op, left, operand(), pos);
        }
        if (cursor.atKeyword("BETWEEN")) {
            cursor.next();
            Node low = operand();
            if (!cursor.atKeyword("AND")) {
                throw cursor.syntaxError();
            }
            cursor.next();
            return new Node.BetweenNode(left, low, operand(), pos);
        }
        if (cursor.atKeyword("IN")) {
            cursor.next();
            cursor.expect(TokenType.LPAREN);
            List<Node> candidates = new ArrayList<>();
            candidates.add(operand());
            while (cursor.at(TokenType.COMMA)) {
                cursor.next();
                candidates.add(operand());
            }
            cursor.expect(TokenType.RPAREN);
            return new Node.InNode(left, candidates, pos);
        }
        // A function call stands as a condition; whether it may is checked later.
        if (Node.unwrap(left) instanceof Node.CallNode || operandAllowed) {
            return left;
        }
        throw cursor.syntaxError();
    }

    /** A parenthesised group (condition or operand) or a plain operand. */
    private Node atom() {
        if (!cursor.at(TokenType.LPAREN)) {
            return operandBase();
        }
        int pos = cursor.next().start();
        Node inner = or(true);
        cursor.expect(TokenType.RPAREN);
        return grouped(inner, pos);
    }

    /** An operand as comparisons, BETWEEN, IN and function arguments take it, possibly parenthesised. */
    private Node operand() {
        if (!cursor.at(TokenType.LPAREN)) {
            return operandBase();
        }
        int pos = cursor.next().start();
        Node inner = operand();
        cursor.expect(TokenType.RPAREN);
        return grouped(inner, pos);
    }

    private Node grouped(Node inner, int pos) {
        if (inner instanceof Node.ParenNode && redundantParens < 0) {
            redundantParens = pos;
        }
        Node bare = Node.unwrap(inner);
        if (bare instanceof Node.PathNode path && (cursor.at(TokenType.DOT) || cursor.at(TokenType.LBRACKET))) {
            return cursor.continuePath(path.segments(), pos, KEYWORDS);
        }
        return new Node.ParenNode(inner, pos);
    }

    private Node operandBase() {
        return cursor.operandBase(KEYWORDS, this::operand);
    }

    private void requireCondition(Node n) {
        if (!isCondition(n) && !(Node.unwrap(n) instanceof Node.CallNode)) {
            throw cursor.syntaxError();
        }
    }

    static boolean isCondition(Node n) {
        Node bare = Node.unwrap(n);
        return bare instanceof Node.CompareNode || bare instanceof Node.BetweenNode || bare instanceof Node.InNode
                || bare instanceof Node.AndNode || bare instanceof Node.OrNode || bare instanceof Node.NotNode;
    }
}
