package dev.tablewright.aws.sdk;

import static dev.tablewright.aws.sdk.SdkValues.toSdk;
import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.TableFacts;
import dev.tablewright.aws.settings.LiveSettings;
import dev.tablewright.aws.settings.SettingChange;
import dev.tablewright.engine.api.BatchGetRequest;
import dev.tablewright.engine.api.BatchGetResult;
import dev.tablewright.engine.api.ConsumedCapacity;
import dev.tablewright.engine.api.DataRequest;
import dev.tablewright.engine.api.DeleteItemRequest;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.ExecuteStatementRequest;
import dev.tablewright.engine.api.ExecuteStatementResult;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.GetItemRequest;
import dev.tablewright.engine.api.ItemResult;
import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.QueryRequest;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.engine.api.SearchVectorsRequest;
import dev.tablewright.engine.api.SearchVectorsResult;
import dev.tablewright.engine.api.TransactGetRequest;
import dev.tablewright.engine.api.TransactGetResult;
import dev.tablewright.engine.api.TransactWriteRequest;
import dev.tablewright.engine.api.TransactWriteResult;
import dev.tablewright.engine.api.BatchWriteResult;
import dev.tablewright.engine.api.BatchWriteRequest;
import dev.tablewright.engine.api.UpdateItemRequest;
import dev.tablewright.engine.api.WriteResult;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/** The gateway to a real DynamoDB (Local or AWS) through the AWS SDK v2. */
public final class SdkGateway implements Gateway, DataRequest.Handler {
    private final DynamoDbClient client;
    private final String displayName;
    private final boolean ownsClient;
    private final KeyManagers keys;

    /**
     * @param ownsClient whether {@link #close()} closes the client (false for a shared client)
     */
    public SdkGateway(DynamoDbClient client, String displayName, boolean ownsClient) {
        this(client, displayName, ownsClient, KeyManagers.NONE);
    }

    /** @param keys who manages a table's KMS key, for reading its encryption as the model says it */
    public SdkGateway(DynamoDbClient client, String displayName, boolean ownsClient, KeyManagers keys) {
        this.client = client;
        this.displayName = displayName;
        this.ownsClient = ownsClient;
        this.keys = keys;
    }

    @Override
    public String displayName() {
        return displayName;
    }

    @Override
    public String address() {
        return SdkClientPlace.address(client).orElse(displayName);
    }

    @Override
    public Optional<String> region() {
        return SdkClientPlace.region(client);
    }

    /** Each operation answered by this gateway's method for it. */
    @Override
    public <R> R execute(DataRequest<R> request) {
        return request.sendTo(this);
    }

    @Override
    public void createTable(TableDesign design) {
        call(() -> client.createTable(SdkTables.createRequest(design)));
        new SdkWaits(client).tableActive(design.name());
    }

    @Override
    public void deleteTable(String table) {
        call(() -> client.deleteTable(b -> b.tableName(table)));
        new SdkWaits(client).tableGone(table);
    }

    @Override
    public void addGlobalIndex(String table, GlobalSecondaryIndex index) {
        TableDesign current = describeTable(table).orElseThrow(() -> new DynamoException(
                DynamoException.RESOURCE_NOT_FOUND, "Requested resource not found: Table: " + table + " not found"));
        call(() -> client.updateTable(SdkTables.addIndexRequest(current, index)));
        new SdkWaits(client).indexActive(table, index.name());
    }

    @Override
    public void deleteGlobalIndex(String table, String index) {
        call(() -> client.updateTable(b -> b.tableName(table).globalSecondaryIndexUpdates(u -> u.delete(d -> d.indexName(index)))));
        new SdkWaits(client).indexGone(table, index);
    }

    @Override
    public void deleteVectorIndex(String table, String index) {
        call(() -> client.updateTable(b -> b.tableName(table).vectorIndexUpdates(u -> u.delete(d -> d.indexName(index)))));
    }

    /** Asked of the endpoint each time ({@link SdkVectorSupport}): a commit asks once. */
    @Override
    public boolean knowsVectorIndexes() {
        return SdkVectorSupport.known(client);
    }

    @Override
    public void addVectorIndex(TableDesign table, VectorIndex index) {
        call(() -> client.updateTable(SdkTables.addVectorIndexRequest(table, index)));
    }

    @Override
    public List<String> listTables() {
        return call(() -> {
            List<String> names = new ArrayList<>();
            client.listTablesPaginator(b -> { }).tableNames().forEach(names::add);
            return names;
        });
    }

    @Override
    public Optional<TableFacts> facts(String table) {
        return unlessNotFound(() -> SdkDescribe.facts(client, table));
    }

    @Override
    public Optional<LiveSettings> liveSettings(String table) {
        return unlessNotFound(() -> SdkSettingsReader.read(client, keys, table));
    }

    @Override
    public void changeSetting(String table, SettingChange change) {
        SdkSettingsWriter.change(client, table, change);
    }

    @Override
    public Optional<TableDesign> describeTable(String table) {
        return unlessNotFound(() -> call(() -> SdkTables.design(client.describeTable(b -> b.tableName(table)).table())));
    }

    /** What a description of the table says, or empty where DynamoDB has no such table. */
    private static <T> Optional<T> unlessNotFound(Supplier<T> describe) {
        try {
            return Optional.of(describe.get());
        } catch (DynamoException e) {
            if (DynamoException.RESOURCE_NOT_FOUND.equals(e.errorCode())) {
                return Optional.empty();
            }
            throw e;
        }
    }

    @Override
    public ItemResult get(GetItemRequest r) {
        return call(() -> {
            var response = client.getItem(b -> b.tableName(r.table()).key(toSdk(r.key()))
                    .consistentRead(r.consistentRead())
                    .projectionExpression(blankToNull(r.projection()))
                    .expressionAttributeNames(names(r.expr()))
                    .returnConsumedCapacity(SdkReturns.capacity(r.capacity())));
            return new ItemResult(response.hasItem() ? Optional.of(SdkValues.item(response.item())) : Optional.empty(),
                    SdkCapacity.of(response.consumedCapacity()));
        });
    }

    @Override
    public BatchGetResult batchGet(BatchGetRequest r) {
        return SdkMultiItems.batchGet(client, r);
    }

    @Override
    public TransactGetResult transactGet(TransactGetRequest request) {
        return SdkMultiItems.transactGet(client, request);
    }

    @Override
    public Page query(QueryRequest r) {
        return call(() -> {
            var response = client.query(b -> {
                b.tableName(r.table()).indexName(r.index()).keyConditionExpression(r.keyCondition())
                        .filterExpression(blankToNull(r.filter()))
                        .projectionExpression(blankToNull(r.projection()))
                        .expressionAttributeNames(names(r.expr()))
                        .expressionAttributeValues(values(r.expr()))
                        .limit(r.limit())
                        .scanIndexForward(r.scanIndexForward())
                        .consistentRead(r.consistentRead())
                        .returnConsumedCapacity(SdkReturns.capacity(r.capacity()));
                if (r.exclusiveStartKey() != null) {
                    b.exclusiveStartKey(toSdk(r.exclusiveStartKey()));
                }
                if (r.select() != null) {
                    b.select(r.select().name());
                }
            });
            return page(response.items(), response.hasItems(), response.count(), response.scannedCount(),
                    response.hasLastEvaluatedKey() ? response.lastEvaluatedKey() : null,
                    SdkCapacity.of(response.consumedCapacity()));
        });
    }

    @Override
    public Page scan(ScanRequest r) {
        return call(() -> {
            var response = client.scan(b -> {
                b.tableName(r.table()).indexName(r.index())
                        .filterExpression(blankToNull(r.filter()))
                        .projectionExpression(blankToNull(r.projection()))
                        .expressionAttributeNames(names(r.expr()))
                        .expressionAttributeValues(values(r.expr()))
                        .limit(r.limit())
                        .segment(r.segment())
                        .totalSegments(r.totalSegments())
                        .consistentRead(r.consistentRead())
                        .returnConsumedCapacity(SdkReturns.capacity(r.capacity()));
                if (r.exclusiveStartKey() != null) {
                    b.exclusiveStartKey(toSdk(r.exclusiveStartKey()));
                }
                if (r.select() != null) {
                    b.select(r.select().name());
                }
            });
            return page(response.items(), response.hasItems(), response.count(), response.scannedCount(),
                    response.hasLastEvaluatedKey() ? response.lastEvaluatedKey() : null,
                    SdkCapacity.of(response.consumedCapacity()));
        });
    }

    private static Page page(List<Map<String, AttributeValue>> items, boolean hasItems, Integer count,
            Integer scanned, Map<String, AttributeValue> lastKey, List<ConsumedCapacity> consumed) {
        List<Item> converted = new ArrayList<>();
        if (hasItems) {
            items.forEach(i -> converted.add(SdkValues.item(i)));
        }
        return new Page(converted, count == null ? 0 : count, scanned == null ? 0 : scanned,
                lastKey == null ? null : SdkValues.fromSdk(lastKey), consumed);
    }

    @Override
    public WriteResult putItem(PutItemRequest r) {
        return call(() -> {
            var response = client.putItem(b -> b.tableName(r.table()).item(toSdk(r.item().attributes()))
                    .conditionExpression(blankToNull(r.condition()))
                    .expressionAttributeNames(names(r.expr()))
                    .expressionAttributeValues(values(r.expr()))
                    .returnValues(r.returnValues().name())
                    .returnConsumedCapacity(SdkReturns.capacity(r.returns().capacity()))
                    .returnItemCollectionMetrics(SdkReturns.collectionMetrics(r.returns()))
                    .returnValuesOnConditionCheckFailure(SdkReturns.onConditionFailure(r.returns().oldItemOnConditionFailure())));
            return written(response.hasAttributes(), response.attributes(), response.consumedCapacity(),
                    response.itemCollectionMetrics());
        });
    }

    @Override
    public WriteResult updateItem(UpdateItemRequest r) {
        return call(() -> {
            var response = client.updateItem(b -> b.tableName(r.table()).key(toSdk(r.key()))
                    .updateExpression(blankToNull(r.update()))
                    .conditionExpression(blankToNull(r.condition()))
                    .expressionAttributeNames(names(r.expr()))
                    .expressionAttributeValues(values(r.expr()))
                    .returnValues(r.returnValues().name())
                    .returnConsumedCapacity(SdkReturns.capacity(r.returns().capacity()))
                    .returnItemCollectionMetrics(SdkReturns.collectionMetrics(r.returns()))
                    .returnValuesOnConditionCheckFailure(SdkReturns.onConditionFailure(r.returns().oldItemOnConditionFailure())));
            return written(response.hasAttributes(), response.attributes(), response.consumedCapacity(),
                    response.itemCollectionMetrics());
        });
    }

    @Override
    public WriteResult deleteItem(DeleteItemRequest r) {
        return call(() -> {
            var response = client.deleteItem(b -> b.tableName(r.table()).key(toSdk(r.key()))
                    .conditionExpression(blankToNull(r.condition()))
                    .expressionAttributeNames(names(r.expr()))
                    .expressionAttributeValues(values(r.expr()))
                    .returnValues(r.returnValues().name())
                    .returnConsumedCapacity(SdkReturns.capacity(r.returns().capacity()))
                    .returnItemCollectionMetrics(SdkReturns.collectionMetrics(r.returns()))
                    .returnValuesOnConditionCheckFailure(SdkReturns.onConditionFailure(r.returns().oldItemOnConditionFailure())));
            return written(response.hasAttributes(), response.attributes(), response.consumedCapacity(),
                    response.itemCollectionMetrics());
        });
    }

    /**
     * A single-item write's answer: the item its ReturnValues asked for (none when empty), its capacity,
     * and its item collection's metrics when DynamoDB returned them.
     */
    private static WriteResult written(boolean hasAttributes, Map<String, AttributeValue> attributes,
            software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity consumed,
            software.amazon.awssdk.services.dynamodb.model.ItemCollectionMetrics metrics) {
        return new WriteResult(!hasAttributes || attributes.isEmpty() ? Optional.empty()
                : Optional.of(SdkValues.item(attributes)), SdkCapacity.of(consumed), SdkReturns.metrics(metrics));
    }

    @Override
    public BatchWriteResult batchWrite(BatchWriteRequest request) {
        return SdkMultiItems.batchWrite(client, request);
    }

    @Override
    public TransactWriteResult transactWrite(TransactWriteRequest request) {
        return SdkMultiItems.transactWrite(client, request);
    }

    @Override
    public ExecuteStatementResult executeStatement(ExecuteStatementRequest r) {
        return call(() -> {
            var response = client.executeStatement(b -> {
                b.statement(r.statement()).limit(r.limit()).nextToken(r.nextToken())
                        .consistentRead(r.consistentRead())
                        .returnValuesOnConditionCheckFailure(SdkReturns.onConditionFailure(r.oldItemOnConditionFailure()))
                        .returnConsumedCapacity(SdkReturns.capacity(r.capacity()));
                if (!r.parameters().isEmpty()) {
                    b.parameters(r.parameters().stream().map(SdkValues::toSdk).toList());
                }
            });
            List<Item> items = response.hasItems()
                    ? response.items().stream().map(SdkValues::item).toList() : List.of();
            return new ExecuteStatementResult(items, response.nextToken(), SdkCapacity.of(response.consumedCapacity()));
        });
    }

    @Override
    public SearchVectorsResult searchVectors(SearchVectorsRequest r) {
        return SdkSearchVectors.search(client, r);
    }

    @Override
    public void close() {
        if (ownsClient) {
            client.close();
        }
    }

    /** Runs an SDK call, turning its service errors into DynamoExceptions with DynamoDB's code. */
    static <T> T call(Supplier<T> sdkCall) {
        try {
            return sdkCall.get();
        } catch (TransactionCanceledException e) {
            List<DynamoException.Reason> reasons = e.hasCancellationReasons()
                    ? e.cancellationReasons().stream().map(r -> new DynamoException.Reason(r.code(),
                            SdkReturns.item(r.hasItem(), r.item()))).toList()
                    : List.of();
            throw new DynamoException(DynamoException.TRANSACTION_CANCELED, message(e), Optional.empty(), reasons);
        } catch (ConditionalCheckFailedException e) {
            throw new DynamoException(DynamoException.CONDITIONAL_CHECK_FAILED, message(e),
                    SdkReturns.item(e.hasItem(), e.item()), List.of());
        } catch (DynamoDbException e) {
            String code = e.awsErrorDetails() == null ? e.getClass().getSimpleName()
                    : e.awsErrorDetails().errorCode();
            throw new DynamoException(code, message(e));
        }
    }

    private static String message(DynamoDbException e) {
        return e.awsErrorDetails() != null && e.awsErrorDetails().errorMessage() != null
                ? e.awsErrorDetails().errorMessage() : e.getMessage();
    }

    static Map<String, String> names(Expr expr) {
        return expr.names().isEmpty() ? null : expr.names();
    }

    static Map<String, AttributeValue> values(Expr expr) {
        return expr.values().isEmpty() ? null : toSdk(expr.values());
    }

    static String blankToNull(String s) {
        return s == null || s.isEmpty() ? null : s;
    }
}
