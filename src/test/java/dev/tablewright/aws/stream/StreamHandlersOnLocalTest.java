package dev.tablewright.aws.stream;

import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.engine.api.DeleteItemRequest;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.ReturnValues;
import dev.tablewright.engine.api.ScanRequest;
import static dev.tablewright.format.code.ScriptRun.run;
import static dev.tablewright.format.code.ScriptRun.works;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.events.DynamodbEvent;
import com.amazonaws.services.lambda.runtime.events.StreamsEventResponse;
import dev.tablewright.aws.LocalServerExtension;
import dev.tablewright.aws.commit.Commit;
import dev.tablewright.aws.commit.CommitOptions;
import dev.tablewright.aws.commit.ExistingTables;
import dev.tablewright.aws.sdk.SdkValues;
import dev.tablewright.format.code.GeneratedJava;
import dev.tablewright.format.code.HandlerPlan;
import dev.tablewright.format.code.HandlerPlanner;
import dev.tablewright.format.code.JavaHandler;
import dev.tablewright.format.code.JavaScriptHandler;
import dev.tablewright.format.code.PythonHandler;
import dev.tablewright.format.code.ScriptRun;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Projection;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.stream.KeptFixtures;
import dev.tablewright.model.stream.StreamKeeping;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.Record;

/**
 * The exported stream handlers, run over the records of DynamoDB Local's stream (read with the SDK's
 * DynamoDbStreamsClient), leave the kept items the Sandbox's semantics ({@link StreamKeeping}) leaves; run
 * over the same records again, or over an early one alone, they change nothing. The model is committed by the project's own commit,
 * without its sample items, so that every kept item is the handler's.
 */
class StreamHandlersOnLocalTest {
    @RegisterExtension
    static final LocalServerExtension LOCAL = new LocalServerExtension();

    @Test
    void theJavaHandlerKeepsMonthlyTotalsAsTheSandboxDoes() throws Exception {
        keptLive(KeptFixtures.MONTHLY_TOTALS, StreamHandlersOnLocalTest::streamWrites, this::runJava);
    }

    @Test
    void theJavaHandlerKeepsCustomFieldIndexItemsAsTheSandboxDoes() throws Exception {
        keptLive(KeptFixtures.CUSTOM_FIELD_INDEX, StreamHandlersOnLocalTest::issueWrites, this::runJava);
    }

    @Test
    void theJavaLambdaEntryKeepsMonthlyTotalsAsTheSandboxDoes() throws Exception {
        keptLive(KeptFixtures.MONTHLY_TOTALS, StreamHandlersOnLocalTest::streamWrites, this::runJavaLambda);
    }

    @Test
    void thePythonHandlerKeepsMonthlyTotalsAsTheSandboxDoes() throws Exception {
        assumeTrue(works("python3", "-c", "import boto3"), "boto3 is not installed: the Python handler is not run");
        keptLive(KeptFixtures.MONTHLY_TOTALS, StreamHandlersOnLocalTest::streamWrites, this::runPython);
    }

    @Test
    void thePythonHandlerKeepsCustomFieldIndexItemsAsTheSandboxDoes() throws Exception {
        assumeTrue(works("python3", "-c", "import boto3"), "boto3 is not installed: the Python handler is not run");
        keptLive(KeptFixtures.CUSTOM_FIELD_INDEX, StreamHandlersOnLocalTest::issueWrites, this::runPython);
    }

    @Test
    void theJavaScriptHandlerKeepsMonthlyTotalsAsTheSandboxDoes() throws Exception {
        assumeJavaScriptSdk();
        keptLive(KeptFixtures.MONTHLY_TOTALS, StreamHandlersOnLocalTest::streamWrites, this::runJavaScript);
    }

    @Test
    void theJavaScriptHandlerKeepsCustomFieldIndexItemsAsTheSandboxDoes() throws Exception {
        assumeJavaScriptSdk();
        keptLive(KeptFixtures.CUSTOM_FIELD_INDEX, StreamHandlersOnLocalTest::issueWrites, this::runJavaScript);
    }

    /**
     * With a TTL attribute, a source item's marker expires a day after the item's removal (the stream
     * keeps records 24 hours: none can come for it later), and a written item's marker has no expiry.
     */
    @Test
    void aRemovedItemsMarkerExpiresADayLater() throws Exception {
        DataModel model = KeptFixtures.read(KeptFixtures.MONTHLY_TOTALS);
        DataModel ttl = model.withTables(List.of(model.tables().get(0)
                .withSettings(s -> s.withTtlAttribute(Optional.of("expiresAt")))));
        List<Runner> runners = new ArrayList<>(List.of(this::runJava));
        if (works("python3", "-c", "import boto3")) {
            runners.add(this::runPython);
        }
        if (javaScriptSdkInstalled()) {
            runners.add(this::runJavaScript);
        }
        for (Runner runner : runners) {
            long before = java.time.Instant.now().getEpochSecond();
            String live = keptLive(ttl, StreamHandlersOnLocalTest::streamWrites, runner);
            long after = java.time.Instant.now().getEpochSecond();
            List<Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue>> markers = new ArrayList<>();
            try (LocalStream stream = new LocalStream(LOCAL.endpoint())) {
                stream.client().scanPaginator(b -> b.tableName(live).consistentRead(true)).items().stream()
                        .filter(i -> i.get("pk").s().startsWith("KEPT#")).forEach(markers::add);
            }
            // The writes remove one stream, MOV#m2's: its marker alone expires.
            for (var m : markers) {
                if (m.get("pk").s().equals("KEPT#MonthlyTotal#MOV#m2")) {
                    long expires = Long.parseLong(m.get("expiresAt").n());
                    assertTrue(expires >= before + 86_400 && expires <= after + 86_400, m.toString());
                } else {
                    assertFalse(m.containsKey("expiresAt"), m.toString());
                }
            }
            assertEquals(8, markers.size(), "a marker per source item written: " + markers);
        }
    }

    /** Runs a handler over a table's stream records. */
    interface Runner {
        void run(HandlerPlan plan, String table, List<Record> records, String streamArn, DynamoDbClient client)
                throws Exception;
    }

    /** One write to the source: a put of the whole item, or (item null) the delete of the one at {@code key}. */
    public record Write(Item key, Item item) {
    }

    /** A sparse index of the month's top movies: its sort key is a measure, re-derived after every change. */
    @Test
    void theJavaHandlerDerivesAnIndexKeyFromAMeasure() throws Exception {
        keptLive(topOfMonth(), StreamHandlersOnLocalTest::streamWrites, this::runJava);
    }

    @Test
    void thePythonHandlerDerivesAnIndexKeyFromAMeasure() throws Exception {
        assumeTrue(works("python3", "-c", "import boto3"), "boto3 is not installed: the Python handler is not run");
        keptLive(topOfMonth(), StreamHandlersOnLocalTest::streamWrites, this::runPython);
    }

    @Test
    void theJavaScriptHandlerDerivesAnIndexKeyFromAMeasure() throws Exception {
        assumeJavaScriptSdk();
        keptLive(topOfMonth(), StreamHandlersOnLocalTest::streamWrites, this::runJavaScript);
    }

    /** The monthly totals with a GSI keyed MONTH#${month} / ${streams:6:0}#${movieId} (padded, so text order is count order). */
    static DataModel topOfMonth() {
        DataModel model = KeptFixtures.read(KeptFixtures.MONTHLY_TOTALS);
        TableDesign t = model.tables().get(0)
                .withGlobalIndexes(List.of(new GlobalSecondaryIndex("TopOfMonth",
                        KeySchema.of("gsi1pk", AttributeType.S, "gsi1sk", AttributeType.S), Projection.ALL)))
                .withEntity("MonthlyTotal", e -> e.withKeyTemplate("gsi1pk", KeyTemplate.parse("MONTH#${month}"))
                        .withKeyTemplate("gsi1sk", KeyTemplate.parse("${streams:6:0}#${movieId}")));
        return model.withTables(List.of(t));
    }

    private void keptLive(Path fixture, BiConsumer<TableDesign, List<Write>> scenario, Runner runner) throws Exception {
        keptLive(KeptFixtures.read(fixture), scenario, runner);
    }

    /** The live table's name: the model committed, the writes made, the handler run three times and checked. */
    private String keptLive(DataModel model, BiConsumer<TableDesign, List<Write>> scenario, Runner runner)
            throws Exception {
        TableDesign design = model.tables().get(0);
        String live = "kept-" + UUID.randomUUID();
        new Commit(LOCAL.gateway(), withoutItems(model, live), CommitOptions.of(List.of(), ExistingTables.REFUSE))
                .run(p -> { }, () -> false);
        List<Write> writes = new ArrayList<>();
        scenario.accept(design, writes);
        HandlerPlan plan = HandlerPlanner.plan(model).handlers().get(0);
        try (LocalStream stream = new LocalStream(LOCAL.endpoint())) {
            assertEquals("NEW_AND_OLD_IMAGES", stream.viewType(live), "the commit turns the table's stream on");
            for (Write w : writes) {
                if (w.item() == null) {
                    stream.client().deleteItem(b -> b.tableName(live).key(SdkValues.toSdk(w.key().attributes())));
                } else {
                    stream.client().putItem(b -> b.tableName(live).item(SdkValues.toSdk(w.item().attributes())));
                }
            }
            List<Record> records = stream.records(live);
            assertEquals(writes.size(), records.size(), "a record per write");
            String arn = stream.client().describeTable(b -> b.tableName(live)).table().latestStreamArn();
            Set<Item> expected = expectedKeptItems(design, plan.entity(), writes);
            assertFalse(expected.isEmpty());
            assertTrue(expected.stream().allMatch(i -> i.attributes().keySet().containsAll(plan.keys().keySet())),
                    "every kept item has every key its entity's templates make");

            runner.run(plan, live, records, arn, stream.client());
            assertEquals(expected, keptItems(stream.client(), live, design, plan.entity()));
            runner.run(plan, live, records, arn, stream.client());
            assertEquals(expected, keptItems(stream.client(), live, design, plan.entity()),
                    "the same records again change nothing");
            // A record delivered again after later ones (an early record alone) changes nothing either.
            runner.run(plan, live, records.subList(0, 1), arn, stream.client());
            assertEquals(expected, keptItems(stream.client(), live, design, plan.entity()),
                    "an early record again changes nothing");
            assertTrue(markers(stream.client(), live, plan.entity()) > 0, "the handler keeps a marker per source item");
        }
        return live;
    }

    /**
     * What the Sandbox keeps after these writes: an empty Sandbox table of the design, the same puts and
     * deletes made through its gateway, whose stream handler applies {@link StreamKeeping} after each.
     */
    static Set<Item> expectedKeptItems(TableDesign table, String kept, List<Write> writes) {
        try (SandboxGateway sandbox = SandboxGateway.empty()) {
            sandbox.createTable(table.withItems(List.of())
                    .withEntities(table.entities().stream().map(e -> e.withItems(List.of())).toList()));
            for (Write w : writes) {
                if (w.item() == null) {
                    sandbox.deleteItem(new DeleteItemRequest(table.name(), w.key().attributes(), "", Expr.NONE,
                            ReturnValues.NONE));
                } else {
                    sandbox.putItem(PutItemRequest.of(table.name(), w.item()));
                }
            }
            return keptOnly(table, kept, sandbox.scan(ScanRequest.of(table.name())).items());
        }
    }

    private void runJava(HandlerPlan plan, String table, List<Record> records, String arn, DynamoDbClient client)
            throws Exception {
        Object handler = GeneratedJava.load(JavaHandler.className(plan), JavaHandler.write(plan))
                .getConstructor(DynamoDbClient.class, String.class).newInstance(client, table);
        Object failed = handler.getClass().getMethod("apply", List.class).invoke(handler, records);
        assertEquals(Optional.empty(), failed, "no record failed");
    }

    /** The Lambda entry, compiled with its handler against aws-lambda-java-events, given the Lambda Java event. */
    private void runJavaLambda(HandlerPlan plan, String table, List<Record> records, String arn, DynamoDbClient client)
            throws Exception {
        Class<?> lambda = GeneratedJava.load(Map.of(JavaHandler.className(plan), JavaHandler.write(plan),
                JavaHandler.lambdaClassName(plan), JavaHandler.writeLambda(plan)), JavaHandler.lambdaClassName(plan));
        Class<?> handlerClass = lambda.getClassLoader().loadClass(JavaHandler.className(plan));
        Object handler = handlerClass.getConstructor(DynamoDbClient.class, String.class).newInstance(client, table);
        Object entry = lambda.getConstructor(handlerClass).newInstance(handler);
        StreamsEventResponse response = (StreamsEventResponse) lambda.getMethod("handleRequest", DynamodbEvent.class,
                Context.class).invoke(entry, LocalStream.javaLambdaEvent(records), null);
        assertEquals(List.of(), response.getBatchItemFailures(), "no record failed");
    }

    private void runPython(HandlerPlan plan, String table, List<Record> records, String arn, DynamoDbClient client)
            throws Exception {
        Path module = ScriptRun.temp(PythonHandler.fileName(plan), PythonHandler.write(plan));
        Path dir = module.getParent();
        Files.writeString(dir.resolve("event.json"), LocalStream.lambdaEvent(records, arn));
        String name = PythonHandler.fileName(plan).replace(".py", "");
        Files.writeString(dir.resolve("run.py"), "import json\nimport " + name + " as h\n"
                + "print(json.dumps(h.handler(json.load(open('event.json')), None)))\n");
        ScriptRun.Run r = run(dir, Map.of("AWS_ENDPOINT_URL", LOCAL.endpoint(), "AWS_ACCESS_KEY_ID", "local",
                "AWS_SECRET_ACCESS_KEY", "local", "AWS_DEFAULT_REGION", "us-east-1", "TABLE_NAME", table),
                "python3", "run.py");
        assertEquals(0, r.exit(), r.output());
        assertTrue(r.output().strip().endsWith("{\"batchItemFailures\": []}"), r.output());
    }

    private void runJavaScript(HandlerPlan plan, String table, List<Record> records, String arn, DynamoDbClient client)
            throws Exception {
        Path module = ScriptRun.temp(JavaScriptHandler.fileName(plan), JavaScriptHandler.write(plan));
        Path dir = module.getParent();
        // An ES module finds its imports in a node_modules beside it (NODE_PATH is for CommonJS only).
        Files.createSymbolicLink(dir.resolve("node_modules"), javaScriptSdk().resolve("node_modules"));
        Files.writeString(dir.resolve("event.json"), LocalStream.lambdaEvent(records, arn));
        Files.writeString(dir.resolve("run.mjs"), "import { readFileSync } from \"node:fs\";\n"
                + "import { handler } from \"./" + JavaScriptHandler.fileName(plan) + "\";\n"
                + "console.log(JSON.stringify(await handler(JSON.parse(readFileSync(\"event.json\", \"utf8\")))));\n");
        ScriptRun.Run r = run(dir, Map.of("AWS_ENDPOINT_URL", LOCAL.endpoint(), "AWS_ACCESS_KEY_ID", "local",
                "AWS_SECRET_ACCESS_KEY", "local", "AWS_REGION", "us-east-1", "TABLE_NAME", table), "node", "run.mjs");
        assertEquals(0, r.exit(), r.output());
        assertTrue(r.output().strip().endsWith("{\"batchItemFailures\":[]}"), r.output());
    }

    /**
     * Where {@code @aws-sdk/client-dynamodb} is installed: {@code AWS_SDK_JS_DIR}, or
     * {@code npm install --prefix ~/.cache/tablewright/aws-sdk-js @aws-sdk/client-dynamodb}.
     */
    private static Path javaScriptSdk() {
        String dir = System.getenv("AWS_SDK_JS_DIR");
        return dir != null ? Path.of(dir)
                : Path.of(System.getProperty("user.home"), ".cache", "tablewright", "aws-sdk-js");
    }

    private static void assumeJavaScriptSdk() {
        assumeTrue(javaScriptSdkInstalled(), "node or @aws-sdk/client-dynamodb (in " + javaScriptSdk()
                + ") is not installed: the JavaScript handler is not run");
    }

    private static boolean javaScriptSdkInstalled() {
        return works("node", "--version") && Files.isDirectory(javaScriptSdk().resolve("node_modules/@aws-sdk/client-dynamodb"));
    }

    /** Streams of the fixture, then a stream moved to another month, minutes changed, a group emptied, exact sums. */
    static void streamWrites(TableDesign t, List<Write> writes) {
        List<Item> streams = t.entity("Stream").orElseThrow().items();
        streams.forEach(i -> writes.add(put(t, i)));
        writes.add(put(t, streams.get(1).with("streamedAt", AttributeValue.s("2024-06-20T10:00:00Z"))));
        writes.add(put(t, streams.get(0).with("minutesWatched", AttributeValue.n("96.25")).with("device",
                AttributeValue.s("phone"))));
        writes.add(new Write(key(t, streams.get(2)), null));
        Item tenth = streams.get(3).with("sk", AttributeValue.s("STR#2024-07-01T00:00:00Z#u9"))
                .with("streamedAt", AttributeValue.s("2024-07-01T00:00:00Z")).with("minutesWatched", AttributeValue.n("0.1"));
        writes.add(put(t, tenth));
        writes.add(put(t, tenth.with("sk", AttributeValue.s("STR#2024-07-02T00:00:00Z#u9"))
                .with("minutesWatched", AttributeValue.n("0.2"))));
        writes.add(put(t, tenth.with("sk", AttributeValue.s("STR#2024-07-03T00:00:00Z#u9"))
                .with("minutesWatched", AttributeValue.n("12345678901234567890.123456789012345678"))));
    }

    /** Issues of the fixture, then a field changed and one dropped, an issue removed. */
    static void issueWrites(TableDesign t, List<Write> writes) {
        List<Item> issues = t.entity("Issue").orElseThrow().items();
        issues.forEach(i -> writes.add(put(t, i)));
        Item first = issues.get(0);
        writes.add(put(t, first.with("customFields", new AttributeValue.M(Map.of("severity", AttributeValue.s("low"),
                "owner", AttributeValue.s("ana"))))));
        writes.add(put(t, first.with("title", AttributeValue.s("Login fails on Safari"))));
        writes.add(new Write(key(t, issues.get(1)), null));
    }

    private static Write put(TableDesign t, Item item) {
        return new Write(key(t, item), item);
    }

    private static Item key(TableDesign t, Item item) {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        t.keySchema().names().forEach(k -> key.put(k, item.get(k).orElseThrow()));
        return new Item(key);
    }

    private static Set<Item> keptItems(DynamoDbClient client, String table, TableDesign design, String kept) {
        List<Item> all = new ArrayList<>();
        client.scanPaginator(b -> b.tableName(table).consistentRead(true)).items()
                .forEach(i -> all.add(SdkValues.item(i)));
        return keptOnly(design, kept, all);
    }

    private static long markers(DynamoDbClient client, String table, String kept) {
        return client.scanPaginator(b -> b.tableName(table).consistentRead(true)).items().stream()
                .filter(i -> i.get("pk").s().startsWith("KEPT#" + kept + "#")
                        && i.get("keptSequence").s().length() == 40).count();
    }

    private static Set<Item> keptOnly(TableDesign table, String kept, java.util.Collection<Item> items) {
        Set<Item> out = new HashSet<>();
        items.stream().filter(i -> StreamKeeping.entityOf(table, i).map(Entity::name).filter(kept::equals).isPresent())
                .forEach(out::add);
        return out;
    }

    private static DataModel withoutItems(DataModel model, String name) {
        return model.withTables(model.tables().stream().map(t -> t.withName(name).withItems(List.of())
                .withEntities(t.entities().stream().map(e -> e.withItems(List.of())).toList())).toList());
    }
}
