package dev.tablewright.engine.reverse;

import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Sorts items into entities: by the type attribute's value, else by the literal prefixes of their keys. */
final class Grouping {
    private Grouping() {
    }

    static List<Group> byType(List<Item> items, String typeAttribute) {
        Map<String, List<Item>> byValue = new LinkedHashMap<>();
        for (Item i : items) {
            String value = TypeAttributes.valueOf(i, typeAttribute);
            if (value != null) {
                byValue.computeIfAbsent(value, v -> new ArrayList<>()).add(i);
            }
        }
        List<Group> groups = new ArrayList<>();
        byValue.forEach((value, its) -> groups.add(new Group(InferredNames.entity(value), value, its,
                typeAttribute + " = \"" + value + "\"")));
        return groups;
    }

    /**
     * One group per pair of (partition key prefix, sort key prefix). The name comes from the partition
     * prefix when the sort key repeats it or is a constant word ({@code TOURNAMENT#…}/{@code METADATA} →
     * Tournament), from both otherwise ({@code mov#…}/{@code act#…} → MovAct), and is the table's name
     * when neither key has a prefix.
     */
    static List<Group> byPrefix(List<Item> items, KeySchema keys, String tableName) {
        Map<List<KeyPrefix>, List<Item>> bySignature = new LinkedHashMap<>();
        String pk = keys.partitionKey().name();
        String sk = keys.sortKey().map(a -> a.name()).orElse(null);
        for (Item i : items) {
            KeyPrefix p = i.get(pk).map(KeyPrefix::of).orElse(KeyPrefix.NONE);
            KeyPrefix s = sk == null ? KeyPrefix.NONE : i.get(sk).map(KeyPrefix::of).orElse(KeyPrefix.NONE);
            bySignature.computeIfAbsent(List.of(p, s), k -> new ArrayList<>()).add(i);
        }
        List<Group> groups = new ArrayList<>();
        bySignature.forEach((sig, its) -> {
            String name = name(sig.get(0), sig.get(1), tableName);
            String reason = "key prefixes " + describe(sig.get(0)) + (sk == null ? "" : " / " + describe(sig.get(1)));
            groups.add(new Group(name, name, its, reason));
        });
        return groups;
    }

    private static String name(KeyPrefix p, KeyPrefix s, String tableName) {
        if (p.isNone() && s.isNone()) {
            return InferredNames.entity(tableName);
        }
        if (p.isNone()) {
            return InferredNames.entity(s.word());
        }
        if (s.isNone() || s.equals(p) || s.isWholeValue()) {
            return InferredNames.entity(p.word());
        }
        return InferredNames.entity(p.word()) + InferredNames.entity(s.word());
    }

    private static String describe(KeyPrefix p) {
        return p.isNone() ? "(none)" : "\"" + p.text() + "\"";
    }
}
