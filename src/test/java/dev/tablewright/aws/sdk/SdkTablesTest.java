package dev.tablewright.aws.sdk;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.model.TournamentFixture;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DistanceFunction;
import dev.tablewright.model.Projection;
import dev.tablewright.model.SearchSchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import java.util.List;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.SearchSchemaElement;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.VectorIndexDescription;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;

class SdkTablesTest {

    @Test
    void aMultiAttributeGsiKeyIsCreatedWithEveryHashThenEveryRangeAttributeInKeyOrder() {
        CreateTableRequest r = SdkTables.createRequest(TournamentFixture.table());
        List<KeySchemaElement> keys = r.globalSecondaryIndexes().get(0).keySchema();
        assertEquals(List.of("tournamentId:HASH", "region:HASH", "round:RANGE", "bracket:RANGE", "matchId:RANGE"),
                keys.stream().map(k -> k.attributeName() + ":" + k.keyTypeAsString()).toList());
        assertEquals(List.of("PK:S", "SK:S", "tournamentId:S", "region:S", "round:N", "bracket:S", "matchId:S"),
                r.attributeDefinitions().stream().map(a -> a.attributeName() + ":" + a.attributeTypeAsString()).toList());
    }

    @Test
    void aVectorIndexReadFromDescribeTableIsTheModelsWithItsSearchSchemaAttributesTypedFromTheDefinitions() {
        TableDescription t = TableDescription.builder().tableName("Products")
                .keySchema(KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build())
                .attributeDefinitions(def("pk", "S"), def("category", "S"), def("size", "N"))
                .vectorIndexes(VectorIndexDescription.builder().indexName("by-embedding")
                        .vectorAttribute(a -> a.attributeName("embedding")).dimensions(3L).distanceFunction("DOT_PRODUCT")
                        .projection(p -> p.projectionType("INCLUDE").nonKeyAttributes("title"))
                        .searchSchema(SearchSchemaElement.builder().attributeName("category").searchSchemaElementType("HASH")
                                .build(), SearchSchemaElement.builder().attributeName("size")
                                .searchSchemaElementType("INLINE_FILTER").build())
                        .indexStatus("ACTIVE").backfilling(true).build())
                .build();
        TableDesign design = SdkTables.design(t);
        assertEquals(List.of(new VectorIndex("by-embedding", "embedding", 3, DistanceFunction.DOT_PRODUCT,
                Projection.include(List.of("title")), new SearchSchema(Optional.of("category"), List.of("size")))),
                design.vectorIndexes());
        assertEquals(Optional.of(AttributeType.N), design.attributeType("size"));
        // And sent back as CreateTable takes it: the search-schema attributes declared with their types.
        CreateTableRequest again = SdkTables.createRequest(design);
        assertEquals(List.of("pk:S", "category:S", "size:N"), again.attributeDefinitions().stream()
                .map(a -> a.attributeName() + ":" + a.attributeTypeAsString()).toList());
        assertEquals("INLINE_FILTER", again.vectorIndexes().get(0).searchSchema().get(1).searchSchemaElementTypeAsString());
    }

    private static AttributeDefinition def(String name, String type) {
        return AttributeDefinition.builder().attributeName(name).attributeType(type).build();
    }
}
