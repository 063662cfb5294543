package dev.tablewright.aws.commit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.aws.AnsweringServer;
import dev.tablewright.aws.AnsweringServer.Answer;
import dev.tablewright.aws.sdk.SdkGateway;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.DistanceFunction;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.SearchSchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The commit's vector-index flow as it runs against AWS: nothing here can reach a real DynamoDB, and
 * DynamoDB Local knows nothing of vector indexes (docs/vector-indexes.md §6), so the real SDK talks to a
 * server in the test JVM that answers as docs/vector-indexes.md §3.3 documents DynamoDB: the SearchVectors
 * probe with ResourceNotFoundException (the operation is known), CreateTable and UpdateTable taken, then
 * DescribeTable showing the index CREATING, then ACTIVE and backfilling, then ACTIVE. The requests sent
 * must be the ones SDK 2.54.18 was captured sending ({@code src/test/resources/vector/}), compared as JSON.
 */
class VectorIndexCommitOverHttpTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String ARN = "arn:aws:dynamodb:us-east-1:123456789012:table/Products";
    static final VectorIndex BY_EMBEDDING = new VectorIndex("by-embedding", "embedding", 3,
            DistanceFunction.COSINE, Projection.ALL, new SearchSchema(Optional.of("category"), List.of("brand")));
    static final VectorIndex BY_EMBEDDING_2 = new VectorIndex("by-embedding-2", "embedding", 3,
            DistanceFunction.EUCLIDEAN, Projection.KEYS_ONLY, SearchSchema.NONE);
    private static final String BY_EMBEDDING_JSON = "{\"IndexName\":\"by-embedding\",\"VectorAttribute\":"
            + "{\"AttributeName\":\"embedding\"},\"SearchSchema\":[{\"AttributeName\":\"category\","
            + "\"SearchSchemaElementType\":\"HASH\"},{\"AttributeName\":\"brand\",\"SearchSchemaElementType\":"
            + "\"INLINE_FILTER\"}],\"Projection\":{\"ProjectionType\":\"ALL\"},\"Dimensions\":3,"
            + "\"DistanceFunction\":\"COSINE\"%s,\"IndexArn\":\"" + ARN + "/index/by-embedding\"}";
    private static final String BY_EMBEDDING_2_JSON = "{\"IndexName\":\"by-embedding-2\",\"VectorAttribute\":"
            + "{\"AttributeName\":\"embedding\"},\"Projection\":{\"ProjectionType\":\"KEYS_ONLY\"},\"Dimensions\":3,"
            + "\"DistanceFunction\":\"EUCLIDEAN\"%s}";
    /** What DescribeTable shows of a new index, look after look (docs §3.3, §8 question 3). */
    private static final List<String> BUILDING = List.of(",\"IndexStatus\":\"CREATING\",\"Backfilling\":false",
            ",\"IndexStatus\":\"CREATING\",\"Backfilling\":false", ",\"IndexStatus\":\"ACTIVE\",\"Backfilling\":true",
            ",\"IndexStatus\":\"ACTIVE\",\"Backfilling\":true", ",\"IndexStatus\":\"ACTIVE\"");

    static TableDesign products(List<VectorIndex> vectors) {
        return TableDesign.of("Products", new KeySchema(new AttributeDef("pk", AttributeType.S), Optional.empty()))
                .withAttributes(List.of(new AttributeDef("category", AttributeType.S),
                        new AttributeDef("brand", AttributeType.S)))
                .withVectorIndexes(vectors);
    }

    private static String table(String status, List<String> vectorIndexes) {
        return "{\"Table\":{\"TableName\":\"Products\",\"TableStatus\":\"" + status + "\",\"TableArn\":\"" + ARN + "\","
                + "\"KeySchema\":[{\"AttributeName\":\"pk\",\"KeyType\":\"HASH\"}],\"AttributeDefinitions\":["
                + "{\"AttributeName\":\"pk\",\"AttributeType\":\"S\"},{\"AttributeName\":\"category\",\"AttributeType\":"
                + "\"S\"},{\"AttributeName\":\"brand\",\"AttributeType\":\"S\"}],\"BillingModeSummary\":{\"BillingMode\":"
                + "\"PAY_PER_REQUEST\"},\"ItemCount\":0,\"TableSizeBytes\":0"
                + (vectorIndexes.isEmpty() ? "" : ",\"VectorIndexes\":[" + String.join(",", vectorIndexes) + "]") + "}}";
    }

    private static Answer otherwise(String operation) {
        if (operation.equals("SearchVectors")) {
            return Answer.error("ResourceNotFoundException", "Requested resource not found");
        }
        if (operation.equals("Scan")) {
            return Answer.ok("{\"Items\":[],\"Count\":0,\"ScannedCount\":0}");
        }
        // The optional settings reads (TTL, backups, tags …): not what is tested here.
        return Answer.error("UnknownOperationException", "An unknown operation was requested.");
    }

    private static void assertSameJson(String resource, String sent) throws IOException {
        try (InputStream captured = VectorIndexCommitOverHttpTest.class.getResourceAsStream(resource)) {
            assertEquals(JSON.readTree(captured), JSON.readTree(sent));
        }
    }

    private static CommitOptions options(ExistingTables existing) {
        return new CommitOptions(List.of(), existing, 2, Backoff.DEFAULT);
    }

    @Test
    void aNewTableIsCreatedWithItsVectorIndexWhichTheCommitWaitsForAndReadsBack() throws IOException {
        AtomicBoolean created = new AtomicBoolean();
        AtomicInteger looks = new AtomicInteger();
        try (AnsweringServer aws = new AnsweringServer((op, body) -> {
            if (op.equals("CreateTable")) {
                created.set(true);
                return Answer.ok("{}");
            }
            if (op.equals("DescribeTable")) {
                if (!created.get()) {
                    return Answer.error("ResourceNotFoundException", "Requested resource not found: Table: Products not found");
                }
                String state = BUILDING.get(Math.min(looks.getAndIncrement(), BUILDING.size() - 1));
                return Answer.ok(table("ACTIVE", List.of(String.format(BY_EMBEDDING_JSON, state))));
            }
            return otherwise(op);
        })) {
            List<String> progress = new CopyOnWriteArrayList<>();
            CommitReport report = new Commit(new SdkGateway(aws.client(), "AWS us-east-1", true),
                    DataModel.of("m", List.of(products(List.of(BY_EMBEDDING)))), options(ExistingTables.REFUSE))
                    .run(p -> progress.add(p.step()), () -> false);

            assertTrue(report.complete(), report.text());
            assertSameJson("/vector/sdk-2.54.18-create-table.json", aws.bodies("CreateTable").get(0));
            assertEquals(1, aws.bodies("SearchVectors").size(), "the endpoint is asked once");
            assertTrue(progress.contains("waiting for vector index by-embedding (CREATING)"), progress.toString());
            assertTrue(progress.contains("waiting for vector index by-embedding (ACTIVE, backfilling)"), progress.toString());
            assertEquals(List.of("vector index by-embedding: created"),
                    report.tables().get(0).vectorIndexes().stream().map(VectorIndexOutcome::line).toList());
            assertTrue(report.text().contains("\n  vector index by-embedding: created\n"), report.text());
        }
    }

    @Test
    void anEndpointThatTakesTheIndexAndDropsItIsReportedNotBelieved() throws IOException {
        AtomicBoolean created = new AtomicBoolean();
        try (AnsweringServer aws = new AnsweringServer((op, body) -> {
            if (op.equals("CreateTable")) {
                created.set(true);
                return Answer.ok("{}");
            }
            if (op.equals("DescribeTable")) {
                return created.get() ? Answer.ok(table("ACTIVE", List.of()))
                        : Answer.error("ResourceNotFoundException", "Requested resource not found");
            }
            return otherwise(op);
        })) {
            CommitReport report = new Commit(new SdkGateway(aws.client(), "Some endpoint", true),
                    DataModel.of("m", List.of(products(List.of(BY_EMBEDDING)))), options(ExistingTables.REFUSE))
                    .run(p -> { }, () -> false);
            assertEquals(List.of("vector index by-embedding: sent, but Some endpoint keeps none"),
                    report.tables().get(0).vectorIndexes().stream().map(VectorIndexOutcome::line).toList());
        }
    }

    @Test
    void addingCreatesTheMissingIndexWithUpdateTableAndLeavesTheOthersNamed() throws IOException {
        AtomicBoolean updated = new AtomicBoolean();
        AtomicInteger looks = new AtomicInteger();
        String legacy = "{\"IndexName\":\"legacy\",\"VectorAttribute\":{\"AttributeName\":\"old\"},\"Projection\":"
                + "{\"ProjectionType\":\"ALL\"},\"Dimensions\":8,\"DistanceFunction\":\"DOT_PRODUCT\","
                + "\"IndexStatus\":\"ACTIVE\"}";
        String active = String.format(BY_EMBEDDING_JSON, ",\"IndexStatus\":\"ACTIVE\"");
        try (AnsweringServer aws = new AnsweringServer((op, body) -> {
            if (op.equals("UpdateTable")) {
                updated.set(true);
                return Answer.ok("{}");
            }
            if (op.equals("DescribeTable")) {
                List<String> indexes = new ArrayList<>(List.of(active, legacy));
                if (updated.get()) {
                    indexes.add(String.format(BY_EMBEDDING_2_JSON,
                            BUILDING.get(Math.min(looks.getAndIncrement(), BUILDING.size() - 1))));
                }
                return Answer.ok(table(updated.get() && looks.get() < 2 ? "UPDATING" : "ACTIVE", indexes));
            }
            return otherwise(op);
        })) {
            List<String> progress = new CopyOnWriteArrayList<>();
            Commit add = new Commit(new SdkGateway(aws.client(), "AWS us-east-1", true),
                    DataModel.of("m", List.of(products(List.of(BY_EMBEDDING, BY_EMBEDDING_2)))),
                    options(ExistingTables.ADD));
            CommitPlan plan = add.plan();
            assertEquals(List.of(
                    "Products: will create vector index by-embedding-2 (embedding, 3 dimensions, EUCLIDEAN)",
                    "Products: vector index legacy is on the table but not in the model; left as it is"),
                    plan.vectorIndexChanges());
            assertEquals(List.of(), aws.bodies("UpdateTable"), "the plan changes nothing");

            CommitReport report = add.run(plan, p -> progress.add(p.step()), () -> false);
            assertTrue(report.complete(), report.text());
            assertEquals(1, aws.bodies("UpdateTable").size());
            assertSameJson("/vector/sdk-2.54.18-update-table-create-vector-index.json", aws.bodies("UpdateTable").get(0));
            assertTrue(progress.contains("creating vector index by-embedding-2"), progress.toString());
            assertTrue(progress.contains("waiting for vector index by-embedding-2 (ACTIVE, backfilling)"),
                    progress.toString());
            TableCommit products = report.tables().get(0);
            assertEquals(List.of("vector index by-embedding-2: created"),
                    products.vectorIndexes().stream().map(VectorIndexOutcome::line).toList());
            assertEquals(List.of("vector index legacy is on the table but not in the model; left as it is"),
                    products.notes());
        }
    }

    @Test
    void resumingWaitsForAnIndexAnEarlierCommitLeftBuilding() throws IOException {
        AtomicInteger looks = new AtomicInteger();
        try (AnsweringServer aws = new AnsweringServer((op, body) -> op.equals("DescribeTable")
                ? Answer.ok(table("ACTIVE", List.of(String.format(BY_EMBEDDING_JSON,
                        BUILDING.get(Math.min(looks.getAndIncrement(), BUILDING.size() - 1))))))
                : otherwise(op))) {
            List<String> progress = new CopyOnWriteArrayList<>();
            CommitReport report = new Commit(new SdkGateway(aws.client(), "AWS us-east-1", true),
                    DataModel.of("m", List.of(products(List.of(BY_EMBEDDING)))), options(ExistingTables.RESUME))
                    .run(p -> progress.add(p.step()), () -> false);
            assertTrue(report.complete(), report.text());
            assertEquals(List.of(), aws.bodies("UpdateTable"), "nothing created again");
            assertTrue(progress.contains("waiting for vector index by-embedding (ACTIVE, backfilling)"), progress.toString());
        }
    }

    /**
     * The table as it is before UpdateTable (no by-embedding-2) or after it (by-embedding-2 ACTIVE), with
     * UpdateTable answered by {@code firstAnswer} the first time and taken the second.
     */
    private static AnsweringServer addingServer(Answer firstAnswer, boolean firstTakesEffect) throws IOException {
        AtomicBoolean updated = new AtomicBoolean();
        AtomicInteger updates = new AtomicInteger();
        return new AnsweringServer((op, body) -> {
            if (op.equals("UpdateTable")) {
                boolean first = updates.getAndIncrement() == 0;
                if (!first || firstTakesEffect) {
                    updated.set(true);
                }
                return first ? firstAnswer : Answer.ok("{}");
            }
            if (op.equals("DescribeTable")) {
                return Answer.ok(table("ACTIVE", updated.get()
                        ? List.of(String.format(BY_EMBEDDING_2_JSON, ",\"IndexStatus\":\"ACTIVE\"")) : List.of()));
            }
            return otherwise(op);
        });
    }

    private static CommitReport add(AnsweringServer aws) {
        return new Commit(new SdkGateway(aws.client(), "AWS us-east-1", true),
                DataModel.of("m", List.of(products(List.of(BY_EMBEDDING_2)))), options(ExistingTables.ADD))
                .run(p -> { }, () -> false);
    }

    @Test
    void anUpdateTableWhoseAnswerWasLostIsFoundDoneAndNotSentAgain() throws IOException {
        try (AnsweringServer aws = addingServer(new Answer(500, "{\"__type\":\"com.amazonaws.dynamodb.v20120810#"
                + "InternalServerError\",\"message\":\"Internal server error\"}"), true)) {
            CommitReport report = add(aws);
            assertTrue(report.complete(), report.text());
            assertEquals(1, aws.bodies("UpdateTable").size());
            assertEquals(List.of("vector index by-embedding-2: created"),
                    report.tables().get(0).vectorIndexes().stream().map(VectorIndexOutcome::line).toList());
        }
    }

    @Test
    void aTableBusyWithAnotherIndexOperationIsAskedAgainLater() throws IOException {
        try (AnsweringServer aws = addingServer(Answer.error("LimitExceededException", "Subscriber limit exceeded: Only 1"
                + " online index can be created or deleted simultaneously per table"), false)) {
            CommitReport report = add(aws);
            assertTrue(report.complete(), report.text());
            assertEquals(2, aws.bodies("UpdateTable").size());
            assertEquals(List.of("vector index by-embedding-2: created"),
                    report.tables().get(0).vectorIndexes().stream().map(VectorIndexOutcome::line).toList());
        }
    }
}
