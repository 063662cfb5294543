package dev.tablewright.engine.synthetic;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyDerivation;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Projection;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * A reproducible single-table design of any size for benchmarks and load tests: an online shop with
 * five entities (Customer, Order, OrderLine, Product, Review), the inverted index GSI1, a status
 * index GSI2 and a sparse GSI3 that holds only flagged reviews. Item keys are stored derived, as a
 * saved model holds them.
 */
public final class SyntheticModel {
    public static final String TABLE = "Shop";

    private SyntheticModel() {
    }

    /** A model whose table holds about {@code items} sample items, the same for the same seed. */
    public static DataModel generate(int items, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int customers = Math.max(1, items / 20);
        int products = Math.max(1, items / 50);
        List<Item> customerItems = new ArrayList<>();
        List<Item> orderItems = new ArrayList<>();
        List<Item> lineItems = new ArrayList<>();
        List<Item> productItems = new ArrayList<>();
        List<Item> reviewItems = new ArrayList<>();
        for (int p = 0; p < products && total(customerItems, orderItems, lineItems, productItems, reviewItems) < items; p++) {
            productItems.add(Item.of("productId", s("P" + p), "title", s("Product " + p),
                    "price", AttributeValue.n(1 + random.nextInt(50_000) + "." + random.nextInt(10, 100))));
        }
        int order = 0;
        int review = 0;
        while (total(customerItems, orderItems, lineItems, productItems, reviewItems) < items) {
            int c = customerItems.size();
            String customerId = "C" + c;
            customerItems.add(Item.of("customerId", s(customerId), "email", s("user" + c + "@example.com"),
                    "fullName", s("Customer " + c)));
            int orders = 1 + random.nextInt(6);
            for (int o = 0; o < orders && total(customerItems, orderItems, lineItems, productItems, reviewItems) < items; o++) {
                String orderId = String.format("O%08d", order++);
                String date = String.format("2026-%02d-%02d", 1 + random.nextInt(12), 1 + random.nextInt(28));
                orderItems.add(Item.of("customerId", s(customerId), "orderId", s(orderId), "orderDate", s(date),
                        "status", s(random.nextInt(4) == 0 ? "OPEN" : "SHIPPED"),
                        "total", AttributeValue.n(random.nextInt(1, 100_000))));
                int lines = 1 + random.nextInt(3);
                for (int l = 0; l < lines && total(customerItems, orderItems, lineItems, productItems, reviewItems) < items; l++) {
                    lineItems.add(Item.of("orderId", s(orderId), "lineNo", AttributeValue.n(l + 1),
                            "productId", s("P" + random.nextInt(products)), "quantity", AttributeValue.n(1 + random.nextInt(5))));
                }
            }
            if (random.nextInt(3) == 0 && total(customerItems, orderItems, lineItems, productItems, reviewItems) < items) {
                Map<String, AttributeValue> r = new LinkedHashMap<>();
                r.put("productId", s("P" + random.nextInt(products)));
                r.put("reviewId", s(String.format("R%08d", review++)));
                r.put("customerId", s(customerId));
                r.put("stars", AttributeValue.n(1 + random.nextInt(5)));
                if (random.nextInt(10) == 0) {
                    r.put("flagged", s("SPAM"));
                }
                reviewItems.add(new Item(r));
            }
        }
        TableDesign table = TableDesign.of(TABLE, KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S))
                .withAttributes(List.of(new AttributeDef("GSI1PK", AttributeType.S),
                        new AttributeDef("GSI1SK", AttributeType.S), new AttributeDef("GSI2PK", AttributeType.S),
                        new AttributeDef("GSI2SK", AttributeType.S), new AttributeDef("GSI3PK", AttributeType.S),
                        new AttributeDef("GSI3SK", AttributeType.S)))
                .withGlobalIndexes(List.of(
                        new GlobalSecondaryIndex("GSI1", KeySchema.of("GSI1PK", AttributeType.S, "GSI1SK", AttributeType.S),
                                Projection.ALL),
                        new GlobalSecondaryIndex("GSI2", KeySchema.of("GSI2PK", AttributeType.S, "GSI2SK", AttributeType.S),
                                Projection.include(List.of("total"))),
                        new GlobalSecondaryIndex("GSI3", KeySchema.of("GSI3PK", AttributeType.S, "GSI3SK", AttributeType.S),
                                Projection.KEYS_ONLY)))
                .withEntities(List.of(
                        entity("Customer", customerItems, "CUST#${customerId}", "PROFILE", "EMAIL#${email}", "CUST#${customerId}"),
                        entity("Order", orderItems, "CUST#${customerId}", "ORDER#${orderId}", "ORDER#${orderId}",
                                "CUST#${customerId}").withKeyTemplate("GSI2PK", KeyTemplate.parse("STATUS#${status}"))
                                .withKeyTemplate("GSI2SK", KeyTemplate.parse("${orderDate}#${orderId}")),
                        entity("OrderLine", lineItems, "ORDER#${orderId}", "LINE#${lineNo:3:0}", "PRODUCT#${productId}",
                                "ORDER#${orderId}"),
                        entity("Product", productItems, "PRODUCT#${productId}", "PRODUCT", null, null),
                        entity("Review", reviewItems, "PRODUCT#${productId}", "REVIEW#${reviewId}", "CUST#${customerId}",
                                "REVIEW#${reviewId}").withKeyTemplate("GSI3PK", KeyTemplate.parse("${flagged}"))
                                .withKeyTemplate("GSI3SK", KeyTemplate.parse("REVIEW#${reviewId}"))));
        TableDesign shaped = table;
        table = table.withEntities(table.entities().stream().map(e -> withDerivedKeys(e, shaped)).toList());
        return DataModel.of("Synthetic shop (" + items + " items)", List.of(table));
    }

    private static Entity withDerivedKeys(Entity e, TableDesign table) {
        List<Item> derived = new ArrayList<>(e.items().size());
        for (Item i : e.items()) {
            Item d = KeyDerivation.deriveAll(table, e, i).item();
            derived.add(d.with(table.typeAttribute(), s(e.typeValue())));
        }
        return e.withItems(derived);
    }

    private static Entity entity(String name, List<Item> items, String pk, String sk, String gsi1pk, String gsi1sk) {
        Map<String, KeyTemplate> templates = new LinkedHashMap<>();
        templates.put("PK", KeyTemplate.parse(pk));
        templates.put("SK", KeyTemplate.parse(sk));
        if (gsi1pk != null) {
            templates.put("GSI1PK", KeyTemplate.parse(gsi1pk));
            templates.put("GSI1SK", KeyTemplate.parse(gsi1sk));
        }
        List<AttributeDef> attributes = new ArrayList<>();
        if (!items.isEmpty()) {
            items.get(0).attributes().forEach((k, v) -> attributes.add(new AttributeDef(k, v.type())));
        }
        return Entity.named(name).withAttributes(attributes).withKeyTemplates(templates).withItems(items);
    }

    private static int total(List<?>... lists) {
        int n = 0;
        for (List<?> l : lists) {
            n += l.size();
        }
        return n;
    }

    private static AttributeValue s(String value) {
        return AttributeValue.s(value);
    }
}
