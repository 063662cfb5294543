package dev.tablewright.engine.query;

import static dev.tablewright.engine.api.SearchVectorsRequest.vector;
import static dev.tablewright.model.AttributeValue.list;
import static dev.tablewright.model.AttributeValue.n;
import static dev.tablewright.model.AttributeValue.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.QueryRequest;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.engine.api.SearchVectorsRequest;
import dev.tablewright.engine.api.SearchVectorsResult;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DistanceFunction;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.SearchSchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * SearchVectors on the engine, against scores worked out by hand (no DynamoDB here supports vector
 * indexes: docs/vector-indexes.md §6). Five 3-dimensional vectors around the query {@code [1, 0, 0]}:
 * a {@code [1,0,0]}, b {@code [0,1,0]}, c {@code [-1,0,0]}, d {@code [10,0,0]}, e {@code [1,1,0]}.
 */
class VectorSearchTest {
    private static final double SQRT2 = Math.sqrt(2);
    private QueryEngine engine;

    private static VectorIndex index(String name, DistanceFunction f) {
        return new VectorIndex(name, "v", 3, f, Projection.ALL, SearchSchema.NONE);
    }

    @BeforeEach
    void products() {
        engine = new QueryEngine();
        VectorIndex byCategory = new VectorIndex("byCategory", "v", 3, DistanceFunction.EUCLIDEAN, Projection.KEYS_ONLY,
                new SearchSchema(Optional.of("category"), List.of("brand")));
        engine.createTable(TableDesign.of("Products", KeySchema.of("pk", AttributeType.S))
                .withGlobalIndexes(List.of(new GlobalSecondaryIndex("gsi", KeySchema.of("category", AttributeType.S),
                        Projection.ALL)))
                .withVectorIndexes(List.of(index("cos", DistanceFunction.COSINE), index("l2", DistanceFunction.EUCLIDEAN),
                        index("dot", DistanceFunction.DOT_PRODUCT), byCategory)));
        // put in another order than the keys': ties must come in key order whatever the writes' order
        put("e", vec(1, 1, 0), "shoes", "acme");
        put("c", vec(-1, 0, 0), "shoes", "zenith");
        put("a", vec(1, 0, 0), "shoes", "acme");
        put("d", vec(10, 0, 0), "hats", "acme");
        put("b", vec(0, 1, 0), "shoes", "acme");
    }

    private static AttributeValue vec(double... elements) {
        return list(vector(elements).toArray(AttributeValue[]::new));
    }

    private void put(String pk, AttributeValue v, String category, String brand) {
        putItem(Item.of("pk", s(pk), "v", v, "category", s(category), "brand", s(brand), "name", s("item " + pk)));
    }

    private void putItem(Item item) {
        engine.putItem(PutItemRequest.of("Products", item));
    }

    private SearchVectorsResult search(String index, int topK) {
        return engine.searchVectors(SearchVectorsRequest.of("Products", index, vector(1, 0, 0), topK));
    }

    private static List<String> keys(SearchVectorsResult r) {
        return r.items().stream().map(i -> ((AttributeValue.S) i.attributes().get("pk")).value()).toList();
    }

    private static void scores(SearchVectorsResult r, double... expected) {
        assertEquals(expected.length, r.results().size(), r::toString);
        for (int i = 0; i < expected.length; i++) {
            assertEquals(expected[i], r.scores().get(i), 1e-12, "score " + i + " of " + r);
        }
    }

    private static void fails(String code, String message, Executable call) {
        DynamoException e = assertThrows(DynamoException.class, call);
        assertEquals(message, e.getMessage());
        assertEquals(code, e.errorCode());
    }

    private void invalid(String message, Executable call) {
        fails(DynamoException.VALIDATION, message, call);
    }

    @Test
    void cosineScoresTheDistanceOneMinusCosineAndIgnoresMagnitude() {
        SearchVectorsResult r = search("cos", 5);
        // a and d point the same way (score 0, tied: key order), e at 45° (1 − 1/√2), b at 90°, c opposite
        assertEquals(List.of("a", "d", "e", "b", "c"), keys(r));
        scores(r, 0, 0, 1 - 1 / SQRT2, 1, 2);
    }

    @Test
    void euclideanScoresThePlainNotSquaredDistance() {
        SearchVectorsResult r = search("l2", 5);
        // d [10,0,0] is 9 away (√81), as DynamoDB was measured to score it
        assertEquals(List.of("a", "e", "b", "c", "d"), keys(r));
        scores(r, 0, 1, SQRT2, 2, 9);
    }

    @Test
    void dotProductScoresTheRawProductHighestFirstNegativeIncluded() {
        SearchVectorsResult r = search("dot", 5);
        // a and e tie at 1: key order
        assertEquals(List.of("d", "a", "e", "b", "c"), keys(r));
        scores(r, 10, 1, 1, 0, -1);
    }

    @Test
    void topKCutsTheNearestAndTiesKeepKeyOrder() {
        assertEquals(List.of("a", "d"), keys(search("cos", 2)));
        assertEquals(List.of("a"), keys(search("cos", 1)));
        assertEquals(List.of("d", "a"), keys(search("dot", 2)));
    }

    @Test
    void anExactMatchScoresZeroAndAThreeFourFiveTriangleFive() {
        SearchVectorsResult r = engine.searchVectors(SearchVectorsRequest.of("Products", "l2", vector(4, 4, 0), 1));
        assertEquals(List.of("e"), keys(r));
        scores(r, Math.sqrt(9 + 9)); // e [1,1,0] to [4,4,0]
        putItem(Item.of("pk", s("f"), "v", vec(4, 8, 0)));
        r = engine.searchVectors(SearchVectorsRequest.of("Products", "l2", vector(1, 4, 0), 6));
        // differences from [1,4,0]: e (0,3,0), b (1,3,0), a (0,4,0), c (2,4,0), f (3,4,0), d (9,4,0)
        assertEquals(List.of("e", "b", "a", "c", "f", "d"), keys(r));
        scores(r, 3, Math.sqrt(10), 4, Math.sqrt(20), 5, Math.sqrt(97));
    }

    @Test
    void elementsAreTheFloat32DynamoDbStores() {
        putItem(Item.of("pk", s("f"), "v", vec(0.1, 0, 0)));
        SearchVectorsResult r = engine.searchVectors(SearchVectorsRequest.of("Products", "dot", vector(1, 0, 0), 6));
        assertEquals(List.of("d", "a", "e", "f", "b", "c"), keys(r));
        assertEquals((double) 0.1f, r.scores().get(3), 0.0); // 0.10000000149…, not 0.1
    }

    @Test
    void onlyItemsWithAListOfNumbersOfTheIndexLengthAreIndexed() {
        putItem(Item.of("pk", s("short"), "v", vec(1, 0)));
        putItem(Item.of("pk", s("long"), "v", vec(1, 0, 0, 0)));
        putItem(Item.of("pk", s("text"), "v", list(n(1), s("0"), n(0))));
        putItem(Item.of("pk", s("set"), "v", new AttributeValue.NS(java.util.Set.of(
                java.math.BigDecimal.ONE, java.math.BigDecimal.ZERO, java.math.BigDecimal.TEN))));
        putItem(Item.of("pk", s("none"), "name", s("no vector")));
        assertEquals(List.of("a", "d", "e", "b", "c"), keys(search("cos", 100)));
    }

    @Test
    void aZeroVectorUnderCosineScoresOneAsAnOrthogonalOne() {
        putItem(Item.of("pk", s("zero"), "v", vec(0, 0, 0)));
        SearchVectorsResult r = search("cos", 5);
        assertEquals(List.of("a", "d", "e", "b", "zero"), keys(r));
        scores(r, 0, 0, 1 - 1 / SQRT2, 1, 1);
    }

    @Test
    void theHashValueIsRequiredAndNarrowsTheSearchToItsPartition() {
        invalid("SearchConditionExpression must be provided when SearchSchema has a HASH key",
                () -> search("byCategory", 5));
        invalid("SearchConditionExpression must be provided when SearchSchema has a HASH key",
                () -> engine.searchVectors(SearchVectorsRequest.of("Products", "byCategory", vector(1, 0, 0), 5)
                        .withCondition("brand = :b", new Expr(Map.of(), Map.of(":b", s("acme"))))));
        SearchVectorsResult shoes = engine.searchVectors(SearchVectorsRequest.of("Products", "byCategory",
                vector(1, 0, 0), 5).withCondition("#c = :c", new Expr(Map.of("#c", "category"), Map.of(":c", s("shoes")))));
        assertEquals(List.of("a", "e", "b", "c"), keys(shoes)); // d is a hat
        scores(shoes, 0, 1, SQRT2, 2);
    }

    @Test
    void inlineFiltersAreEqualitiesJoinedByAnd() {
        SearchVectorsResult acme = engine.searchVectors(SearchVectorsRequest.of("Products", "byCategory",
                vector(1, 0, 0), 5).withCondition("category = :c AND brand = :b",
                        new Expr(Map.of(), Map.of(":c", s("shoes"), ":b", s("acme")))));
        assertEquals(List.of("a", "e", "b"), keys(acme)); // c is zenith's
        SearchVectorsResult reversed = engine.searchVectors(SearchVectorsRequest.of("Products", "byCategory",
                vector(1, 0, 0), 5).withCondition(":b = brand AND :c = category",
                        new Expr(Map.of(), Map.of(":c", s("shoes"), ":b", s("zenith")))));
        assertEquals(List.of("c"), keys(reversed));
    }

    @Test
    void anItemWithoutTheHashAttributeIsNotIndexedAndOneWithoutAFilterIs() {
        putItem(Item.of("pk", s("nocat"), "v", vec(1, 0, 0), "brand", s("acme")));
        putItem(Item.of("pk", s("nobrand"), "v", vec(1, 0, 0), "category", s("shoes")));
        SearchVectorsResult r = engine.searchVectors(SearchVectorsRequest.of("Products", "byCategory",
                vector(1, 0, 0), 10).withCondition("category = :c", new Expr(Map.of(), Map.of(":c", s("shoes")))));
        assertEquals(List.of("a", "nobrand", "e", "b", "c"), keys(r));
    }

    @Test
    void aComparatorOtherThanEqualsIsRefused() {
        Expr values = new Expr(Map.of(), Map.of(":c", s("shoes"), ":d", s("zz")));
        for (String condition : List.of("category = :c AND brand < :d", "category <> :c AND brand = :d",
                "category = :c AND brand BETWEEN :c AND :d", "category = :c AND brand IN (:c, :d)")) {
            invalid("Invalid SearchConditionExpression: Invalid comparator used in SearchConditionExpression",
                    () -> engine.searchVectors(SearchVectorsRequest.of("Products", "byCategory", vector(1, 0, 0), 5)
                            .withCondition(condition, values)));
        }
    }

    @Test
    void onlyTopLevelSearchSchemaAttributesJoinedByAndMayBeCompared() {
        Expr values = new Expr(Map.of(), Map.of(":c", s("shoes"), ":d", s("x")));
        String[][] cases = {
                {"category = :c OR brand = :d", "Only equality conditions joined by AND are supported"},
                {"category = :c AND begins_with(brand, :d)", "Only equality conditions joined by AND are supported"},
                {"category = :c AND NOT brand = :d", "Only equality conditions joined by AND are supported"},
                {"category = :c AND colour = :d", "Attribute colour is not in the SearchSchema of vector index byCategory"},
                {"category = :c AND brand.x = :d", "Each condition must compare a top-level attribute with a value"},
                {"category = :c AND brand = category AND brand = :d", "Each condition must compare a top-level attribute with a value"},
        };
        for (String[] c : cases) {
            invalid("Invalid SearchConditionExpression: " + c[1], () -> engine.searchVectors(SearchVectorsRequest.of(
                    "Products", "byCategory", vector(1, 0, 0), 5).withCondition(c[0], values)));
        }
        invalid("Invalid SearchConditionExpression: Attribute category is not in the SearchSchema of vector index cos",
                () -> engine.searchVectors(SearchVectorsRequest.of("Products", "cos", vector(1, 0, 0), 5)
                        .withCondition("category = :c", new Expr(Map.of(), Map.of(":c", s("shoes"))))));
    }

    @Test
    void placeholdersAreCheckedAsInEveryOtherRequest() {
        invalid("ExpressionAttributeValues can only be specified when using expressions: SearchConditionExpression is null",
                () -> engine.searchVectors(SearchVectorsRequest.of("Products", "cos", vector(1, 0, 0), 5)
                        .withCondition("", new Expr(Map.of(), Map.of(":c", s("shoes"))))));
        invalid("Value provided in ExpressionAttributeValues unused in expressions: keys: {:x}",
                () -> engine.searchVectors(SearchVectorsRequest.of("Products", "byCategory", vector(1, 0, 0), 5)
                        .withCondition("category = :c", new Expr(Map.of(), Map.of(":c", s("shoes"), ":x", s("x"))))));
    }

    @Test
    void projectionReturnsWhatTheIndexStoresWithoutTheVectorUnlessNamed() {
        // ALL: everything but the vector
        assertEquals(Item.of("pk", s("a"), "category", s("shoes"), "brand", s("acme"), "name", s("item a")),
                search("cos", 1).items().get(0));
        // KEYS_ONLY: the table's keys and the search-schema attributes
        SearchVectorsRequest shoes = SearchVectorsRequest.of("Products", "byCategory", vector(1, 0, 0), 1)
                .withCondition("category = :c", new Expr(Map.of(), Map.of(":c", s("shoes"))));
        assertEquals(Item.of("pk", s("a"), "category", s("shoes"), "brand", s("acme")),
                engine.searchVectors(shoes).items().get(0));
        // named: the vector comes back; a name the index does not store is ignored
        assertEquals(Map.of("pk", s("a"), "v", vec(1, 0, 0)), engine.searchVectors(shoes.withCondition(
                "category = :c", new Expr(Map.of("#n", "name"), Map.of(":c", s("shoes")))).withProjection("pk, v, #n"))
                .items().get(0).attributes());
        assertEquals(Map.of("v", vec(1, 0, 0)), engine.searchVectors(SearchVectorsRequest.of("Products", "cos",
                vector(1, 0, 0), 1).withProjection("v")).items().get(0).attributes());
    }

    @Test
    void topKOutsideOneToAHundredIsRefused() {
        invalid("Provided TopK value '101' is out of valid range. The value must be between 1 and 100 inclusive",
                () -> search("cos", 101));
        invalid("Provided TopK value '0' is out of valid range. The value must be between 1 and 100 inclusive",
                () -> search("cos", 0));
        assertEquals(5, search("cos", 100).results().size());
    }

    @Test
    void aSearchVectorOfTheWrongLengthOrWithANonNumberIsRefused() {
        invalid("Input search vector dimension 2 does not match vector index dimension 3",
                () -> engine.searchVectors(SearchVectorsRequest.of("Products", "cos", vector(1, 0), 5)));
        invalid("Input search vector dimension 4 does not match vector index dimension 3",
                () -> engine.searchVectors(SearchVectorsRequest.of("Products", "cos", vector(1, 0, 0, 0), 5)));
        invalid("Invalid type for parameter SearchVector[1]: expected a number (N), found S",
                () -> engine.searchVectors(SearchVectorsRequest.of("Products", "cos", List.of(n(1), s("0"), n(0)), 5)));
        invalid("1 validation error detected: Value '[]' at 'searchVector' failed to satisfy constraint: "
                + "Member must have length greater than or equal to 1",
                () -> engine.searchVectors(SearchVectorsRequest.of("Products", "cos", List.of(), 5)));
    }

    @Test
    void anIndexThatIsNotAVectorIndexOfTheTableIsRefusedAndAMissingTableNotFound() {
        invalid("The table does not have the specified index: nope", () -> search("nope", 5));
        invalid("The table does not have the specified index: gsi", () -> search("gsi", 5));
        fails(DynamoException.RESOURCE_NOT_FOUND, "Requested resource not found",
                () -> engine.searchVectors(SearchVectorsRequest.of("Nope", "cos", vector(1, 0, 0), 5)));
    }

    @Test
    void aVectorIndexIsReadOnlyBySearchVectors() {
        invalid("Query operation not supported on this index type.", () -> engine.query(new QueryRequest("Products",
                "cos", "pk = :p", "", "", new Expr(Map.of(), Map.of(":p", s("a"))), null, true, null, null, false)));
        invalid("Scan operation not supported on this index type.", () -> engine.scan(new ScanRequest("Products", "cos",
                "", "", Expr.NONE, null, null, null, null, null, false)));
    }

    @Test
    void searchRequestBytesAreTheVectorsExaminedAndTheItemsReturnedAtLeastOneKilobyte() {
        SearchVectorsResult small = search("cos", 5);
        assertEquals(1024, small.consumed().orElseThrow().searchRequestBytes()); // 5 × 3 × 4 + items < 1 KB
        assertEquals(true, small.consumed().orElseThrow().estimated());

        QueryEngine wide = new QueryEngine();
        VectorIndex all = new VectorIndex("all", "v", 100, DistanceFunction.DOT_PRODUCT, Projection.ALL, SearchSchema.NONE);
        VectorIndex byKind = new VectorIndex("byKind", "v", 100, DistanceFunction.DOT_PRODUCT, Projection.ALL,
                new SearchSchema(Optional.of("kind"), List.of()));
        wide.createTable(TableDesign.of("W", KeySchema.of("pk", AttributeType.S)).withVectorIndexes(List.of(all, byKind)));
        double[] ones = new double[100];
        java.util.Arrays.fill(ones, 1);
        for (int i = 0; i < 5; i++) {
            wide.putItem(PutItemRequest.of("W", Item.of("pk", s("i" + i), "kind", s(i < 3 ? "x" : "y"), "v", vec(ones))));
        }
        // 5 vectors of 100 float32 (2,000 bytes) + the item returned, {pk: "i0"}: 2 + 2 bytes
        SearchVectorsResult r = wide.searchVectors(SearchVectorsRequest.of("W", "all", vector(ones), 1).withProjection("pk"));
        assertEquals(2004, r.consumed().orElseThrow().searchRequestBytes());
        // the HASH value's partition only: 3 vectors (1,200 bytes) + 4
        r = wide.searchVectors(SearchVectorsRequest.of("W", "byKind", vector(ones), 1).withProjection("pk")
                .withCondition("kind = :k", new Expr(Map.of(), Map.of(":k", s("x")))));
        assertEquals(1204, r.consumed().orElseThrow().searchRequestBytes());
    }

    @Test
    void theAnswerReadsAsOneCompletePageInScoreOrder() {
        var page = search("l2", 3).asPage();
        assertEquals(3, page.count());
        assertEquals(false, page.hasMore());
        assertEquals(s("a"), page.items().get(0).attributes().get("pk"));
    }
}
