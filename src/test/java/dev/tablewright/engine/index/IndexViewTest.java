package dev.tablewright.engine.index;

import static dev.tablewright.model.AttributeValue.n;
import static dev.tablewright.model.AttributeValue.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.Projection;
import dev.tablewright.model.TableDesign;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class IndexViewTest {
    static TableDesign movies() {
        return IndexViewTestFixtures.movies();
    }

    @Test
    void tableViewDerivesKeysAndSortsByUtf8() {
        IndexView v = IndexView.ofTable(movies());
        List<String> keys = v.items().stream().map(i -> text(i.item(), "PK") + "|" + text(i.item(), "SK")).toList();
        assertEquals(List.of("MOVIE#a|ACTOR#\uFFFD", "MOVIE#a|ACTOR#\uD83D\uDE00", "MOVIE#a|MOVIE", "MOVIE#b|MOVIE"), keys);
        assertFalse(v.isSparse());
        assertEquals(4, v.tableItemCount());
    }

    @Test
    void gsiIsSparseAndProjectsKeysOnly() {
        IndexView v = IndexView.ofIndex(movies(), "GSI1").orElseThrow();
        assertTrue(v.isSparse());
        assertEquals(2, v.items().size());
        assertEquals("YEAR#1972", text(v.items().get(0).item(), "GSI1PK"));
        assertEquals(java.util.Set.of("PK", "SK", "GSI1PK"), v.items().get(0).item().attributes().keySet());
        assertEquals("Movie#1", v.items().get(0).id());
    }

    @Test
    void lsiSortsNumbersByValueAndIncludesListedAttributes() {
        IndexView v = IndexView.ofIndex(movies(), "ByRank").orElseThrow();
        assertEquals(List.of(n(2), n(10)), v.items().stream().map(i -> i.item().attributes().get("rank")).toList());
        assertTrue(v.items().get(0).item().has("actor"));
        assertFalse(v.items().get(0).item().has("movieId"));
    }

    @Test
    void itemsWithAWrongTypedOrEmptyKeyAreNotInTheIndex() {
        KeySchema keys = KeySchema.of("G", AttributeType.N);
        assertFalse(IndexView.carriesKeys(Item.of("G", s("1")), keys));
        assertFalse(IndexView.carriesKeys(Item.of("H", n(1)), keys));
        assertTrue(IndexView.carriesKeys(Item.of("G", n(1)), keys));
        assertFalse(IndexView.carriesKeys(Item.of("P", s("")), KeySchema.of("P", AttributeType.S)));
    }

    @Test
    void allViewsTableFirst() {
        List<IndexView> views = IndexView.all(movies());
        assertEquals(3, views.size());
        assertTrue(views.get(0).isTable());
        assertEquals("GSI1", views.get(1).indexName());
        assertEquals("ByRank", views.get(2).indexName());
    }

    @Test
    void partitionsOfEqualNumbersAreOneAndKeepTheirItemsInKeyOrder() {
        TableDesign table = TableDesign.of("T", KeySchema.of("P", AttributeType.N, "S", AttributeType.S))
                .withItems(List.of(Item.of("P", n("10"), "S", s("b")), Item.of("P", n(2), "S", s("z")),
                        Item.of("P", n("1E+1"), "S", s("a")), Item.of("P", n("2.0"), "S", s("y")),
                        Item.of("P", n(-3), "S", s("x"))));
        List<String> order = IndexView.ofTable(table).items().stream()
                .map(i -> text(i.item(), "P") + "|" + text(i.item(), "S")).toList();
        assertEquals(List.of("-3|x", "2|y", "2|z", "10|a", "10|b"), order);
    }

    @Test
    void partitionsSplitTheItemsByPartitionKeyInKeyOrder() {
        IndexView v = IndexView.ofTable(movies());
        assertEquals(List.of(List.of(s("MOVIE#a")), List.of(s("MOVIE#b"))),
                v.partitions().stream().map(IndexView.Partition::key).toList());
        assertEquals(v.items().subList(0, 3), v.partitions().get(0).items());
        assertEquals(v.items().subList(3, 4), v.partitions().get(1).items());
    }

    static String text(Item item, String name) {
        AttributeValue v = item.attributes().get(name);
        return v == null ? null : v.toString();
    }

    @Test
    void aMultiAttributePartitionIsTheTupleOfItsValuesSortedByEachInTurn() {
        IndexView v = IndexView.ofIndex(dev.tablewright.model.TournamentFixture.table(),
                dev.tablewright.model.TournamentFixture.INDEX).orElseThrow();
        assertEquals(List.of(List.of(s("S25"), s("EU")), List.of(s("W24"), s("EU")), List.of(s("W24"), s("NA"))),
                v.partitions().stream().map(IndexView.Partition::key).toList());
        assertEquals(List.of(1, 4, 1), v.partitions().stream().map(p -> p.items().size()).toList());
        assertEquals(List.of("m3", "m1", "m5", "m2"), v.partitions().get(1).items().stream()
                .map(i -> text(i.item(), "matchId")).toList(), "round 2 before 10, then bracket, then matchId");
    }
}
