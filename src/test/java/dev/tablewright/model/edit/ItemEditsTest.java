package dev.tablewright.model.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.TableDesign;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ItemEditsTest {
    private static final String T = "Movies";

    private static DataModel movies() {
        Entity movie = Entity.named("Movie")
                .withAttributes(List.of(new AttributeDef("movieId", AttributeType.S), new AttributeDef("title", AttributeType.S)))
                .withKeyTemplate("PK", KeyTemplate.parse("MOVIE#${movieId}"))
                .withKeyTemplate("SK", KeyTemplate.parse("META"));
        return DataModel.of("m", List.of(TableDesign.of(T, KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S))
                .withEntities(List.of(movie))));
    }

    private static List<Item> items(DataModel m) {
        return m.table(T).orElseThrow().entity("Movie").orElseThrow().items();
    }

    private static final Item HEAT = Item.of("movieId", AttributeValue.s("1"), "title", AttributeValue.s("Heat"));

    @Test
    void addedItemsGetTheirKeysAndTypeMarker() {
        Edit add = ItemEdits.add(T, "Movie", List.of(HEAT));
        assertEquals("Add Movie item", add.description());
        Item added = items(add.apply(movies())).get(0);
        assertEquals(AttributeValue.s("MOVIE#1"), added.attributes().get("PK"));
        assertEquals(AttributeValue.s("META"), added.attributes().get("SK"));
        assertEquals(AttributeValue.s("Movie"), added.attributes().get("entityType"));
        assertEquals("Add 2,000 Movie items", ItemEdits.add(T, "Movie", java.util.Collections.nCopies(2000, HEAT)).description());
    }

    @Test
    void changingASourceAttributeMovesTheItemToItsNewPartition() {
        DataModel m = ItemEdits.add(T, "Movie", List.of(HEAT)).apply(movies());
        m = ItemEdits.set(T, "Movie", 0, "movieId", AttributeValue.s("2")).apply(m);
        assertEquals(AttributeValue.s("MOVIE#2"), items(m).get(0).attributes().get("PK"));
    }

    @Test
    void derivedKeysCannotBeSetByHand() {
        DataModel m = ItemEdits.add(T, "Movie", List.of(HEAT)).apply(movies());
        EditRefused e = assertThrows(EditRefused.class,
                () -> ItemEdits.set(T, "Movie", 0, "PK", AttributeValue.s("X")).apply(m));
        assertEquals("PK is derived from the template MOVIE#${movieId}; change the attributes it is made of.", e.getMessage());
    }

    @Test
    void removingAnAttributeAndSettingSeveral() {
        DataModel m = ItemEdits.add(T, "Movie", List.of(HEAT)).apply(movies());
        m = ItemEdits.set(T, "Movie", 0, "title", null).apply(m);
        assertFalse(items(m).get(0).has("title"));
        m = ItemEdits.setAll(T, "Movie", 0, Map.of("title", AttributeValue.s("Alien"), "movieId", AttributeValue.s("9"))).apply(m);
        assertEquals(AttributeValue.s("MOVIE#9"), items(m).get(0).attributes().get("PK"));
        assertEquals(AttributeValue.s("Alien"), items(m).get(0).attributes().get("title"));
    }

    @Test
    void duplicateAndDeleteByPosition() {
        DataModel m = ItemEdits.add(T, "Movie", List.of(HEAT, HEAT.with("movieId", AttributeValue.s("2")))).apply(movies());
        m = ItemEdits.duplicate(T, "Movie", Set.of(1)).apply(m);
        assertEquals(3, items(m).size());
        assertEquals(items(m).get(1), items(m).get(2));
        m = ItemEdits.delete(T, "Movie", Set.of(0, 2)).apply(m);
        assertEquals(List.of(AttributeValue.s("2")), items(m).stream().map(i -> i.attributes().get("movieId")).toList());
        DataModel last = m;
        assertThrows(EditRefused.class, () -> ItemEdits.delete(T, "Movie", Set.of(5)).apply(last));
    }
}
