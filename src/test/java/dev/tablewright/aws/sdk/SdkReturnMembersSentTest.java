package dev.tablewright.aws.sdk;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.aws.LocalServer;
import dev.tablewright.engine.api.BatchWriteRequest;
import dev.tablewright.engine.api.ExecuteStatementRequest;
import dev.tablewright.engine.api.ReturnCapacity;
import dev.tablewright.engine.api.TransactWrite;
import dev.tablewright.engine.api.TransactWriteRequest;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.WriteRequest;
import dev.tablewright.engine.api.WriteReturns;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import java.net.URI;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ReturnItemCollectionMetrics;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * The Return members of a batch, a transaction and a statement reach DynamoDB as the request asked
 * them (DynamoDB Local answers none of ExecuteStatement's capacity nor any item collection metrics, so
 * what is sent is checked at the SDK, on its way to a real DynamoDB Local).
 */
class SdkReturnMembersSentTest {
    @Test
    void batchTransactionAndStatementSendTheReturnMembersAsked() {
        List<SdkRequest> sent = new CopyOnWriteArrayList<>();
        ExecutionInterceptor record = new ExecutionInterceptor() {
            @Override
            public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
                sent.add(context.request());
            }
        };
        try (LocalServer local = LocalServer.start();
                DynamoDbClient client = DynamoDbClient.builder().endpointOverride(URI.create(local.endpoint()))
                        .region(Region.US_EAST_1)
                        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("x", "x")))
                        .overrideConfiguration(c -> c.addExecutionInterceptor(record)).build()) {
            SdkGateway g = new SdkGateway(client, "Local", false);
            g.createTable(TableDesign.of("sent", KeySchema.of("pk", AttributeType.S)));
            Item item = Item.of("pk", AttributeValue.s("a"));
            WriteReturns asked = new WriteReturns(ReturnCapacity.INDEXES, true, false);

            g.execute(new BatchWriteRequest(List.of(new WriteRequest.Put("sent", item)), asked));
            BatchWriteItemRequest batch = last(sent, BatchWriteItemRequest.class);
            assertEquals(ReturnConsumedCapacity.INDEXES, batch.returnConsumedCapacity());
            assertEquals(ReturnItemCollectionMetrics.SIZE, batch.returnItemCollectionMetrics());

            g.execute(new TransactWriteRequest(List.of(new TransactWrite.Put(PutItemRequest.of("sent", item))), "", asked));
            TransactWriteItemsRequest transaction = last(sent, TransactWriteItemsRequest.class);
            assertEquals(ReturnConsumedCapacity.INDEXES, transaction.returnConsumedCapacity());
            assertEquals(ReturnItemCollectionMetrics.SIZE, transaction.returnItemCollectionMetrics());

            g.execute(new ExecuteStatementRequest("SELECT * FROM sent", List.of(), null, null, false, false,
                    ReturnCapacity.INDEXES));
            assertEquals(ReturnConsumedCapacity.INDEXES, last(sent,
                    software.amazon.awssdk.services.dynamodb.model.ExecuteStatementRequest.class).returnConsumedCapacity());

            g.execute(new BatchWriteRequest(List.of(new WriteRequest.Put("sent", item))));
            batch = last(sent, BatchWriteItemRequest.class);
            assertEquals(ReturnConsumedCapacity.TOTAL, batch.returnConsumedCapacity(), "TOTAL at least, as every call");
            assertEquals(null, batch.returnItemCollectionMetrics(), "not asked, not sent");
        }
    }

    private static <T> T last(List<SdkRequest> sent, Class<T> type) {
        for (int i = sent.size() - 1; i >= 0; i--) {
            if (type.isInstance(sent.get(i))) {
                return type.cast(sent.get(i));
            }
        }
        throw new AssertionError("no " + type.getSimpleName() + " sent: " + sent);
    }
}
