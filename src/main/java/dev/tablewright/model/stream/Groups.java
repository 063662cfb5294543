package dev.tablewright.model.stream;

import dev.tablewright.model.Aggregate;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DynamoNumber;
import dev.tablewright.model.GroupPart;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Measure;
import dev.tablewright.model.MeasureKind;
import dev.tablewright.model.PartOf;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** An aggregate's groups of source items, and the kept item each group makes. */
final class Groups {
    private Groups() {
    }

    /**
     * The source items by group, groups in the order of their first item. An item without one of the
     * group's attributes, or whose date part it does not have, is in no group: the handler skips it.
     */
    static Map<List<AttributeValue>, List<Item>> of(Aggregate a, List<Item> sourceItems) {
        Map<List<AttributeValue>, List<Item>> groups = new LinkedHashMap<>();
        for (Item item : sourceItems) {
            List<AttributeValue> key = groupOf(a, item);
            if (key != null) {
                groups.computeIfAbsent(key, k -> new ArrayList<>()).add(item);
            }
        }
        return groups;
    }

    /** The item's group (its parts' values in order), or null when it is in none. */
    static List<AttributeValue> groupOf(Aggregate a, Item item) {
        List<AttributeValue> key = new ArrayList<>(a.groupBy().size());
        for (GroupPart p : a.groupBy()) {
            AttributeValue v = part(p, item);
            if (v == null) {
                return null;
            }
            key.add(v);
        }
        return List.copyOf(key);
    }

    /** The part's value on one source item: the attribute's value whole, or the date part of its text. */
    static AttributeValue part(GroupPart p, Item item) {
        AttributeValue v = item.get(p.attribute()).orElse(null);
        if (v == null || p.of() == PartOf.VALUE) {
            return v;
        }
        String text = v instanceof AttributeValue.S s ? s.value() : null;
        return text == null ? null : p.of().of(text).<AttributeValue>map(AttributeValue.S::new).orElse(null);
    }

    /** The group's parts and measures; a measure that has no value (a MIN over no number) is left out. */
    static Item keptItem(Aggregate a, List<AttributeValue> key, List<Item> members, List<String> notes) {
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        for (int i = 0; i < key.size(); i++) {
            values.put(a.groupBy().get(i).name(), key.get(i));
        }
        for (Measure m : a.measures()) {
            try {
                AttributeValue v = measure(m, members);
                if (v != null) {
                    values.put(m.attribute(), v);
                }
            } catch (IllegalArgumentException e) {
                notes.add(m.attribute() + " of group " + describe(key) + " is left out: " + e.getMessage());
            }
        }
        return new Item(values);
    }

    /** As DynamoDB's ADD would leave it: exact decimal sums, checked against its 38 digits. */
    private static AttributeValue measure(Measure m, List<Item> members) {
        switch (m.kind()) {
            case COUNT:
                return new AttributeValue.N(DynamoNumber.of(members.size()));
            case LATEST:
                return members.get(members.size() - 1).get(m.of()).orElse(null);
            default:
                BigDecimal result = null;
                for (Item item : members) {
                    if (item.get(m.of()).orElse(null) instanceof AttributeValue.N n) {
                        result = combine(m, result, n.value());
                    }
                }
                if (result == null) {
                    return m.kind() == MeasureKind.SUM
                            ? new AttributeValue.N(BigDecimal.ZERO) : null;
                }
                return new AttributeValue.N(DynamoNumber.check(result));
        }
    }

    private static BigDecimal combine(Measure m, BigDecimal so, BigDecimal next) {
        if (so == null) {
            return next;
        }
        switch (m.kind()) {
            case SUM:
                return DynamoNumber.check(so.add(next));
            case MIN:
                return so.min(next);
            default:
                return so.max(next);
        }
    }

    private static String describe(List<AttributeValue> key) {
        List<String> texts = new ArrayList<>();
        key.forEach(v -> texts.add(String.valueOf(KeyTemplate.textOf(v))));
        return String.join("/", texts);
    }
}
