package dev.tablewright.model.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.FixHint;
import dev.tablewright.model.IndexItems;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeptEntity;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.stream.KeptFixtures;
import dev.tablewright.model.stream.KeptWrite;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Item edits of a source entity keep its kept entities in the same edit; a kept entity's items are not edited by hand. */
class KeptItemEditsTest {
    private static final DataModel MOVIES = KeptFixtures.read(KeptFixtures.MONTHLY_TOTALS);
    private static final DataModel ISSUES = KeptFixtures.read(KeptFixtures.CUSTOM_FIELD_INDEX);
    private static final String REFUSAL = "MonthlyTotal items are kept by the stream from Stream: edit Stream items "
            + "and the stream keeps them.";

    private static AttributeValue n(String v) {
        return AttributeValue.N.parse(v);
    }

    private static List<Item> items(DataModel m, String table, String entity) {
        return m.table(table).orElseThrow().entity(entity).orElseThrow().items();
    }

    private static List<Item> totals(DataModel m) {
        return items(m, "Movies", "MonthlyTotal");
    }

    /** The total at pk/sk, if the model holds one. */
    private static Optional<Item> total(DataModel m, String movie, String month) {
        return totals(m).stream().filter(i -> i.get("pk").equals(Optional.of(AttributeValue.s("MOV#" + movie)))
                && i.get("sk").equals(Optional.of(AttributeValue.s("TOTAL#" + month)))).findFirst();
    }

    private static Optional<AttributeValue> measure(DataModel m, String movie, String month, String attribute) {
        return total(m, movie, month).flatMap(i -> i.get(attribute));
    }

    @Test
    void settingAStreamsMinutesChangesItsMonthsTotalInTheSameEditAndUndoRestoresBoth() {
        Edit edit = ItemEdits.set("Movies", "Stream", 1, "minutesWatched", n("20"));
        DataModel after = edit.apply(MOVIES);
        assertEquals(Optional.of(n("115.75")), measure(after, "m1", "2024-05", "minutes"), "95.5 + 20 + 0.25");
        assertEquals(Optional.of(n("20")), items(after, "Movies", "Stream").get(1).get("minutesWatched"));
        assertEquals(Optional.of(n("95.5")), measure(after, "m1", "2024-05", "longest"));
        assertEquals(Optional.of(n("1")), measure(after, "m2", "2024-05", "streams"), "other groups as they were");
        List<KeptWrite> writes = EditedKeptItems.between(MOVIES, after, "Movies");
        assertEquals("+1 write by the stream: MonthlyTotal MOV#m1/TOTAL#2024-05", EditedKeptItems.message(writes));
    }

    @Test
    void movingAStreamToAnotherMonthMovesItsCount() {
        DataModel after = ItemEdits.set("Movies", "Stream", 1, "streamedAt", AttributeValue.s("2024-06-20T10:00:00Z"))
                .apply(MOVIES);
        assertEquals(Optional.of(n("2")), measure(after, "m1", "2024-05", "streams"));
        assertEquals(Optional.of(n("2")), measure(after, "m1", "2024-06", "streams"));
        assertEquals(Optional.of(n("113.25")), measure(after, "m1", "2024-06", "minutes"), "101.25 + 12");
        assertEquals("+2 writes by the stream: MonthlyTotal MOV#m1/TOTAL#2024-05, MonthlyTotal MOV#m1/TOTAL#2024-06",
                EditedKeptItems.message(EditedKeptItems.between(MOVIES, after, "Movies")));
    }

    @Test
    void deletingTheLastStreamOfAGroupRemovesItsTotal() {
        DataModel after = ItemEdits.delete("Movies", "Stream", List.of(2)).apply(MOVIES);
        assertTrue(total(after, "m2", "2024-05").isEmpty(), () -> totals(after).toString());
        assertEquals(2, totals(after).size());
        assertEquals("+1 write by the stream: MonthlyTotal MOV#m2/TOTAL#2024-05 (deleted)",
                EditedKeptItems.message(EditedKeptItems.between(MOVIES, after, "Movies")));
    }

    @Test
    void addingAndDuplicatingStreamsCountThem() {
        Item stream = Item.of("movieId", AttributeValue.s("m3"), "streamedAt", AttributeValue.s("2024-07-04T12:00:00Z"),
                "userId", AttributeValue.s("u9"), "minutesWatched", n("42"));
        DataModel added = ItemEdits.add("Movies", "Stream", List.of(stream)).apply(MOVIES);
        assertEquals(Optional.of(n("1")), measure(added, "m3", "2024-07", "streams"));
        assertEquals(Optional.of(n("42")), measure(added, "m3", "2024-07", "minutes"));
        DataModel duplicated = ItemEdits.duplicate("Movies", "Stream", List.of(2)).apply(MOVIES);
        assertEquals(Optional.of(n("2")), measure(duplicated, "m2", "2024-05", "streams"));
        assertEquals(Optional.of(n("260")), measure(duplicated, "m2", "2024-05", "minutes"));
    }

    @Test
    void aPastedRowIsOneEditThatKeepsTheTotals() {
        DataModel after = ItemEdits.setAll("Movies", "Stream", 0, Map.of("minutesWatched", n("100"),
                "device", AttributeValue.s("car"))).apply(MOVIES);
        assertEquals(Optional.of(n("112.25")), measure(after, "m1", "2024-05", "minutes"));
    }

    @Test
    void editsOfAKeptEntitysItemsAreRefusedWithWhereTheyComeFrom() {
        for (Edit edit : List.of(ItemEdits.set("Movies", "MonthlyTotal", 0, "minutes", n("1")),
                ItemEdits.add("Movies", "MonthlyTotal", List.of(Item.of("movieId", AttributeValue.s("m9")))),
                ItemEdits.duplicate("Movies", "MonthlyTotal", List.of(0)),
                ItemEdits.delete("Movies", "MonthlyTotal", List.of(0)))) {
            EditRefused refused = assertThrows(EditRefused.class, () -> edit.apply(MOVIES), edit::description);
            assertEquals(REFUSAL, refused.getMessage());
        }
        assertEquals(Optional.of(REFUSAL), KeptItemEdits.refusal(MOVIES.tables().get(0), "MonthlyTotal"));
        assertEquals(Optional.empty(), KeptItemEdits.refusal(MOVIES.tables().get(0), "Stream"));
    }

    @Test
    void generateAndRecomputeStillSetKeptItems() {
        TableDesign t = MOVIES.tables().get(0);
        DataModel emptied = MOVIES.withTable("Movies", x -> x.withEntity("MonthlyTotal", e -> e.withItems(List.of())));
        DataModel recomputed = QuickFixes.edit(new FixHint.RecomputeKeptItems("Movies", "MonthlyTotal")).apply(emptied);
        assertEquals(t.entity("MonthlyTotal").orElseThrow().items(), totals(recomputed));
        // Rederiving a kept entity's keys (its templates changed) computes its items again instead of refusing.
        DataModel rederived = ItemEdits.rederiveKeys("Movies", "MonthlyTotal").apply(emptied);
        assertEquals(t.entity("MonthlyTotal").orElseThrow().items(), totals(rederived));
    }

    @Test
    void indexItemsFollowTheirIssuesCustomFields() {
        Item i2 = items(ISSUES, "Issues", "Issue").get(1);
        AttributeValue fields = new AttributeValue.M(Map.of("severity", AttributeValue.s("high"), "team", AttributeValue.s("web")));
        DataModel after = ItemEdits.set("Issues", "Issue", 1, "customFields", fields).apply(ISSUES);
        List<String> keys = items(after, "Issues", "FieldIndex").stream()
                .map(i -> i.get("pk").orElseThrow() + "/" + i.get("sk").orElseThrow()).toList();
        assertTrue(keys.stream().anyMatch(k -> k.contains("PRJ#p1#FLD#team") && k.contains("web#ISS#i2")), keys::toString);
        assertTrue(keys.stream().noneMatch(k -> k.contains("low#ISS#i2")), keys::toString);
        assertEquals(4, keys.size(), keys::toString);
        String message = EditedKeptItems.message(EditedKeptItems.between(ISSUES, after, "Issues"));
        assertEquals("+3 writes by the stream: FieldIndex PRJ#p1#FLD#severity/high#ISS#i2, FieldIndex "
                + "PRJ#p1#FLD#team/web#ISS#i2, FieldIndex PRJ#p1#FLD#severity/low#ISS#i2 (deleted)", message);
        assertEquals(i2.get("title"), items(after, "Issues", "FieldIndex").get(2).get("title"));
    }

    @Test
    void theMessageNamesThreeAndCountsTheRest() {
        List<KeptWrite> writes = List.of(write("A"), write("B"), write("C"), write("D"), write("E"));
        assertEquals("+5 writes by the stream: T A, T B, T C and 2 more", EditedKeptItems.message(writes));
        assertEquals("", EditedKeptItems.message(List.of()));
    }

    @Test
    void editsOfAnEntityNothingKeepsWriteNothingByTheStream() {
        DataModel after = ItemEdits.set("Movies", "Stream", 0, "userId", AttributeValue.s("u1")).apply(MOVIES);
        assertEquals(List.of(), EditedKeptItems.between(MOVIES, after, "Movies"));
        Entity totals = after.table("Movies").orElseThrow().entity("MonthlyTotal").orElseThrow();
        assertEquals(MOVIES.table("Movies").orElseThrow().entity("MonthlyTotal").orElseThrow(), totals);
    }

    @Test
    void keptItemsSharingAMovedStreamsPartitionAreNotLeftBehindTheStreamKeepsThem() {
        // m2's only stream moves to m5: its total under MOV#m2 is the stream's to delete, not the user's to move.
        assertEquals(Optional.empty(), CollectionLeftBehind.of(MOVIES, "Movies", "Stream", 2, "movieId",
                AttributeValue.s("m5")));
        CollectionLeftBehind m1 = CollectionLeftBehind.of(MOVIES, "Movies", "Stream", 0, "movieId",
                AttributeValue.s("m5")).orElseThrow();
        assertEquals(Map.of("Stream", List.of(1, 3, 4)), m1.movable());
        assertEquals(Map.of(), m1.staying());
        DataModel moved = m1.moveToo().apply(MOVIES);
        assertEquals(Optional.of(n("3")), measure(moved, "m5", "2024-05", "streams"));
        assertTrue(total(moved, "m1", "2024-05").isEmpty());
    }

    @Test
    void aChainFollowsAnEntityKeptFromAKeptEntityIsComputedAfterItsSource() {
        // TopMonth keeps one index item per MonthlyTotal, which the stream keeps from Stream.
        Entity top = Entity.named("TopMonth").withKeyTemplate("pk", KeyTemplate.parse("TOP#${month}"))
                .withKeyTemplate("sk", KeyTemplate.parse("${movieId}"));
        DataModel designed = MOVIES.withTable("Movies", t -> {
            List<Entity> entities = new java.util.ArrayList<>(t.entities());
            entities.add(top);
            List<KeptEntity> kept = new java.util.ArrayList<>(t.keptEntities());
            kept.add(new KeptEntity("TopMonth", "MonthlyTotal", new IndexItems("", List.of("streams"))));
            return t.withEntities(entities).withKeptEntities(kept);
        });
        DataModel chained = QuickFixes.edit(new FixHint.RecomputeKeptItems("Movies", "TopMonth")).apply(designed);
        assertEquals(3, items(chained, "Movies", "TopMonth").size());
        DataModel after = ItemEdits.duplicate("Movies", "Stream", List.of(2)).apply(chained);
        Item m2 = items(after, "Movies", "TopMonth").stream()
                .filter(i -> i.get("pk").equals(Optional.of(AttributeValue.s("TOP#2024-05")))
                        && i.get("sk").equals(Optional.of(AttributeValue.s("m2")))).findFirst().orElseThrow();
        assertEquals(Optional.of(n("2")), m2.get("streams"), "m2's second stream reached the total, then its index item");
        assertEquals("+2 writes by the stream: MonthlyTotal MOV#m2/TOTAL#2024-05, TopMonth TOP#2024-05/m2",
                EditedKeptItems.message(EditedKeptItems.between(chained, after, "Movies")));
    }

    private static KeptWrite write(String key) {
        return new KeptWrite("T", Item.of("pk", AttributeValue.s(key)), key, false);
    }
}
