package dev.tablewright.engine.reverse;

import static dev.tablewright.model.AttributeValue.n;
import static dev.tablewright.model.AttributeValue.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Cardinality;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Projection;
import dev.tablewright.model.Relationship;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Each inference rule on small item sets, and the ambiguous cases. */
class ReverseEngineerTest {
    private static final TableDesign TABLE = TableDesign.of("T", KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S));

    private static Reversed reverse(Item... items) {
        return ReverseEngineer.infer(TABLE, List.of(items));
    }

    private static Reversed reverse(TableDesign table, Item... items) {
        return ReverseEngineer.infer(table, List.of(items));
    }

    private static Entity entity(Reversed r, String name) {
        return r.design().entity(name).orElseThrow(() -> new AssertionError(
                "no entity " + name + " in " + r.design().entities().stream().map(Entity::name).toList()));
    }

    private static String template(Reversed r, String entity, String key) {
        return entity(r, entity).template(key).map(KeyTemplate::source).orElse(null);
    }

    private static boolean notes(Reversed r, String text) {
        return r.notes().stream().anyMatch(n -> n.contains(text));
    }

    @Test
    void groupsByTheTypeAttributeAndNamesEntitiesAfterItsValues() {
        Reversed r = reverse(
                Item.of("PK", s("C#1"), "SK", s("C#1"), "entityType", s("customer"), "customerId", s("1")),
                Item.of("PK", s("C#2"), "SK", s("C#2"), "entityType", s("customer"), "customerId", s("2")),
                Item.of("PK", s("C#1"), "SK", s("O#9"), "entityType", s("ORDER_LINE"), "customerId", s("1"),
                        "orderId", s("9")));
        assertEquals(List.of("Customer", "OrderLine"), r.design().entities().stream().map(Entity::name).toList());
        assertEquals("ORDER_LINE", entity(r, "OrderLine").typeValue());
        assertEquals(Optional.of("entityType"), r.typeAttribute());
        assertEquals("entityType", r.design().typeAttribute());
        assertTrue(r.design().items().isEmpty(), "every item went to an entity");
        assertEquals(2, entity(r, "Customer").items().size());
    }

    @Test
    void findsTypeAttributesByTheirCommonNames() {
        for (String name : List.of("type", "_type", "__typename", "Type", "kind")) {
            Reversed r = reverse(Item.of("PK", s("a"), "SK", s("1"), name, s("Thing")),
                    Item.of("PK", s("b"), "SK", s("2"), name, s("Thing")),
                    Item.of("PK", s("c"), "SK", s("3"), name, s("Other")));
            assertEquals(Optional.of(name), r.typeAttribute(), name);
            assertEquals(List.of("Thing", "Other"), r.design().entities().stream().map(Entity::name).toList());
        }
    }

    @Test
    void anAttributeWithFewValuesButNoTypeNameIsNotATypeAttribute() {
        Reversed r = reverse(Item.of("PK", s("CUST#1"), "SK", s("ORDER#1"), "Country", s("NL")),
                Item.of("PK", s("CUST#2"), "SK", s("ORDER#2"), "Country", s("NL")),
                Item.of("PK", s("CUST#3"), "SK", s("ORDER#3"), "Country", s("DE")));
        assertEquals(Optional.empty(), r.typeAttribute());
        assertEquals(List.of("CustOrder"), r.design().entities().stream().map(Entity::name).toList());
    }

    @Test
    void aTypeNamedAttributeOnTooFewItemsOrWithTooManyValuesIsNotATypeAttribute() {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            items.add(Item.of("PK", s("USER#" + i), "SK", s("PROFILE"), "type", s("t" + i)));
        }
        assertEquals(Optional.empty(), ReverseEngineer.infer(TABLE, items).typeAttribute(), "one value per item");
        items.clear();
        for (int i = 0; i < 10; i++) {
            items.add(i < 8 ? Item.of("PK", s("USER#" + i), "SK", s("PROFILE"))
                    : Item.of("PK", s("USER#" + i), "SK", s("PROFILE"), "type", s("user")));
        }
        Reversed r = ReverseEngineer.infer(TABLE, items);
        assertEquals(Optional.empty(), r.typeAttribute(), "on 2 items of 10");
        assertEquals(List.of("User"), r.design().entities().stream().map(Entity::name).toList());
    }

    @Test
    void itemsWithoutTheTypeAttributeAreGroupedByPrefixWithANote() {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < 19; i++) {
            items.add(Item.of("PK", s("USER#" + i), "SK", s("PROFILE"), "type", s("user"), "userId", s("" + i)));
        }
        items.add(Item.of("PK", s("LOG#1"), "SK", s("LOG#1"), "logId", s("1")));
        Reversed r = ReverseEngineer.infer(TABLE, items);
        assertEquals(Optional.of("type"), r.typeAttribute());
        assertEquals(List.of("User", "Log"), r.design().entities().stream().map(Entity::name).toList());
        assertTrue(notes(r, "1 item(s) have no type"), r.notes().toString());
    }

    @Test
    void groupsByKeyPrefixesWhenThereIsNoTypeAttribute() {
        Reversed r = reverse(
                Item.of("PK", s("MOVIE#1"), "SK", s("MOVIE#1"), "movieId", s("1")),
                Item.of("PK", s("MOVIE#2"), "SK", s("MOVIE#2"), "movieId", s("2")),
                Item.of("PK", s("ACTOR#7"), "SK", s("ACTOR#7"), "actorId", s("7")),
                Item.of("PK", s("MOVIE#1"), "SK", s("ACTOR#7"), "movieId", s("1"), "actorId", s("7")),
                Item.of("PK", s("TOURNAMENT#W"), "SK", s("METADATA"), "tournamentId", s("W")),
                Item.of("PK", s("c1001"), "SK", s("root_c1001"), "companyId", s("c1001")));
        assertEquals(List.of("Movie", "Actor", "MovieActor", "Tournament", "Root"),
                r.design().entities().stream().map(Entity::name).toList());
        assertEquals("Movie", entity(r, "Movie").typeValue());
        assertTrue(notes(r, "grouped by key prefixes"), r.notes().toString());
    }

    @Test
    void itemsWithNoPrefixAtAllAreOneEntityNamedAfterTheTable() {
        Reversed r = ReverseEngineer.infer(TABLE.withName("customer_orders"), List.of(
                Item.of("PK", s("cust1"), "SK", s("t1a"), "customerId", s("cust1"), "transactionId", s("t1a")),
                Item.of("PK", s("cust2"), "SK", s("t2b"), "customerId", s("cust2"), "transactionId", s("t2b"))));
        assertEquals(List.of("CustomerOrders"), r.design().entities().stream().map(Entity::name).toList());
        assertEquals("${customerId}", template(r, "CustomerOrders", "PK"));
        assertEquals("${transactionId}", template(r, "CustomerOrders", "SK"));
        Reversed dashed = reverse(Item.of("PK", s("c1"), "SK", s("txn-1"), "transactionId", s("txn-1")),
                Item.of("PK", s("c2"), "SK", s("txn-2"), "transactionId", s("txn-2")));
        assertEquals("${transactionId}", template(dashed, "Txn", "SK"), "the whole value before a split");
    }

    @Test
    void aLiteralPrefixAndAnAttributeMakeATemplate() {
        Reversed r = reverse(Item.of("PK", s("CUST#1"), "SK", s("CUST#1"), "type", s("c"), "customerId", s("1")),
                Item.of("PK", s("CUST#2"), "SK", s("CUST#2"), "type", s("c"), "customerId", s("2")));
        assertEquals("CUST#${customerId}", template(r, "C", "PK"));
        assertEquals("CUST#${customerId}", template(r, "C", "SK"));
        assertEquals(List.of(new AttributeDef("customerId", AttributeType.S, true)), entity(r, "C").attributes(),
                "keys and the type attribute are not the entity's attributes");
    }

    @Test
    void everySeparatorSplitsWhenItIsConsistent() {
        for (String sep : List.of("#", "|", ":", "-", "_")) {
            Reversed r = reverse(Item.of("PK", s("ORDER" + sep + "7"), "SK", s("LINE" + sep + "a" + sep + "1"),
                            "orderId", s("7"), "sku", s("a"), "lineNo", n(1)),
                    Item.of("PK", s("ORDER" + sep + "8"), "SK", s("LINE" + sep + "b" + sep + "2"), "orderId", s("8"),
                            "sku", s("b"), "lineNo", n(2)));
            Entity e = r.design().entities().get(0);
            assertEquals("ORDER" + sep + "${orderId}", e.template("PK").orElseThrow().source(), sep);
            assertEquals("LINE" + sep + "${sku}" + sep + "${lineNo}", e.template("SK").orElseThrow().source(), sep);
        }
    }

    @Test
    void severalReferencesInOneTemplateKeepTheirLiterals() {
        Reversed r = reverse(
                Item.of("PK", s("mov#1"), "SK", s("str#2021-09-03T20:14:07Z#u-10482"), "type", s("stream"),
                        "movieId", s("1"), "streamedAt", s("2021-09-03T20:14:07Z"), "userId", s("u-10482")),
                Item.of("PK", s("mov#2"), "SK", s("str#2021-09-04T08:00:00Z#u-7"), "type", s("stream"),
                        "movieId", s("2"), "streamedAt", s("2021-09-04T08:00:00Z"), "userId", s("u-7")));
        assertEquals("str#${streamedAt}#${userId}", template(r, "Stream", "SK"));
        assertEquals("mov#${movieId}", template(r, "Stream", "PK"));
    }

    @Test
    void aWholeValueThatAnotherAttributeHoldsIsThatAttribute() {
        TableDesign table = TABLE.withGlobalIndexes(List.of(new GlobalSecondaryIndex("GSI-2",
                KeySchema.of("PK", AttributeType.S, "gsi2sk", AttributeType.N), Projection.ALL)));
        Reversed r = reverse(table,
                Item.of("PK", s("a#1"), "SK", s("a#1"), "type", s("a"), "aId", s("1"), "count", n(42), "gsi2sk", n(42)),
                Item.of("PK", s("a#2"), "SK", s("a#2"), "type", s("a"), "aId", s("2"), "count", n(7), "gsi2sk", n(7)));
        assertEquals("${count}", template(r, "A", "gsi2sk"));
        assertFalse(entity(r, "A").attribute("gsi2sk").isPresent(), "a derived key is not an attribute");
    }

    @Test
    void aValueTheSameOnEveryItemIsAConstant() {
        Reversed r = reverse(Item.of("PK", s("PLAYER#p1"), "SK", s("PROFILE"), "playerId", s("p1")),
                Item.of("PK", s("PLAYER#p2"), "SK", s("PROFILE"), "playerId", s("p2")));
        assertEquals("PROFILE", template(r, "Player", "SK"));
        assertEquals("PLAYER#${playerId}", template(r, "Player", "PK"));
    }

    @Test
    void aConstantHeldByAnIdAttributeIsThatAttribute() {
        Reversed r = reverse(Item.of("PK", s("cust1"), "SK", s("o1"), "customerId", s("cust1"), "orderId", s("o1")),
                Item.of("PK", s("cust1"), "SK", s("o2"), "customerId", s("cust1"), "orderId", s("o2")));
        assertEquals("${customerId}", template(r, "T", "PK"), "one customer's orders: still the customer's id");
    }

    @Test
    void aSingleItemStillGetsReferencesWhereAttributesHoldTheParts() {
        Reversed r = reverse(Item.of("PK", s("mov#tt1"), "SK", s("mov#tt1"), "movieId", s("tt1")));
        assertEquals("mov#${movieId}", template(r, "Mov", "PK"));
    }

    @Test
    void prefersAnAttributeNamedLikeTheLiteralThenAnId() {
        Reversed r = reverse(
                Item.of("PK", s("ORDER#5"), "SK", s("ORDER#5"), "quantity", s("5"), "orderId", s("5"), "otherId", s("5")),
                Item.of("PK", s("ORDER#6"), "SK", s("ORDER#6"), "quantity", s("6"), "orderId", s("6"), "otherId", s("6")));
        assertEquals("ORDER#${orderId}", template(r, "Order", "PK"));
        Reversed ids = reverse(
                Item.of("PK", s("X#5"), "SK", s("X#5"), "quantity", s("5"), "itemId", s("5")),
                Item.of("PK", s("X#6"), "SK", s("X#6"), "quantity", s("6"), "itemId", s("6")));
        assertEquals("X#${itemId}", template(ids, "X", "PK"));
    }

    @Test
    void aZeroPaddedPartIsAPaddedReference() {
        Reversed r = reverse(Item.of("PK", s("ORDER#1"), "SK", s("LINE#001"), "orderId", s("1"), "lineNo", n(1)),
                Item.of("PK", s("ORDER#1"), "SK", s("LINE#012"), "orderId", s("1"), "lineNo", n(12)));
        assertEquals("LINE#${lineNo:3:0}", template(r, "OrderLine", "SK"));
    }

    @Test
    void aVariablePartNoAttributeHoldsBecomesANewAttributeNamedFromItsLiteral() {
        Reversed r = reverse(Item.of("PK", s("CUST#1"), "SK", s("ORDER#2021-01-02"), "customerId", s("1")),
                Item.of("PK", s("CUST#1"), "SK", s("ORDER#2021-03-04"), "customerId", s("1")));
        Entity e = entity(r, "CustOrder");
        assertEquals("ORDER#${orderId}", e.template("SK").orElseThrow().source());
        assertEquals(List.of("2021-01-02", "2021-03-04"), e.items().stream()
                .map(i -> KeyTemplate.textOf(i.attributes().get("orderId"))).toList());
        assertTrue(e.attribute("orderId").isPresent());
        assertTrue(notes(r, "added orderId to the items"), r.notes().toString());
    }

    @Test
    void aNewAttributeNeverTakesAnExistingName() {
        Reversed r = reverse(Item.of("PK", s("ORDER#a"), "SK", s("X"), "orderId", s("zz")),
                Item.of("PK", s("ORDER#b"), "SK", s("X"), "orderId", s("yy")));
        assertEquals("ORDER#${orderId2}", template(r, "Order", "PK"));
    }

    @Test
    void aWholeValueNoAttributeHoldsStaysAnAttributeWithNoTemplate() {
        Reversed r = reverse(Item.of("PK", s("k1"), "SK", s("a"), "x", s("1")), Item.of("PK", s("k2"), "SK", s("b"),
                "x", s("2")));
        Entity e = r.design().entities().get(0);
        assertTrue(e.template("PK").isEmpty());
        assertTrue(notes(r, "PK holds values no other attribute has"), r.notes().toString());
    }

    @Test
    void aNumericKeyIsNeverSplit() {
        TableDesign numeric = TableDesign.of("N", KeySchema.of("id", AttributeType.N));
        Reversed r = ReverseEngineer.infer(numeric, List.of(Item.of("id", n(-5)), Item.of("id", n(7))));
        assertTrue(r.design().entities().get(0).template("id").isEmpty(), r.notes().toString());
    }

    @Test
    void aTemplateThatDoesNotRenderTheKeysIsDroppedWithANote() {
        Reversed r = reverse(Item.of("PK", s("T#${x}#1"), "SK", s("S"), "n", s("1")),
                Item.of("PK", s("T#${x}#2"), "SK", s("S"), "n", s("2")));
        Entity e = r.design().entities().get(0);
        assertTrue(e.template("PK").isEmpty(), e.keyTemplates().toString());
        assertTrue(notes(r, "does not render \"T#${x}#1\"; dropped"), r.notes().toString());
    }

    @Test
    void aSparseIndexKeyGetsATemplateFromTheItemsThatCarryIt() {
        TableDesign table = TABLE.withGlobalIndexes(List.of(new GlobalSecondaryIndex("GSI-3",
                KeySchema.of("PK", AttributeType.S, "gsi3sk", AttributeType.S), Projection.ALL)));
        Reversed r = reverse(table,
                Item.of("PK", s("act#1"), "SK", s("act#1"), "type", s("actor"), "actorId", s("1"), "oscar", s("2004-02-29"),
                        "gsi3sk", s("2004-02-29")),
                Item.of("PK", s("act#2"), "SK", s("act#2"), "type", s("actor"), "actorId", s("2")));
        assertEquals("${oscar}", template(r, "Actor", "gsi3sk"));
        assertFalse(entity(r, "Actor").attribute("oscar").orElseThrow().required());
    }

    @Test
    void aSparseConstantKeyIsTheAttributeOnExactlyTheSameItems() {
        TableDesign table = TABLE.withGlobalIndexes(List.of(new GlobalSecondaryIndex("Flagged",
                KeySchema.of("GSI3PK", AttributeType.S), Projection.ALL)));
        Item flagged1 = Item.of("PK", s("R#1"), "SK", s("R#1"), "rId", s("1"), "flagged", s("SPAM"), "GSI3PK", s("SPAM"));
        Item flagged2 = Item.of("PK", s("R#2"), "SK", s("R#2"), "rId", s("2"), "flagged", s("SPAM"), "GSI3PK", s("SPAM"));
        Item clean = Item.of("PK", s("R#3"), "SK", s("R#3"), "rId", s("3"));
        assertEquals("${flagged}", template(reverse(table, flagged1, flagged2, clean), "R", "GSI3PK"));
        Item cleanButMarked = clean.with("flagged", s("NO"));
        assertEquals("SPAM", template(reverse(table, flagged1, flagged2, cleanButMarked), "R", "GSI3PK"),
                "an attribute every item has says nothing about the sparse key: a constant");
    }

    @Test
    void attributesOfMultiAttributeIndexKeysGetNoTemplate() {
        KeySchema byRegion = new KeySchema(List.of(new AttributeDef("tournamentId", AttributeType.S),
                new AttributeDef("region", AttributeType.S)), List.of(new AttributeDef("round", AttributeType.N)));
        TableDesign table = TABLE.withGlobalIndexes(List.of(new GlobalSecondaryIndex("ByRegion", byRegion, Projection.ALL)));
        Reversed r = reverse(table,
                Item.of("PK", s("MATCH#m-1"), "SK", s("METADATA"), "matchId", s("m-1"), "tournamentId", s("W"),
                        "region", s("EU"), "round", n(1)),
                Item.of("PK", s("MATCH#m-2"), "SK", s("METADATA"), "matchId", s("m-2"), "tournamentId", s("W"),
                        "region", s("NA"), "round", n(2)));
        Entity e = entity(r, "Match");
        assertEquals(List.of("PK", "SK"), List.copyOf(e.keyTemplates().keySet()));
        assertEquals("MATCH#${matchId}", e.template("PK").orElseThrow().source());
        assertEquals(AttributeType.N, e.attribute("round").orElseThrow().type());
    }

    @Test
    void anIndexOnAnAttributeOfItsOwnGetsNoTemplateAndTemplatesMayReadIt() {
        // A plain Workbench export has no multi-attribute keys: ByRegion is keyed on tournamentId alone.
        TableDesign table = TABLE.withGlobalIndexes(List.of(new GlobalSecondaryIndex("ByRegion",
                KeySchema.of("tournamentId", AttributeType.S, "round", AttributeType.N), Projection.ALL)));
        Reversed r = reverse(table,
                Item.of("PK", s("TOURNAMENT#W"), "SK", s("METADATA"), "tournamentId", s("W")),
                Item.of("PK", s("TOURNAMENT#S"), "SK", s("METADATA"), "tournamentId", s("S")),
                Item.of("PK", s("MATCH#m-1"), "SK", s("METADATA"), "matchId", s("m-1"), "tournamentId", s("W2024"),
                        "round", n(1)),
                Item.of("PK", s("MATCH#m-2"), "SK", s("METADATA"), "matchId", s("m-2"), "tournamentId", s("W2024"),
                        "round", n(2)));
        assertEquals(Map.of("PK", KeyTemplate.parse("TOURNAMENT#${tournamentId}"), "SK", KeyTemplate.parse("METADATA")),
                entity(r, "Tournament").keyTemplates());
        assertEquals(List.of("PK", "SK"), List.copyOf(entity(r, "Match").keyTemplates().keySet()),
                "one tournament's matches: tournamentId is still their own");
        assertFalse(entity(r, "Match").attribute("round").isPresent(), "an index key is the table's attribute");
        assertTrue(r.notes().stream().noneMatch(n -> n.contains("tournamentId")), r.notes().toString());
    }

    @Test
    void mixedAttributeTypesTakeTheCommonestWithANote() {
        Reversed r = reverse(Item.of("PK", s("A#1"), "SK", s("A#1"), "aId", s("1"), "size", n(1)),
                Item.of("PK", s("A#2"), "SK", s("A#2"), "aId", s("2"), "size", n(2)),
                Item.of("PK", s("A#3"), "SK", s("A#3"), "aId", s("3"), "size", s("big")));
        assertEquals(AttributeType.N, entity(r, "A").attribute("size").orElseThrow().type());
        assertTrue(notes(r, "size has values of types"), r.notes().toString());
    }

    @Test
    void anItemCollectionIsOneToManyFromItsParent() {
        Reversed r = reverse(
                Item.of("PK", s("ORDER#1"), "SK", s("ORDER#1"), "type", s("order"), "orderId", s("1")),
                Item.of("PK", s("ORDER#1"), "SK", s("LINE#1"), "type", s("line"), "orderId", s("1"), "lineId", s("1")),
                Item.of("PK", s("ORDER#1"), "SK", s("LINE#2"), "type", s("line"), "orderId", s("1"), "lineId", s("2")),
                Item.of("PK", s("ORDER#2"), "SK", s("ORDER#2"), "type", s("order"), "orderId", s("2")));
        assertEquals(List.of(new Relationship("Order", "Line", Cardinality.ONE_TO_MANY, "item collection")),
                r.design().relationships());
    }

    @Test
    void theParentOfACollectionWithoutASelfKeyedItemIsTheOnePerPartition() {
        Reversed r = reverse(
                Item.of("PK", s("i1"), "SK", s("p1"), "type", s("issue"), "issueId", s("i1"), "projectId", s("p1")),
                Item.of("PK", s("i2"), "SK", s("p1"), "type", s("issue"), "issueId", s("i2"), "projectId", s("p1")),
                Item.of("PK", s("i1"), "SK", s("f1"), "type", s("field"), "issueId", s("i1"), "fieldId", s("f1")),
                Item.of("PK", s("i1"), "SK", s("f2"), "type", s("field"), "issueId", s("i1"), "fieldId", s("f2")));
        assertEquals(List.of(new Relationship("Issue", "Field", Cardinality.ONE_TO_MANY, "item collection")),
                r.design().relationships());
    }

    @Test
    void anInvertedIndexLinksTheTwoParentsManyToMany() {
        TableDesign table = TABLE.withGlobalIndexes(List.of(new GlobalSecondaryIndex("GSI-1",
                KeySchema.of("SK", AttributeType.S, "PK", AttributeType.S), Projection.ALL)));
        Item[] items = {
            Item.of("PK", s("mov#1"), "SK", s("mov#1"), "type", s("movie"), "movieId", s("1")),
            Item.of("PK", s("act#7"), "SK", s("act#7"), "type", s("actor"), "actorId", s("7")),
            Item.of("PK", s("mov#1"), "SK", s("act#7"), "type", s("cast"), "movieId", s("1"), "actorId", s("7"))};
        List<Relationship> rels = reverse(table, items).design().relationships();
        assertTrue(rels.contains(new Relationship("Movie", "Cast", Cardinality.ONE_TO_MANY, "item collection")), rels.toString());
        assertTrue(rels.contains(new Relationship("Actor", "Cast", Cardinality.ONE_TO_MANY, "through GSI-1")), rels.toString());
        assertTrue(rels.contains(new Relationship("Movie", "Actor", Cardinality.MANY_TO_MANY,
                "inverted by GSI-1", "Cast")), rels.toString());
        List<Relationship> withoutIndex = reverse(items).design().relationships();
        assertEquals(List.of(new Relationship("Movie", "Cast", Cardinality.ONE_TO_MANY, "item collection")), withoutIndex,
                "no M:N without an index to follow it back");
    }

    @Test
    void keepsEverythingElseOfTheTable() {
        TableDesign table = TABLE.withGlobalIndexes(List.of(new GlobalSecondaryIndex("G",
                KeySchema.of("SK", AttributeType.S), Projection.KEYS_ONLY)));
        Reversed r = reverse(table, Item.of("PK", s("A#1"), "SK", s("A#1"), "aId", s("1")));
        assertEquals(table.globalIndexes(), r.design().globalIndexes());
        assertEquals(table.keySchema(), r.design().keySchema());
        assertEquals("A#${aId}", template(r, "A", "SK"), "the index's key is the table's sort key");
    }

    @Test
    void noItemsNoEntities() {
        Reversed r = reverse();
        assertTrue(r.design().entities().isEmpty());
        assertTrue(r.notes().isEmpty());
        assertEquals(Map.of(), Map.of());
    }
}
