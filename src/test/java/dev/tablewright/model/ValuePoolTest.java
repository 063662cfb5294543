package dev.tablewright.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.math.BigDecimal;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ValuePoolTest {
    private final ValuePool pool = new ValuePool();

    @Test
    void equalScalarsReadTwiceAreOneInstance() {
        AttributeValue.S first = new AttributeValue.S(new String("movie"));
        assertSame(first, pool.share(first));
        assertSame(first, pool.share(new AttributeValue.S(new String("movie"))));
        AttributeValue.N year = AttributeValue.N.parse("1994");
        assertSame(year, pool.share(year));
        assertSame(year, pool.share(AttributeValue.N.parse("1994")));
        AttributeValue.B bytes = new AttributeValue.B(Binary.fromBase64("AQID"));
        assertSame(bytes, pool.share(bytes));
        assertSame(bytes, pool.share(new AttributeValue.B(Binary.fromBase64("AQID"))));
        assertNotSame(first, pool.share(new AttributeValue.S("actor")));
        assertEquals(4, pool.size());
    }

    @Test
    void aSetIsSharedOnlyWithTheSameMembersInTheSameOrder() {
        AttributeValue.SS dramaCrime = new AttributeValue.SS(Set.of("Drama"));
        AttributeValue.SS ordered = new AttributeValue.SS(new java.util.LinkedHashSet<>(List.of("Drama", "Crime")));
        AttributeValue.SS reversed = new AttributeValue.SS(new java.util.LinkedHashSet<>(List.of("Crime", "Drama")));
        assertSame(ordered, pool.share(ordered));
        assertEquals(ordered, reversed, "equal as sets");
        assertSame(reversed, pool.share(reversed), "but each is written back in its own order");
        assertSame(ordered, pool.share(new AttributeValue.SS(new java.util.LinkedHashSet<>(List.of("Drama", "Crime")))));
        assertSame(dramaCrime, pool.share(dramaCrime));
        AttributeValue.NS numbers = new AttributeValue.NS(Set.of(BigDecimal.ONE));
        assertSame(numbers, pool.share(numbers));
        assertSame(numbers, pool.share(new AttributeValue.NS(Set.of(new BigDecimal("1.0")))));
    }

    @Test
    void mapsAndListsAreLeftAsRead() {
        AttributeValue.L list = new AttributeValue.L(List.of(new AttributeValue.S("a")));
        pool.share(list);
        assertNotSame(pool.share(new AttributeValue.L(List.of(new AttributeValue.S("a")))), list);
        assertEquals(0, pool.size());
    }

    @Test
    void anItemGetsThePoolsValuesInItsOwnOrderAndShape() {
        Item movie = Item.of("pk", new AttributeValue.S("mov#1"), "entityType", new AttributeValue.S("movie"));
        Item again = Item.of("pk", new AttributeValue.S("mov#2"), "entityType", new AttributeValue.S(new String("movie")));
        assertSame(movie, pool.share(movie), "nothing to share yet: the item itself");
        Item shared = pool.share(again);
        assertEquals(again, shared);
        assertEquals(List.of("pk", "entityType"), List.copyOf(shared.attributes().keySet()));
        assertSame(movie.attributes().get("entityType"), shared.attributes().get("entityType"));
        assertSame(again.attributes().get("pk"), shared.attributes().get("pk"));
    }

    @Test
    void aFullPoolTakesNoMoreValuesButStillSharesThoseItHolds() {
        ValuePool small = new ValuePool(2);
        AttributeValue.S a = new AttributeValue.S("a");
        small.share(a);
        small.share(new AttributeValue.S("b"));
        AttributeValue.S c = new AttributeValue.S("c");
        small.share(c);
        assertEquals(2, small.size());
        assertNotSame(c, small.share(new AttributeValue.S("c")));
        assertSame(a, small.share(new AttributeValue.S("a")));
    }
}
