package dev.tablewright.model.stream;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Entity;
import dev.tablewright.model.IndexItems;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyDerivation;
import dev.tablewright.model.TableDesign;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The stream handler's writes, applied record by record, keep what {@link KeptItems} computes from the
 * source items that are left: the differences (puts, changes within and between groups, deletes)
 * add up to the whole, for every measure a removal cannot disturb and for index items exactly.
 */
class StreamKeepingTest {
    private static final TableDesign MOVIES = KeptFixtures.read(KeptFixtures.MONTHLY_TOTALS).tables().get(0);
    private static final TableDesign ISSUES = KeptFixtures.read(KeptFixtures.CUSTOM_FIELD_INDEX).tables().get(0);

    /** A table of items by primary key, written as DynamoDB would, the handler run after each write. */
    private static final class Store {
        final TableDesign table;
        final Map<Item, Item> items = new LinkedHashMap<>();
        final List<String> described = new ArrayList<>();

        Store(TableDesign table) {
            this.table = table;
        }

        void put(Item item) {
            Item old = items.put(StreamKeeping.key(table, item), item);
            stream(old, item);
        }

        void delete(Item item) {
            Item old = items.remove(StreamKeeping.key(table, item));
            if (old != null) {
                stream(old, null);
            }
        }

        private void stream(Item old, Item now) {
            StreamKeeping.Result r = StreamKeeping.writes(table, old, now,
                    k -> Optional.ofNullable(items.get(StreamKeeping.key(table, k))));
            assertEquals(List.of(), r.notes());
            for (KeptWrite w : r.writes()) {
                described.add(w.describe());
                if (w.delete()) {
                    delete(w.item());
                } else {
                    put(w.item());
                }
            }
        }

        List<Item> of(String entity) {
            String type = table.entity(entity).orElseThrow().typeValue();
            return items.values().stream()
                    .filter(i -> i.get(table.typeAttribute()).equals(Optional.of(new AttributeValue.S(type)))).toList();
        }
    }

    private static Item stream(String movie, String at, String user, String minutes, String device) {
        Entity e = MOVIES.entity("Stream").orElseThrow();
        Item i = Item.of("movieId", new AttributeValue.S(movie), "streamedAt", new AttributeValue.S(at),
                "userId", new AttributeValue.S(user), "minutesWatched", AttributeValue.N.parse(minutes),
                "device", new AttributeValue.S(device), MOVIES.typeAttribute(), new AttributeValue.S(e.typeValue()));
        return KeyDerivation.deriveAll(MOVIES, e, i).item();
    }

    private static Item only(Item item, Set<String> names) {
        Map<String, AttributeValue> out = new LinkedHashMap<>();
        item.attributes().forEach((k, v) -> {
            if (names.contains(k)) {
                out.put(k, v);
            }
        });
        return new Item(out);
    }

    @Test
    void anInsertCountsAndItsResultLineNamesTheKeptItem() {
        Store store = new Store(MOVIES);
        store.put(stream("m1", "2024-05-01T20:00:00Z", "u1", "95.5", "tv"));
        assertEquals(List.of("MonthlyTotal MOV#m1/TOTAL#2024-05"), store.described);
        Item total = store.of("MonthlyTotal").get(0);
        assertEquals(Optional.of(AttributeValue.N.parse("1")), total.get("streams"));
        assertEquals(Optional.of(AttributeValue.N.parse("95.5")), total.get("minutes"));
        assertEquals(Optional.of(new AttributeValue.S("tv")), total.get("lastDevice"));
    }

    @Test
    void aChangeThatTouchesNoMeasureWritesNothingAndTheLastItemOfAGroupDeletesIt() {
        Store store = new Store(MOVIES);
        Item s = stream("m1", "2024-05-01T20:00:00Z", "u1", "95.5", "tv");
        store.put(s);
        store.described.clear();
        store.put(s.with("title", new AttributeValue.S("not a measure")));
        assertEquals(List.of(), store.described);
        store.delete(s);
        assertEquals(List.of("MonthlyTotal MOV#m1/TOTAL#2024-05 (deleted)"), store.described);
        assertEquals(List.of(), store.of("MonthlyTotal"));
    }

    @Test
    void movingAnItemToAnotherMonthSubtractsFromOneGroupAndAddsToTheOther() {
        Store store = new Store(MOVIES);
        store.put(stream("m1", "2024-05-01T20:00:00Z", "u1", "95.5", "tv"));
        store.put(stream("m1", "2024-05-02T20:00:00Z", "u2", "10", "tv"));
        store.described.clear();
        Item moved = stream("m1", "2024-05-02T20:00:00Z", "u2", "10", "tv").with("streamedAt",
                new AttributeValue.S("2024-06-02T20:00:00Z")); // the key stays, the month changes
        store.put(moved);
        assertEquals(List.of("MonthlyTotal MOV#m1/TOTAL#2024-05", "MonthlyTotal MOV#m1/TOTAL#2024-06"),
                store.described);
    }

    @Test
    void randomWritesKeepTheCountsAndSumsThatTheRemainingStreamsMake() {
        Set<String> exact = Set.of("pk", "sk", "movieId", "month", "streams", "minutes", MOVIES.typeAttribute());
        for (int seed = 1; seed <= 20; seed++) {
            Random random = new Random(seed);
            Store store = new Store(MOVIES);
            List<Item> written = new ArrayList<>();
            for (int step = 0; step < 60; step++) {
                int choice = random.nextInt(10);
                if (choice < 2 && !written.isEmpty()) {
                    store.delete(written.remove(random.nextInt(written.size())));
                } else if (choice < 5 && !written.isEmpty()) {
                    int i = random.nextInt(written.size());
                    Item changed = written.get(i).with("minutesWatched",
                                    AttributeValue.N.parse(random.nextInt(200) + "." + random.nextInt(100)))
                            .with("streamedAt", new AttributeValue.S("2024-0" + (5 + random.nextInt(2)) + "-01T00:00:00Z"));
                    written.set(i, changed);
                    store.put(changed);
                } else {
                    Item s = stream("m" + random.nextInt(3), "2024-0" + (5 + random.nextInt(2)) + "-1" + step % 10
                            + "T00:00:00Z", "u" + step, random.nextInt(120) + ".25", "tv");
                    written.add(s);
                    store.put(s);
                }
            }
            List<Item> expected = KeptItems.compute(MOVIES, MOVIES.keptEntity("MonthlyTotal").orElseThrow(),
                    store.of("Stream")).items();
            assertEquals(new HashSet<>(expected.stream().map(i -> only(i, exact)).toList()),
                    new HashSet<>(store.of("MonthlyTotal").stream().map(i -> only(i, exact)).toList()), "seed " + seed);
        }
    }

    @Test
    void insertsAloneKeepEveryMeasureAsTheSampleComputationDoes() {
        Store store = new Store(MOVIES);
        MOVIES.entity("Stream").orElseThrow().items().forEach(store::put);
        assertEquals(new HashSet<>(KeptItems.compute(MOVIES, MOVIES.keptEntity("MonthlyTotal").orElseThrow()).items()),
                new HashSet<>(store.of("MonthlyTotal")));
    }

    @Test
    void anEntryTypeTakesOnlyTheEntriesOfThatType() {
        IndexItems numbers = new IndexItems("customFields", Optional.of(dev.tablewright.model.AttributeType.N),
                List.of("title", "issueId"));
        TableDesign t = ISSUES.withKeptEntities(List.of(new dev.tablewright.model.KeptEntity("FieldIndex", "Issue",
                numbers)));
        List<Item> items = KeptItems.compute(t, t.keptEntities().get(0)).items();
        assertEquals(List.of("PRJ#p1#FLD#points/3#ISS#i1"), items.stream().map(i -> StreamKeeping.keyText(t, i)).toList());
        Store store = new Store(t);
        t.entity("Issue").orElseThrow().items().forEach(store::put);
        assertEquals(items, store.of("FieldIndex"));
    }

    @Test
    void indexItemsFollowTheirIssueEntryByEntry() {
        Store store = new Store(ISSUES);
        Entity issue = ISSUES.entity("Issue").orElseThrow();
        Item first = issue.items().get(0);
        store.put(first);
        assertEquals(2, store.of("FieldIndex").size(), store.items::toString);
        store.described.clear();
        AttributeValue.M fields = (AttributeValue.M) first.get("customFields").orElseThrow();
        Map<String, AttributeValue> changed = new LinkedHashMap<>(fields.value());
        changed.remove("points");
        changed.put("severity", new AttributeValue.S("low"));
        store.put(first.with("customFields", new AttributeValue.M(changed)));
        assertEquals(List.of("FieldIndex PRJ#p1#FLD#points/3#ISS#i1 (deleted)",
                "FieldIndex PRJ#p1#FLD#severity/high#ISS#i1 (deleted)",
                "FieldIndex PRJ#p1#FLD#severity/low#ISS#i1"), store.described);
        issue.items().forEach(store::put);
        assertEquals(new HashSet<>(KeptItems.compute(ISSUES, ISSUES.keptEntity("FieldIndex").orElseThrow()).items()),
                new HashSet<>(store.of("FieldIndex")));
        issue.items().forEach(store::delete);
        assertTrue(store.of("FieldIndex").isEmpty());
    }
}
