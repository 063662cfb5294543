package dev.tablewright.model.edit;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeptEntity;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.stream.KeptWrite;
import dev.tablewright.model.stream.StreamKeeping;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What an edit of sample items made the stream write: the kept items that differ between the model
 * before and after it, by primary key (a put of each new or changed one, a delete of each gone), and
 * the sentence that tells the user ("+1 write by the stream: MonthlyTotal MOV#m1/TOTAL#2024-05").
 */
public final class StreamWrites {
    /** Kept items named in the sentence; the rest are counted. */
    static final int NAMED = 3;

    private StreamWrites() {
    }

    /** The kept writes between two versions of one table; none when either has no such table. */
    public static List<KeptWrite> between(DataModel before, DataModel after, String table) {
        Optional<TableDesign> b = before == null ? Optional.empty() : before.table(table);
        Optional<TableDesign> a = after == null ? Optional.empty() : after.table(table);
        return b.isEmpty() || a.isEmpty() ? List.of() : between(b.get(), a.get());
    }

    public static List<KeptWrite> between(TableDesign before, TableDesign after) {
        List<KeptWrite> writes = new ArrayList<>();
        for (KeptEntity kept : after.keptEntities()) {
            Map<Item, Item> old = byKey(before, kept.entity());
            Map<Item, Item> now = byKey(after, kept.entity());
            now.forEach((key, item) -> {
                if (!item.equals(old.get(key))) {
                    writes.add(new KeptWrite(kept.entity(), item, StreamKeeping.keyText(after, item), false));
                }
            });
            old.forEach((key, item) -> {
                if (!now.containsKey(key)) {
                    writes.add(new KeptWrite(kept.entity(), item, StreamKeeping.keyText(before, item), true));
                }
            });
        }
        return writes;
    }

    /**
     * "+1 write by the stream: MonthlyTotal MOV#m1/TOTAL#2024-05"; "+5 writes by the stream: A, B, C
     * and 2 more"; "" for none.
     */
    public static String message(List<KeptWrite> writes) {
        if (writes.isEmpty()) {
            return "";
        }
        List<String> named = writes.stream().limit(NAMED).map(KeptWrite::describe).toList();
        int more = writes.size() - named.size();
        return String.format("+%,d write%s by the stream: %s%s", writes.size(), writes.size() == 1 ? "" : "s",
                String.join(", ", named), more == 0 ? "" : String.format(" and %,d more", more));
    }

    private static Map<Item, Item> byKey(TableDesign table, String entity) {
        Map<Item, Item> out = new LinkedHashMap<>();
        for (Item i : table.entity(entity).map(Entity::items).orElse(List.of())) {
            out.put(primaryKey(table, i), i);
        }
        return out;
    }

    private static Item primaryKey(TableDesign table, Item item) {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        for (String k : table.keySchema().names()) {
            item.get(k).ifPresent(v -> key.put(k, v));
        }
        return new Item(key);
    }
}
