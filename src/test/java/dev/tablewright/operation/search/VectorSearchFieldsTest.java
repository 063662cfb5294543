package dev.tablewright.operation.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.ReturnCapacity;
import dev.tablewright.engine.api.SearchVectorsRequest;
import dev.tablewright.format.SampleModels;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.TableDesign;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The Vector search form's fields built into a request and read back from one (ProductCatalog: ByEmbedding, 8 dims). */
class VectorSearchFieldsTest {
    private static final TableDesign CATALOG = SampleModels.read("products-vectors.json").model().orElseThrow()
            .table("ProductCatalog").orElseThrow();
    private static final List<AttributeValue> VECTOR = SearchVectorsRequest.vector(1, 0, 0, 0, 0, 0, 0, 0.5);

    private static SearchVectorsRequest request(String condition, Map<String, String> names,
            Map<String, AttributeValue> values) {
        return new SearchVectorsRequest("ProductCatalog", "ByEmbedding", VECTOR, 5, condition, "#p, #q",
                new Expr(names, values), ReturnCapacity.NONE);
    }

    private static Map<String, String> names(String... pairs) {
        Map<String, String> m = new LinkedHashMap<>(Map.of("#p", "name", "#q", "price"));
        for (int i = 0; i < pairs.length; i += 2) {
            m.put(pairs[i], pairs[i + 1]);
        }
        return m;
    }

    @Test
    void aRequestOfEqualsTermsJoinedByAndReadsBackIntoFieldsThatBuildTheSameRequest() {
        SearchVectorsRequest r = request("#c = :c AND brand = :b", names("#c", "category"),
                Map.of(":c", AttributeValue.s("footwear"), ":b", AttributeValue.s("Stridewell")));
        VectorSearchFields f = VectorSearchFields.of(r, CATALOG).orElseThrow();
        assertEquals(new VectorSearchFields("ProductCatalog", "ByEmbedding", "[1, 0, 0, 0, 0, 0, 0, 0.5]", "5",
                "category = footwear AND brand = Stridewell", "name, price"), f);
        SearchVectorsRequest built = f.build(CATALOG);
        assertEquals(VECTOR, built.searchVector());
        assertEquals("#n0 = :v0 AND #n1 = :v1", built.condition());
        assertEquals("#n2, #n3", built.projection());
    }

    @Test
    void whatTheFieldsCannotSayHasNoFields() {
        Map<String, AttributeValue> values = Map.of(":c", AttributeValue.s("footwear"), ":b", AttributeValue.s("x"));
        assertEquals(Optional.empty(), VectorSearchFields.of(request("#c = :c OR brand = :b", names("#c", "category"),
                values), CATALOG), "OR");
        assertEquals(Optional.empty(), VectorSearchFields.of(request("#c = :c AND brand <> :b", names("#c", "category"),
                values), CATALOG), "<>");
        assertEquals(Optional.empty(), VectorSearchFields.of(request("#c = :c", names("#c", "category"), values)
                .withCapacity(ReturnCapacity.TOTAL), CATALOG), "ReturnConsumedCapacity");
        // price is a number in the design: a string value would be built as a number, not the same request.
        assertEquals(Optional.empty(), VectorSearchFields.of(request("#q = :five", names(),
                Map.of(":five", AttributeValue.s("5"))), CATALOG), "typed");
        assertTrue(VectorSearchFields.of(request("#q = :five", names(), Map.of(":five", AttributeValue.n(5))), CATALOG)
                .isPresent(), "the number the form would build");
        assertEquals(Optional.empty(), VectorSearchFields.of(new SearchVectorsRequest("ProductCatalog", "ByEmbedding",
                List.of(AttributeValue.s("0.1")), 5, "", "", Expr.NONE, null), CATALOG), "a vector of a string");
        // 2 numbers for an index of 8 dimensions: runs as written, the form would refuse it.
        assertEquals(Optional.empty(), VectorSearchFields.of(SearchVectorsRequest.of("ProductCatalog", "ByEmbedding",
                SearchVectorsRequest.vector(0.1, 0.2), 5), CATALOG), "dimensions");
    }

    @Test
    void buildingSaysWhatToFixInOneSentence() {
        VectorSearchFields f = new VectorSearchFields("ProductCatalog", "ByEmbedding", "[0.1, 0.2]", "5", "", "");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> f.build(CATALOG));
        assertEquals("the vector has 2 numbers; index ByEmbedding has 8 dimensions", e.getMessage());
        assertTrue(f.build(null).searchVector().size() == 2, "without the design, no dimensions to check");
        assertEquals("choose a vector index", assertThrows(IllegalArgumentException.class,
                () -> new VectorSearchFields("ProductCatalog", " ", "[1]", "5", "", "").build(CATALOG)).getMessage());
    }
}
