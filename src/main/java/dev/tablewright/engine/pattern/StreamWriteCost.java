package dev.tablewright.engine.pattern;

import dev.tablewright.engine.api.ConsumedCapacity;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.ReturnCapacity;
import dev.tablewright.engine.api.WriteReturns;
import dev.tablewright.engine.query.QueryEngine;
import dev.tablewright.engine.value.ItemBytes;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Aggregate;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.GroupPart;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeptEntity;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.PriceTable;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.stream.KeptItems;
import dev.tablewright.model.stream.KeptWrite;
import dev.tablewright.model.stream.StreamKeeping;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * What the stream handlers cost for one source write of an access pattern: the one place the price of
 * kept items is computed, for every output that prices patterns. It follows docs/streams.md, "What the
 * stream handler does":
 *
 * <ul>
 * <li>an aggregate: a consistent GetItem of each touched group's item, then one TransactWriteItems of
 * the marker item and the group item(s), each action twice its 1 KB write units (and twice each GSI
 * entry it writes; an entry keyed by a measure is deleted and put again, two index writes). One group, or two for an UpdateItem that can move its item to another group: one
 * whose group parts are not all fixed by the source's primary key templates (an update cannot change
 * a key; a put that replaces an item counts as one group);</li>
 * <li>index items: a consistent read of the marker, the index items one source write puts or deletes
 * (the average the source's sample items make), each 1 KB units plus its GSI entries (BatchWriteItem is
 * not transactional), and the marker's update;</li>
 * <li>one stream record read per source write, free to an AWS Lambda trigger.</li>
 * </ul>
 *
 * Items are sized as the puts of the analysis are: each put into an empty copy of the table, with its
 * GSI entries ({@code ReturnConsumedCapacity} INDEXES). The group item is the one the handler would put
 * when the pattern's sample item is written ({@link StreamKeeping}), else the largest the stream keeps.
 */
public final class StreamWriteCost {
    /** Read units are 4 KB of a strongly consistent read; write units 1 KB. */
    private static final long READ_UNIT_BYTES = 4096;
    /** What the handler writes in a marker's sequence number: 40 digits, so that text order is number order. */
    private static final String SEQUENCE = "0".repeat(19) + "1".repeat(21);
    /** An epoch-seconds expiry, as wide as one in this century. */
    private static final String EXPIRY = "1893456000";

    private StreamWriteCost() {
    }

    /**
     * The handler work of each kept entity whose source the pattern writes, in the table's order of kept
     * entities; none for a read, or a write of an entity that keeps nothing.
     *
     * @param written the sample item one request writes (its key's, else the first of its entity)
     */
    public static List<StreamWrite> of(TableDesign table, AccessPattern p, Item written, PriceTable.ClassRates rates) {
        if (!p.operation().writes() || table.keptEntities().isEmpty()) {
            return List.of();
        }
        Optional<Entity> source = StreamKeeping.entityOf(table, written)
                .or(() -> p.entityName().flatMap(table::entity));
        if (source.isEmpty()) {
            return List.of();
        }
        Item image = written.has(table.typeAttribute()) ? written
                : written.with(table.typeAttribute(), new AttributeValue.S(source.get().typeValue()));
        List<StreamWrite> out = new ArrayList<>();
        // One empty copy of the table sizes every put: each item has its own key, so each is a new item.
        QueryEngine empty = new QueryEngine();
        empty.createTable(table);
        for (KeptEntity kept : StreamKeeping.keptFrom(table, source.get().name())) {
            if (table.entity(kept.entity()).isEmpty()) {
                continue;
            }
            Units marker = put(empty, table, marker(table, kept, image));
            StreamWrite w = kept.keeping() instanceof Aggregate a
                    ? aggregate(empty, table, p, kept, a, source.get(), image, marker)
                    : indexItems(empty, table, p, kept, source.get(), marker);
            out.add(new StreamWrite(w.keptEntity(), w.source(), w.aggregate(), w.reads(), w.writes(), w.capacity(),
                    w.streamRecords(), p.rateValue().map(r -> MonthlyCost.of(w.capacity(), r, rates))));
        }
        return out;
    }

    private static StreamWrite aggregate(QueryEngine empty, TableDesign table, AccessPattern p, KeptEntity kept, Aggregate a,
            Entity source, Item image, Units marker) {
        int groups = p.operation() == OperationKind.UPDATE_ITEM && movable(table, source, a) ? 2 : 1;
        Units group = groupItem(table, kept, image).map(i -> put(empty, table, i)).orElse(Units.MINIMUM);
        // A GSI keyed by a measure (a sparse index sorted by ${streams}) sees its entry's key change on every
        // write: DynamoDB deletes the old entry and puts the new one, two index writes.
        Set<String> rekeyed = measureKeyed(table, kept, a);
        double groupUnits = group.units;
        Map<String, Double> byIndex = new HashMap<>();
        marker.byIndex.forEach((g, u) -> byIndex.merge(g, 2 * u, Double::sum));
        for (Map.Entry<String, Double> e : group.byIndex.entrySet()) {
            double entry = rekeyed.contains(e.getKey()) ? 2 * e.getValue() : e.getValue();
            groupUnits += entry - e.getValue();
            byIndex.merge(e.getKey(), 2 * groups * entry, Double::sum);
        }
        double reads = groups * readUnits(group.bytes);
        double writes = 2 * (marker.units + groups * groupUnits);
        return new StreamWrite(kept.entity(), kept.source(), true, groups, 1 + groups,
                new RequestCapacity(reads, writes, p.operation().isMultiItem(), Optional.of(byIndex)), 1,
                Optional.empty());
    }

    private static StreamWrite indexItems(QueryEngine empty, TableDesign table, AccessPattern p, KeptEntity kept, Entity source,
            Units marker) {
        List<Item> made = KeptItems.compute(table, kept).items();
        int sources = source.items().size();
        double perWrite = sources == 0 ? 1 : made.size() / (double) sources;
        double units = 0;
        Map<String, Double> byIndex = new HashMap<>();
        for (Item i : made) {
            Units u = put(empty, table, i);
            units += u.units;
            u.byIndex.forEach((g, x) -> byIndex.merge(g, x, Double::sum));
        }
        double each = made.isEmpty() ? 1 : units / made.size();
        Map<String, Double> split = new HashMap<>();
        byIndex.forEach((g, x) -> split.put(g, perWrite * x / made.size()));
        marker.byIndex.forEach((g, u) -> split.merge(g, u, Double::sum));
        double writes = perWrite * each + marker.units;
        return new StreamWrite(kept.entity(), kept.source(), false, 1, perWrite + 1,
                new RequestCapacity(readUnits(marker.bytes), writes, p.operation().isMultiItem(), Optional.of(split)), 1,
                Optional.empty());
    }

    /**
     * Whether an UpdateItem can move its item to another group: a group part that is not a primary key
     * attribute nor in the source's primary key templates can be set by the update.
     */
    static boolean movable(TableDesign table, Entity source, Aggregate a) {
        Set<String> fixed = new HashSet<>(table.keySchema().names());
        for (String k : table.keySchema().names()) {
            source.template(k).ifPresent(t -> fixed.addAll(t.referencedAttributes()));
        }
        return a.groupBy().stream().map(GroupPart::attribute).anyMatch(x -> !fixed.contains(x));
    }

    /** The GSIs whose key the kept entity's templates make from a measure. */
    private static Set<String> measureKeyed(TableDesign table, KeptEntity kept, Aggregate a) {
        Entity entity = table.entity(kept.entity()).orElseThrow();
        Set<String> measures = new HashSet<>();
        a.measures().forEach(m -> measures.add(m.attribute()));
        Set<String> out = new HashSet<>();
        for (GlobalSecondaryIndex g : table.globalIndexes()) {
            for (String k : g.keys().names()) {
                if (entity.template(k).map(t -> t.referencedAttributes().stream().anyMatch(measures::contains))
                        .orElse(false)) {
                    out.add(g.name());
                }
            }
        }
        return out;
    }

    /**
     * The group item the handler puts when {@code image} is written (the group as the stream keeps it,
     * with this item added), else the largest item the stream keeps.
     */
    private static Optional<Item> groupItem(TableDesign table, KeptEntity kept, Item image) {
        List<Item> keptItems = KeptItems.compute(table, kept).items();
        List<KeptWrite> writes = StreamKeeping.writes(table, null, image, k -> storedAt(table, keptItems, k)).writes();
        return writes.stream().filter(w -> w.entity().equals(kept.entity())).map(KeptWrite::item).findFirst()
                .or(() -> keptItems.stream().max(Comparator.comparingLong(ItemBytes::of)));
    }

    /**
     * The handler's marker of the source item: {@code KEPT#<kept entity>#<source partition key>}, the
     * source's sort key, the 40-digit sequence number and, with TTL on, an expiry.
     */
    static Item marker(TableDesign table, KeptEntity kept, Item image) {
        Map<String, AttributeValue> values = new java.util.LinkedHashMap<>();
        List<String> partition = table.keySchema().partitionNames();
        for (String k : table.keySchema().names()) {
            AttributeValue v = image.get(k).orElse(new AttributeValue.S(""));
            values.put(k, k.equals(partition.get(0))
                    ? new AttributeValue.S("KEPT#" + kept.entity() + "#" + KeyTemplate.textOf(v)) : v);
        }
        values.put("keptSequence", new AttributeValue.S(SEQUENCE));
        table.settings().ttlAttribute().ifPresent(t -> values.put(t, new AttributeValue.N(
                new java.math.BigDecimal(EXPIRY))));
        return new Item(values);
    }

    /** A strongly consistent read of an item of so many bytes: 4 KB units, at least one. */
    private static double readUnits(long bytes) {
        return Math.max(1, (bytes + READ_UNIT_BYTES - 1) / READ_UNIT_BYTES);
    }

    /**
     * The kept item stored at the primary key {@code key} holds: of the items with its key values, the
     * last, as a table keeps the last put. Looked for in the list (the handler reads one or two keys)
     * rather than through a map of every kept item by its key.
     */
    private static Optional<Item> storedAt(TableDesign table, List<Item> items, Item key) {
        for (int i = items.size() - 1; i >= 0; i--) {
            if (sameKey(table, items.get(i), key)) {
                return Optional.of(items.get(i));
            }
        }
        return Optional.empty();
    }

    /** Whether the two items hold the same values of the table's key attributes (or both lack one). */
    private static boolean sameKey(TableDesign table, Item a, Item b) {
        for (String k : table.keySchema().names()) {
            if (!Objects.equals(a.attributes().get(k), b.attributes().get(k))) {
                return false;
            }
        }
        return true;
    }

    /** A put's write units (its GSI entries included), each GSI's part, and the item's size. */
    private record Units(double units, Map<String, Double> byIndex, long bytes) {
        static final Units MINIMUM = new Units(1, Map.of(), 1);
    }

    /** The put of the item into the empty copy of the table; by its size alone when the copy refuses it. */
    private static Units put(QueryEngine empty, TableDesign table, Item item) {
        long bytes = ItemBytes.of(item);
        try {
            List<ConsumedCapacity> consumed = empty.putItem(new PutItemRequest(table.name(), item, "", null, null,
                    new WriteReturns(ReturnCapacity.INDEXES, false, false))).consumed();
            Map<String, Double> byIndex = new HashMap<>();
            consumed.forEach(c -> c.globalIndexes().forEach((name, u) -> byIndex.merge(name, u.capacityUnits(),
                    Double::sum)));
            return new Units(ConsumedCapacity.total(consumed), byIndex, bytes);
        } catch (DynamoException | IllegalArgumentException e) {
            return new Units(Math.max(1, (bytes + 1023) / 1024), Map.of(), bytes);
        }
    }
}
