package dev.tablewright.rules;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.Entity;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Problem;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.TableDesign;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Key schemas: key types, one type per key attribute, and declarations that contradict a key.
 * DynamoDB's CreateTable takes one AttributeDefinition per key attribute, so every declaration of a
 * key attribute (table, GSI, LSI, declared attributes) must agree on its type.
 */
final class KeySchemaRules {
    private KeySchemaRules() {
    }

    static void check(TableDesign table, List<Problem> out) {
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

    private static void distinctKeys(TableDesign table, List<Problem> out) {
        KeySchema keys = table.keySchema();
        if (samePartitionAndSort(keys)) {
            out.add(Problem.error(Paths.tableKey(table.name(), keys.partitionKey().name()), "the table's sort key is its "
                    + "partition key " + Text.quote(keys.partitionKey().name()) + ": they must be different attributes"));
        }
        for (SecondaryIndex i : table.indexes()) {
            KeySchema k = i.keySchema(keys);
            if (samePartitionAndSort(k)) {
                out.add(Problem.error(Paths.index(table.name(), i.name()), "index " + i.name() + "'s sort key is its "
                        + "partition key " + Text.quote(k.partitionKey().name()) + ": they must be different attributes"));
            }
        }
    }

    private static boolean samePartitionAndSort(KeySchema k) {
        return k.sortKey().map(s -> s.name().equals(k.partitionKey().name())).orElse(false);
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
