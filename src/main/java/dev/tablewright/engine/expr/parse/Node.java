package dev.tablewright.engine.expr.parse;

import java.util.List;

/**
 * The syntax tree as written, before placeholders are resolved and DynamoDB's semantic checks run.
 * Function calls stay generic here: whether one may stand as a condition or an operand is a semantic
 * question DynamoDB answers with its own messages.
 */
sealed interface Node {

    /** Offset of the node's first character in the source. */
    int pos();

    /** One path step: a name ({@code index} is -1) or a list index ({@code name} is null). */
    record Segment(String name, boolean placeholder, int index, int pos) {
        boolean isIndex() {
            return name == null;
        }
    }

    record PathNode(List<Segment> segments, int pos) implements Node {
        public PathNode {
            segments = List.copyOf(segments);
        }
    }

    record ValueNode(String placeholder, int pos) implements Node {
    }

    record CallNode(String name, List<Node> args, int pos) implements Node {
        public CallNode {
            args = List.copyOf(args);
        }
    }

    /** Parentheses around a node; kept only to detect redundant ones. */
    record ParenNode(Node inner, int pos) implements Node {
    }

    record CompareNode(String op, Node left, Node right, int pos) implements Node {
    }

    record BetweenNode(Node subject, Node low, Node high, int pos) implements Node {
    }

    record InNode(Node subject, List<Node> candidates, int pos) implements Node {
        public InNode {
            candidates = List.copyOf(candidates);
        }
    }

    record AndNode(Node left, Node right, int pos) implements Node {
    }

    record OrNode(Node left, Node right, int pos) implements Node {
    }

    record NotNode(Node inner, int pos) implements Node {
    }

    /** {@code left + right} or {@code left - right} in a SET action. */
    record ArithmeticNode(boolean plus, Node left, Node right, int pos) implements Node {
    }

    /** Removes any parentheses around a node. */
    static Node unwrap(Node n) {
        while (n instanceof ParenNode p) {
            n = p.inner();
        }
        return n;
    }
}
