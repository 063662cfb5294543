package dev.tablewright.format;

import static dev.tablewright.format.Docs.parse;
import static dev.tablewright.format.Docs.withTable;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Relationship;
import dev.tablewright.model.TableDesign;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** What the reader cannot interpret is kept verbatim and written back at the same place, with a problem saying so. */
class KeptAsWrittenTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String SCHEMA = "/DataModel/0/ModelSchema";
    private static final String OURS = SCHEMA + "/extensions/tablewright";

    static Stream<Arguments> cases() {
        return Stream.of(
                Arguments.of("a relationship that is not an object", schema(
                        "\"extensions\": {\"tablewright\": {\"relationships\": [7]}}"), OURS + "/relationships/0"),
                Arguments.of("an incomplete relationship", schema(
                        "\"extensions\": {\"tablewright\": {\"relationships\": [{\"from\": \"E\", \"note\": 1}]}}"),
                        OURS + "/relationships/0"),
                Arguments.of("a relationship's member of another tool", schema(
                        "\"extensions\": {\"tablewright\": {\"relationships\": [{\"from\": \"E\", \"to\": \"F\", "
                        + "\"cardinality\": \"1:N\", \"label\": \"has\", \"note\": {\"by\": \"Data Modeler\"}}]}}"),
                        OURS + "/relationships/0"),
                Arguments.of("a vector index that is not an object", schema(
                        "\"extensions\": {\"tablewright\": {\"vectorIndexes\": [\"ByEmbedding\"]}}"),
                        OURS + "/vectorIndexes/0"),
                Arguments.of("a vector index without its dimensions", schema(
                        "\"extensions\": {\"tablewright\": {\"vectorIndexes\": [{\"name\": \"ByEmbedding\", "
                        + "\"vectorAttribute\": \"v\", \"distanceFunction\": \"COSINE\", "
                        + "\"projection\": {\"type\": \"ALL\"}}]}}"), OURS + "/vectorIndexes/0"),
                Arguments.of("a position without numbers", schema(
                        "\"extensions\": {\"tablewright\": {\"layout\": {\"E\": {\"x\": \"left\"}}}}"), OURS + "/layout/E"),
                Arguments.of("an index that is not an object", schema("\"indexes\": {\"G\": \"by genre\"}"),
                        SCHEMA + "/indexes/G"),
                Arguments.of("an index only in the ModelSchema", schema("\"indexes\": {\"G\": {\"hash\": \"g\"}}"),
                        SCHEMA + "/indexes/G"),
                Arguments.of("a local index without a sort key", schema(
                        "\"indexes\": {\"L\": {\"type\": \"local\", \"project\": \"all\"}}"), SCHEMA + "/indexes/L"),
                Arguments.of("a local index's own partition key", schema(
                        "\"indexes\": {\"L\": {\"type\": \"local\", \"hash\": \"other\", \"sort\": \"s\"}}"),
                        SCHEMA + "/indexes/L/hash"),
                Arguments.of("a model that is not an object", schema("\"models\": {\"E\": [1, 2]}"), SCHEMA + "/models/E"),
                Arguments.of("an attribute that is not an object", schema(
                        "\"models\": {\"E\": {\"a\": {\"type\": \"string\"}, \"b\": \"number\"}}"), SCHEMA + "/models/E/b"),
                Arguments.of("an access pattern with an unknown operation", schema(
                        "\"queries\": {\"Q\": {\"operation\": \"Teleport\", \"keyCondition\": \"PK = a\"}}"),
                        SCHEMA + "/queries/Q"),
                Arguments.of("a saved query on an unknown index", schema(
                        "\"queries\": {\"Q\": {\"hash\": \"a\", \"index\": \"Nope\", \"type\": \"Query\"}}"),
                        SCHEMA + "/queries/Q"),
                Arguments.of("a global index without a name", withTable("\"GlobalSecondaryIndexes\": [{\"KeyAttributes\": "
                        + "{\"PartitionKey\": {\"AttributeName\": \"g\", \"AttributeType\": \"S\"}}, \"Note\": 1}]"),
                        "/DataModel/0/GlobalSecondaryIndexes/0"),
                Arguments.of("a table's sort key without a name", """
                        {"ModelName": "M", "DataModel": [{"TableName": "Good", "KeyAttributes": {
                          "PartitionKey": {"AttributeName": "PK", "AttributeType": "S"},
                          "SortKey": {"AttributeType": "S", "Note": 1}}}]}
                        """, "/DataModel/0/KeyAttributes/SortKey"),
                Arguments.of("a global index's sort key that is not an object", withTable("\"GlobalSecondaryIndexes\": ["
                        + "{\"IndexName\": \"G\", \"KeyAttributes\": {\"PartitionKey\": {\"AttributeName\": \"g\", "
                        + "\"AttributeType\": \"S\"}, \"SortKey\": \"h\"}, \"Projection\": {\"ProjectionType\": \"ALL\"}}]"),
                        "/DataModel/0/GlobalSecondaryIndexes/0/KeyAttributes/SortKey"),
                Arguments.of("a table without a partition key", """
                        {"ModelName": "M", "DataModel": [
                          {"TableName": "Good", "KeyAttributes": {"PartitionKey": {"AttributeName": "PK", "AttributeType": "S"}}},
                          {"TableName": "Keyless", "KeyAttributes": {}, "TableData": [{"a": {"S": "x"}}]}]}
                        """, "/DataModel/1"));
    }

    private static String schema(String members) {
        return withTable("\"ModelSchema\": {" + members + "}");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void isWrittenBackUnchanged(String what, String document, String pointer) throws Exception {
        JsonNode member = JSON.readTree(document).at(pointer);
        assertFalse(member.isMissingNode(), pointer);
        ReadResult read = parse(document);
        assertTrue(read.problems().stream().anyMatch(p -> p.message().endsWith("kept as written")), read.problems()::toString);
        String written = WorkbenchJson.write(read.model().orElseThrow());
        assertEquals(member, JSON.readTree(written).at(pointer), written);
        ReadResult again = parse(written);
        Docs.assertSameModel(read.model().orElseThrow(), again.model().orElseThrow());
        assertEquals(written, WorkbenchJson.write(again.model().orElseThrow()));
    }

    @Test
    void aRelationshipChangedInTheDesignerLosesTheMembersOfAnotherTool() throws Exception {
        ReadResult read = parse(schema("\"extensions\": {\"tablewright\": {\"relationships\": [{\"from\": \"E\", "
                + "\"to\": \"F\", \"cardinality\": \"1:N\", \"label\": \"has\", \"note\": 1}]}}"));
        DataModel model = read.model().orElseThrow();
        TableDesign t = model.tables().get(0);
        Relationship r = t.relationships().get(0);
        TableDesign changed = t.withRelationships(List.of(new Relationship(r.from(), r.to(), r.cardinality(), "owns")));
        JsonNode written = JSON.readTree(WorkbenchJson.write(new DataModel(model.name(), model.metadata(),
                List.of(changed), model.extra()))).at(OURS + "/relationships/0");
        assertEquals(JSON.readTree("{\"from\": \"E\", \"to\": \"F\", \"cardinality\": \"1:N\", \"label\": \"owns\"}"),
                written);
    }

    /**
     * A GSI's Workbench sort key that cannot be read is superseded when the extension gives the index's
     * whole keys (a multi-attribute key): the writer writes the resolved sort key in its place, and the
     * model read back is the same (found by FuzzTest, seed 32935667861).
     */
    @Test
    void anUnreadableIndexSortKeyGivesWayToTheExtensionsWholeKeys() throws Exception {
        String document = withTable("\"GlobalSecondaryIndexes\": [{\"IndexName\": \"G\", \"KeyAttributes\": {"
                + "\"PartitionKey\": {\"AttributeName\": \"g\", \"AttributeType\": \"S\"}, \"SortKey\": "
                + "{\"AttributeName\": {\"SS\": \"x\"}, \"AttributeType\": \"N\"}}, "
                + "\"Projection\": {\"ProjectionType\": \"ALL\"}}], \"ModelSchema\": {\"extensions\": {\"tablewright\": "
                + "{\"globalIndexKeys\": {\"G\": {\"partitionKeys\": [{\"AttributeName\": \"g\", \"AttributeType\": "
                + "\"S\"}], \"sortKeys\": [{\"AttributeName\": \"round\", \"AttributeType\": \"N\"}, "
                + "{\"AttributeName\": \"bracket\", \"AttributeType\": \"S\"}]}}}}}");
        ReadResult read = parse(document);
        String written = WorkbenchJson.write(read.model().orElseThrow());
        assertEquals(JSON.readTree("{\"AttributeName\": \"round\", \"AttributeType\": \"N\"}"),
                JSON.readTree(written).at("/DataModel/0/GlobalSecondaryIndexes/0/KeyAttributes/SortKey"), written);
        ReadResult again = parse(written);
        Docs.assertSameModel(read.model().orElseThrow(), again.model().orElseThrow());
        assertEquals(written, WorkbenchJson.write(again.model().orElseThrow()));
    }
}
