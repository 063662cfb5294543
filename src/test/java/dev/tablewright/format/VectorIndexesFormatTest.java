package dev.tablewright.format;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.DistanceFunction;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.SearchSchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A table's vector indexes in {@code extensions.tablewright.vectorIndexes}: every shape read and written losslessly. */
class VectorIndexesFormatTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String OURS = "/DataModel/0/ModelSchema/extensions/tablewright";
    private static final String LIST = OURS + "/vectorIndexes";
    private static final String AT = "$.DataModel[0].ModelSchema.extensions.tablewright.vectorIndexes";

    /** Every shape the model can hold, including ones the rules refuse (the file does not judge them). */
    static List<VectorIndex> everyShape() {
        return List.of(
                new VectorIndex("by-embedding", "embedding", 768, DistanceFunction.COSINE, Projection.ALL,
                        SearchSchema.NONE),
                new VectorIndex("ByCategory", "embedding", 768, DistanceFunction.DOT_PRODUCT, Projection.KEYS_ONLY,
                        new SearchSchema(Optional.of("category"), List.of())),
                new VectorIndex("filtered.v2", "image", 3, DistanceFunction.EUCLIDEAN,
                        Projection.include(List.of("title", "price")),
                        new SearchSchema(Optional.empty(), List.of("brand", "colour"))),
                new VectorIndex("both_kinds", "image", 3, DistanceFunction.COSINE, Projection.include(List.of("title")),
                        new SearchSchema(Optional.of("category"), List.of("brand"))),
                new VectorIndex("", "", 0, DistanceFunction.COSINE, Projection.include(List.of()), SearchSchema.NONE),
                new VectorIndex("all-with-names", "v", -4, DistanceFunction.EUCLIDEAN,
                        new Projection(ProjectionType.ALL, List.of("x")), SearchSchema.NONE));
    }

    private static TableDesign table(List<VectorIndex> indexes) {
        return TableDesign.of("Products", KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S))
                .withAttributes(List.of(new AttributeDef("category", AttributeType.S)))
                .withVectorIndexes(indexes);
    }

    @Test
    void everyShapeGoesThroughTheFileUnchanged() {
        DataModel model = DataModel.of("m", List.of(table(everyShape())));
        String text = WorkbenchJson.write(model);
        ReadResult read = WorkbenchJson.parse(text, "vectors.json");
        assertEquals(List.of(), read.problems());
        DataModel back = read.model().orElseThrow();
        assertEquals(everyShape(), back.tables().get(0).vectorIndexes());
        Docs.assertSameModel(model, back);
        assertEquals(text, WorkbenchJson.write(back), "a second write is the same text");
    }

    @Test
    void anIndexIsWrittenInTheDocumentedShape() throws Exception {
        JsonNode list = JSON.readTree(WorkbenchJson.write(DataModel.of("m", List.of(table(everyShape()))))).at(LIST);
        assertEquals(JSON.readTree("""
                {"name": "both_kinds", "vectorAttribute": "image", "dimensions": 3, "distanceFunction": "COSINE",
                 "projection": {"type": "INCLUDE", "nonKeyAttributes": ["title"]},
                 "searchSchema": {"partitionAttribute": "category", "filterAttributes": ["brand"]}}"""), list.get(3));
        assertEquals(JSON.readTree("""
                {"name": "by-embedding", "vectorAttribute": "embedding", "dimensions": 768,
                 "distanceFunction": "COSINE", "projection": {"type": "ALL"}}"""), list.get(0));
    }

    /** The example in docs/file-format.md reads without a problem and is written back as it stands there. */
    @Test
    void theDocumentedExampleReadsAndIsWrittenBackAsItIs() throws Exception {
        String doc = java.nio.file.Files.readString(java.nio.file.Path.of("docs/file-format.md"));
        int section = doc.indexOf("## Vector indexes (`ModelSchema.extensions.tablewright.vectorIndexes`)");
        int from = doc.indexOf("```json\n", section) + "```json\n".length();
        JsonNode example = JSON.readTree("{" + doc.substring(from, doc.indexOf("```", from)) + "}").get("vectorIndexes");
        ObjectNode file = (ObjectNode) JSON.readTree(WorkbenchJson.write(DataModel.of("m", List.of(table(List.of())))));
        ((ObjectNode) file.at(OURS)).set("vectorIndexes", example);
        ReadResult read = WorkbenchJson.parse(JSON.writeValueAsString(file), "doc.json");
        assertEquals(List.of(), read.problems());
        List<VectorIndex> indexes = read.model().orElseThrow().tables().get(0).vectorIndexes();
        assertEquals(new VectorIndex("SimilarProducts", "embedding", 768, DistanceFunction.COSINE,
                Projection.include(List.of("title", "price")),
                new SearchSchema(Optional.of("category"), List.of("brand", "colour"))), indexes.get(0));
        assertEquals(2, indexes.size());
        assertEquals(example, JSON.readTree(WorkbenchJson.write(read.model().get())).at(LIST));
    }

    /** A standalone OneTable schema carries the same extension, so the indexes ride along (OneTable ignores them). */
    @Test
    void aOneTableSchemaFileCarriesThemToo() {
        String schema = dev.tablewright.format.onetable.OneTableFile.write(table(everyShape()));
        ReadResult read = dev.tablewright.format.onetable.OneTableFile.read(schema, "products.json", "Products");
        assertEquals(everyShape(), read.model().orElseThrow().tables().get(0).vectorIndexes(), read.problems()::toString);
    }

    @Test
    void aTableWithoutVectorIndexesHasNoSuchMember() throws Exception {
        JsonNode ours = JSON.readTree(WorkbenchJson.write(DataModel.of("m", List.of(table(List.of()))))).at(OURS);
        assertTrue(ours.isObject(), ours::toString);
        assertTrue(ours.path("vectorIndexes").isMissingNode(), ours::toString);
    }

    @Test
    void anEmptyListInAFileIsWrittenBackAsItWas() throws Exception {
        ObjectNode file = (ObjectNode) JSON.readTree(WorkbenchJson.write(DataModel.of("m", List.of(table(List.of())))));
        ((ObjectNode) file.at(OURS)).putArray("vectorIndexes");
        ReadResult read = WorkbenchJson.parse(JSON.writeValueAsString(file), "empty.json");
        assertEquals(List.of(), read.problems());
        String written = WorkbenchJson.write(read.model().orElseThrow());
        assertEquals(JSON.createArrayNode(), JSON.readTree(written).at(LIST), written);
        assertEquals(written, WorkbenchJson.write(WorkbenchJson.parse(written, "empty.json").model().orElseThrow()));
    }

    static Stream<Arguments> malformed() {
        return Stream.of(
                Arguments.of("a missing name", "/name", null, "[0].name", "found nothing"),
                Arguments.of("a name that is not a string", "/name", "7", "[0].name", "found the number 7"),
                Arguments.of("dimensions as a string", "/dimensions", "\"768\"", "[0].dimensions", "whole number"),
                Arguments.of("dimensions with a fraction", "/dimensions", "768.5", "[0].dimensions", "whole number"),
                Arguments.of("dimensions beyond an int", "/dimensions", "4294967296", "[0].dimensions", "whole number"),
                Arguments.of("an unknown distance function", "/distanceFunction", "\"MANHATTAN\"", "[0].distanceFunction",
                        "COSINE, DOT_PRODUCT or EUCLIDEAN"),
                Arguments.of("a distance function in another spelling", "/distanceFunction", "\"cosine\"",
                        "[0].distanceFunction", "COSINE, DOT_PRODUCT or EUCLIDEAN"),
                Arguments.of("a missing projection", "/projection", null, "[0].projection", "found nothing"),
                Arguments.of("an unknown projection type", "/projection", "{\"type\": \"SOME\"}", "[0].projection.type",
                        "ALL, KEYS_ONLY or INCLUDE"),
                Arguments.of("INCLUDE without its list", "/projection", "{\"type\": \"INCLUDE\"}",
                        "[0].projection.nonKeyAttributes", "found nothing"),
                Arguments.of("a list of names that are not strings", "/projection",
                        "{\"type\": \"INCLUDE\", \"nonKeyAttributes\": [\"a\", 2]}", "[0].projection.nonKeyAttributes",
                        "an array of attribute names"),
                Arguments.of("an empty list without INCLUDE", "/projection", "{\"type\": \"ALL\", \"nonKeyAttributes\": []}",
                        "[0].projection.nonKeyAttributes", "only to an INCLUDE projection"),
                Arguments.of("a projection member this version does not know", "/projection",
                        "{\"type\": \"ALL\", \"compress\": true}", "[0].projection.compress", "holds only type"),
                Arguments.of("an empty search schema", "/searchSchema", "{}", "[0].searchSchema", "leave it out"),
                Arguments.of("an empty filter list", "/searchSchema", "{\"partitionAttribute\": \"c\", \"filterAttributes\": []}",
                        "[0].searchSchema.filterAttributes", "non-empty array"),
                Arguments.of("a null partition attribute", "/searchSchema", "{\"partitionAttribute\": null}",
                        "[0].searchSchema.partitionAttribute", "found null"),
                Arguments.of("a search schema that is a list", "/searchSchema", "[\"c\"]", "[0].searchSchema",
                        "a search schema"));
    }

    /**
     * The first of two indexes is spoilt: a WARNING at the member's path, the good one read, the
     * spoilt one written back unchanged (after the one the model holds) and read the same way again.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("malformed")
    void aMalformedIndexIsAWarningAndIsWrittenBackUnchanged(String what, String member, String value, String path,
            String says) throws Exception {
        ObjectNode file = (ObjectNode) JSON.readTree(WorkbenchJson.write(DataModel.of("m",
                List.of(table(everyShape().subList(0, 2))))));
        SpoiltElements.check(file, LIST, AT, member, value, path, says, TableDesign::vectorIndexes, everyShape().get(1));
    }

    @Test
    void anIndexThatIsNotAnObjectIsKept() throws Exception {
        ObjectNode file = (ObjectNode) JSON.readTree(WorkbenchJson.write(DataModel.of("m", List.of(table(List.of())))));
        ((ObjectNode) file.at(OURS)).set("vectorIndexes", JSON.readTree("[\"by-embedding\"]"));
        ReadResult read = WorkbenchJson.parse(JSON.writeValueAsString(file), "bad.json");
        assertEquals(1, read.problems().size(), read.problems()::toString);
        assertEquals(AT + "[0]", read.problems().get(0).path());
        assertEquals(List.of(), read.model().orElseThrow().tables().get(0).vectorIndexes());
        assertEquals(file.at(LIST), JSON.readTree(WorkbenchJson.write(read.model().get())).at(LIST));
    }

    @Test
    void aListThatIsNotAnArrayIsKept() throws Exception {
        ObjectNode file = (ObjectNode) JSON.readTree(WorkbenchJson.write(DataModel.of("m", List.of(table(List.of())))));
        ((ObjectNode) file.at(OURS)).put("vectorIndexes", "none yet");
        ReadResult read = WorkbenchJson.parse(JSON.writeValueAsString(file), "bad.json");
        assertEquals(1, read.problems().size(), read.problems()::toString);
        assertEquals(AT, read.problems().get(0).path());
        assertTrue(read.problems().get(0).message().endsWith("kept as written"));
        assertEquals("none yet", JSON.readTree(WorkbenchJson.write(read.model().orElseThrow())).at(LIST).textValue());
    }

    @Test
    void aMemberOfANewerVersionIsAWarningAndWrittenBackWithItsIndex() throws Exception {
        ObjectNode file = (ObjectNode) JSON.readTree(WorkbenchJson.write(DataModel.of("m",
                List.of(table(everyShape().subList(0, 2))))));
        ((ObjectNode) file.at(LIST + "/1")).put("description", "similar products");
        ReadResult read = WorkbenchJson.parse(JSON.writeValueAsString(file), "newer.json");
        assertEquals(1, read.problems().size(), read.problems()::toString);
        assertEquals(AT + "[1].description", read.problems().get(0).path());
        DataModel model = read.model().orElseThrow();
        assertEquals(everyShape().subList(0, 2), model.tables().get(0).vectorIndexes(), "both indexes are read");
        String written = WorkbenchJson.write(model);
        assertEquals(file.at(LIST), JSON.readTree(written).at(LIST));

        TableDesign t = model.tables().get(0);
        TableDesign changed = t.withVectorIndexes(List.of(t.vectorIndexes().get(0),
                t.vectorIndexes().get(1).withName("ByCategory2")));
        JsonNode after = JSON.readTree(WorkbenchJson.write(new DataModel(model.name(), model.metadata(),
                List.of(changed), model.extra()))).at(LIST + "/1");
        assertEquals("ByCategory2", after.get("name").textValue());
        assertTrue(after.path("description").isMissingNode(), "an index changed in the designer loses the member: "
                + after);
    }
}
