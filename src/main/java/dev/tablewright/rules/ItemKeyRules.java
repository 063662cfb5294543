package dev.tablewright.rules;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.FixHint;
import dev.tablewright.model.Problem;
import dev.tablewright.model.TableDesign;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Sample items' key attributes as DynamoDB checks them on a write: the table's keys present, typed
 * and non-empty, index keys (when present) typed and non-empty, key values within their byte
 * limits, and no two items with one primary key.
 */
final class ItemKeyRules {
    private ItemKeyRules() {
    }

    /** An item's primary key value; {@code sort} is null for a table without a sort key. */
    private record PrimaryKey(AttributeValue partition, AttributeValue sort) {
    }

    static void check(TableDesign table, List<Problem> out) {
        Map<String, KeySlot> keys = KeySlot.firstByName(table);
        Map<PrimaryKey, String> firstPath = new HashMap<>();
        for (SampleItem s : SampleItem.of(table)) {
            boolean primaryKeyValid = true;
            for (KeySlot k : keys.values()) {
                Optional<AttributeValue> v = s.item().get(k.name());
                if (v.isPresent()) {
                    if (!keyValue(table, s, k, v.get(), out) && k.index() == null) {
                        primaryKeyValid = false;
                    }
                } else if (k.index() == null) {
                    out.add(Problem.error(s.path(), "the item has no " + k.name() + ": every item must carry the table's "
                            + k.role() + " (" + k.attribute().type() + ")"));
                    primaryKeyValid = false;
                }
                // A missing index key only leaves the item out of that (sparse) index.
            }
            if (primaryKeyValid) {
                PrimaryKey key = primaryKey(table, s);
                String earlier = firstPath.putIfAbsent(key, s.path());
                if (earlier != null) {
                    out.add(Problem.error(s.path(), "the item has the same primary key as " + earlier + " ("
                            + describe(table, s) + "): DynamoDB would keep only one of them"));
                }
            }
        }
    }

    /** Checks one key value; returns whether it is one DynamoDB accepts. */
    private static boolean keyValue(TableDesign table, SampleItem s, KeySlot k, AttributeValue v, List<Problem> out) {
        AttributeType expected = k.attribute().type();
        if (!expected.isKeyType()) {
            return false; // the key schema itself is wrong (KeySchemaRules); values cannot be judged
        }
        String consequence = k.index() == null ? "DynamoDB rejects the item" : "DynamoDB rejects a write whose index key "
                + "is malformed (leave the attribute out to keep the item out of the index)";
        if (v.type() != expected) {
            out.add(Problem.error(s.path(), k.name() + " is " + v.type() + " but it is the " + k.role() + " of " + k.owner()
                    + ", of type " + expected + ": " + consequence));
            return false;
        }
        long bytes = ItemSize.value(v);
        if (bytes == 0 && expected != AttributeType.N) {
            Problem empty = Problem.error(s.path(), k.name() + " is empty, and it is the " + k.role() + " of " + k.owner()
                    + ": key values cannot be empty; " + consequence);
            // A stored empty index key can simply go; one a template renders is the template's to fix.
            boolean stored = s.entity() == null || s.entity().template(k.name()).isEmpty();
            out.add(k.index() != null && stored ? empty.withFix(new FixHint.LeaveOutEmptyKey(table.name(), k.name()))
                    : empty);
            return false;
        }
        if (bytes > k.maxValueBytes()) {
            out.add(Problem.error(s.path(), k.name() + " is " + Text.number(bytes) + " bytes: a " + k.role()
                    + " value is at most " + Text.number(k.maxValueBytes()) + " bytes; " + consequence));
            return false;
        }
        return true;
    }

    private static PrimaryKey primaryKey(TableDesign table, SampleItem s) {
        AttributeValue partition = s.item().attributes().get(table.keySchema().partitionKey().name());
        AttributeValue sort = table.keySchema().sortKey().map(k -> s.item().attributes().get(k.name())).orElse(null);
        return new PrimaryKey(partition, sort);
    }

    private static String describe(TableDesign table, SampleItem s) {
        StringBuilder sb = new StringBuilder();
        for (String k : table.keySchema().names()) {
            if (sb.length() > 0) {
                sb.append(", ");
            }
            sb.append(k).append(" = ").append(Text.quote(s.item().attributes().get(k).displayText()));
        }
        return sb.toString();
    }
}
