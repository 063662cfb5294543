package dev.tablewright.model.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.DistanceFunction;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.SearchSchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Adding, changing and deleting a table's vector indexes, and what each refuses. */
class VectorIndexEditsTest {
    private static final VectorIndex BY_EMBEDDING = new VectorIndex("by-embedding", "embedding", 3,
            DistanceFunction.COSINE, Projection.ALL, new SearchSchema(Optional.of("category"), List.of("brand")));

    private static DataModel products() {
        TableDesign t = TableDesign.of("Products", KeySchema.of("pk", AttributeType.S))
                .withGlobalIndexes(List.of(new GlobalSecondaryIndex("GSI1",
                        KeySchema.of("GSI1PK", AttributeType.S), Projection.ALL)));
        return DataModel.of("m", List.of(t));
    }

    private static TableDesign table(DataModel m) {
        return m.table("Products").orElseThrow();
    }

    @Test
    void addAppendsTheIndexAndNamesTheStep() {
        Edit add = VectorIndexEdits.add("Products", BY_EMBEDDING);
        DataModel m = add.apply(products());
        assertEquals(List.of(BY_EMBEDDING), table(m).vectorIndexes());
        assertEquals("Add vector index by-embedding", add.description());
    }

    @Test
    void indexNamesAreOneNamespaceWithGsisAndLsis() {
        EditRefused clash = assertThrows(EditRefused.class,
                () -> VectorIndexEdits.add("Products", BY_EMBEDDING.withName("GSI1")).apply(products()));
        assertEquals("There is already an index named 'GSI1'.", clash.getMessage());
        DataModel m = VectorIndexEdits.add("Products", BY_EMBEDDING).apply(products());
        GlobalSecondaryIndex gsi = new GlobalSecondaryIndex("by-embedding", KeySchema.of("x", AttributeType.S),
                Projection.ALL);
        assertThrows(EditRefused.class, () -> TableEdits.addIndex("Products", gsi).apply(m));
        assertEquals("VectorIndex2", NewElements.indexName(
                table(VectorIndexEdits.add("Products", BY_EMBEDDING.withName("VectorIndex1")).apply(m)), "VectorIndex"));
    }

    @Test
    void inputThatNamesNothingIsRefused() {
        assertEquals("A vector has at least 1 dimension.", assertThrows(EditRefused.class,
                () -> VectorIndexEdits.add("Products", BY_EMBEDDING.withDimensions(0)).apply(products())).getMessage());
        assertEquals("A vector attribute needs a name.", assertThrows(EditRefused.class,
                () -> VectorIndexEdits.add("Products", BY_EMBEDDING.withVectorAttribute(" ")).apply(products()))
                .getMessage());
        assertEquals("An index needs a name.", assertThrows(EditRefused.class,
                () -> VectorIndexEdits.add("Products", BY_EMBEDDING.withName("")).apply(products())).getMessage());
    }

    @Test
    void theModelTakesAChangeOfWhatDynamoDbFixesAtCreation() {
        DataModel m = VectorIndexEdits.add("Products", BY_EMBEDDING).apply(products());
        VectorIndex changed = BY_EMBEDDING.withDimensions(768).withDistance(DistanceFunction.EUCLIDEAN)
                .withProjection(Projection.KEYS_ONLY);
        Edit change = VectorIndexEdits.change("Products", "by-embedding", changed);
        assertEquals(List.of(changed), table(change.apply(m)).vectorIndexes());
        assertEquals("Change vector index by-embedding", change.description());
    }

    @Test
    void aRenameKeepsThePlaceAndAccessPatternsFollow() {
        VectorIndex other = BY_EMBEDDING.withName("by-title").withVectorAttribute("titleVector");
        DataModel two = VectorIndexEdits.add("Products", other).apply(VectorIndexEdits.add("Products", BY_EMBEDDING)
                .apply(products()));
        AccessPattern similar = AccessPatternEdits.add("Products", "Similar products").apply(two).table("Products")
                .orElseThrow().accessPatterns().get(0).withIndex("by-embedding");
        DataModel m = two.withTable("Products", t -> t.withAccessPatterns(List.of(similar)));
        Edit rename = VectorIndexEdits.change("Products", "by-embedding", BY_EMBEDDING.withName("similar"));
        DataModel renamed = rename.apply(m);
        assertEquals(List.of("similar", "by-title"), table(renamed).vectorIndexes().stream().map(VectorIndex::name).toList());
        assertEquals("similar", table(renamed).accessPatterns().get(0).index());
        assertEquals("Rename vector index by-embedding → similar", rename.description());
        assertThrows(EditRefused.class,
                () -> VectorIndexEdits.change("Products", "by-embedding", BY_EMBEDDING.withName("by-title")).apply(m));
    }

    @Test
    void deleteRemovesOnlyThatIndexAndAnUnknownOneIsRefused() {
        DataModel m = VectorIndexEdits.add("Products", BY_EMBEDDING).apply(products());
        Edit delete = VectorIndexEdits.delete("Products", "by-embedding");
        assertEquals(List.of(), table(delete.apply(m)).vectorIndexes());
        assertEquals(1, table(delete.apply(m)).globalIndexes().size());
        assertEquals("Delete vector index by-embedding", delete.description());
        assertEquals("Table 'Products' has no vector index 'nope'.", assertThrows(EditRefused.class,
                () -> VectorIndexEdits.delete("Products", "nope").apply(m)).getMessage());
    }
}
