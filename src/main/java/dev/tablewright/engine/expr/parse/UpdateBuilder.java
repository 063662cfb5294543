package dev.tablewright.engine.expr.parse;

import dev.tablewright.engine.expr.DocumentPath;
import dev.tablewright.engine.expr.ExpressionException;
import dev.tablewright.engine.expr.ExpressionKind;
import dev.tablewright.engine.expr.UpdateAction;
import dev.tablewright.engine.expr.UpdateExpression;
import dev.tablewright.engine.expr.UpdateValue;
import dev.tablewright.engine.value.ValueText;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Validates an update expression in DynamoDB's order: reserved words, unknown functions, repeated
 * sections, undefined names, overlapping then conflicting paths, undefined values, ADD/DELETE operand
 * types, and function operands.
 */
final class UpdateBuilder {
    private static final ExpressionKind KIND = ExpressionKind.UPDATE;
    private static final Map<String, Integer> FUNCTIONS = Map.of("if_not_exists", 2, "list_append", 2);

    private final PlaceholderLookup placeholders;

    private UpdateBuilder(PlaceholderLookup placeholders) {
        this.placeholders = placeholders;
    }

    static UpdateExpression build(String text, PlaceholderLookup placeholders) {
        Checks.requireNotEmpty(text, KIND);
        UpdateParser.Result parsed = UpdateParser.parse(text);
        UpdateBuilder b = new UpdateBuilder(placeholders);
        List<Node> all = new ArrayList<>();
        for (UpdateParser.RawAction a : parsed.actions()) {
            all.add(a.path());
            if (a.value() != null) {
                all.add(a.value());
            }
        }
        List<Node.PathNode> paths = new ArrayList<>();
        all.forEach(n -> paths.addAll(ConditionBuilder.paths(n)));
        Checks.reservedWords(paths, KIND);
        all.forEach(b::functionNames);
        sections(parsed.sections());
        Checks.undefinedNames(paths, placeholders, KIND);
        List<DocumentPath> targets = parsed.actions().stream().map(a -> Checks.resolve(a.path(), placeholders)).toList();
        // DynamoDB Local reports overlapping paths before an undefined value.
        Checks.distinctPaths(targets, parsed.actions().stream().map(a -> a.path().pos()).toList(), KIND);
        b.undefinedValues(all);
        parsed.actions().forEach(b::addDeleteOperand);
        parsed.actions().stream().filter(a -> a.section().equals("SET")).forEach(a -> b.functions(a.value()));
        List<UpdateAction> actions = new ArrayList<>();
        for (int i = 0; i < targets.size(); i++) {
            actions.add(b.action(parsed.actions().get(i), targets.get(i)));
        }
        return new UpdateExpression(text, actions);
    }

    private void functionNames(Node n) {
        ConditionBuilder.children(n).forEach(this::functionNames);
        if (n instanceof Node.CallNode c && !FUNCTIONS.containsKey(c.name())) {
            throw error("Invalid function name; function: " + c.name(), c.pos());
        }
    }

    private static void sections(List<UpdateParser.RawSection> sections) {
        Set<String> seen = new HashSet<>();
        for (UpdateParser.RawSection s : sections) {
            if (!seen.add(s.keyword())) {
                throw ExpressionException.invalid(KIND,
                        "The \"" + s.keyword() + "\" section can only be used once in an update expression;", s.pos());
            }
        }
    }

    private void undefinedValues(List<Node> nodes) {
        List<Node> refs = new ArrayList<>();
        nodes.forEach(n -> ConditionBuilder.collect(n, refs));
        refs.sort(Comparator.comparingInt(Node::pos));
        for (Node r : refs) {
            if (r instanceof Node.ValueNode v && placeholders.value(v.placeholder()).isEmpty()) {
                throw Checks.undefinedValue(v, KIND);
            }
        }
    }

    /** ADD takes a number or a set; DELETE a set. */
    private void addDeleteOperand(UpdateParser.RawAction a) {
        if (a.section().equals("SET") || a.section().equals("REMOVE")) {
            return;
        }
        AttributeValue v = literal(a.value()).orElseThrow();
        AttributeType t = v.type();
        boolean ok = t.isSet() || (a.section().equals("ADD") && t == AttributeType.N);
        if (!ok) {
            throw error("Incorrect operand type for operator or function; operator: " + a.section()
                    + ", operand type: " + ValueText.longTypeName(v), a.value().pos());
        }
    }

    /** Operand counts, path arguments and literal types of functions and arithmetic, innermost first. */
    private void functions(Node n) {
        ConditionBuilder.children(n).forEach(this::functions);
        if (n instanceof Node.CallNode c) {
            if (FUNCTIONS.get(c.name()) != c.args().size()) {
                throw error("Incorrect number of operands for operator or function; operator or function: " + c.name()
                        + ", number of operands: " + c.args().size(), c.pos());
            }
            if (c.name().equals("if_not_exists")) {
                if (!(Node.unwrap(c.args().get(0)) instanceof Node.PathNode)) {
                    throw error("Operator or function requires a document path; operator or function: " + c.name(),
                            c.pos());
                }
            } else {
                literalTypes(c.name(), c.args(), AttributeType.L, c.pos());
            }
        } else if (n instanceof Node.ArithmeticNode a) {
            literalTypes(a.plus() ? "+" : "-", List.of(a.left(), a.right()), AttributeType.N, a.pos());
        }
    }

    private void literalTypes(String operator, List<Node> operands, AttributeType required, int pos) {
        for (Node o : operands) {
            Optional<AttributeValue> v = literal(o);
            if (v.isPresent() && v.get().type() != required) {
                throw error("Incorrect operand type for operator or function; operator or function: " + operator
                        + ", operand type: " + v.get().type().name(), pos);
            }
        }
    }

    private Optional<AttributeValue> literal(Node n) {
        return Node.unwrap(n) instanceof Node.ValueNode v ? placeholders.value(v.placeholder()) : Optional.empty();
    }

    private UpdateAction action(UpdateParser.RawAction a, DocumentPath target) {
        switch (a.section()) {
            case "SET":
                return new UpdateAction.Set(target, value(a.value()));
            case "REMOVE":
                return new UpdateAction.Remove(target);
            case "ADD":
                return new UpdateAction.Add(target, literal(a.value()).orElseThrow());
            default:
                return new UpdateAction.Delete(target, literal(a.value()).orElseThrow());
        }
    }

    private UpdateValue value(Node n) {
        Node bare = Node.unwrap(n);
        if (bare instanceof Node.PathNode p) {
            return new UpdateValue.Path(Checks.resolve(p, placeholders));
        }
        if (bare instanceof Node.ValueNode v) {
            return new UpdateValue.Literal(v.placeholder(), placeholders.value(v.placeholder()).orElseThrow());
        }
        if (bare instanceof Node.ArithmeticNode a) {
            return new UpdateValue.Arithmetic(a.plus(), value(a.left()), value(a.right()));
        }
        Node.CallNode c = (Node.CallNode) bare;
        if (c.name().equals("if_not_exists")) {
            Node.PathNode p = (Node.PathNode) Node.unwrap(c.args().get(0));
            return new UpdateValue.IfNotExists(Checks.resolve(p, placeholders), value(c.args().get(1)));
        }
        return new UpdateValue.ListAppend(value(c.args().get(0)), value(c.args().get(1)));
    }

    private static ExpressionException error(String reason, int pos) {
        return ExpressionException.invalid(KIND, reason, pos);
    }
}
