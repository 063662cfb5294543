package dev.tablewright.model.edit;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.TableDesign;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** What DynamoDB accepts in a key schema, checked before an edit puts one into the model. */
final class KeyRules {
    static final String SINGLE_ATTRIBUTE_KEYS = "A table and an LSI keep one partition attribute and at most one "
            + "sort attribute: only a GSI's key may have several.";

    private KeyRules() {
    }

    /** Only S, N and B may be key attributes. */
    static void requireKeyTypes(List<AttributeDef> attributes) {
        for (AttributeDef a : attributes) {
            if (!a.type().isKeyType()) {
                throw new EditRefused("A key attribute is S, N or B; '" + a.name() + "' would be " + a.type() + ".");
            }
        }
    }

    /**
     * The keys of {@code index} as it would be in table {@code t}, replacing {@code old} (null when
     * added): at most four attributes a key, each once, of a key type, and of the type the table's
     * other keys give it. Only what the change brings in is checked against the other keys, so an
     * old conflict does not block an unrelated edit (a projection) of the same index.
     */
    static void requireValid(TableDesign t, SecondaryIndex index, SecondaryIndex old) {
        KeySchema keys = index.keySchema(t.keySchema());
        List<AttributeDef> before = old == null ? List.of() : old.keySchema(t.keySchema()).attributes();
        List<AttributeDef> brought = keys.attributes().stream().filter(a -> !before.contains(a)).toList();
        requireKeyTypes(brought);
        requireAtMostFour(index, keys.partitionKeys(), "partition");
        requireAtMostFour(index, keys.sortKeys(), "sort");
        Set<String> seen = new HashSet<>();
        for (String name : keys.names()) {
            if (!seen.add(name)) {
                throw new EditRefused("'" + name + "' is already in the key of " + index.name()
                        + ": an attribute appears once in a key.");
            }
        }
        for (AttributeDef a : brought) {
            requireSameType(t, a, old == null ? null : old.name());
        }
    }

    private static void requireAtMostFour(SecondaryIndex index, List<AttributeDef> key, String part) {
        if (key.size() > KeySchema.MAX_ATTRIBUTES_PER_KEY) {
            throw new EditRefused("A " + part + " key has at most " + KeySchema.MAX_ATTRIBUTES_PER_KEY
                    + " attributes; " + index.name() + "'s would have " + key.size() + ".");
        }
    }

    /** Refuses {@code a} when the table's key or another index (not {@code replacing}) types it otherwise. */
    private static void requireSameType(TableDesign t, AttributeDef a, String replacing) {
        check(a, t.keySchema(), "the table");
        for (SecondaryIndex other : t.indexes()) {
            if (!other.name().equals(replacing)) {
                check(a, other.keySchema(t.keySchema()), other.name());
            }
        }
    }

    private static void check(AttributeDef a, KeySchema keys, String where) {
        keys.attribute(a.name()).filter(k -> k.type() != a.type()).ifPresent(k -> {
            throw new EditRefused("'" + a.name() + "' is " + k.type() + " in the key of " + where + ", so it cannot be "
                    + a.type() + " here: an attribute has one type in every key.");
        });
    }
}
