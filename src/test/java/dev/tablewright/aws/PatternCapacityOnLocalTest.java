package dev.tablewright.aws;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.sdk.SdkGateway;
import dev.tablewright.aws.sdk.SdkValues;
import dev.tablewright.engine.api.BatchGetRequest;
import dev.tablewright.engine.api.ConsumedCapacity;
import dev.tablewright.engine.api.GetItemRequest;
import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.TransactGet;
import dev.tablewright.engine.index.SourcedItem;
import dev.tablewright.engine.pattern.PatternAnalysis;
import dev.tablewright.engine.pattern.PatternAnalyzer;
import dev.tablewright.engine.pattern.PatternRequest;
import dev.tablewright.engine.query.SampleData;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Item;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.PriceTable;
import dev.tablewright.model.TableDesign;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.Capacity;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/**
 * The capacity the access-pattern analysis gives is what DynamoDB Local reports for the same requests
 * on the same items: every read pattern of the samples as written, each GetItem pattern also as a
 * BatchGetItem and a TransactGetItems, and the item it names as a new PutItem, whose INDEXES figures
 * show the table's write and each index entry (each GSI's part the same as the analysis's split). (The tournament sample is left out: its GSIs have
 * multi-attribute keys, which DynamoDB Local 2.6 refuses.)
 */
class PatternCapacityOnLocalTest {
    private static final DynamoDbClient CLIENT = EmbeddedDynamoDb.client();
    private static final Gateway LOCAL = new SdkGateway(CLIENT, "DynamoDB Local (embedded)", false);

    @ParameterizedTest
    @ValueSource(strings = {"movies-actors", "customer-orders", "alleycat-races", "company-directory", "issue-tracker"})
    void theAnalysisReportsWhatDynamoDbLocalConsumes(String sample) {
        DataModel read = WorkbenchJson.read(Path.of("sample-models", sample + ".json")).model().orElseThrow();
        TableDesign t = read.tables().get(0).withName("patterns-" + UUID.randomUUID());
        TableDesign empty = t.withName(t.name() + "-empty");
        PatternAnalyzer analyzer = PatternAnalyzer.of(DataModel.of(read.name(), List.of(t)), PriceTable.US_EAST_1);
        List<String> differences = new ArrayList<>();
        int compared = 0;
        LOCAL.createTable(t);
        LOCAL.createTable(empty);
        try {
            for (SourcedItem s : SampleData.of(List.of(t)).loaded().get(0).items()) {
                LOCAL.putItem(PutItemRequest.of(t.name(), s.item()));
            }
            for (AccessPattern p : t.accessPatterns()) {
                if (!p.operation().isRead()) {
                    continue;
                }
                PatternAnalysis a = analyzer.analyse(t, p);
                Page page = LOCAL.read(PatternRequest.of(t, p, Map.of()));
                compared += same(differences, p.name(), a.capacity().orElseThrow().readUnits(), page.consumed());
                compared += same(differences, p.name() + " items", a.returned().size(), page.items().size());
                if (p.operation() != OperationKind.GET_ITEM) {
                    continue;
                }
                Map<String, AttributeValue> key = PatternRequest.key(t, p, Map.of());
                AccessPattern batch = p.withOperation(OperationKind.BATCH_GET_ITEM);
                compared += same(differences, p.name() + " as BatchGetItem", units(analyzer, t, batch, false),
                        LOCAL.batchGet(new BatchGetRequest(Map.of(t.name(), BatchGetRequest.TableKeys.of(List.of(key)))))
                                .consumed());
                compared += same(differences, p.name() + " as TransactGetItems",
                        units(analyzer, t, p.withOperation(OperationKind.TRANSACT_GET_ITEMS), false),
                        LOCAL.transactGet(List.of(TransactGet.of(t.name(), key))).consumed());
                Item item = LOCAL.get(new GetItemRequest(t.name(), key, "", null, false)).item().orElseThrow();
                PutItemResponse put = CLIENT.putItem(b -> b.tableName(empty.name()).item(SdkValues.toSdk(item.attributes()))
                        .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES));
                double expected = units(analyzer, t, p.withOperation(OperationKind.PUT_ITEM), true);
                var c = put.consumedCapacity();
                compared += same(differences, p.name() + " as PutItem", expected, c.capacityUnits());
                double parts = c.table().capacityUnits()
                        + c.globalSecondaryIndexes().values().stream().mapToDouble(Capacity::capacityUnits).sum()
                        + c.localSecondaryIndexes().values().stream().mapToDouble(Capacity::capacityUnits).sum();
                compared += same(differences, p.name() + " as PutItem, table and indexes", expected, parts);
                // Each GSI's entry, as the table's cost splits the writes for each GSI's maximum and auto scaling.
                Map<String, Double> analysed = analyzer.analyse(t, p.withOperation(OperationKind.PUT_ITEM)).capacity()
                        .orElseThrow().globalIndexWrites().orElseThrow();
                Map<String, Double> local = new TreeMap<>();
                c.globalSecondaryIndexes().forEach((index, units) -> local.put(index, units.capacityUnits()));
                if (!analysed.equals(local)) {
                    differences.add(p.name() + " as PutItem, each GSI: analysis " + analysed + ", DynamoDB Local " + local);
                }
                compared++;
                CLIENT.deleteItem(b -> b.tableName(empty.name()).key(SdkValues.toSdk(key)));
            }
        } finally {
            LOCAL.deleteTable(t.name());
            LOCAL.deleteTable(empty.name());
        }
        assertEquals(List.of(), differences, sample + ": analysis vs DynamoDB Local");
        assertTrue(compared >= 4, "compared " + compared);
    }

    private static double units(PatternAnalyzer analyzer, TableDesign t, AccessPattern p, boolean write) {
        var c = analyzer.analyse(t, p).capacity().orElseThrow();
        return write ? c.writeUnits() : c.readUnits();
    }

    private static int same(List<String> differences, String what, double analysed, List<ConsumedCapacity> local) {
        return same(differences, what, analysed, ConsumedCapacity.total(local));
    }

    private static int same(List<String> differences, String what, double analysed, double local) {
        if (analysed != local) {
            differences.add(what + ": analysis " + analysed + ", DynamoDB Local " + local);
        }
        return 1;
    }
}
