package dev.tablewright.aws.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A conflict's rows: one per attribute either side changed, marked where both changed it differently. */
class AttributeConflictTest {
    private static final List<String> KEY = List.of("pk");

    private static Item item(Object... more) {
        Object[] all = new Object[more.length + 2];
        all[0] = "pk";
        all[1] = AttributeValue.s("P");
        System.arraycopy(more, 0, all, 2, more.length);
        return Item.of(all);
    }

    private static Optional<AttributeValue> s(String v) {
        return Optional.of(AttributeValue.s(v));
    }

    @Test
    void rowsAreTheAttributesSomeoneChangedAndBothChangingOneDifferentlyIsAClash() {
        Item read = item("title", AttributeValue.s("a"), "director", AttributeValue.s("d"), "year", AttributeValue.n(1),
                "note", AttributeValue.s("n"));
        Item theirs = item("title", AttributeValue.s("theirs"), "director", AttributeValue.s("D"),
                "year", AttributeValue.n(1), "note", AttributeValue.s("same"));
        Item mine = item("title", AttributeValue.s("mine"), "director", AttributeValue.s("d"), "year", AttributeValue.n(1),
                "note", AttributeValue.s("same"), "added", AttributeValue.s("x"));
        List<AttributeConflict> rows = AttributeConflict.rows(Optional.of(read), Optional.of(theirs), Optional.of(mine), KEY);
        assertEquals(List.of(
                new AttributeConflict("title", s("a"), s("theirs"), s("mine")),
                new AttributeConflict("director", s("d"), s("D"), s("d")),
                new AttributeConflict("note", s("n"), s("same"), s("same")),
                new AttributeConflict("added", Optional.empty(), Optional.empty(), s("x"))), rows,
                "year (nobody changed it) and the key are left out");
        assertEquals(List.of(true, false, false, false), rows.stream().map(AttributeConflict::clash).toList());
        assertEquals(List.of(true, false, true, true), rows.stream().map(AttributeConflict::mineChanged).toList());
        assertEquals(List.of(true, true, true, false), rows.stream().map(AttributeConflict::theirsChanged).toList());
    }

    @Test
    void aDeleteMeetingAChangeAndAnEditMeetingADeleteShowEveryAttributeTouched() {
        Item read = item("title", AttributeValue.s("a"));
        List<AttributeConflict> delete = AttributeConflict.rows(Optional.of(read),
                Optional.of(item("title", AttributeValue.s("b"))), Optional.empty(), KEY);
        assertEquals(List.of(new AttributeConflict("title", s("a"), s("b"), Optional.empty())), delete);
        assertTrue(delete.get(0).clash(), "their change is lost by deleting");

        List<AttributeConflict> gone = AttributeConflict.rows(Optional.of(read), Optional.empty(),
                Optional.of(item("title", AttributeValue.s("mine"))), KEY);
        assertTrue(gone.get(0).clash());
        List<AttributeConflict> fresh = AttributeConflict.rows(Optional.empty(), Optional.of(read),
                Optional.of(item("n", AttributeValue.n(2))), KEY);
        assertEquals(2, fresh.size());
        assertFalse(fresh.get(0).mineChanged(), "title is theirs alone");
    }
}
