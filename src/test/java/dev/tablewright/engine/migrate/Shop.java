package dev.tablewright.engine.migrate;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.Projection;
import dev.tablewright.model.TableDesign;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small shop table to plan migrations of, its sizes worked by hand: three Order items of 46 bytes
 * before and 70 after the v2 templates (pk 8, sk 9, customerId 11, orderId 8, status 10; gsi1pk 17,
 * gsi1sk 7), and one Customer item of 35 bytes (pk 8, sk 9, customerId 11, name 7).
 */
final class Shop {
    static final KeySchema KEYS = KeySchema.of("pk", AttributeType.S, "sk", AttributeType.S);
    static final GlobalSecondaryIndex BY_STATUS = new GlobalSecondaryIndex("ByStatus",
            KeySchema.of("gsi1pk", AttributeType.S, "gsi1sk", AttributeType.S), Projection.KEYS_ONLY);

    private Shop() {
    }

    static Item s(Object... namesAndTexts) {
        Object[] pairs = namesAndTexts.clone();
        for (int i = 1; i < pairs.length; i += 2) {
            pairs[i] = new AttributeValue.S((String) pairs[i]);
        }
        return Item.of(pairs);
    }

    static Map<String, KeyTemplate> templates(String... attributesAndSources) {
        Map<String, KeyTemplate> m = new LinkedHashMap<>();
        for (int i = 0; i < attributesAndSources.length; i += 2) {
            m.put(attributesAndSources[i], KeyTemplate.parse(attributesAndSources[i + 1]));
        }
        return m;
    }

    static Entity order(String... extraTemplates) {
        Map<String, KeyTemplate> t = templates("pk", "CUST#${customerId}", "sk", "ORDER#${orderId}");
        t.putAll(templates(extraTemplates));
        return Entity.named("Order").withKeyTemplates(t).withItems(List.of(
                s("customerId", "1", "orderId", "1", "status", "OPEN"),
                s("customerId", "1", "orderId", "2", "status", "SHIP"),
                s("customerId", "2", "orderId", "3", "status", "OPEN")));
    }

    static Entity customer() {
        return Entity.named("Customer").withKeyTemplates(templates("pk", "CUST#${customerId}", "sk", "PROFILE"))
                .withItems(List.of(s("customerId", "1", "name", "Ann")));
    }

    /** v1: orders and customers, no index. */
    static TableDesign v1() {
        return TableDesign.of("Shop", KEYS).withEntities(List.of(order(), customer()))
                .withAccessPatterns(List.of(pattern("Orders of a customer", null)));
    }

    /** v2: orders by status, a KEYS_ONLY GSI whose keys the orders' new templates derive. */
    static TableDesign v2() {
        return TableDesign.of("Shop", KEYS).withGlobalIndexes(List.of(BY_STATUS))
                .withEntities(List.of(order("gsi1pk", "STATUS#${status}", "gsi1sk", "${orderId}"), customer()))
                .withAccessPatterns(List.of(pattern("Orders of a customer", null), pattern("Orders by status", "ByStatus")));
    }

    static AccessPattern pattern(String name, String index) {
        return new AccessPattern(name, "", "Order", OperationKind.QUERY, index, "", "", "", true, Map.of());
    }

    static DataModel model(TableDesign t) {
        return DataModel.of("shop", List.of(t));
    }
}
