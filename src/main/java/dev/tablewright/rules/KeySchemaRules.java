package dev.tablewright.rules;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Problem;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.TableDesign;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Key schemas: key types, one type per key attribute, and declarations that contradict a key.
 * DynamoDB's CreateTable takes one AttributeDefinition per key attribute, so every declaration of a
 * key attribute (table, GSI, LSI, declared attributes) must agree on its type.
 */
final class KeySchemaRules {
    private KeySchemaRules() {
    }

    static void check(TableDesign table, List<Problem> out) {
        attributeCounts(table, out);
        keyTypes(table, out);
        distinctKeys(table, out);
        declarationsMatchKeys(table, out);
    }

    private static void keyTypes(TableDesign table, List<Problem> out) {
        for (KeySlot s : KeySlot.all(table)) {
            if (!s.attribute().type().isKeyType()) {
                out.add(Problem.error(s.path(table), s.role() + " " + Text.quote(s.name()) + " of " + s.owner()
                        + " is of type " + s.attribute().type() + ": key attributes must be S, N or B"));
            }
        }
        Repeats.each(KeySlot.all(table), KeySlot::name, (s, first) -> {
            if (s.attribute().type() != first.attribute().type()) {
                out.add(Problem.error(s.path(table), s.owner() + " declares " + Text.quote(s.name()) + " as "
                        + s.attribute().type() + ", but " + first.owner() + " declares it as "
                        + first.attribute().type() + ": a key attribute has one type for the whole table"));
            }
        });
    }

    /** A GSI key takes 1–4 partition and 0–4 sort attributes (the model holds whatever a file said). */
    private static void attributeCounts(TableDesign table, List<Problem> out) {
        for (GlobalSecondaryIndex g : table.globalIndexes()) {
            count(table, g, g.keys().partitionKeys().size(), "partition", out);
            count(table, g, g.keys().sortKeys().size(), "sort", out);
        }
    }

    private static void count(TableDesign table, GlobalSecondaryIndex g, int n, String role, List<Problem> out) {
        if (n > KeySchema.MAX_ATTRIBUTES_PER_KEY) {
            out.add(Problem.error(Paths.index(table.name(), g.name()), "index " + g.name() + "'s " + role + " key has "
                    + n + " attributes: DynamoDB allows at most " + KeySchema.MAX_ATTRIBUTES_PER_KEY + " in a "
                    + role + " key of a global secondary index"));
        }
    }

    private static void distinctKeys(TableDesign table, List<Problem> out) {
        KeySchema keys = table.keySchema();
        repeated(keys).ifPresent(name -> out.add(Problem.error(Paths.tableKey(table.name(), name), "the table's sort "
                + "key is its partition key " + Text.quote(name) + ": they must be different attributes")));
        for (SecondaryIndex i : table.indexes()) {
            KeySchema k = i.keySchema(keys);
            repeated(k).ifPresent(name -> out.add(Problem.error(Paths.index(table.name(), i.name()), k.isMultiAttribute()
                    ? "index " + i.name() + "'s key names " + Text.quote(name) + " twice: an attribute appears once "
                    + "in a key schema"
                    : "index " + i.name() + "'s sort key is its partition key " + Text.quote(name)
                    + ": they must be different attributes")));
        }
    }

    /** The first attribute a key schema names twice. */
    private static Optional<String> repeated(KeySchema k) {
        Set<String> seen = new HashSet<>();
        return k.names().stream().filter(n -> !seen.add(n)).findFirst();
    }

    private static void declarationsMatchKeys(TableDesign table, List<Problem> out) {
        Map<String, KeySlot> keys = KeySlot.firstByName(table);
        for (AttributeDef a : table.attributes()) {
            keyConflict(a, keys).ifPresent(m -> out.add(Problem.error(Paths.tableAttribute(table.name(), a.name()), m)));
        }
        for (Entity e : table.entities()) {
            for (AttributeDef a : e.attributes()) {
                String path = Paths.entityAttribute(table.name(), e.name(), a.name());
                Optional<String> conflict = keyConflict(a, keys);
                if (conflict.isPresent()) {
                    out.add(Problem.error(path, conflict.get()));
                    continue;
                }
                // Not a key: DynamoDB does not care, but derivation and import use the table's type.
                table.attributes().stream().filter(d -> d.name().equals(a.name()) && d.type() != a.type()).findFirst()
                        .ifPresent(d -> out.add(Problem.warning(path, "entity " + e.name() + " declares "
                                + Text.quote(a.name()) + " as " + a.type() + ", but the table declares it as "
                                + d.type() + ": the table's type is the one used when keys are derived")));
            }
        }
    }

    private static Optional<String> keyConflict(AttributeDef a, Map<String, KeySlot> keys) {
        KeySlot k = keys.get(a.name());
        if (k == null || k.attribute().type() == a.type()) {
            return Optional.empty();
        }
        return Optional.of("attribute " + Text.quote(a.name()) + " is declared as " + a.type() + ", but it is the "
                + k.role() + " of " + k.owner() + ", of type " + k.attribute().type());
    }
}
