package dev.tablewright.sample;

import static dev.tablewright.sample.Fixtures.applied;
import static dev.tablewright.sample.Fixtures.attr;
import static dev.tablewright.sample.Fixtures.counts;
import static dev.tablewright.sample.Fixtures.entity;
import static dev.tablewright.sample.Fixtures.keys;
import static dev.tablewright.sample.Fixtures.rel;
import static dev.tablewright.sample.Fixtures.sampleTable;
import static dev.tablewright.sample.Fixtures.shop;
import static dev.tablewright.sample.Fixtures.table;
import static dev.tablewright.sample.Fixtures.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.SearchVectorsRequest;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Cardinality;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.DistanceFunction;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.Projection;
import dev.tablewright.model.SearchSchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import dev.tablewright.progress.Progress;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Generated vectors: the index's length, unit norm, the same for a seed, and near for related items,
 * checked by searching from each item's own vector on the Sandbox (the engine's exact search).
 */
class SampleVectorsTest {
    private static GeneratedItems generate(TableDesign table, Map<String, Integer> counts, long seed) {
        return SampleGenerator.generate(table, new GenerationRequest(counts, seed), Progress.NONE);
    }

    private static VectorIndex index(String attribute, int dimensions, DistanceFunction distance, SearchSchema schema) {
        return new VectorIndex("Similar", attribute, dimensions, distance, Projection.ALL, schema);
    }

    /** The shop, its order lines carrying an 8-number embedding (declared), searched without a search schema. */
    private static TableDesign shopWithLineEmbeddings(DistanceFunction distance) {
        TableDesign shop = shop();
        List<Entity> entities = new ArrayList<>();
        for (Entity e : shop.entities()) {
            if (e.name().equals("OrderLine")) {
                List<dev.tablewright.model.AttributeDef> attributes = new ArrayList<>(e.attributes());
                attributes.add(attr("embedding", AttributeType.L));
                e = e.withAttributes(attributes);
            }
            entities.add(e);
        }
        return shop.withEntities(entities)
                .withVectorIndexes(List.of(index("embedding", 8, distance, SearchSchema.NONE)));
    }

    @Test
    void anItemOfAnEntityCarryingTheVectorAttributeGetsAUnitVectorOfTheIndexsDimensions() {
        GeneratedItems made = generate(shopWithLineEmbeddings(DistanceFunction.COSINE),
                counts("Customer", 3, "Order", 4, "OrderLine", 12), 5);
        assertEquals(12, made.items("OrderLine").size());
        for (Item line : made.items("OrderLine")) {
            double[] v = vector(line, "embedding");
            assertEquals(8, v.length);
            assertEquals(1.0, norm(v), 1e-5, "unit length for COSINE: " + line);
        }
        for (String other : List.of("Customer", "Order")) {
            made.items(other).forEach(i -> assertFalse(i.has("embedding"), other + " does not carry the attribute"));
        }
    }

    @Test
    void aVectorAttributeNoEntityCarriesGoesOnEveryEntitysItems() {
        TableDesign shop = shop().withVectorIndexes(List.of(index("vec", 3, DistanceFunction.EUCLIDEAN, SearchSchema.NONE)));
        GeneratedItems made = generate(shop, counts("Customer", 2, "Order", 3, "OrderLine", 4), 5);
        for (List<Item> items : made.itemsByEntity().values()) {
            for (Item i : items) {
                assertEquals(3, vector(i, "vec").length);
                assertEquals(1.0, norm(vector(i, "vec")), 1e-5);
            }
        }
    }

    @Test
    void theSameSeedGivesTheSameVectorsAndAnotherSeedOthers() {
        TableDesign shop = shopWithLineEmbeddings(DistanceFunction.COSINE);
        Map<String, Integer> counts = counts("Customer", 2, "Order", 3, "OrderLine", 6);
        assertEquals(generate(shop, counts, 9).items("OrderLine"), generate(shop, counts, 9).items("OrderLine"));
        assertNotEquals(vectors(generate(shop, counts, 9).items("OrderLine")),
                vectors(generate(shop, counts, 10).items("OrderLine")));
    }

    @Test
    void aSearchFromAnItemsVectorFindsTheItemsOfItsPartitionFirst() {
        TableDesign table = applied(shopWithLineEmbeddings(DistanceFunction.EUCLIDEAN),
                generate(shopWithLineEmbeddings(DistanceFunction.EUCLIDEAN),
                        counts("Customer", 4, "Order", 6, "OrderLine", 24), 3));
        List<Item> lines = table.entity("OrderLine").orElseThrow().items();
        assertTrue(lines.stream().map(i -> text(i, "PK")).distinct().count() > 1, "more than one partition");
        assertRelatedFirst(table, lines, "PK", Optional.empty());
    }

    @Test
    void aSearchFromAnItemsVectorFindsItsParentsOtherChildrenFirstWhenEachItemHasItsOwnPartition() {
        TableDesign staff = table("Staff", List.of(
                entity("Department", keys("DEPT#${departmentId}", "DEPT"), attr("departmentId", AttributeType.S),
                        attr("title", AttributeType.S)),
                entity("Employee", keys("EMP#${employeeId}", "EMP"), attr("employeeId", AttributeType.S),
                        attr("departmentId", AttributeType.S), attr("fullName", AttributeType.S),
                        attr("profileVector", AttributeType.L))),
                rel("Department", "Employee", Cardinality.ONE_TO_MANY))
                .withVectorIndexes(List.of(index("profileVector", 16, DistanceFunction.DOT_PRODUCT, SearchSchema.NONE)));
        TableDesign table = applied(staff, generate(staff, counts("Department", 4, "Employee", 30), 11));
        List<Item> employees = table.entity("Employee").orElseThrow().items();
        assertEquals(employees.size(), employees.stream().map(i -> text(i, "PK")).distinct().count());
        assertRelatedFirst(table, employees, "departmentId", Optional.empty());
    }

    @Test
    void theSampleCataloguesProductsOfOneCategoryAreNearerEachOtherThanToOthers() {
        TableDesign catalogue = sampleTable("products-vectors.json");
        VectorIndex byEmbedding = catalogue.vectorIndex("ByEmbedding").orElseThrow();
        assertEquals(Optional.of("category"), byEmbedding.searchSchema().partitionAttribute());
        // Regenerated: the sample's own items are the generator's (seed 26) with hand-written brands and names.
        TableDesign fresh = applied(catalogue.withEntities(catalogue.entities().stream()
                .map(e -> e.withItems(List.of())).toList()), generate(catalogue, counts("Product", 30), 4));
        List<Item> products = fresh.entity("Product").orElseThrow().items();
        assertTrue(products.stream().map(i -> text(i, "category")).distinct().count() > 1, "several categories");
        // The same vectors searched by an index with no search schema: the category is what brings them near.
        TableDesign anywhere = fresh.withVectorIndexes(List.of(byEmbedding.withSearchSchema(SearchSchema.NONE)));
        assertRelatedFirst(anywhere, products, "category", Optional.empty());
        // With the HASH the search stays in the category, whose products the generator made near each other.
        assertRelatedFirst(fresh, products, "category", Optional.of("category"));
        for (Item p : catalogue.entity("Product").orElseThrow().items()) {
            assertEquals(8, vector(p, "embedding").length);
            assertEquals(1.0, norm(vector(p, "embedding")), 1e-5);
        }
    }

    /**
     * For each item, a search from its own vector with TopK = the number of items sharing its
     * {@code relatedBy} value returns exactly those: every related item before any unrelated one.
     */
    private static void assertRelatedFirst(TableDesign table, List<Item> items, String relatedBy, Optional<String> hash) {
        VectorIndex index = table.vectorIndexes().get(0);
        try (SandboxGateway sandbox = SandboxGateway.of(DataModel.of("m", List.of(table)))) {
            for (Item item : items) {
                String group = text(item, relatedBy);
                long related = items.stream().filter(i -> group.equals(text(i, relatedBy))).count();
                SearchVectorsRequest search = SearchVectorsRequest.of(table.name(), index.name(),
                        ((AttributeValue.L) item.get(index.vectorAttribute()).orElseThrow()).value(), (int) related);
                if (hash.isPresent()) {
                    search = search.withCondition("#h = :h", new Expr(Map.of("#h", hash.get()),
                            Map.of(":h", item.get(hash.get()).orElseThrow())));
                }
                List<Item> found = sandbox.searchVectors(search).items();
                assertEquals(related, found.size());
                assertEquals(text(item, "PK"), text(found.get(0), "PK"), "an item is nearest to itself");
                for (Item f : found) { // the index may not project relatedBy: read it from the item found
                    Item whole = items.stream().filter(i -> text(i, "PK").equals(text(f, "PK"))).findFirst().orElseThrow();
                    assertEquals(group, text(whole, relatedBy), "searching from " + item);
                }
            }
        }
    }

    private static List<List<AttributeValue>> vectors(List<Item> items) {
        return items.stream().map(i -> ((AttributeValue.L) i.get("embedding").orElseThrow()).value()).toList();
    }

    private static double[] vector(Item item, String attribute) {
        List<AttributeValue> elements = ((AttributeValue.L) item.get(attribute).orElseThrow()).value();
        return elements.stream().mapToDouble(e -> ((AttributeValue.N) e).value().doubleValue()).toArray();
    }

    private static double norm(double[] v) {
        double sum = 0;
        for (double d : v) {
            sum += d * d;
        }
        return Math.sqrt(sum);
    }
}
