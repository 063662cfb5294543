package dev.tablewright.engine.diff;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiPredicate;
import java.util.function.Function;

/**
 * Pairs the named elements of an old and a new list: by name first; then an unpaired old element and
 * an unpaired new one whose content is the same apart from the name are a rename, but only when that
 * match is unique both ways (two identical removals and one addition stay a removal and an addition).
 * Public for the migration planner, which pairs tables, indexes and entities the same way.
 */
public final class Pairing {
    /** An old element and its new counterpart; either may be null (added / removed). */
    public record Pair<T>(T before, T after) {
        public boolean renamed(Function<T, String> name) {
            return before != null && after != null && !name.apply(before).equals(name.apply(after));
        }
    }

    private Pairing() {
    }

    /**
     * Pairs in the new list's order (with renames at their new place), then the removed in the old
     * list's order.
     *
     * @param sameButName whether two elements are equal once the name is ignored
     */
    public static <T> List<Pair<T>> pair(List<T> before, List<T> after, Function<T, String> name,
            BiPredicate<T, T> sameButName) {
        Map<String, T> oldByName = new LinkedHashMap<>();
        before.forEach(t -> oldByName.putIfAbsent(name.apply(t), t));
        Map<String, T> newByName = new LinkedHashMap<>();
        after.forEach(t -> newByName.putIfAbsent(name.apply(t), t));
        List<T> removed = before.stream().filter(t -> !newByName.containsKey(name.apply(t))).toList();
        List<T> added = after.stream().filter(t -> !oldByName.containsKey(name.apply(t))).toList();
        Map<T, T> renamedFrom = renames(removed, added, sameButName);

        List<Pair<T>> pairs = new ArrayList<>();
        for (T t : after) {
            T old = oldByName.get(name.apply(t));
            pairs.add(new Pair<>(old != null ? old : renamedFrom.get(t), t));
        }
        for (T t : removed) {
            if (!renamedFrom.containsValue(t)) {
                pairs.add(new Pair<>(t, null));
            }
        }
        return pairs;
    }

    /** New element → the old one it renames; only unique matches (lists are short: names, not items). */
    private static <T> Map<T, T> renames(List<T> removed, List<T> added, BiPredicate<T, T> sameButName) {
        Map<T, T> renames = new IdentityHashMap<>();
        for (T a : added) {
            List<T> candidates = removed.stream().filter(r -> sameButName.test(r, a)).toList();
            if (candidates.size() == 1) {
                T r = candidates.get(0);
                long rivals = added.stream().filter(x -> sameButName.test(r, x)).count();
                if (rivals == 1) {
                    renames.put(a, r);
                }
            }
        }
        return renames;
    }
}
