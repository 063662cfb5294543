package dev.tablewright.engine.partiql;

import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeValue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The key attributes a WHERE pins with {@code key = value} among its top-level AND conjuncts (the
 * first such conjunct per attribute), and the conjuncts left over.
 */
final class KeyEqualities {
    private final List<AttributeDef> partitionKeys;
    private final List<AttributeDef> sortKeys;
    private final Map<String, AttributeValue> key = new LinkedHashMap<>();
    private final List<Clause> rest = new ArrayList<>();
    private String pinnedTwice;

    private KeyEqualities(List<AttributeDef> partitionKeys, List<AttributeDef> sortKeys) {
        this.partitionKeys = partitionKeys;
        this.sortKeys = sortKeys;
    }

    static KeyEqualities of(List<AttributeDef> partitionKeys, List<AttributeDef> sortKeys, Clause where,
            List<AttributeValue> parameters) {
        KeyEqualities found = new KeyEqualities(partitionKeys, sortKeys);
        List<String> names = new ArrayList<>();
        partitionKeys.forEach(a -> names.add(a.name()));
        sortKeys.forEach(a -> names.add(a.name()));
        for (Clause c : Clause.conjuncts(where)) {
            Optional<Map.Entry<String, Term>> pinned = pinned(c);
            if (pinned.isPresent() && names.contains(pinned.get().getKey())
                    && !found.key.containsKey(pinned.get().getKey())) {
                found.key.put(pinned.get().getKey(), Values.resolve(pinned.get().getValue(), parameters));
            } else {
                if (pinned.isPresent() && found.key.containsKey(pinned.get().getKey()) && found.pinnedTwice == null
                        && !found.key.get(pinned.get().getKey()).equals(Values.resolve(pinned.get().getValue(), parameters))) {
                    found.pinnedTwice = pinned.get().getKey();
                }
                found.rest.add(c);
            }
        }
        return found;
    }

    /** {@code name = value} or {@code value = name}: the name and the value's term. */
    static Optional<Map.Entry<String, Term>> pinned(Clause c) {
        if (c instanceof Clause.Compare cmp && cmp.operator().equals("=")) {
            if (cmp.left() instanceof Term.Path p && p.topLevelName() != null && isValue(cmp.right())) {
                return Optional.of(Map.entry(p.topLevelName(), cmp.right()));
            }
            if (cmp.right() instanceof Term.Path p && p.topLevelName() != null && isValue(cmp.left())) {
                return Optional.of(Map.entry(p.topLevelName(), cmp.left()));
            }
        }
        return Optional.empty();
    }

    static boolean isValue(Term t) {
        return !(t instanceof Term.Path) && !(t instanceof Term.Size);
    }

    boolean partitionPinned() {
        return partitionKeys.stream().allMatch(a -> key.containsKey(a.name()));
    }

    /** For a write: @throws DynamoException when a key attribute has no equality, or two with different values */
    KeyEqualities requireAll() {
        if (pinnedTwice != null) {
            throw DynamoException.validation("Multiple conditions on same key " + pinnedTwice
                    + ". Only single item Update/Insert/Delete are supported");
        }
        if (!partitionPinned() || !sortKeys.stream().allMatch(a -> key.containsKey(a.name()))) {
            throw PartiqlErrors.missingKeyEquality();
        }
        return this;
    }

    Map<String, AttributeValue> key() {
        return key;
    }

    /** The conjuncts that pin no key attribute, joined by AND; empty when there are none. */
    Optional<Clause> rest() {
        return rest.stream().reduce(Clause.And::new);
    }
}
