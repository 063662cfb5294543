package dev.tablewright.model.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.ModelPath;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Billing;
import dev.tablewright.model.Cardinality;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.Point;
import dev.tablewright.model.Projection;
import dev.tablewright.model.Relationship;
import dev.tablewright.model.TableDesign;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class EditsTest {
    private static final String T = "Shop";

    /** Customer 1:N Order, an inverted GSI1, an LSI, a pattern returning orders through GSI1. */
    private static DataModel shop() {
        Entity customer = Entity.named("Customer")
                .withAttributes(List.of(new AttributeDef("customerId", AttributeType.S)))
                .withKeyTemplates(Map.of("PK", KeyTemplate.parse("CUST#${customerId}"), "SK", KeyTemplate.parse("PROFILE")))
                .withItems(List.of(Item.of("customerId", AttributeValue.s("c1"), "type", AttributeValue.s("Customer"),
                        "PK", AttributeValue.s("CUST#c1"), "SK", AttributeValue.s("PROFILE"))));
        Entity order = Entity.named("Order")
                .withAttributes(List.of(new AttributeDef("orderId", AttributeType.S), new AttributeDef("status", AttributeType.S)))
                .withKeyTemplate("PK", KeyTemplate.parse("CUST#${customerId}"))
                .withKeyTemplate("SK", KeyTemplate.parse("ORDER#${orderId}"))
                .withKeyTemplate("GSI1PK", KeyTemplate.parse("STATUS#${status}"));
        TableDesign t = TableDesign.of(T, KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S))
                .withTypeAttribute("type")
                .withGlobalIndexes(List.of(new GlobalSecondaryIndex("GSI1",
                        KeySchema.of("GSI1PK", AttributeType.S, "SK", AttributeType.S), Projection.ALL)))
                .withLocalIndexes(List.of(new LocalSecondaryIndex("LSI1", new AttributeDef("LSK", AttributeType.N),
                        Projection.KEYS_ONLY)))
                .withEntities(List.of(customer, order))
                .withRelationships(List.of(new Relationship("Customer", "Order", Cardinality.ONE_TO_MANY, "")))
                .withAccessPatterns(List.of(new AccessPattern("Orders by status", "", "Order", OperationKind.QUERY, "GSI1",
                        "GSI1PK = STATUS#${status}", "", "", true, Map.of("status", "OPEN"))))
                .withLayout(dev.tablewright.model.DiagramLayout.EMPTY.with("Customer", new Point(10, 10)));
        return DataModel.of("m", List.of(t));
    }

    private static TableDesign table(DataModel m) {
        return m.table(T).orElseThrow();
    }

    @Test
    void addEntityPlacesItsBoxAndRefusesATakenName() {
        Edit add = EntityEdits.add(T, "Product", new Point(40, 80));
        assertEquals("Add entity Product", add.description());
        DataModel m = add.apply(shop());
        assertTrue(table(m).entity("Product").isPresent());
        assertEquals(new Point(40, 80), table(m).layout().position("Product").orElseThrow());
        EditRefused e = assertThrows(EditRefused.class, () -> EntityEdits.add(T, "Order", null).apply(m));
        assertEquals("There is already an entity named 'Order'.", e.getMessage());
        assertEquals(new ModelPath.EntityPath(T, "Entity"), NewElements.entity(table(m), null).select());
    }

    @Test
    void renamingAnEntityFollowsEverywhereItIsNamed() {
        DataModel m = EntityEdits.rename(T, "Customer", "Client").apply(shop());
        TableDesign t = table(m);
        assertTrue(t.entity("Client").isPresent());
        assertEquals("Client", t.relationships().get(0).from());
        assertEquals(new Point(10, 10), t.layout().position("Client").orElseThrow());
        // the type marker followed the name, and so did the marker stored in the items
        assertEquals(AttributeValue.s("Client"), t.entity("Client").orElseThrow().items().get(0).attributes().get("type"));
        assertThrows(EditRefused.class, () -> EntityEdits.rename(T, "Client", "Order").apply(m));
        assertThrows(EditRefused.class, () -> EntityEdits.rename(T, "Nobody", "X").apply(m));
    }

    @Test
    void deletingAnEntityTakesItsRelationshipsBoxAndPatternReference() {
        DataModel m = EntityEdits.delete(T, "Order").apply(shop());
        TableDesign t = table(m);
        assertFalse(t.entity("Order").isPresent());
        assertTrue(t.relationships().isEmpty());
        assertTrue(t.accessPatterns().get(0).entityName().isEmpty());
    }

    @Test
    void renamingAnAttributeRenamesItInTemplatesAndItems() {
        Edit e = EntityEdits.changeAttribute(T, "Order", "status", new AttributeDef("state", AttributeType.S));
        assertEquals("Rename attribute status → state", e.description());
        Entity order = table(e.apply(shop())).entity("Order").orElseThrow();
        assertEquals("STATUS#${state}", order.template("GSI1PK").orElseThrow().source());
        assertTrue(order.attribute("state").isPresent());
        assertThrows(EditRefused.class, () -> EntityEdits.changeAttribute(T, "Order", "status",
                new AttributeDef("orderId", AttributeType.S)).apply(shop()));
    }

    @Test
    void changingAnAttributesTypeKeepsItsName() {
        DataModel m = EntityEdits.changeAttribute(T, "Order", "status", new AttributeDef("status", AttributeType.N, true))
                .apply(shop());
        assertEquals(new AttributeDef("status", AttributeType.N, true),
                table(m).entity("Order").orElseThrow().attribute("status").orElseThrow());
    }

    @Test
    void keyTemplatesAreSetAndCleared() {
        DataModel m = EntityEdits.setKeyTemplate(T, "Customer", "GSI1PK", KeyTemplate.parse("EMAIL#${email}")).apply(shop());
        assertEquals("EMAIL#${email}", table(m).entity("Customer").orElseThrow().template("GSI1PK").orElseThrow().source());
        m = EntityEdits.setKeyTemplate(T, "Customer", "GSI1PK", null).apply(m);
        assertTrue(table(m).entity("Customer").orElseThrow().template("GSI1PK").isEmpty());
    }

    @Test
    void renamingATableKeyRenamesItInIndexesTemplatesAndItems() {
        DataModel m = TableEdits.setKeySchema(T, KeySchema.of("pk", AttributeType.S, "sk", AttributeType.S)).apply(shop());
        TableDesign t = table(m);
        assertEquals("sk", t.globalIndexes().get(0).keys().sortKey().orElseThrow().name());
        Entity customer = t.entity("Customer").orElseThrow();
        assertEquals("CUST#${customerId}", customer.template("pk").orElseThrow().source());
        assertTrue(customer.template("PK").isEmpty());
        assertEquals(AttributeValue.s("PROFILE"), customer.items().get(0).attributes().get("sk"));
        assertFalse(customer.items().get(0).has("SK"));
    }

    @Test
    void indexesAreAddedChangedAndDeleted() {
        GlobalSecondaryIndex gsi2 = new GlobalSecondaryIndex("GSI2", KeySchema.of("GSI2PK", AttributeType.S), Projection.KEYS_ONLY);
        assertEquals("GSI2", NewElements.indexName(table(shop()), "GSI"));
        DataModel m = TableEdits.addIndex(T, gsi2).apply(shop());
        assertEquals(List.of("GSI1", "GSI2", "LSI1"), table(m).indexes().stream().map(i -> i.name()).toList());
        assertThrows(EditRefused.class, () -> TableEdits.addIndex(T, gsi2).apply(TableEdits.addIndex(T, gsi2).apply(shop())));

        GlobalSecondaryIndex renamed = new GlobalSecondaryIndex("ByStatus",
                KeySchema.of("StatusPK", AttributeType.S, "SK", AttributeType.S), Projection.include(List.of("status")));
        Edit change = TableEdits.changeIndex(T, "GSI1", renamed);
        assertEquals("Rename GSI GSI1 → ByStatus", change.description());
        TableDesign t = table(change.apply(m));
        assertEquals(renamed, t.globalIndexes().get(0));
        assertEquals("ByStatus", t.accessPatterns().get(0).index(), "the pattern follows the rename");
        assertEquals("STATUS#${status}", t.entity("Order").orElseThrow().template("StatusPK").orElseThrow().source(),
                "the template follows its key attribute");

        TableDesign deleted = table(TableEdits.deleteIndex(T, "LSI1").apply(m));
        assertTrue(deleted.localIndexes().isEmpty());
        assertThrows(EditRefused.class, () -> TableEdits.deleteIndex(T, "LSI9").apply(m));
    }

    @Test
    void theReplicasOverridesOfAGsiFollowItsRenameAndGoWithIt() {
        DataModel m = DataModel.of("m", List.of(dev.tablewright.model.settings.AllSettings.global()));
        GlobalSecondaryIndex byDay = m.tables().get(0).globalIndexes().get(0);
        DataModel renamed = TableEdits.changeIndex("Payments", "ByDay", byDay.withName("ByDate")).apply(m);
        var ohio = renamed.tables().get(0).settings().replication().replica("us-east-2").orElseThrow();
        assertEquals(List.of("ByDate"), ohio.indexes().stream().map(i -> i.indexName()).toList());
        assertEquals(java.util.Optional.of(300L), ohio.indexes().get(0).maxReadRequestUnits());
        DataModel deleted = TableEdits.deleteIndex("Payments", "ByDate").apply(renamed);
        assertTrue(deleted.tables().get(0).settings().replication().replica("us-east-2").orElseThrow().indexes()
                .isEmpty());
    }

    @Test
    void tableLevelSettings() {
        DataModel m = TableEdits.setBilling(T, Billing.provisioned(5, 5)).apply(shop());
        assertEquals(Billing.provisioned(5, 5), table(m).billing());
        m = TableEdits.setTypeAttribute(T, "kind").apply(m);
        assertEquals("kind", table(m).typeAttribute());
        assertEquals(AttributeValue.s("Customer"), table(m).entity("Customer").orElseThrow().items().get(0).attributes().get("kind"));
        m = TableEdits.rename(T, "Store").apply(m);
        assertTrue(m.table("Store").isPresent());
        assertTrue(TableEdits.delete("Store").apply(m).tables().isEmpty());
        m = TableEdits.add("Audit", KeySchema.of("id", AttributeType.S)).apply(m);
        assertThrows(EditRefused.class, () -> TableEdits.add("Audit", KeySchema.of("id", AttributeType.S))
                .apply(TableEdits.add("Audit", KeySchema.of("id", AttributeType.S)).apply(shop())));
        assertThrows(EditRefused.class, () -> TableEdits.add(" ", KeySchema.of("id", AttributeType.S)).apply(shop()));
    }

    @Test
    void relationshipsAndLayout() {
        DataModel m = RelationshipEdits.add(T, new Relationship("Customer", "Customer", Cardinality.MANY_TO_MANY, ""))
                .apply(shop());
        assertEquals(2, table(m).relationships().size());
        m = RelationshipEdits.setCardinality(T, 1, Cardinality.ONE_TO_ONE).apply(m);
        assertEquals(Cardinality.ONE_TO_ONE, table(m).relationships().get(1).cardinality());
        m = RelationshipEdits.delete(T, 0).apply(m);
        assertEquals(1, table(m).relationships().size());
        assertThrows(EditRefused.class, () -> RelationshipEdits.delete(T, 5).apply(shop()));
        assertThrows(EditRefused.class,
                () -> RelationshipEdits.add(T, new Relationship("Customer", "Ghost", Cardinality.ONE_TO_ONE, "")).apply(shop()));

        Edit move = LayoutEdits.move(T, Map.of("Customer", new Point(1, 2), "Order", new Point(3, 4)));
        assertEquals("Move 2 entities", move.description());
        DataModel moved = move.apply(shop());
        assertEquals(new Point(3, 4), table(moved).layout().position("Order").orElseThrow());
    }

    @Test
    void aCompoundEditIsItsStepsInOrder() {
        Edit both = Edit.compound("Add two", List.of(EntityEdits.add(T, "A", null), EntityEdits.rename(T, "A", "B")));
        TableDesign t = table(both.apply(shop()));
        assertTrue(t.entity("B").isPresent());
        assertFalse(t.entity("A").isPresent());
    }
}
