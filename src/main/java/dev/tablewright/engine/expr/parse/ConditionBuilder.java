package dev.tablewright.engine.expr.parse;

import dev.tablewright.engine.expr.CompareOp;
import dev.tablewright.engine.expr.Condition;
import dev.tablewright.engine.expr.ConditionExpression;
import dev.tablewright.engine.expr.ExpressionException;
import dev.tablewright.engine.expr.ExpressionKind;
import dev.tablewright.engine.expr.Operand;
import dev.tablewright.engine.value.TypeCodes;
import dev.tablewright.engine.value.ValueOrder;
import dev.tablewright.engine.value.ValueText;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Turns a condition's syntax tree into the AST, running DynamoDB's checks in DynamoDB's order:
 * redundant parentheses, unknown functions, misused functions and reserved words over the whole
 * expression; then, condition by condition in text order, undefined placeholders, operand counts,
 * non-distinct operands and operand types.
 */
final class ConditionBuilder {
    private static final Map<String, Integer> FUNCTIONS = Map.of("attribute_exists", 1, "attribute_not_exists", 1,
            "attribute_type", 2, "begins_with", 2, "contains", 2, "size", 1);
    private static final int MAX_IN_OPERANDS = 100;
    private static final String ANY_TYPE = "{NS,SS,L,BS,N,M,B,BOOL,NULL,S}";

    private final ExpressionKind kind;
    private final PlaceholderLookup placeholders;

    private ConditionBuilder(ExpressionKind kind, PlaceholderLookup placeholders) {
        this.kind = kind;
        this.placeholders = placeholders;
    }

    static ConditionExpression build(String text, ExpressionKind kind, PlaceholderLookup placeholders) {
        Checks.requireNotEmpty(text, kind);
        ConditionParser.Result parsed = ConditionParser.parse(text, kind);
        if (parsed.redundantParens() >= 0) {
            throw ExpressionException.invalid(kind, "The expression has redundant parentheses;",
                    parsed.redundantParens());
        }
        ConditionBuilder b = new ConditionBuilder(kind, placeholders);
        Node root = parsed.root();
        b.functionNames(root);
        b.misuse(root, true);
        Checks.reservedWords(paths(root), kind);
        List<Node> leaves = new ArrayList<>();
        leaves(root, leaves);
        for (Node leaf : leaves) {
            b.checkLeaf(leaf);
        }
        return new ConditionExpression(text, kind, b.condition(root));
    }

    // ---- whole-expression checks ----

    private void functionNames(Node n) {
        for (Node child : children(n)) {
            functionNames(child);
        }
        if (n instanceof Node.CallNode c && !FUNCTIONS.containsKey(c.name())) {
            throw error("Invalid function name; function: " + c.name(), c.pos());
        }
    }

    /**
     * Only {@code size} may be an operand and every other function only a condition. Children are
     * checked before their parent, as DynamoDB reports the innermost misuse.
     */
    private void misuse(Node n, boolean conditionPosition) {
        Node bare = Node.unwrap(n);
        if (bare instanceof Node.AndNode || bare instanceof Node.OrNode || bare instanceof Node.NotNode) {
            children(bare).forEach(p -> misuse(p, true));
        } else if (bare instanceof Node.CallNode c) {
            operandsMisuse(c.args());
            if (conditionPosition) {
                sizeAsCondition(c);
            }
        } else if (bare instanceof Node.CompareNode || bare instanceof Node.BetweenNode
                || bare instanceof Node.InNode) {
            operandsMisuse(children(bare));
        }
    }

    private void operandsMisuse(List<Node> operands) {
        for (Node o : operands) {
            if (Node.unwrap(o) instanceof Node.CallNode c) {
                operandsMisuse(c.args());
            }
        }
        for (Node o : operands) {
            if (Node.unwrap(o) instanceof Node.CallNode c && !c.name().equals("size")) {
                throw misused(c);
            }
        }
    }

    private void sizeAsCondition(Node n) {
        if (Node.unwrap(n) instanceof Node.CallNode c && c.name().equals("size")) {
            throw misused(c);
        }
    }

    private ExpressionException misused(Node.CallNode c) {
        return error("The function is not allowed to be used this way in an expression; function: " + c.name(), c.pos());
    }

    // ---- per-condition checks ----

    private void checkLeaf(Node leaf) {
        undefinedPlaceholders(leaf);
        operandCounts(leaf);
        distinctOperands(leaf);
        operandTypes(leaf);
    }

    private void undefinedPlaceholders(Node leaf) {
        List<Node> refs = new ArrayList<>();
        collect(leaf, refs);
        refs.sort(Comparator.comparingInt(Node::pos));
        for (Node r : refs) {
            if (r instanceof Node.ValueNode v && placeholders.value(v.placeholder()).isEmpty()) {
                throw Checks.undefinedValue(v, kind);
            }
            if (r instanceof Node.PathNode p) {
                for (Node.Segment s : p.segments()) {
                    if (s.placeholder() && placeholders.name(s.name()).isEmpty()) {
                        throw Checks.undefinedName(s, kind);
                    }
                }
            }
        }
    }

    private void operandCounts(Node n) {
        for (Node child : children(n)) {
            operandCounts(child);
        }
        if (n instanceof Node.CallNode c && FUNCTIONS.get(c.name()) != c.args().size()) {
            throw error("Incorrect number of operands for operator or function; operator or function: " + c.name()
                    + ", number of operands: " + c.args().size(), c.pos());
        }
    }

    private void distinctOperands(Node n) {
        for (Node child : children(n)) {
            distinctOperands(child);
        }
        String operator = null;
        List<Node> operands = List.of();
        if (n instanceof Node.CallNode c && c.args().size() == 2) {
            operator = c.name();
            operands = c.args();
        } else if (n instanceof Node.CompareNode c) {
            operator = c.op();
            operands = List.of(c.left(), c.right());
        }
        if (operator != null && Node.unwrap(operands.get(0)) instanceof Node.PathNode a
                && Node.unwrap(operands.get(1)) instanceof Node.PathNode b) {
            var first = Checks.resolve(a, placeholders);
            if (first.equals(Checks.resolve(b, placeholders))) {
                throw error("The first operand must be distinct from the remaining operands for this operator or "
                        + "function; operator: " + operator + ", first operand: " + first.display(), n.pos());
            }
        }
    }

    private void operandTypes(Node n) {
        for (Node child : children(n)) {
            operandTypes(child);
        }
        if (n instanceof Node.CallNode c) {
            functionTypes(c);
        } else if (n instanceof Node.CompareNode c && !c.op().equals("=") && !c.op().equals("<>")) {
            orderable(c.op(), List.of(c.left(), c.right()));
        } else if (n instanceof Node.BetweenNode b) {
            orderable("BETWEEN", List.of(b.subject(), b.low(), b.high()));
            betweenBounds(b);
        } else if (n instanceof Node.InNode in && in.candidates().size() > MAX_IN_OPERANDS) {
            throw error("The IN operator is provided with too many operands; number of operands: "
                    + in.candidates().size(), in.pos());
        }
    }

    private void functionTypes(Node.CallNode c) {
        switch (c.name()) {
            case "attribute_exists", "attribute_not_exists" -> {
                if (!(Node.unwrap(c.args().get(0)) instanceof Node.PathNode)) {
                    throw error("Operator or function requires a document path; operator or function: " + c.name(),
                            c.pos());
                }
            }
            case "begins_with" -> {
                for (Node arg : c.args()) {
                    String t = typeOf(arg);
                    if (t != null && !t.equals("S") && !t.equals("B")) {
                        throw operandType(c.name(), t, c.pos());
                    }
                }
            }
            case "attribute_type" -> {
                String t = typeOf(c.args().get(1));
                if (!"S".equals(t)) {
                    throw operandType(c.name(), t == null ? ANY_TYPE : t, c.pos());
                }
                String code = ((AttributeValue.S) literal(c.args().get(1)).orElseThrow()).value();
                if (TypeCodes.parse(code).isEmpty()) {
                    throw error("Invalid attribute type name found; type: " + code + ", valid types: "
                            + TypeCodes.VALID_TYPES, c.pos());
                }
            }
            case "size" -> {
                String t = typeOf(c.args().get(0));
                if ("N".equals(t) || "BOOL".equals(t) || "NULL".equals(t)) {
                    throw operandType(c.name(), t, c.pos());
                }
            }
            default -> {
                // contains takes any operands
            }
        }
    }

    /** Only strings, numbers and binaries can be ordered; a literal of another type is refused up front. */
    private void orderable(String operator, List<Node> operands) {
        for (Node o : operands) {
            Optional<AttributeValue> v = literal(o);
            if (v.isPresent() && !ValueOrder.isOrderable(v.get().type())) {
                throw operandType(operator, v.get().type().name(), o.pos());
            }
        }
    }

    private void betweenBounds(Node.BetweenNode b) {
        Optional<AttributeValue> low = literal(b.low());
        Optional<AttributeValue> high = literal(b.high());
        if (low.isEmpty() || high.isEmpty()) {
            return;
        }
        String bounds = "lower bound operand: AttributeValue: " + ValueText.brief(low.get())
                + ", upper bound operand: AttributeValue: " + ValueText.brief(high.get());
        if (low.get().type() != high.get().type()) {
            throw error("The BETWEEN operator requires same data type for lower and upper bounds; " + bounds, b.pos());
        }
        if (ValueOrder.compare(low.get(), high.get()).orElse(0) > 0) {
            throw error("The BETWEEN operator requires upper bound to be greater than or equal to lower bound; "
                    + bounds, b.pos());
        }
    }

    /** The type an operand is known to have before any item is read: a literal's, or a function's result. */
    private String typeOf(Node n) {
        Node bare = Node.unwrap(n);
        if (bare instanceof Node.CallNode c) {
            return c.name().equals("size") ? "N" : "BOOL";
        }
        return literal(bare).map(v -> v.type().name()).orElse(null);
    }

    private Optional<AttributeValue> literal(Node n) {
        return Node.unwrap(n) instanceof Node.ValueNode v ? placeholders.value(v.placeholder()) : Optional.empty();
    }

    private ExpressionException operandType(String operator, String type, int pos) {
        return error("Incorrect operand type for operator or function; operator or function: " + operator
                + ", operand type: " + type, pos);
    }

    private ExpressionException error(String reason, int pos) {
        return ExpressionException.invalid(kind, reason, pos);
    }

    // ---- conversion ----

    private Condition condition(Node n) {
        Node bare = Node.unwrap(n);
        if (bare instanceof Node.AndNode a) {
            return new Condition.And(condition(a.left()), condition(a.right()));
        }
        if (bare instanceof Node.OrNode o) {
            return new Condition.Or(condition(o.left()), condition(o.right()));
        }
        if (bare instanceof Node.NotNode x) {
            return new Condition.Not(condition(x.inner()));
        }
        if (bare instanceof Node.CompareNode c) {
            return new Condition.Comparison(CompareOp.ofSymbol(c.op()).orElseThrow(), operand(c.left()),
                    operand(c.right()));
        }
        if (bare instanceof Node.BetweenNode b) {
            return new Condition.Between(operand(b.subject()), operand(b.low()), operand(b.high()));
        }
        if (bare instanceof Node.InNode in) {
            return new Condition.In(operand(in.subject()), in.candidates().stream().map(this::operand).toList());
        }
        Node.CallNode c = (Node.CallNode) bare;
        List<Operand> args = c.args().stream().map(this::operand).toList();
        switch (c.name()) {
            case "attribute_exists":
                return new Condition.AttributeExists(((Operand.Path) args.get(0)).path());
            case "attribute_not_exists":
                return new Condition.AttributeNotExists(((Operand.Path) args.get(0)).path());
            case "attribute_type":
                AttributeValue.S code = (AttributeValue.S) ((Operand.Value) args.get(1)).value();
                AttributeType type = TypeCodes.parse(code.value()).orElseThrow();
                return new Condition.AttributeTypeIs(args.get(0), type);
            case "begins_with":
                return new Condition.BeginsWith(args.get(0), args.get(1));
            default:
                return new Condition.Contains(args.get(0), args.get(1));
        }
    }

    private Operand operand(Node n) {
        Node bare = Node.unwrap(n);
        if (bare instanceof Node.PathNode p) {
            return new Operand.Path(Checks.resolve(p, placeholders), p.pos());
        }
        if (bare instanceof Node.ValueNode v) {
            return new Operand.Value(v.placeholder(), placeholders.value(v.placeholder()).orElseThrow(), v.pos());
        }
        Node.CallNode size = (Node.CallNode) bare;
        return new Operand.Size(operand(size.args().get(0)), size.pos());
    }

    // ---- tree walking ----

    static List<Node> children(Node n) {
        if (n instanceof Node.ParenNode p) {
            return List.of(p.inner());
        }
        if (n instanceof Node.AndNode a) {
            return List.of(a.left(), a.right());
        }
        if (n instanceof Node.OrNode o) {
            return List.of(o.left(), o.right());
        }
        if (n instanceof Node.NotNode x) {
            return List.of(x.inner());
        }
        if (n instanceof Node.CompareNode c) {
            return List.of(c.left(), c.right());
        }
        if (n instanceof Node.BetweenNode b) {
            return List.of(b.subject(), b.low(), b.high());
        }
        if (n instanceof Node.InNode in) {
            List<Node> all = new ArrayList<>();
            all.add(in.subject());
            all.addAll(in.candidates());
            return all;
        }
        if (n instanceof Node.CallNode c) {
            return c.args();
        }
        if (n instanceof Node.ArithmeticNode a) {
            return List.of(a.left(), a.right());
        }
        return List.of();
    }

    /** The conditions that are not AND, OR or NOT, in text order. */
    private static void leaves(Node n, List<Node> out) {
        Node bare = Node.unwrap(n);
        if (bare instanceof Node.AndNode || bare instanceof Node.OrNode || bare instanceof Node.NotNode) {
            children(bare).forEach(c -> leaves(c, out));
        } else {
            out.add(bare);
        }
    }

    /** Paths and values under a node. */
    static void collect(Node n, List<Node> out) {
        if (n instanceof Node.PathNode || n instanceof Node.ValueNode) {
            out.add(n);
        }
        children(n).forEach(c -> collect(c, out));
    }

    static List<Node.PathNode> paths(Node root) {
        List<Node> refs = new ArrayList<>();
        collect(root, refs);
        List<Node.PathNode> out = new ArrayList<>();
        refs.forEach(r -> {
            if (r instanceof Node.PathNode p) {
                out.add(p);
            }
        });
        return out;
    }
}
