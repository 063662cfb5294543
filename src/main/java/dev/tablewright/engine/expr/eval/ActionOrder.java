package dev.tablewright.engine.expr.eval;

import dev.tablewright.engine.expr.PathElement;
import dev.tablewright.engine.expr.UpdateAction;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The order in which DynamoDB Local applies an update's actions, and so which of several faulty ones it
 * reports: it files the actions in a tree of HashMaps keyed by path step, inserting the last action
 * first, and walks that tree. A step hashes as Commons Lang's {@code HashCodeBuilder(8191, 127)} of the
 * name or index. Replaying the same insertions into java.util.HashMap gives the same walk (bucket
 * order, then insertion order within a bucket): of two actions on names sharing a bucket, the later
 * one is applied first.
 */
final class ActionOrder {
    private ActionOrder() {
    }

    /** The indexes of the actions, in the order they are applied. */
    static List<Integer> of(List<UpdateAction> actions) {
        Node root = new Node();
        for (int i = actions.size() - 1; i >= 0; i--) {
            root.add(actions.get(i).path().elements(), 0, i);
        }
        List<Integer> order = new ArrayList<>(actions.size());
        root.walk(order);
        return order;
    }

    private static final class Node {
        private final Map<Step, Node> children = new HashMap<>();
        private Integer action;

        void add(List<PathElement> path, int depth, int index) {
            if (depth == path.size()) {
                action = index;
                return;
            }
            // get and put, not computeIfAbsent: that one files a new key at the head of its bucket.
            Step step = new Step(path.get(depth));
            Node child = children.get(step);
            if (child == null) {
                child = new Node();
                children.put(step, child);
            }
            child.add(path, depth + 1, index);
        }

        void walk(List<Integer> order) {
            if (action != null) {
                order.add(action);
            }
            children.values().forEach(child -> child.walk(order));
        }
    }

    /** A path step with DynamoDB Local's hash code. */
    private record Step(PathElement element) {
        @Override
        public int hashCode() {
            int own = element instanceof PathElement.Field f ? f.name().hashCode()
                    : ((PathElement.Index) element).index();
            return 8191 * 127 + own;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Step s && s.element.equals(element);
        }
    }
}
