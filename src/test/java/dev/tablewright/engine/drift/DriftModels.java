package dev.tablewright.engine.drift;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.TableDesign;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A small shop table whose items the drift tests count by hand: customers and their orders. */
public final class DriftModels {
    public static final String TABLE = "Shop";

    private DriftModels() {
    }

    public static DataModel shop() {
        return DataModel.of("shop", List.of(table()));
    }

    /** Customer: PK CUST#${customerId}, SK PROFILE. Order: SK ORDER#${orderId:4:0}, GSI1PK STATUS#${status}. */
    public static TableDesign table() {
        Entity customer = entity("Customer", templates("PK", "CUST#${customerId}", "SK", "PROFILE"),
                List.of(customer(1, 1), customer(2, 2)));
        Entity order = entity("Order", templates("PK", "CUST#${customerId}", "SK", "ORDER#${orderId:4:0}",
                "GSI1PK", "STATUS#${status}"), List.of(order(1, 1, "OPEN", "ORDER#0001", true)));
        GlobalSecondaryIndex gsi = new GlobalSecondaryIndex("GSI1", KeySchema.of("GSI1PK", AttributeType.S),
                new Projection(ProjectionType.ALL, List.of()));
        return TableDesign.of(TABLE, KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S))
                .withGlobalIndexes(List.of(gsi)).withEntities(List.of(customer, order));
    }

    public static Item customer(long storedId, long customerId) {
        return Item.of("PK", s("CUST#" + storedId), "SK", s("PROFILE"), "customerId", n(customerId));
    }

    /** An order stored under {@code sk}; with {@code indexed} its GSI1PK is written as the template gives it. */
    public static Item order(long customerId, long orderId, String status, String sk, boolean indexed) {
        Item item = Item.of("PK", s("CUST#" + customerId), "SK", s(sk), "customerId", n(customerId), "orderId",
                n(orderId));
        if (status != null) {
            item = item.with("status", s(status));
            if (indexed) {
                item = item.with("GSI1PK", s("STATUS#" + status));
            }
        }
        return item;
    }

    private static Entity entity(String name, Map<String, KeyTemplate> templates, List<Item> items) {
        return Entity.named(name).withKeyTemplates(templates).withItems(items);
    }

    private static Map<String, KeyTemplate> templates(String... pairs) {
        Map<String, KeyTemplate> map = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            map.put(pairs[i], KeyTemplate.parse(pairs[i + 1]));
        }
        return map;
    }

    public static AttributeValue s(String v) {
        return new AttributeValue.S(v);
    }

    public static AttributeValue n(long v) {
        return AttributeValue.N.parse(Long.toString(v));
    }
}
