package dev.tablewright.sample;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyLimits;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * DynamoDB's limits on key values, checked on each generated item before it is kept: a template that
 * renders keys no table would take (a 3 KB constant, a title in a key) refuses the whole generation,
 * naming the template and the limit, rather than writing items that a commit would fail on.
 */
final class KeySizes {
    /** Templates are shown up to this many characters, then "…". */
    private static final int SHOWN = 40;

    /** The strictest place a key attribute is declared: a sort key anywhere holds 1,024 bytes. */
    private record Slot(String attribute, int limit, String role) {
    }

    private final Entity entity;
    private final List<Slot> slots;

    KeySizes(TableDesign table, Entity entity) {
        this.entity = entity;
        Map<String, Slot> strictest = new LinkedHashMap<>();
        declare(strictest, table.keySchema(), "");
        for (SecondaryIndex index : table.indexes()) {
            declare(strictest, index.keySchema(table.keySchema()), " (of index " + index.name() + ")");
        }
        this.slots = List.copyOf(strictest.values());
    }

    private static void declare(Map<String, Slot> strictest, KeySchema keys, String where) {
        List<Slot> declared = new ArrayList<>();
        for (AttributeDef a : keys.partitionKeys()) {
            declared.add(new Slot(a.name(), KeyLimits.MAX_PARTITION_KEY_BYTES, "a partition key" + where));
        }
        for (AttributeDef a : keys.sortKeys()) {
            declared.add(new Slot(a.name(), KeyLimits.MAX_SORT_KEY_BYTES, "a sort key" + where));
        }
        for (Slot s : declared) {
            strictest.merge(s.attribute(), s, (a, b) -> b.limit() < a.limit() ? b : a);
        }
    }

    /** @throws KeyLimitExceeded when one of the item's key values is longer than DynamoDB allows */
    void check(Item item) {
        for (Slot s : slots) {
            AttributeValue v = item.attributes().get(s.attribute());
            if (v == null || v instanceof AttributeValue.S text && text.value().length() * 3L <= s.limit()) {
                continue; // no UTF-8 char takes over 3 bytes per UTF-16 unit: short text is not encoded per item
            }
            int bytes = KeyLimits.bytes(v);
            if (bytes > s.limit()) {
                String limit = String.format("; %s may hold at most %,d bytes", s.role(), s.limit());
                throw new KeyLimitExceeded(entity.template(s.attribute())
                        .map(t -> String.format("%s's %s template %s gives keys of %,d bytes", entity.name(),
                                s.attribute(), shown(t.source()), bytes))
                        .orElse(String.format("%s's %s values come to %,d bytes", entity.name(), s.attribute(), bytes))
                        + limit);
            }
        }
    }

    /** A template cut short (one of 3 KB would fill the screen), never inside a character. */
    private static String shown(String template) {
        if (template.length() <= SHOWN) {
            return template;
        }
        int end = Character.isHighSurrogate(template.charAt(SHOWN - 1)) ? SHOWN - 1 : SHOWN;
        return template.substring(0, end) + "…";
    }
}
