package dev.tablewright.engine.coverage;

import static dev.tablewright.model.AttributeValue.n;
import static dev.tablewright.model.AttributeValue.s;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Customers and their orders in one table (PK, SK): a customer's orders in its item collection.
 * Customer c1 has six orders, one of them open; c2 has two, both open.
 */
final class OrdersFixture {
    static final String TABLE = "Orders";

    private OrdersFixture() {
    }

    static DataModel model(AccessPattern... patterns) {
        return DataModel.of("Orders", List.of(table(List.of(patterns))));
    }

    static TableDesign table(List<AccessPattern> patterns) {
        Entity customer = new Entity("Customer", "Customer", List.of(new AttributeDef("customerId", AttributeType.S, true),
                new AttributeDef("name", AttributeType.S)), templates("PK", "CUST#${customerId}", "SK", "CUST#${customerId}"),
                "", "", List.of(Item.of("customerId", s("c1"), "name", s("Ada")),
                        Item.of("customerId", s("c2"), "name", s("Grace"))), null);
        List<Item> orders = new ArrayList<>();
        String[] c1 = {"shipped", "shipped", "open", "shipped", "cancelled", "shipped"};
        for (int i = 0; i < c1.length; i++) {
            orders.add(order("c1", "o1" + i, c1[i]));
        }
        orders.add(order("c2", "o20", "open"));
        orders.add(order("c2", "o21", "open"));
        Entity order = new Entity("Order", "Order", List.of(new AttributeDef("customerId", AttributeType.S, true),
                new AttributeDef("orderId", AttributeType.S, true), new AttributeDef("status", AttributeType.S),
                new AttributeDef("total", AttributeType.N)), templates("PK", "CUST#${customerId}", "SK", "ORDER#${orderId}"),
                "", "", orders, null);
        return TableDesign.of(TABLE, KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S))
                .withEntities(List.of(customer, order)).withAccessPatterns(patterns);
    }

    private static Item order(String customer, String id, String status) {
        return Item.of("entityType", s("Order"), "customerId", s(customer), "orderId", s(id), "status", s(status),
                "total", n(10));
    }

    static AccessPattern pattern(String name, OperationKind op, String index, String keyCondition, String filter,
            Map<String, String> parameters) {
        return new AccessPattern(name, "", "Order", op, index, keyCondition, filter, "", true, parameters);
    }

    private static Map<String, KeyTemplate> templates(String... pairs) {
        Map<String, KeyTemplate> map = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            map.put(pairs[i], KeyTemplate.parse(pairs[i + 1]));
        }
        return map;
    }
}
