package dev.tablewright.aws.differential;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** Random condition, filter, projection and update expressions over the attribute pool. */
final class Exprs {
    private final Rng rng;
    private final Values values;
    private final List<String> attributes;

    /** @param attributes the names items carry (keys included) */
    Exprs(Rng rng, Values values, List<String> attributes) {
        this.rng = rng;
        this.values = values;
        this.attributes = attributes;
    }

    /** A document path: a top-level name, or a step into m or l. */
    String path(ExprBuilder b) {
        int k = rng.between(0, 9);
        if (k == 0) {
            return b.name("m") + "." + b.name(rng.of("x", "y", "w"));
        }
        if (k == 1) {
            return b.name("m") + "." + b.name("y") + "." + b.name("z");
        }
        if (k == 2) {
            return b.name("l") + "[" + rng.between(0, 3) + "]";
        }
        return b.name(rng.pick(attributes));
    }

    private String operand(ExprBuilder b, String attributeHint) {
        if (rng.chance(0.1)) {
            return "size(" + path(b) + ")";
        }
        return b.value(rng.chance(0.8) ? values.forAttribute(attributeHint) : values.any(1));
    }

    String condition(ExprBuilder b, int depth) {
        int k = rng.between(0, depth > 0 ? 12 : 9);
        String attr = rng.pick(attributes);
        String p = rng.chance(0.8) ? b.name(attr) : path(b);
        switch (k) {
            case 0:
            case 1:
                return p + " " + rng.of("=", "<>", "<", "<=", ">", ">=") + " " + operand(b, attr);
            case 2: {
                AttributeType t = rng.of(AttributeType.S, AttributeType.N, AttributeType.B);
                return p + " BETWEEN " + b.value(values.scalar(t)) + " AND " + b.value(values.scalar(t));
            }
            case 3:
                return p + " IN (" + b.value(values.forAttribute(attr)) + ", " + b.value(values.forAttribute(attr)) + ")";
            case 4:
                return "attribute_exists(" + p + ")";
            case 5:
                return "attribute_not_exists(" + p + ")";
            case 6:
                return "attribute_type(" + p + ", " + b.value(AttributeValue.s(rng.of("S", "N", "B", "SS", "M", "L",
                        "BOOL", "NULL", "NS", "BS"))) + ")";
            case 7:
                return "begins_with(" + p + ", " + b.value(values.scalar(rng.of(AttributeType.S, AttributeType.B))) + ")";
            case 8:
                return "contains(" + p + ", " + b.value(values.scalar(rng.of(AttributeType.S, AttributeType.N,
                        AttributeType.B))) + ")";
            case 9:
                return "size(" + p + ") " + rng.of("=", "<", ">=", "<>") + " " + b.value(AttributeValue.n(rng.between(0, 4)));
            case 10:
                return "(" + condition(b, depth - 1) + ") AND " + condition(b, depth - 1);
            case 11:
                return condition(b, depth - 1) + " OR (" + condition(b, depth - 1) + ")";
            default:
                return "NOT " + condition(b, depth - 1);
        }
    }

    String projection(ExprBuilder b) {
        Set<String> paths = new LinkedHashSet<>();
        int n = rng.between(1, 4);
        for (int i = 0; i < n; i++) {
            paths.add(path(b));
        }
        return String.join(", ", paths);
    }

    /**
     * An update over non-key attributes; index key attributes only get values of their own type (DynamoDB
     * Local does not check an update's index keys: see docs/engine-differences.md).
     */
    String update(ExprBuilder b, List<String> nonKey, IndexKeys indexKeys) {
        List<String> set = new ArrayList<>();
        List<String> remove = new ArrayList<>();
        List<String> add = new ArrayList<>();
        List<String> delete = new ArrayList<>();
        Set<String> used = new LinkedHashSet<>();
        int n = rng.between(1, 3);
        for (int i = 0; i < n; i++) {
            String attr = rng.pick(nonKey);
            if (!used.add(attr) && rng.chance(0.9)) {
                continue;
            }
            String p = b.name(attr);
            if (indexKeys.type(attr) != null) {
                if (rng.chance(0.8)) {
                    set.add(p + " = " + b.value(rng.chance(0.95) ? values.scalar(indexKeys.type(attr))
                            : emptyOf(indexKeys.type(attr))));
                } else {
                    remove.add(p);
                }
                continue;
            }
            switch (rng.between(0, 9)) {
                case 0:
                case 1:
                    set.add(p + " = " + b.value(values.forAttribute(attr)));
                    break;
                case 2:
                    set.add(p + " = " + p + " " + rng.of("+", "-") + " " + b.value(values.scalar(AttributeType.N)));
                    break;
                case 3:
                    set.add(p + " = list_append(" + p + ", " + b.value(values.list(0)) + ")");
                    break;
                case 4:
                    set.add(p + " = if_not_exists(" + p + ", " + b.value(values.forAttribute(attr)) + ")");
                    break;
                case 5:
                    set.add(b.name("m") + "." + b.name("x") + " = " + b.value(values.scalar(AttributeType.S)));
                    break;
                case 6:
                    remove.add(rng.chance(0.7) ? p : b.name("l") + "[" + rng.between(0, 2) + "]");
                    break;
                case 7:
                    add.add(p + " " + b.value(rng.chance(0.5) ? values.scalar(AttributeType.N) : values.numberSet()));
                    break;
                case 8:
                    delete.add(p + " " + b.value(rng.chance(0.5) ? values.stringSet() : values.numberSet()));
                    break;
                default:
                    add.add(p + " " + b.value(values.stringSet()));
            }
        }
        StringBuilder sb = new StringBuilder();
        clause(sb, "SET", set);
        clause(sb, "REMOVE", remove);
        clause(sb, "ADD", add);
        clause(sb, "DELETE", delete);
        return sb.length() == 0 ? "REMOVE " + b.name("a") : sb.toString();
    }

    private static AttributeValue emptyOf(AttributeType t) {
        return t == AttributeType.B ? new AttributeValue.B(dev.tablewright.model.Binary.of(new byte[0]))
                : AttributeValue.s("");
    }

    private static void clause(StringBuilder sb, String keyword, List<String> parts) {
        if (!parts.isEmpty()) {
            sb.append(sb.length() == 0 ? "" : " ").append(keyword).append(' ').append(String.join(", ", parts));
        }
    }

    /** Breaks an expression in one of the ways users do (DynamoDB must refuse each). */
    String broken(String text) {
        switch (rng.between(0, 4)) {
            case 0:
                return text + " AND";
            case 1:
                return "(" + text;
            case 2:
                return text.replaceFirst(":v0", ":nope");
            case 3:
                return text.replaceFirst("#n0", "#nope");
            default:
                return text + " = ";
        }
    }
}
