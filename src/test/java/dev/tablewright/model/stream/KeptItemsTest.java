package dev.tablewright.model.stream;

import dev.tablewright.model.Aggregate;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.GroupPart;
import dev.tablewright.model.IndexItems;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeptEntity;
import dev.tablewright.model.Measure;
import dev.tablewright.model.MeasureKind;
import dev.tablewright.model.PartOf;
import dev.tablewright.model.TableDesign;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Kept items computed from their source's: every measure, date parts, map entries, keys and order. */
class KeptItemsTest {
    private static final TableDesign MOVIES = KeptFixtures.read(KeptFixtures.MONTHLY_TOTALS).tables().get(0);
    private static final TableDesign ISSUES = KeptFixtures.read(KeptFixtures.CUSTOM_FIELD_INDEX).tables().get(0);

    private static AttributeValue s(String v) {
        return new AttributeValue.S(v);
    }

    private static AttributeValue n(String v) {
        return AttributeValue.N.parse(v);
    }

    private static List<Item> totals(TableDesign t) {
        return KeptItems.compute(t, t.keptEntity("MonthlyTotal").orElseThrow()).items();
    }

    @Test
    void anAggregateCountsSumsAndKeepsTheExtremesAndTheLatestPerMovieAndMonth() {
        List<Item> totals = totals(MOVIES);
        assertEquals(3, totals.size(), totals::toString);
        Item may = totals.get(0);
        assertEquals(Optional.of(s("MOV#m1")), may.get("pk"));
        assertEquals(Optional.of(s("TOTAL#2024-05")), may.get("sk"));
        assertEquals(Optional.of(s("m1")), may.get("movieId"));
        assertEquals(Optional.of(s("2024-05")), may.get("month"));
        assertEquals(Optional.of(n("3")), may.get("streams"));
        assertEquals(Optional.of(n("107.75")), may.get("minutes"), "95.5 + 12 + 0.25, exactly");
        assertEquals(Optional.of(n("95.5")), may.get("longest"));
        assertEquals(Optional.of(n("0.25")), may.get("shortest"));
        assertEquals(Optional.of(s("tablet")), may.get("lastDevice"), "the last of the month's streams in order");
        assertEquals(Optional.of(s("monthlyTotal")), may.get(MOVIES.typeAttribute()));
        assertEquals(List.of("TOTAL#2024-05", "TOTAL#2024-05", "TOTAL#2024-06"),
                totals.stream().map(i -> ((AttributeValue.S) i.get("sk").orElseThrow()).value()).toList(),
                "groups in the order of their first stream: m1 May, m2 May, m1 June");
        assertEquals(totals, MOVIES.entity("MonthlyTotal").orElseThrow().items(), "the fixture holds them");
    }

    @Test
    void sumsAreExactDecimalsAsDynamoDbAddsThem() {
        TableDesign t = withStreams(stream("m1", "2024-05-01", "0.1"), stream("m1", "2024-05-02", "0.2"));
        assertEquals(Optional.of(n("0.3")), totals(t).get(0).get("minutes"));
    }

    @Test
    void aGroupWithoutNumbersSumsToZeroAndHasNoExtremes() {
        TableDesign t = withStreams(stream("m1", "2024-05-01", null));
        Item total = totals(t).get(0);
        assertEquals(Optional.of(n("0")), total.get("minutes"));
        assertTrue(total.get("longest").isEmpty() && total.get("shortest").isEmpty(), total::toString);
        assertEquals(Optional.of(n("1")), total.get("streams"));
    }

    @Test
    void anItemWithoutTheGroupsDatePartIsInNoGroup() {
        TableDesign t = withStreams(stream("m1", "yesterday", "5"), stream("m1", "2024-07-09T10:00:00Z", "7"));
        List<Item> totals = totals(t);
        assertEquals(1, totals.size(), totals::toString);
        assertEquals(Optional.of(s("2024-07")), totals.get(0).get("month"));
    }

    @Test
    void datePartsTakeTheYearMonthOrDayOfAnIsoString() {
        assertEquals(Optional.of("2024"), PartOf.YEAR.of("2024-05-17T10:00:00Z"));
        assertEquals(Optional.of("2024-05"), PartOf.MONTH.of("2024-05-17T10:00:00Z"));
        assertEquals(Optional.of("2024-05-17"), PartOf.DAY.of("2024-05-17"));
        assertEquals(Optional.empty(), PartOf.DAY.of("2024-05"));
        assertEquals(Optional.empty(), PartOf.MONTH.of("20240517"));
        assertEquals(Optional.of("anything"), PartOf.VALUE.of("anything"));
    }

    @Test
    void aYearPartGroupsEveryMonthOfTheYear() {
        TableDesign t = MOVIES.withKeptEntities(List.of(new KeptEntity("MonthlyTotal", "Stream", new Aggregate(
                List.of(new GroupPart("movieId", "movieId", PartOf.VALUE), new GroupPart("month", "streamedAt",
                        PartOf.YEAR)), List.of(new Measure("streams", MeasureKind.COUNT, ""))))));
        List<Item> totals = totals(t);
        assertEquals(List.of(Optional.of(n("4")), Optional.of(n("1"))), totals.stream().map(i -> i.get("streams"))
                .toList());
        assertEquals(Optional.of(s("TOTAL#2024")), totals.get(0).get("sk"));
    }

    @Test
    void indexItemsAreOnePerMapEntryInKeyOrderWithTheCopiedAttributes() {
        List<Item> items = KeptItems.compute(ISSUES, ISSUES.keptEntity("FieldIndex").orElseThrow()).items();
        assertEquals(3, items.size(), items::toString);
        assertEquals(Map.of("pk", s("PRJ#p1#FLD#points"), "sk", s("3#ISS#i1"), "title", s("Login fails"),
                "issueId", s("i1"), ISSUES.typeAttribute(), s("fieldIndex")), items.get(0).attributes());
        assertEquals(Optional.of(s("PRJ#p1#FLD#severity")), items.get(1).get("pk"));
        assertEquals(Optional.of(s("high#ISS#i1")), items.get(1).get("sk"));
        assertEquals(Optional.of(s("low#ISS#i2")), items.get(2).get("sk"));
        assertTrue(items.stream().noneMatch(i -> i.has("customFields") || i.has("key")), "only keys and copies");
    }

    @Test
    void indexItemsWithoutEachAreOnePerSourceItem() {
        TableDesign t = ISSUES.withKeptEntities(List.of(new KeptEntity("FieldIndex", "Issue",
                new IndexItems("", List.of("title"))))).withEntity("FieldIndex", e -> e.withKeyTemplate("pk",
                dev.tablewright.model.KeyTemplate.parse("TITLE#${title}")).withKeyTemplate("sk",
                dev.tablewright.model.KeyTemplate.parse("ISS#${projectId}#${issueId}")));
        List<Item> items = KeptItems.compute(t, t.keptEntity("FieldIndex").orElseThrow()).items();
        assertEquals(List.of(Optional.of(s("TITLE#Login fails")), Optional.of(s("TITLE#Slow search")),
                Optional.of(s("TITLE#No fields yet"))), items.stream().map(i -> i.get("pk")).toList());
    }

    @Test
    void anEntryWhoseValueNoTemplateCanRenderIsLeftOutWithANote() {
        Item nested = Item.of("projectId", s("p1"), "issueId", s("i9"), "customFields",
                new AttributeValue.M(Map.of("owner", new AttributeValue.M(Map.of("name", s("Ada"))))));
        TableDesign t = ISSUES.withEntity("Issue", e -> e.withItems(List.of(nested)));
        KeptItems.Computed c = KeptItems.compute(t, t.keptEntity("FieldIndex").orElseThrow());
        assertEquals(List.of(), c.items());
        assertEquals(1, c.notes().size(), c.notes()::toString);
        assertTrue(c.notes().get(0).startsWith("FieldIndex: an item is left out: its sk cannot be made"),
                c.notes().get(0));
    }

    private static Item stream(String movie, String at, String minutes) {
        Item i = Item.of("movieId", s(movie), "streamedAt", s(at), "userId", s("u" + at), "device", s("tv"));
        return minutes == null ? i : i.with("minutesWatched", n(minutes));
    }

    private static TableDesign withStreams(Item... streams) {
        List<Item> items = new ArrayList<>(List.of(streams));
        return MOVIES.withEntity("Stream", e -> e.withItems(items));
    }
}
