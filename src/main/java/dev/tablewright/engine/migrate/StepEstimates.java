package dev.tablewright.engine.migrate;

import dev.tablewright.engine.drift.EntityClaims;
import dev.tablewright.engine.value.ItemBytes;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyDerivation;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.PriceTable;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.ToDoubleFunction;

/**
 * The estimates of one table's data steps. The table's item count (DescribeTable's, given, or the
 * model's expected count) is shared among its entities as the TO model's sample items are; each item's
 * size is its sample's, keys derived by the TO templates. A write unit is 1 KB of an item (rounded up,
 * per item, per index it lands in); a Scan reads 4 KB per half unit (eventually consistent). Costs are
 * on-demand at the TO table class's rates.
 */
final class StepEstimates {
    private static final double WRITE_UNIT_BYTES = 1024;
    private static final double READ_UNIT_BYTES = 4096;
    private static final double PER_MILLION = 1_000_000;

    private final TableDesign to;
    private final Optional<Long> tableItems;
    private final String itemsBasis;
    private final PriceTable.ClassRates rates;
    private final double writeRate;
    private final List<Item> all = new ArrayList<>();
    private final Map<String, List<Item>> byEntity = new java.util.LinkedHashMap<>();

    /** "sample items" (TO's), or "sampled live items" (read from the FROM table). */
    private final String sampleWord;

    /** @param live items read from the live FROM table; empty to go by TO's sample items */
    StepEstimates(TableDesign to, Optional<Long> tableItems, String itemsBasis, PlanFacts facts, List<Item> live) {
        this.to = to;
        this.tableItems = tableItems;
        this.itemsBasis = itemsBasis;
        this.rates = facts.prices().forClass(to.settings().tableClass());
        this.writeRate = facts.writeRate();
        if (live.isEmpty()) {
            sampleWord = "sample items";
            all.addAll(to.items());
            for (Entity e : to.entities()) {
                KeyDerivation.Deriver deriver = KeyDerivation.forEntity(to, e);
                List<Item> derived = e.items().stream().map(i -> deriver.deriveAll(i).item()).toList();
                byEntity.put(e.name(), derived);
                all.addAll(derived);
            }
        } else {
            // Each live item as TO's templates will leave it: its entity's share and its size after the migration.
            sampleWord = "sampled live items";
            EntityClaims claims = new EntityClaims(to);
            for (Item item : live) {
                Optional<Entity> e = claims.of(item);
                Item after = e.map(x -> KeyDerivation.forEntity(to, x).deriveAll(item).item()).orElse(item);
                e.ifPresent(x -> byEntity.computeIfAbsent(x.name(), k -> new ArrayList<>()).add(after));
                all.add(after);
            }
        }
    }

    /**
     * An entity's items updated with new attribute values: each item's new size, plus a write to each
     * index already on the table whose keys the update sets; the whole table is scanned to find them.
     */
    Estimate backfill(String entity, Set<String> attributes, List<GlobalSecondaryIndex> liveIndexes) {
        List<GlobalSecondaryIndex> touched = liveIndexes.stream()
                .filter(g -> g.keys().names().stream().anyMatch(attributes::contains)).toList();
        return entityWrites(entity, i -> units(i) + indexUnits(i, touched),
                "each of " + entity + "'s items is read by a Scan of the table and updated once"
                        + (touched.isEmpty() ? "" : ", with a write to " + names(touched)));
    }

    /** An entity's items put under new keys and deleted under the old: two writes, in the table and its indexes. */
    Estimate rekey(String entity, List<GlobalSecondaryIndex> liveIndexes) {
        return entityWrites(entity, i -> 2 * (units(i) + indexUnits(i, liveIndexes)),
                "each of " + entity + "'s items is read by a Scan of the table, put under its new key and deleted "
                        + "under the old (two writes, and two in each index that holds it)");
    }

    /** Every item read from the old table and written to the new, with its indexes. */
    Estimate copy() {
        if (tableItems.isEmpty()) {
            return Estimate.unknown(itemsBasis);
        }
        if (all.isEmpty()) {
            return Estimate.unknown("the new design has no sample items to size the copy by");
        }
        List<SecondaryIndex> indexes = to.indexes();
        double perItem = mean(all, i -> units(i) + indexUnits(i, indexes));
        return estimate(tableItems.get(), perItem, true, "every item is read by a Scan and written once to the new "
                + "table" + (indexes.isEmpty() ? "" : " and to each of its indexes that holds it"));
    }

    /** DynamoDB fills a new index from the table at its own pace: one write per item that carries its keys. */
    Estimate createGsi(GlobalSecondaryIndex index) {
        if (tableItems.isEmpty()) {
            return Estimate.unknown(itemsBasis);
        }
        if (all.isEmpty()) {
            return Estimate.unknown("there are no " + sampleWord + " to tell which items " + index.name() + " holds");
        }
        List<Item> carried = all.stream().filter(i -> carries(i, index.keys())).toList();
        long items = Math.round(tableItems.get() * (double) carried.size() / all.size());
        double perItem = carried.isEmpty() ? 0 : mean(carried, i -> projectedUnits(i, index));
        long writes = (long) Math.ceil(items * perItem - 1e-9);
        return new Estimate(Optional.of(items), 0, writes, dollars(0, writes), Optional.empty(),
                "DynamoDB fills the index with one write per item that carries its keys; " + ofAll(carried.size())
                        + " do");
    }

    private Estimate entityWrites(String entity, ToDoubleFunction<Item> unitsPerItem, String basis) {
        if (tableItems.isEmpty()) {
            return Estimate.unknown(itemsBasis);
        }
        List<Item> samples = byEntity.getOrDefault(entity, List.of());
        if (samples.isEmpty()) {
            return Estimate.unknown("none of the " + sampleWord + " is " + entity + "'s, to count and size them by");
        }
        long items = Math.round(tableItems.get() * (double) samples.size() / all.size());
        return estimate(items, mean(samples, unitsPerItem), true, basis + "; " + ofAll(samples.size())
                + " are " + entity);
    }

    /** "969 of 1,000 sampled live items". */
    private String ofAll(int some) {
        return String.format(java.util.Locale.ROOT, "%,d of %,d %s", some, all.size(), sampleWord);
    }

    private Estimate estimate(long items, double unitsPerItem, boolean scansTable, String basis) {
        long writes = (long) Math.ceil(items * unitsPerItem - 1e-9);
        long reads = scansTable ? scanUnits() : 0;
        return new Estimate(Optional.of(items), reads, writes, dollars(reads, writes), Optional.of(writes / writeRate),
                basis);
    }

    /** A Scan of the whole table: its bytes in 4 KB halves of a read unit. */
    private long scanUnits() {
        double bytes = tableItems.orElse(0L) * mean(all, i -> ItemBytes.of(i));
        return (long) Math.ceil(bytes / READ_UNIT_BYTES / 2 - 1e-9);
    }

    private double dollars(long reads, long writes) {
        return reads * rates.onDemandReadPerMillion() / PER_MILLION + writes * rates.onDemandWritePerMillion() / PER_MILLION;
    }

    private double indexUnits(Item item, Collection<? extends SecondaryIndex> indexes) {
        double sum = 0;
        for (SecondaryIndex index : indexes) {
            if (carries(item, index.keySchema(to.keySchema()))) {
                sum += projectedUnits(item, index);
            }
        }
        return sum;
    }

    private double projectedUnits(Item item, SecondaryIndex index) {
        if (index.projection().type() == ProjectionType.ALL) {
            return units(item);
        }
        Set<String> kept = new LinkedHashSet<>(to.keySchema().names());
        kept.addAll(index.keySchema(to.keySchema()).names());
        kept.addAll(index.projection().nonKeyAttributes());
        return units(item.edit(m -> m.keySet().retainAll(kept)));
    }

    private static boolean carries(Item item, KeySchema keys) {
        return keys.names().stream().allMatch(item::has);
    }

    private static double units(Item item) {
        return Math.max(1, Math.ceil(ItemBytes.of(item) / WRITE_UNIT_BYTES));
    }

    private static double mean(List<Item> items, ToDoubleFunction<Item> f) {
        return items.isEmpty() ? 0 : items.stream().mapToDouble(f).sum() / items.size();
    }

    private static String names(List<GlobalSecondaryIndex> indexes) {
        return String.join(", ", indexes.stream().map(GlobalSecondaryIndex::name).toList());
    }
}
