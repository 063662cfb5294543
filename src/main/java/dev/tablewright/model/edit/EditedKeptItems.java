package dev.tablewright.model.edit;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeptEntity;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.stream.KeptWrite;
import dev.tablewright.model.stream.StreamKeeping;
import dev.tablewright.model.stream.StreamWriteSentence;
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
public final class EditedKeptItems {
    private EditedKeptItems() {
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

    /** The sentence that tells the user ({@link StreamWriteSentence}); "" for none. */
    public static String message(List<KeptWrite> writes) {
        return StreamWriteSentence.of(writes.stream().map(KeptWrite::describe).toList());
    }

    private static Map<Item, Item> byKey(TableDesign table, String entity) {
        Map<Item, Item> out = new LinkedHashMap<>();
        for (Item i : table.entity(entity).map(Entity::items).orElse(List.of())) {
            out.put(StreamKeeping.key(table, i), i);
        }
        return out;
    }
}
