package dev.tablewright.model.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.Aggregate;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.IndexItems;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeptEntity;
import dev.tablewright.model.Measure;
import dev.tablewright.model.MeasureKind;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.stream.KeptFixtures;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Keeping an entity by the stream, changing how and stopping, each one edit that computes the kept items. */
class KeptEntityEditsTest {
    private static final DataModel DECLARED = KeptFixtures.read(KeptFixtures.MONTHLY_TOTALS);
    private static final KeptEntity MONTHLY_TOTAL = table(DECLARED, "Movies").keptEntity("MonthlyTotal").orElseThrow();
    /** The fixture as a designer starts: MonthlyTotal an ordinary entity, without keeping or items. */
    private static final DataModel PLAIN = DECLARED.withTable("Movies", t -> t.withKeptEntities(List.of())
            .withEntity("MonthlyTotal", e -> e.withItems(List.of())));
    private static final DataModel ISSUES = KeptFixtures.read(KeptFixtures.CUSTOM_FIELD_INDEX);

    private static TableDesign table(DataModel m, String name) {
        return m.table(name).orElseThrow();
    }

    private static List<Item> items(DataModel m, String table, String entity) {
        return table(m, table).entity(entity).orElseThrow().items();
    }

    @Test
    void keepingComputesTheKeptItemsInTheSameEditAndTheModelBeforeIsUntouched() {
        Edit edit = KeptEntityEdits.keep("Movies", MONTHLY_TOTAL);
        assertEquals("Keep MonthlyTotal by the stream from Stream", edit.description());
        DataModel after = edit.apply(PLAIN);

        assertEquals(List.of(MONTHLY_TOTAL), table(after, "Movies").keptEntities());
        assertEquals(items(DECLARED, "Movies", "MonthlyTotal"), items(after, "Movies", "MonthlyTotal"),
                "the totals the fixture stores, computed from its streams");
        assertEquals(3, items(after, "Movies", "MonthlyTotal").size());
        assertTrue(items(PLAIN, "Movies", "MonthlyTotal").isEmpty(), "undo goes back to the model before, as it was");
        assertTrue(table(PLAIN, "Movies").keptEntities().isEmpty());
    }

    @Test
    void changingAMeasureReplacesTheKeepingInPlaceAndComputesItAgain() {
        Aggregate a = (Aggregate) MONTHLY_TOTAL.keeping();
        List<Measure> measures = new ArrayList<>(a.measures());
        measures.set(1, new Measure("minutes", MeasureKind.MAX, "minutesWatched"));
        KeptEntity changed = new KeptEntity("MonthlyTotal", "Stream", new Aggregate(a.groupBy(), measures));

        DataModel after = KeptEntityEdits.keep("Movies", changed).apply(DECLARED);

        assertEquals(List.of(changed), table(after, "Movies").keptEntities(), "one keeping, changed");
        for (Item total : items(after, "Movies", "MonthlyTotal")) {
            assertEquals(total.get("longest"), total.get("minutes"), "minutes is now the longest stream");
        }
        assertFalse(items(after, "Movies", "MonthlyTotal").equals(items(DECLARED, "Movies", "MonthlyTotal")));
    }

    @Test
    void stoppingLeavesTheItemsAsOrdinaryItems() {
        DataModel after = KeptEntityEdits.stopKeeping("Movies", "MonthlyTotal").apply(DECLARED);
        assertTrue(table(after, "Movies").keptEntities().isEmpty());
        assertEquals(items(DECLARED, "Movies", "MonthlyTotal"), items(after, "Movies", "MonthlyTotal"));
        assertEquals(Optional.empty(), KeptItemEdits.refusal(table(after, "Movies"), "MonthlyTotal"),
                "its items can be edited by hand again");

        EditRefused twice = assertThrows(EditRefused.class,
                () -> KeptEntityEdits.stopKeeping("Movies", "MonthlyTotal").apply(after));
        assertEquals("MonthlyTotal is not kept by the stream.", twice.getMessage());
    }

    @Test
    void indexItemsOfOneEntryTypeKeepOnlyThoseEntries() {
        KeptEntity numbers = new KeptEntity("FieldIndex", "Issue",
                new IndexItems("customFields", Optional.of(AttributeType.N), List.of("title", "issueId")));
        DataModel after = KeptEntityEdits.keep("Issues", numbers).apply(ISSUES);

        List<Item> kept = items(after, "Issues", "FieldIndex");
        List<Item> every = items(ISSUES, "Issues", "FieldIndex");
        assertEquals(3, every.size(), "every entry: points and two severities");
        assertEquals(List.of(every.get(0)), kept, "only the number entry, points = 3 of i1");
        assertEquals(Optional.of(AttributeValue.s("PRJ#p1#FLD#points")), kept.get(0).get("pk"));
    }

    @Test
    void anEntityCannotBeKeptFromItselfOrFromAnUnknownSource() {
        EditRefused self = assertThrows(EditRefused.class, () -> KeptEntityEdits.keep("Movies",
                MONTHLY_TOTAL.withSource("MonthlyTotal")).apply(PLAIN));
        assertEquals("MonthlyTotal cannot be kept from its own writes: choose another source.", self.getMessage());
        EditRefused unknown = assertThrows(EditRefused.class, () -> KeptEntityEdits.keep("Movies",
                MONTHLY_TOTAL.withSource("Rating")).apply(PLAIN));
        assertEquals("Table 'Movies' has no entity 'Rating'.", unknown.getMessage());
    }
}
