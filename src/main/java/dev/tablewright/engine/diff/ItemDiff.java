package dev.tablewright.engine.diff;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyDerivation;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.TableDesign;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * A table's sample items compared by primary key, attribute by attribute. An entity's items are
 * compared with their keys derived from its templates (as the designer shows them), so a changed
 * template shows up in every item it changes. One pass over each side through hash maps: linear in
 * the number of items.
 */
final class ItemDiff {
    /** Where "(entity)" records that an item moved to another entity (or to none). */
    static final String ENTITY = "(entity)";

    private record Entry(Item item, String entity, ModelPath path) {
    }

    private final TableDesign before;
    private final TableDesign after;
    private final ChangeList out;
    private final String table;

    ItemDiff(TableDesign before, TableDesign after, ChangeList out) {
        this.before = before;
        this.after = after;
        this.out = out;
        this.table = after.name();
    }

    void run() {
        Map<String, Entry> old = byKey(before);
        Map<String, Entry> now = byKey(after);
        String base = new ModelPath.Table(table).print() + "/" + ModelPath.ITEMS + "/";
        for (Map.Entry<String, Entry> e : now.entrySet()) {
            Entry n = e.getValue();
            Entry o = old.get(e.getKey());
            String at = base + TableDiff.escape(e.getKey());
            if (o == null) {
                out.added(table, at, Brief.of(n.item()), n.path());
            } else {
                compare(at, o, n);
            }
        }
        ModelPath.Table tablePath = new ModelPath.Table(table);
        for (Map.Entry<String, Entry> e : old.entrySet()) {
            if (!now.containsKey(e.getKey())) {
                Entry o = e.getValue();
                ModelPath owner = o.entity() != null && after.entity(o.entity()).isPresent()
                        ? new ModelPath.EntityPath(table, o.entity()) : tablePath;
                out.removed(table, base + TableDiff.escape(e.getKey()), Brief.of(o.item()), owner);
            }
        }
    }

    private void compare(String at, Entry o, Entry n) {
        if (!Objects.equals(o.entity(), n.entity())) {
            out.changed(table, at + "/" + ENTITY, Objects.toString(o.entity(), "none"),
                    Objects.toString(n.entity(), "none"), n.path());
        }
        if (o.item().equals(n.item())) {
            return;
        }
        Map<String, AttributeValue> was = o.item().attributes();
        Map<String, AttributeValue> is = n.item().attributes();
        for (Map.Entry<String, AttributeValue> a : is.entrySet()) {
            String attr = at + "/" + TableDiff.escape(a.getKey());
            AttributeValue v = was.get(a.getKey());
            if (v == null) {
                out.added(table, attr, Brief.of(a.getValue()), n.path());
            } else if (!v.equals(a.getValue())) {
                out.changed(table, attr, Brief.of(v), Brief.of(a.getValue()), n.path());
            }
        }
        for (Map.Entry<String, AttributeValue> a : was.entrySet()) {
            if (!is.containsKey(a.getKey())) {
                out.removed(table, at + "/" + TableDiff.escape(a.getKey()), Brief.of(a.getValue()), n.path());
            }
        }
    }

    /** Every item of the table by its key text, loose items first, then each entity's, as stored. */
    private static Map<String, Entry> byKey(TableDesign t) {
        Map<String, Entry> items = new LinkedHashMap<>();
        Map<String, Integer> seen = new HashMap<>();
        for (int i = 0; i < t.items().size(); i++) {
            Item item = t.items().get(i);
            put(items, seen, t, item, new Entry(item, null, new ModelPath.LooseItem(t.name(), i)));
        }
        for (Entity e : t.entities()) {
            KeyDerivation.Deriver deriver = KeyDerivation.forEntity(t, e);
            for (int i = 0; i < e.items().size(); i++) {
                Item item = deriver.deriveAll(e.items().get(i)).item();
                put(items, seen, t, item, new Entry(item, e.name(), new ModelPath.EntityItem(t.name(), e.name(), i)));
            }
        }
        return items;
    }

    /** A second item with the same key (an error in the model, but it must not be lost) gets " #2". */
    private static void put(Map<String, Entry> items, Map<String, Integer> seen, TableDesign t, Item item, Entry entry) {
        String key = keyText(t, item);
        int n = seen.merge(key, 1, Integer::sum);
        items.put(n == 1 ? key : key + " #" + n, entry);
    }

    /** "[PK=mov#1, SK=META]"; a missing key attribute shows as "?". */
    static String keyText(TableDesign t, Item item) {
        StringBuilder sb = new StringBuilder("[");
        String sep = "";
        for (String name : t.keySchema().names()) {
            AttributeValue v = item.attributes().get(name);
            sb.append(sep).append(name).append('=').append(v == null ? "?" : v.displayText());
            sep = ", ";
        }
        return sb.append(']').toString();
    }
}
