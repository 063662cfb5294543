package dev.tablewright.model.stream;

import dev.tablewright.model.Aggregate;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DynamoNumber;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GroupPart;
import dev.tablewright.model.IndexItems;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeptEntity;
import dev.tablewright.model.KeyDerivation;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Measure;
import dev.tablewright.model.MeasureKind;
import dev.tablewright.model.TableDesign;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * What the stream handler writes for one change to one item of the table (a stream record's old and
 * new image): the semantics the Sandbox applies after every write and the exported handlers implement
 * (docs/streams.md, "What the handler does"). One place, so the Sandbox and a live table agree.
 *
 * <p>An aggregate's group is updated by difference: COUNT and SUM add what entered and subtract what
 * left; MIN and MAX take the entering value when it is beyond the kept one; LATEST takes the entering
 * item's value. An item leaving a group does not undo MIN, MAX or LATEST (finding the next one would
 * take reading the group again), and a group whose COUNT falls to 0 is deleted (without a COUNT, the
 * handler cannot tell that a group emptied: its item stays). Leaving a group that has no kept item
 * writes nothing. Index items: the old image's items that the new one does not make are deleted; the
 * new image's items that differ from the old image's are put. A write that changes nothing is not made.
 */
public final class StreamKeeping {
    /** The writes, and why a kept item could not be made (a template left unfilled, a sum beyond 38 digits). */
    public record Result(List<KeptWrite> writes, List<String> notes) {
        public Result {
            writes = List.copyOf(writes);
            notes = List.copyOf(notes);
        }
    }

    private StreamKeeping() {
    }

    /** The entity an item of the table belongs to, by the table's type attribute. */
    public static Optional<Entity> entityOf(TableDesign table, Item item) {
        if (item == null || !(item.get(table.typeAttribute()).orElse(null) instanceof AttributeValue.S s)) {
            return Optional.empty();
        }
        return table.entities().stream().filter(e -> e.typeValue().equals(s.value())).findFirst();
    }

    /** The kept entities whose source is this entity. */
    public static List<KeptEntity> keptFrom(TableDesign table, String source) {
        return table.keptEntities().stream().filter(k -> k.source().equals(source)).toList();
    }

    /**
     * The kept writes of one change: {@code oldImage} null for an insert, {@code newImage} null for a
     * removal; {@code read} gives the kept item stored at a primary key (an item holding at least the
     * key attributes), if any.
     */
    public static Result writes(TableDesign table, Item oldImage, Item newImage,
            Function<Item, Optional<Item>> read) {
        List<KeptWrite> writes = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        for (KeptEntity kept : table.keptEntities()) {
            Entity entity = table.entity(kept.entity()).orElse(null);
            if (entity == null) {
                continue;
            }
            Item o = of(table, kept.source(), oldImage);
            Item n = of(table, kept.source(), newImage);
            if (o == null && n == null) {
                continue;
            }
            if (kept.keeping() instanceof Aggregate a) {
                new AggregateChange(table, entity, a, read, writes, notes).apply(o, n);
            } else {
                indexItems(table, entity, (IndexItems) kept.keeping(), o, n, writes, notes);
            }
        }
        return new Result(writes, notes);
    }

    /** "MOV#m1/TOTAL#2024-05": the primary key's values in key-schema order. */
    public static String keyText(TableDesign table, Item item) {
        List<String> parts = new ArrayList<>();
        for (String k : table.keySchema().names()) {
            item.get(k).ifPresent(v -> parts.add(KeyTemplate.textOf(v)));
        }
        return String.join("/", parts);
    }

    private static Item of(TableDesign table, String source, Item image) {
        return image != null && entityOf(table, image).filter(e -> e.name().equals(source)).isPresent() ? image : null;
    }

    private static void indexItems(TableDesign table, Entity entity, IndexItems index, Item o, Item n,
            List<KeptWrite> writes, List<String> notes) {
        Map<Item, Item> before = byKey(table, o == null ? List.of() : KeptItems.indexItemsOf(table, entity, index, o, notes));
        Map<Item, Item> after = byKey(table, n == null ? List.of() : KeptItems.indexItemsOf(table, entity, index, n, notes));
        before.forEach((key, item) -> {
            if (!after.containsKey(key)) {
                writes.add(new KeptWrite(entity.name(), item, keyText(table, item), true));
            }
        });
        after.forEach((key, item) -> {
            if (!item.equals(before.get(key))) {
                writes.add(new KeptWrite(entity.name(), item, keyText(table, item), false));
            }
        });
    }

    private static Map<Item, Item> byKey(TableDesign table, List<Item> items) {
        Map<Item, Item> out = new LinkedHashMap<>();
        items.forEach(i -> out.put(key(table, i), i));
        return out;
    }

    /** The item's primary key attributes only. */
    public static Item key(TableDesign table, Item item) {
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        for (String k : table.keySchema().names()) {
            item.get(k).ifPresent(v -> values.put(k, v));
        }
        return new Item(values);
    }

    /** One aggregate's writes for one change, by difference. */
    private static final class AggregateChange {
        private final TableDesign table;
        private final Entity entity;
        private final Aggregate aggregate;
        private final Function<Item, Optional<Item>> read;
        private final List<KeptWrite> writes;
        private final List<String> notes;

        AggregateChange(TableDesign table, Entity entity, Aggregate aggregate, Function<Item, Optional<Item>> read,
                List<KeptWrite> writes, List<String> notes) {
            this.table = table;
            this.entity = entity;
            this.aggregate = aggregate;
            this.read = read;
            this.writes = writes;
            this.notes = notes;
        }

        void apply(Item o, Item n) {
            List<AttributeValue> left = o == null ? null : Groups.groupOf(aggregate, o);
            List<AttributeValue> entered = n == null ? null : Groups.groupOf(aggregate, n);
            if (left != null && left.equals(entered)) {
                update(entered, o, n);
                return;
            }
            if (left != null) {
                update(left, o, null);
            }
            if (entered != null) {
                update(entered, null, n);
            }
        }

        /** The group's item with {@code leaving} taken out and {@code entering} added (either null). */
        private void update(List<AttributeValue> group, Item leaving, Item entering) {
            Item parts = parts(group);
            Item primary = primaryKey(parts);
            if (primary == null) {
                return;
            }
            Item current = read.apply(primary).orElse(null);
            if (current == null && entering == null) {
                return; // nothing to subtract from: the handler's condition on the item's existence fails
            }
            Map<String, AttributeValue> values = new LinkedHashMap<>(parts.attributes());
            boolean emptied = false;
            try {
                for (Measure m : aggregate.measures()) {
                    AttributeValue v = measure(m, current, leaving, entering);
                    if (v != null) {
                        values.put(m.attribute(), v);
                    }
                    if (m.kind() == MeasureKind.COUNT && v instanceof AttributeValue.N count
                            && count.value().signum() <= 0) {
                        emptied = true;
                    }
                }
            } catch (IllegalArgumentException e) {
                notes.add(entity.name() + " " + keyText(table, primary) + " is not written: " + e.getMessage());
                return;
            }
            if (emptied && current != null) {
                writes.add(new KeptWrite(entity.name(), current, keyText(table, current), true));
                return;
            }
            if (emptied) {
                return;
            }
            Item stored = KeptItems.stored(table, entity, new Item(values), notes);
            if (stored != null && !stored.equals(current)) {
                writes.add(new KeptWrite(entity.name(), stored, keyText(table, stored), false));
            }
        }

        private static AttributeValue measure(Measure m, Item current, Item leaving, Item entering) {
            AttributeValue kept = current == null ? null : current.get(m.attribute()).orElse(null);
            switch (m.kind()) {
                case COUNT:
                    return number(number(kept).add(BigDecimal.valueOf(count(entering) - count(leaving))));
                case SUM:
                    return number(DynamoNumber.check(number(kept).add(number(value(m, entering)))
                            .subtract(number(value(m, leaving)))));
                case LATEST:
                    return entering == null ? kept : entering.get(m.of()).orElse(null);
                default:
                    if (!(value(m, entering) instanceof AttributeValue.N in)) {
                        return kept;
                    }
                    if (!(kept instanceof AttributeValue.N k)) {
                        return in;
                    }
                    int c = in.value().compareTo(k.value());
                    return (m.kind() == MeasureKind.MIN ? c < 0 : c > 0) ? in : kept;
            }
        }

        private static int count(Item image) {
            return image == null ? 0 : 1;
        }

        private static AttributeValue value(Measure m, Item image) {
            return image == null ? null : image.get(m.of()).orElse(null);
        }

        private static BigDecimal number(AttributeValue v) {
            return v instanceof AttributeValue.N n ? n.value() : BigDecimal.ZERO;
        }

        private static AttributeValue number(BigDecimal v) {
            return new AttributeValue.N(DynamoNumber.canonical(v));
        }

        private Item parts(List<AttributeValue> group) {
            Map<String, AttributeValue> values = new LinkedHashMap<>();
            List<GroupPart> groupBy = aggregate.groupBy();
            for (int i = 0; i < groupBy.size(); i++) {
                values.put(groupBy.get(i).name(), group.get(i));
            }
            return new Item(values);
        }

        /** The kept item's primary key, rendered from the group's parts alone (the rules keep measures out of it). */
        private Item primaryKey(Item parts) {
            KeyDerivation.Result r = KeyDerivation.deriveAll(table, entity, parts);
            Item key = key(table, r.item());
            if (key.attributes().size() != table.keySchema().names().size()) {
                notes.add(entity.name() + ": a group's key cannot be made from " + parts.attributes().keySet());
                return null;
            }
            return Objects.requireNonNull(key);
        }
    }
}
