package dev.tablewright.format.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.engine.diff.Change;
import dev.tablewright.engine.diff.DiffResult;
import dev.tablewright.engine.diff.ModelDiff;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.DistanceFunction;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.Projection;
import dev.tablewright.model.SearchSchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Vector indexes in the diff, as GSIs are: added, removed, renamed, and each field changed — every
 * field but the name "replaces the index", since DynamoDB cannot update one — in text, Markdown and JSON.
 */
class VectorIndexDiffTest {
    private static final String REPLACES = " (replaces the index)";
    private static final VectorIndex SIMILAR = new VectorIndex("Similar", "embedding", 8, DistanceFunction.COSINE,
            Projection.include(List.of("name", "price")), new SearchSchema(Optional.of("category"), List.of("brand")));

    private static TableDesign table(VectorIndex... indexes) {
        return TableDesign.of("Products", KeySchema.of("pk", AttributeType.S)).withVectorIndexes(List.of(indexes));
    }

    private static DiffResult diff(TableDesign before, TableDesign after) {
        return ModelDiff.compare(DataModel.of("m", List.of(before)), DataModel.of("m", List.of(after)));
    }

    static Stream<Arguments> fields() {
        return Stream.of(
                field(v -> v.withVectorAttribute("imageVector"), "vectorAttribute", "embedding", "imageVector"),
                field(v -> v.withDimensions(16), "dimensions", "8", "16"),
                field(v -> v.withDistance(DistanceFunction.EUCLIDEAN), "distanceFunction", "COSINE", "EUCLIDEAN"),
                field(v -> v.withProjection(Projection.ALL), "projection", "INCLUDE name, price", "ALL"),
                field(v -> v.withSearchSchema(new SearchSchema(Optional.of("category"), List.of("brand", "colour"))),
                        "searchSchema", "HASH category; INLINE_FILTER brand", "HASH category; INLINE_FILTER brand, colour"),
                field(v -> v.withSearchSchema(SearchSchema.NONE), "searchSchema", "HASH category; INLINE_FILTER brand",
                        "none"));
    }

    private static Arguments field(UnaryOperator<VectorIndex> edit, String field, String before, String after) {
        return Arguments.of(edit, field, before, after);
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("fields")
    void eachChangedFieldIsOneChangeThatReplacesTheIndex(UnaryOperator<VectorIndex> edit, String field, String before,
            String after) {
        DiffResult d = diff(table(SIMILAR), table(edit.apply(SIMILAR)));
        assertEquals(1, d.changes().size(), d.changes().toString());
        Change c = d.changes().get(0);
        String path = "Products/indexes/Similar/" + field;
        assertEquals(new Change("Products", path, Change.Kind.CHANGED, before, after + REPLACES,
                new ModelPath.Index("Products", "Similar")), c);
        assertTrue(DiffOutput.text(d, "a", "b").contains("  ~ " + path + ": " + before + " -> " + after + REPLACES + "\n"),
                DiffOutput.text(d, "a", "b"));
        assertTrue(DiffOutput.markdown(d, "a", "b").contains("| changed | `" + path + "` | `" + before + "` | `"
                + after + REPLACES + "` |"), DiffOutput.markdown(d, "a", "b"));
        JsonNode json = DiffOutput.json(d, "a", "b").path("changes").get(0);
        assertEquals(path, json.path("path").asText());
        assertEquals(after + REPLACES, json.path("new").asText());
    }

    @Test
    void anAddedAndARemovedVectorIndexShowEveryField() {
        String text = "vector on embedding, 8 dims, COSINE, projection INCLUDE name, price, search"
                + " HASH category; INLINE_FILTER brand";
        DiffResult added = diff(table(), table(SIMILAR));
        assertEquals(List.of(new Change("Products", "Products/indexes/Similar", Change.Kind.ADDED, null, text,
                new ModelPath.Index("Products", "Similar"))), added.changes());
        assertTrue(DiffOutput.text(added, "a", "b").contains("  + Products/indexes/Similar: " + text + "\n"));
        DiffResult removed = diff(table(SIMILAR), table());
        assertEquals(List.of(new Change("Products", "Products/indexes/Similar", Change.Kind.REMOVED, text, null,
                new ModelPath.Table("Products"))), removed.changes());
        JsonNode json = DiffOutput.json(removed, "a", "b").path("changes").get(0);
        assertEquals("removed", json.path("kind").asText());
        assertTrue(json.path("new").isNull());
    }

    @Test
    void aRenameAloneIsARenameAndReplacesNothing() {
        DiffResult d = diff(table(SIMILAR), table(SIMILAR.withName("LooksLike")));
        assertEquals(List.of(new Change("Products", "Products/indexes/LooksLike", Change.Kind.RENAMED, "Similar",
                "LooksLike", new ModelPath.Index("Products", "LooksLike"))), d.changes());
        assertTrue(DiffOutput.markdown(d, "a", "b").contains("renamed"));
    }

    @Test
    void theSameVectorIndexesAreNoChange() {
        assertTrue(diff(table(SIMILAR), table(SIMILAR)).changes().isEmpty());
    }
}
