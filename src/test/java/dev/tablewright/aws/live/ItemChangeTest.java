package dev.tablewright.aws.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** What an edit changed of an item, and the item an update of it leaves. */
class ItemChangeTest {

    @Test
    void onlyChangedAddedAndRemovedAttributesAreInTheChange() {
        Item read = Item.of("pk", AttributeValue.s("P"), "title", AttributeValue.s("a"), "n", AttributeValue.n(1),
                "tags", new AttributeValue.SS(Set.of("x", "y")), "gone", AttributeValue.s("g"));
        Item edited = Item.of("pk", AttributeValue.s("P"), "title", AttributeValue.s("b"), "n", AttributeValue.n(1),
                "tags", new AttributeValue.SS(new java.util.LinkedHashSet<>(List.of("y", "x"))),
                "new", AttributeValue.s("z"));
        ItemChange change = ItemChange.between(read, edited);
        assertEquals(Map.of("title", AttributeValue.s("b"), "new", AttributeValue.s("z")), change.set(),
                "a set in another order is no change");
        assertEquals(Set.of("gone"), change.removed());
        assertEquals(List.of("title", "new", "gone"), List.copyOf(change.names()));
        assertEquals(edited, change.applyTo(read));
        Item theirs = read.with("director", AttributeValue.s("D"));
        assertEquals(edited.with("director", AttributeValue.s("D")), change.applyTo(theirs),
                "another's attribute stays");
    }

    @Test
    void anEditThatChangesNothingIsEmptyAndKeyAttributesCanBeLeftOut() {
        Item read = Item.of("pk", AttributeValue.s("P"), "n", AttributeValue.n(1));
        assertTrue(ItemChange.between(read, Item.of("n", AttributeValue.n(1), "pk", AttributeValue.s("P"))).isEmpty());
        ItemChange fresh = ItemChange.between(Item.EMPTY, read);
        assertEquals(Set.of("pk", "n"), fresh.names());
        assertEquals(Map.of("n", AttributeValue.n(1)), fresh.without(List.of("pk")).set());
    }
}
