package dev.tablewright.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class KeyDerivationTest {
    private final TableDesign table = TableDesign.of("Movies", KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S))
            .withGlobalIndexes(List.of(new GlobalSecondaryIndex("ByYear",
                    KeySchema.of("GSI1PK", AttributeType.S, "year", AttributeType.N), Projection.ALL)));
    private final Entity movie = Entity.named("Movie").withKeyTemplates(Map.of(
            "PK", KeyTemplate.parse("MOVIE#${movieId}"),
            "SK", KeyTemplate.parse("METADATA"),
            "GSI1PK", KeyTemplate.parse("GENRE#${genre}")));

    @Test
    void derivesEveryTemplatedKey() {
        Item item = Item.of("movieId", AttributeValue.s("tt1"), "genre", AttributeValue.s("drama"),
                "PK", AttributeValue.s("stale"));
        KeyDerivation.Result r = KeyDerivation.deriveAll(table, movie, item);
        assertEquals(AttributeValue.s("MOVIE#tt1"), r.item().attributes().get("PK"));
        assertEquals(AttributeValue.s("METADATA"), r.item().attributes().get("SK"));
        assertEquals(AttributeValue.s("GENRE#drama"), r.item().attributes().get("GSI1PK"));
        assertTrue(r.unfilled().isEmpty());
    }

    @Test
    void fillMissingKeepsValuesAlreadyThere() {
        Item item = Item.of("movieId", AttributeValue.s("tt1"), "PK", AttributeValue.s("MOVIE#old"),
                "SK", AttributeValue.s(""));
        KeyDerivation.Result r = KeyDerivation.fillMissing(table, movie, item);
        assertEquals(AttributeValue.s("MOVIE#old"), r.item().attributes().get("PK"));
        assertEquals(AttributeValue.s("METADATA"), r.item().attributes().get("SK"));
        assertEquals(List.of("GSI1PK"), r.unfilled().stream().map(KeyDerivation.Unfilled::attribute).toList());
    }

    @Test
    void numberKeysAreTypedFromTheSchema() {
        Entity e = movie.withKeyTemplate("year", KeyTemplate.parse("${releaseYear}"));
        Item item = Item.of("releaseYear", AttributeValue.n(1994), "movieId", AttributeValue.s("x"));
        assertEquals(AttributeValue.n(1994), KeyDerivation.deriveAll(table, e, item).item().attributes().get("year"));
        Item bad = Item.of("releaseYear", AttributeValue.s("soon"), "movieId", AttributeValue.s("x"));
        KeyDerivation.Result r = KeyDerivation.deriveAll(table, e, bad);
        assertTrue(r.unfilled().stream().anyMatch(u -> u.attribute().equals("year") && u.reason().contains("not a valid N")));
    }

    @Test
    void renamingAnAttributeFollowsIntoTemplatesAndItems() {
        Entity e = Entity.named("Order")
                .withAttributes(List.of(new AttributeDef("status", AttributeType.S, true)))
                .withKeyTemplates(Map.of("SK", KeyTemplate.parse("STATUS#${status}")))
                .withItems(List.of(Item.of("status", AttributeValue.s("open"))));
        Entity renamed = e.renameAttribute("status", "state");
        assertEquals("state", renamed.attributes().get(0).name());
        assertEquals("STATUS#${state}", renamed.keyTemplates().get("SK").source());
        assertTrue(renamed.items().get(0).has("state"));
    }
}
