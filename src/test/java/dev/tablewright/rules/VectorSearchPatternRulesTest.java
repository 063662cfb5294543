package dev.tablewright.rules;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.DistanceFunction;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.Severity;
import dev.tablewright.model.Projection;
import dev.tablewright.model.SearchSchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A "Vector search" pattern searches a vector index with TopK and a search vector; no other kind reads one. */
class VectorSearchPatternRulesTest {
    private static final String PATH = "Products/accessPatterns/Similar";

    private static DataModel with(OperationKind op, String index, Integer topK, Map<String, String> parameters) {
        AccessPattern p = new AccessPattern("Similar", "", null, op, index, "", "", "", true, parameters, topK);
        return DataModel.of("m", List.of(TableDesign.of("Products", KeySchema.of("pk", AttributeType.S))
                .withAttributes(List.of(new AttributeDef("category", AttributeType.S)))
                .withVectorIndexes(List.of(new VectorIndex("ByEmbedding", "embedding", 3, DistanceFunction.COSINE,
                        Projection.ALL, new SearchSchema(Optional.of("category"), List.of()))))
                .withAccessPatterns(List.of(p))));
    }

    private static final Map<String, String> VECTOR = Map.of(AccessPattern.SEARCH_VECTOR, "pk=P1");

    @Test
    void aSearchOfItsVectorIndexIsFine() {
        Check.none(with(OperationKind.SEARCH_VECTORS, "ByEmbedding", 5, VECTOR), "index");
        Check.none(with(OperationKind.SEARCH_VECTORS, "ByEmbedding", 5, VECTOR), "TopK");
        Check.none(with(OperationKind.SEARCH_VECTORS, "ByEmbedding", 5, VECTOR), "search vector");
    }

    @Test
    void itNamesAKnownVectorIndex() {
        Check.problem(with(OperationKind.SEARCH_VECTORS, null, 5, VECTOR), Severity.ERROR, PATH,
                "a vector search names the vector index it searches");
        Check.problem(with(OperationKind.SEARCH_VECTORS, "ByTitle", 5, VECTOR), Severity.ERROR, PATH,
                "unknown vector index 'ByTitle'");
    }

    @Test
    void topKFromOneToAHundredAndASearchVector() {
        Check.problem(with(OperationKind.SEARCH_VECTORS, "ByEmbedding", null, VECTOR), Severity.ERROR, PATH,
                "needs TopK (the pattern's limit) from 1 to 100, found none");
        Check.problem(with(OperationKind.SEARCH_VECTORS, "ByEmbedding", 101, VECTOR), Severity.ERROR, PATH,
                "found 101");
        Check.problem(with(OperationKind.SEARCH_VECTORS, "ByEmbedding", 5, Map.of()), Severity.WARNING, PATH,
                "no search vector");
    }

    @Test
    void noOtherKindReadsAVectorIndex() {
        Check.problem(with(OperationKind.QUERY, "ByEmbedding", 5, Map.of()), Severity.ERROR, PATH,
                "Query cannot use vector index 'ByEmbedding': only SearchVectors reads a vector index");
        Check.none(with(OperationKind.QUERY, "ByEmbedding", 5, Map.of()), "unknown index");
    }
}
