package dev.tablewright.aws.sandbox;

import static dev.tablewright.model.AttributeValue.n;
import static dev.tablewright.model.AttributeValue.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.engine.api.BatchWriteRequest;
import dev.tablewright.engine.api.ConsumedCapacity;
import dev.tablewright.engine.api.DeleteItemRequest;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.ExecuteStatementRequest;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.GetItemRequest;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.ReturnCapacity;
import dev.tablewright.engine.api.ReturnValues;
import dev.tablewright.engine.api.StreamWrites;
import dev.tablewright.engine.api.TransactWrite;
import dev.tablewright.engine.api.TransactWriteRequest;
import dev.tablewright.engine.api.UpdateItemRequest;
import dev.tablewright.engine.api.WriteRequest;
import dev.tablewright.engine.api.WriteReturns;
import dev.tablewright.model.Aggregate;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GroupPart;
import dev.tablewright.model.IndexItems;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeptEntity;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Measure;
import dev.tablewright.model.MeasureKind;
import dev.tablewright.model.PartOf;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.stream.KeptFixtures;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The Sandbox runs the stream handler after every write: kept items follow their sources' writes. */
class SandboxStreamTest {
    private final SandboxGateway movies = SandboxGateway.of(KeptFixtures.read(KeptFixtures.MONTHLY_TOTALS));

    private static Item stream(String movie, String at, String user, String minutes) {
        return Item.of("pk", s("MOV#" + movie), "sk", s("STR#" + at + "#" + user), "movieId", s(movie),
                "streamedAt", s(at), "userId", s(user), "minutesWatched", n(minutes), "device", s("tv"),
                "entityType", s("stream"));
    }

    private static Map<String, AttributeValue> key(String pk, String sk) {
        return Map.of("pk", s(pk), "sk", s(sk));
    }

    private Optional<Item> total(String movie, String month) {
        return movies.getItem(GetItemRequest.of("Movies", key("MOV#" + movie, "TOTAL#" + month)));
    }

    private Optional<AttributeValue> measure(String movie, String month, String attribute) {
        return total(movie, month).flatMap(t -> t.get(attribute));
    }

    @Test
    void aPutStreamCreatesItsMonthlyTotalOrAddsToItAndTheAnswerSaysSo() {
        var created = movies.putItem(PutItemRequest.of("Movies", stream("m9", "2024-07-04T10:00:00Z", "u1", "42")));
        assertEquals(new StreamWrites(List.of("MonthlyTotal MOV#m9/TOTAL#2024-07"), List.of()), created.stream());
        assertEquals(Optional.of(n(1)), measure("m9", "2024-07", "streams"));
        assertEquals(Optional.of(n(42)), measure("m9", "2024-07", "minutes"));

        var added = movies.putItem(PutItemRequest.of("Movies", stream("m1", "2024-05-31T10:00:00Z", "u7", "2.25")));
        assertEquals(List.of("MonthlyTotal MOV#m1/TOTAL#2024-05"), added.stream().writes());
        assertEquals(Optional.of(n(4)), measure("m1", "2024-05", "streams"));
        assertEquals(Optional.of(n("110")), measure("m1", "2024-05", "minutes"));
        assertEquals(Optional.of(n("0.25")), measure("m1", "2024-05", "shortest"));
    }

    @Test
    void theStreamsWritesAreNotPartOfTheRequestsCapacity() {
        var put = movies.putItem(new PutItemRequest("Movies", stream("m9", "2024-07-04T10:00:00Z", "u1", "42"), "",
                Expr.NONE, ReturnValues.NONE, new WriteReturns(ReturnCapacity.TOTAL, false, false)));
        assertEquals(List.of(new ConsumedCapacity("Movies", 1, 0, 0)), put.consumed());
        assertEquals(1, put.stream().writes().size());
    }

    @Test
    void anUpdateThatMovesAStreamToAnotherMonthChangesBothGroups() {
        var moved = movies.updateItem(new UpdateItemRequest("Movies", key("MOV#m1", "STR#2024-05-17T21:30:00Z#u2"),
                "SET streamedAt = :at", "", Expr.NONE.withValue(":at", s("2024-06-17T21:30:00Z")), ReturnValues.NONE));
        assertEquals(List.of("MonthlyTotal MOV#m1/TOTAL#2024-05", "MonthlyTotal MOV#m1/TOTAL#2024-06"),
                moved.stream().writes());
        assertEquals(Optional.of(n(2)), measure("m1", "2024-05", "streams"));
        assertEquals(Optional.of(n("95.75")), measure("m1", "2024-05", "minutes"));
        assertEquals(Optional.of(n(2)), measure("m1", "2024-06", "streams"));
        assertEquals(Optional.of(n("113.25")), measure("m1", "2024-06", "minutes"));
    }

    @Test
    void deletingTheLastStreamOfAGroupDeletesItsTotal() {
        var deleted = movies.deleteItem(new DeleteItemRequest("Movies", key("MOV#m2", "STR#2024-05-18T08:00:00Z#u1"),
                "", Expr.NONE, ReturnValues.NONE));
        assertEquals(List.of("MonthlyTotal MOV#m2/TOTAL#2024-05 (deleted)"), deleted.stream().writes());
        assertEquals(Optional.empty(), total("m2", "2024-05"));
    }

    @Test
    void aTransactionOfTwoStreamsUpdatesBothGroupsAfterItCommits() {
        var result = movies.transactWrite(new TransactWriteRequest(List.of(
                new TransactWrite.Put(PutItemRequest.of("Movies", stream("m2", "2024-05-20T08:00:00Z", "u4", "10"))),
                new TransactWrite.Put(PutItemRequest.of("Movies", stream("m3", "2024-08-01T08:00:00Z", "u4", "5")))),
                ""));
        assertEquals(List.of("MonthlyTotal MOV#m2/TOTAL#2024-05", "MonthlyTotal MOV#m3/TOTAL#2024-08"),
                result.stream().writes());
        assertEquals(Optional.of(n(2)), measure("m2", "2024-05", "streams"));
        assertEquals(Optional.of(n(1)), measure("m3", "2024-08", "streams"));
    }

    @Test
    void aBatchWriteKeepsTheTotalsOfEveryItemItWrites() {
        var result = movies.batchWrite(new BatchWriteRequest(List.of(
                new WriteRequest.Put("Movies", stream("m2", "2024-05-20T08:00:00Z", "u4", "10")),
                new WriteRequest.Delete("Movies", key("MOV#m1", "STR#2024-06-02T19:00:00Z#u3")))));
        assertEquals(List.of("MonthlyTotal MOV#m2/TOTAL#2024-05", "MonthlyTotal MOV#m1/TOTAL#2024-06 (deleted)"),
                result.stream().writes());
        assertEquals(Optional.of(n("140")), measure("m2", "2024-05", "minutes"));
        assertEquals(Optional.empty(), total("m1", "2024-06"));
    }

    @Test
    void aPartiqlUpdateIsFollowedByItsStream() {
        var result = movies.executeStatement(ExecuteStatementRequest.of(
                "UPDATE Movies SET minutesWatched = 100 WHERE pk = 'MOV#m2' AND sk = 'STR#2024-05-18T08:00:00Z#u1'"));
        assertEquals(List.of("MonthlyTotal MOV#m2/TOTAL#2024-05"), result.stream().writes());
        assertEquals(Optional.of(n(100)), measure("m2", "2024-05", "minutes"));
        assertEquals(Optional.of(n(130)), measure("m2", "2024-05", "longest"), "a leaving value does not undo MAX");
    }

    @Test
    void aFailedConditionAndAWriteThatChangesNoMeasureWriteNothingByTheStream() {
        Item only = stream("m2", "2024-05-18T08:00:00Z", "u1", "130"); // as the sample holds it
        assertEquals(StreamWrites.NONE, movies.putItem(PutItemRequest.of("Movies", only)).stream());
        assertThrows(DynamoException.class, () -> movies.putItem(new PutItemRequest("Movies",
                only.with("minutesWatched", n(1)), "attribute_not_exists(pk)", Expr.NONE, ReturnValues.NONE)));
        var title = movies.putItem(PutItemRequest.of("Movies", only.with("title", s("not a measure"))));
        assertEquals(StreamWrites.NONE, title.stream());
        assertEquals(Optional.of(n(1)), measure("m2", "2024-05", "streams"));
        assertEquals(Optional.of(n(130)), measure("m2", "2024-05", "minutes"));
    }

    @Test
    void indexItemsFollowTheEntriesOfAnIssuesMap() {
        SandboxGateway issues = SandboxGateway.of(KeptFixtures.read(KeptFixtures.CUSTOM_FIELD_INDEX));
        var result = issues.updateItem(new UpdateItemRequest("Issues", key("PRJ#p1", "ISS#i1"),
                "SET customFields.severity = :low, customFields.team = :t REMOVE customFields.points", "",
                Expr.NONE.withValue(":low", s("low")).withValue(":t", s("web")), ReturnValues.NONE));
        assertEquals(List.of("FieldIndex PRJ#p1#FLD#points/3#ISS#i1 (deleted)",
                "FieldIndex PRJ#p1#FLD#severity/high#ISS#i1 (deleted)", "FieldIndex PRJ#p1#FLD#severity/low#ISS#i1",
                "FieldIndex PRJ#p1#FLD#team/web#ISS#i1"), result.stream().writes());
        assertEquals(Optional.empty(), issues.getItem(GetItemRequest.of("Issues", key("PRJ#p1#FLD#points", "3#ISS#i1"))));
        assertEquals(Optional.of(s("Login fails")), issues.getItem(GetItemRequest.of("Issues",
                key("PRJ#p1#FLD#team", "web#ISS#i1"))).flatMap(i -> i.get("title")));
    }

    @Test
    void aTableWithoutKeptEntitiesHasNoStream() {
        TableDesign plain = TableDesign.of("Plain", KeySchema.of("pk", AttributeType.S));
        SandboxGateway sandbox = SandboxGateway.of(DataModel.of("m", List.of(plain)));
        assertEquals(StreamWrites.NONE, sandbox.putItem(PutItemRequest.of("Plain", Item.of("pk", s("a")))).stream());
    }

    /**
     * Kept entities that keep each other in a loop (a model with errors): A counts B's items per group, B
     * has one item per A whose key holds the count, so each write of one changes the other again.
     */
    @Test
    void keptEntitiesInALoopStopAfterABoundAndSaySo() {
        Entity a = Entity.named("A").withKeyTemplate("pk", KeyTemplate.parse("A#${g}"));
        Entity b = Entity.named("B").withKeyTemplate("pk", KeyTemplate.parse("B#${g}#${n}"));
        TableDesign looping = TableDesign.of("Loop", KeySchema.of("pk", AttributeType.S))
                .withEntities(List.of(a, b))
                .withKeptEntities(List.of(
                        new KeptEntity("A", "B", new Aggregate(List.of(new GroupPart("g", "g", PartOf.VALUE)),
                                List.of(new Measure("n", MeasureKind.COUNT, "")))),
                        new KeptEntity("B", "A", new IndexItems(null, Optional.empty(), List.of("g")))));
        SandboxGateway sandbox = SandboxGateway.of(DataModel.of("m", List.of(looping)));
        var result = sandbox.putItem(PutItemRequest.of("Loop", Item.of("pk", s("B#1#0"), "g", s("1"),
                looping.typeAttribute(), s("B"))));
        assertEquals(1, result.stream().notes().size(), result.stream().toString());
        assertTrue(result.stream().notes().get(0).startsWith("The stream stopped after "), result.stream().notes().get(0));
        assertTrue(result.stream().notes().get(0).endsWith(": A, B keep each other in a loop (the model's rules tell where)"),
                result.stream().notes().get(0));
        assertTrue(result.stream().writes().size() >= 2, result.stream().toString());
    }

    /** Tabs sharing the gateway: each write and its stream's read-compute-write come before or after another's. */
    @Test
    void concurrentWritesToOneGroupLoseNoCount() throws Exception {
        int threads = 4;
        int each = 150;
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(threads);
        try {
            List<java.util.concurrent.Future<?>> done = new java.util.ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int thread = t;
                done.add(pool.submit(() -> {
                    for (int i = 0; i < each; i++) {
                        movies.putItem(PutItemRequest.of("Movies", stream("m1", "2024-05-0" + (1 + i % 9) + "T00:00:00Z",
                                "t" + thread + "-" + i, "1")));
                    }
                }));
            }
            for (java.util.concurrent.Future<?> f : done) {
                f.get();
            }
        } finally {
            pool.shutdown();
        }
        assertEquals(Optional.of(n(3 + threads * each)), measure("m1", "2024-05", "streams"));
    }
}
