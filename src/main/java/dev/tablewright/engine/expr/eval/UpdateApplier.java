package dev.tablewright.engine.expr.eval;

import dev.tablewright.engine.expr.DocumentPath;
import dev.tablewright.engine.expr.ExpressionException;
import dev.tablewright.engine.expr.ExpressionKind;
import dev.tablewright.engine.expr.PathElement;
import dev.tablewright.engine.expr.UpdateAction;
import dev.tablewright.engine.expr.UpdateExpression;
import dev.tablewright.engine.expr.UpdateValue;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Applies an update expression to an item and returns the new item. As in DynamoDB every SET value is
 * computed from the item as it was before the update, and list positions refer to the list as it was:
 * {@code REMOVE l[1], l[2]} removes the second and third elements, and SET or ADD at an index past the
 * end appends, in index order.
 */
public final class UpdateApplier {
    private static final String INVALID_PATH = "The document path provided in the update expression is invalid for update";

    private final List<UpdateAction> actions;
    private final PathTrie<Integer> tree = new PathTrie<>();
    private final List<Integer> order;

    private UpdateApplier(UpdateExpression update) {
        this.actions = update.actions();
        for (int i = 0; i < actions.size(); i++) {
            tree.add(actions.get(i).path(), i);
        }
        this.order = ActionOrder.of(actions);
    }

    public static UpdateApplier of(UpdateExpression update) {
        return new UpdateApplier(update);
    }

    /**
     * @param item the item before the update ({@link Item#EMPTY} plus its key when it does not exist yet)
     * @throws ExpressionException with DynamoDB's message when the update cannot apply to this item
     */
    public Item apply(Item item) {
        AttributeValue[] setValues = new AttributeValue[actions.size()];
        // Action by action in DynamoDB Local's order, each checked in full (its path, its operands, the
        // number it computes), so that of several faults the one DynamoDB Local meets first is reported.
        for (int i : order) {
            UpdateAction a = actions.get(i);
            requireParents(item, a.path());
            if (a instanceof UpdateAction.Set set) {
                setValues[i] = evaluate(set.value(), item);
                if (set.value() instanceof UpdateValue.Arithmetic) {
                    SetMath.requireStorable(setValues[i]);
                }
            } else if (a instanceof UpdateAction.Add add) {
                PathReader.read(item, a.path()).ifPresent(current -> SetMath.requireStorable(
                        SetMath.add(current, add.value())));
            } else if (a instanceof UpdateAction.Delete delete) {
                PathReader.read(item, a.path()).ifPresent(current -> SetMath.delete(current, delete.value()));
            }
        }
        return new Item(fields(tree, item.attributes(), setValues));
    }

    /** Every step of the path but the last must lead into an existing map (for a name) or list (for an index). */
    private static void requireParents(Item item, DocumentPath path) {
        AttributeValue current = item.attributes().get(path.head());
        for (int i = 1; i < path.size(); i++) {
            PathElement step = path.elements().get(i);
            boolean fits = step instanceof PathElement.Field ? current instanceof AttributeValue.M
                    : current instanceof AttributeValue.L;
            if (!fits) {
                throw runtime(INVALID_PATH);
            }
            current = PathReader.step(current, step);
        }
    }

    private Map<String, AttributeValue> fields(PathTrie<Integer> node, Map<String, AttributeValue> current,
                                               AttributeValue[] setValues) {
        Map<String, AttributeValue> out = new LinkedHashMap<>(current);
        node.fields.forEach((name, child) -> {
            AttributeValue updated = child.leaf != null
                    ? leaf(child.leaf, out.get(name), setValues)
                    : interior(child, out.get(name), setValues);
            if (updated == null) {
                out.remove(name);
            } else {
                out.put(name, updated);
            }
        });
        return out;
    }

    private AttributeValue interior(PathTrie<Integer> node, AttributeValue current, AttributeValue[] setValues) {
        if (!node.fields.isEmpty() && current instanceof AttributeValue.M m) {
            return new AttributeValue.M(fields(node, m.value(), setValues));
        }
        if (!node.indexes.isEmpty() && current instanceof AttributeValue.L l) {
            return new AttributeValue.L(elements(node, l.value(), setValues));
        }
        throw runtime(INVALID_PATH);
    }

    private List<AttributeValue> elements(PathTrie<Integer> node, List<AttributeValue> list,
                                          AttributeValue[] setValues) {
        List<AttributeValue> out = new ArrayList<>(list.size());
        for (int i = 0; i < list.size(); i++) {
            PathTrie<Integer> child = node.indexes.get(i);
            AttributeValue e = child == null ? list.get(i)
                    : child.leaf != null ? leaf(child.leaf, list.get(i), setValues)
                    : interior(child, list.get(i), setValues);
            if (e != null) {
                out.add(e);
            }
        }
        for (PathTrie<Integer> child : node.indexes.tailMap(list.size()).values()) {
            if (child.leaf == null) {
                throw runtime(INVALID_PATH);
            }
            AttributeValue appended = leaf(child.leaf, null, setValues);
            if (appended != null) {
                out.add(appended);
            }
        }
        return out;
    }

    /** The value after one action, or null when the attribute or element is gone. */
    private AttributeValue leaf(int index, AttributeValue current, AttributeValue[] setValues) {
        UpdateAction action = actions.get(index);
        if (action instanceof UpdateAction.Set) {
            return setValues[index];
        }
        if (action instanceof UpdateAction.Remove) {
            return null;
        }
        if (action instanceof UpdateAction.Add add) {
            return current == null ? add.value() : SetMath.add(current, add.value());
        }
        UpdateAction.Delete delete = (UpdateAction.Delete) action;
        return current == null ? null : SetMath.delete(current, delete.value()).orElse(null);
    }

    private static AttributeValue evaluate(UpdateValue v, Item item) {
        if (v instanceof UpdateValue.Literal l) {
            return l.value();
        }
        if (v instanceof UpdateValue.Path p) {
            return PathReader.read(item, p.path()).orElseThrow(
                    () -> runtime("The provided expression refers to an attribute that does not exist in the item"));
        }
        if (v instanceof UpdateValue.IfNotExists f) {
            Optional<AttributeValue> existing = PathReader.read(item, f.path());
            return existing.isPresent() ? existing.get() : evaluate(f.fallback(), item);
        }
        if (v instanceof UpdateValue.ListAppend f) {
            AttributeValue.L first = operand(evaluate(f.first(), item), AttributeValue.L.class);
            AttributeValue.L second = operand(evaluate(f.second(), item), AttributeValue.L.class);
            List<AttributeValue> all = new ArrayList<>(first.value());
            all.addAll(second.value());
            return new AttributeValue.L(all);
        }
        UpdateValue.Arithmetic a = (UpdateValue.Arithmetic) v;
        BigDecimal left = operand(evaluate(a.left(), item), AttributeValue.N.class).value();
        BigDecimal right = operand(evaluate(a.right(), item), AttributeValue.N.class).value();
        return SetMath.number(a.plus() ? left.add(right) : left.subtract(right));
    }

    private static <T extends AttributeValue> T operand(AttributeValue v, Class<T> type) {
        if (!type.isInstance(v)) {
            throw runtime(SetMath.INCORRECT_TYPE);
        }
        return type.cast(v);
    }

    static ExpressionException runtime(String message) {
        return new ExpressionException(message, ExpressionKind.UPDATE, -1);
    }
}
