package dev.tablewright.aws.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.LocalServerExtension;
import dev.tablewright.aws.commit.Commit;
import dev.tablewright.aws.commit.CommitOptions;
import dev.tablewright.aws.commit.ExistingTables;
import dev.tablewright.aws.sdk.SdkValues;
import dev.tablewright.format.code.GeneratedJava;
import dev.tablewright.format.code.HandlerPlan;
import dev.tablewright.format.code.HandlerPlanner;
import dev.tablewright.format.code.JavaHandler;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Item;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.stream.KeptFixtures;
import java.lang.reflect.Method;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.Record;

/**
 * Two records of one group applied at once, as two shards' handlers would: the first handler reads the
 * group, then (before it writes) the second applies its record; the first's write fails its condition
 * (the group is no longer as read), and it reads the group again and applies its record over the second's.
 * The race is made deterministic with an SDK execution interceptor on the first handler's client, which
 * runs the second handler right after the first one's read of the group.
 */
class StreamHandlerRaceOnLocalTest {
    @RegisterExtension
    static final LocalServerExtension LOCAL = new LocalServerExtension();

    @Test
    void aGroupChangedBetweenReadAndWriteIsReadAgain() throws Exception {
        DataModel model = KeptFixtures.read(KeptFixtures.MONTHLY_TOTALS);
        TableDesign design = model.tables().get(0);
        String live = "race-" + UUID.randomUUID();
        DataModel empty = model.withTables(List.of(design.withName(live)
                .withEntities(design.entities().stream().map(e -> e.withItems(List.of())).toList())));
        new Commit(LOCAL.gateway(), empty, CommitOptions.of(List.of(), ExistingTables.REFUSE)).run(p -> { }, () -> false);
        List<Item> streams = design.entity("Stream").orElseThrow().items();
        Item first = streams.get(0);
        Item second = streams.get(1); // m1, 2024-05 too: the same group
        HandlerPlan plan = HandlerPlanner.plan(model).handlers().get(0);
        Class<?> type = GeneratedJava.load(JavaHandler.className(plan), JavaHandler.write(plan));
        Method apply = type.getMethod("apply", List.class);
        try (LocalStream stream = new LocalStream(LOCAL.endpoint())) {
            for (Item i : List.of(first, second)) {
                stream.client().putItem(b -> b.tableName(live).item(SdkValues.toSdk(i.attributes())));
            }
            List<Record> records = stream.records(live);
            assertEquals(2, records.size());
            Object other = type.getConstructor(DynamoDbClient.class, String.class).newInstance(stream.client(), live);
            AtomicInteger groupReads = new AtomicInteger();
            ExecutionInterceptor otherShard = new ExecutionInterceptor() {
                @Override
                public void afterExecution(Context.AfterExecution context, ExecutionAttributes attributes) {
                    if (context.request() instanceof GetItemRequest g && g.key().get("sk").s().startsWith("TOTAL#")
                            && groupReads.incrementAndGet() == 1) {
                        invoke(apply, other, List.of(records.get(1)));
                    }
                }
            };
            try (DynamoDbClient raced = DynamoDbClient.builder().endpointOverride(URI.create(LOCAL.endpoint()))
                    .region(Region.US_EAST_1).httpClient(UrlConnectionHttpClient.create())
                    .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")))
                    .overrideConfiguration(c -> c.addExecutionInterceptor(otherShard)).build()) {
                Object handler = type.getConstructor(DynamoDbClient.class, String.class).newInstance(raced, live);
                assertEquals(Optional.empty(), apply.invoke(handler, List.of(records.get(0))));
            }
            assertTrue(groupReads.get() >= 2, "the group was read again after its condition failed");
            // Applied second, then first: what LATEST keeps follows the order the handlers applied them in.
            List<StreamHandlersOnLocalTest.Write> writes = new ArrayList<>();
            for (Item i : List.of(second, first)) {
                writes.add(new StreamHandlersOnLocalTest.Write(key(design, i), i));
            }
            List<Item> live2 = new ArrayList<>();
            stream.client().scanPaginator(b -> b.tableName(live).consistentRead(true)).items()
                    .forEach(i -> live2.add(SdkValues.item(i)));
            assertEquals(StreamHandlersOnLocalTest.expectedKeptItems(design, plan.entity(), writes),
                    new java.util.HashSet<>(live2.stream().filter(i -> i.get("entityType")
                            .equals(Optional.of(AttributeValue.s("monthlyTotal")))).toList()));
        }
    }

    private static Item key(TableDesign t, Item item) {
        java.util.Map<String, AttributeValue> key = new java.util.LinkedHashMap<>();
        t.keySchema().names().forEach(k -> key.put(k, item.get(k).orElseThrow()));
        return new Item(key);
    }

    private static void invoke(Method apply, Object handler, List<Record> records) {
        try {
            assertEquals(Optional.empty(), apply.invoke(handler, records));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}
