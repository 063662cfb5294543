package dev.tablewright.sample;

import dev.tablewright.format.SampleModels;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Cardinality;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Relationship;
import dev.tablewright.model.TableDesign;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** Sample and hand-made tables for the generator's tests. */
final class Fixtures {
    private Fixtures() {
    }

    static DataModel sample(String name) {
        return SampleModels.read(name).model().orElseThrow();
    }

    static TableDesign sampleTable(String name) {
        return sample(name).tables().get(0);
    }

    /** The table after the generated items were added through {@code ItemEdits.add}. */
    static TableDesign applied(TableDesign table, GeneratedItems made) {
        DataModel model = DataModel.of("test", List.of(table));
        return made.edit(table.name()).apply(model).tables().get(0);
    }

    static Map<String, Integer> counts(Object... entityThenCount) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (int i = 0; i < entityThenCount.length; i += 2) {
            counts.put((String) entityThenCount[i], (Integer) entityThenCount[i + 1]);
        }
        return counts;
    }

    static String text(Item item, String attribute) {
        return item.get(attribute).map(AttributeValue::displayText).orElse(null);
    }

    static List<String> texts(List<Item> items, String attribute) {
        return items.stream().map(i -> text(i, attribute)).collect(Collectors.toList());
    }

    static Entity entity(String name, Map<String, String> templates, AttributeDef... attributes) {
        Map<String, KeyTemplate> parsed = new LinkedHashMap<>();
        templates.forEach((k, v) -> parsed.put(k, KeyTemplate.parse(v)));
        return Entity.named(name).withAttributes(Arrays.asList(attributes)).withKeyTemplates(parsed);
    }

    static AttributeDef attr(String name, AttributeType type) {
        return new AttributeDef(name, type);
    }

    static Map<String, String> keys(String pk, String sk) {
        Map<String, String> t = new LinkedHashMap<>();
        t.put("PK", pk);
        t.put("SK", sk);
        return t;
    }

    static TableDesign table(String name, List<Entity> entities, Relationship... relationships) {
        return TableDesign.of(name, KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S))
                .withEntities(entities).withRelationships(List.of(relationships));
    }

    static Relationship rel(String from, String to, Cardinality cardinality) {
        return new Relationship(from, to, cardinality, "");
    }

    /**
     * Customers, their orders in the customer's partition, and order lines in the same partition
     * that carry both ids and the customer's email; the lines' Customer relationship is declared
     * before their Order's.
     */
    static TableDesign shop() {
        return table("Shop", List.of(
                entity("Customer", keys("CUST#${customerId}", "PROFILE"), attr("customerId", AttributeType.S),
                        attr("fullName", AttributeType.S), attr("email", AttributeType.S)),
                entity("Order", keys("CUST#${customerId}", "ORDER#${orderId}"), attr("customerId", AttributeType.S),
                        attr("orderId", AttributeType.S), attr("orderDate", AttributeType.S),
                        attr("total", AttributeType.N), attr("status", AttributeType.S)),
                entity("OrderLine", keys("CUST#${customerId}", "LINE#${orderId}#${lineId}"),
                        attr("customerId", AttributeType.S), attr("orderId", AttributeType.S),
                        attr("lineId", AttributeType.S), attr("quantity", AttributeType.N),
                        attr("price", AttributeType.N), attr("customerEmail", AttributeType.S))),
                rel("Customer", "OrderLine", Cardinality.ONE_TO_MANY),
                rel("Customer", "Order", Cardinality.ONE_TO_MANY),
                rel("Order", "OrderLine", Cardinality.ONE_TO_MANY));
    }
}
