package dev.tablewright.format;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.Problem;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static dev.tablewright.format.Docs.clean;
import static dev.tablewright.format.Docs.roundTrip;
import static dev.tablewright.format.Docs.table;
import static dev.tablewright.format.Docs.withTable;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Each quirk of real files that the reader tolerates (docs/file-format.md, "Tolerated on read"). */
class QuirksTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode tree(String text) throws Exception {
        return JSON.readTree(text);
    }

    @Test
    void noVersionAtAll() throws Exception {
        String doc = """
                {"ModelName": "Old", "ModelMetadata": {"Author": "a", "DateCreated": "", "DateLastModified": "",
                 "Description": ""},
                 "DataModel": [{"TableName": "T", "KeyAttributes": {"PartitionKey": {"AttributeName": "id",
                 "AttributeType": "N"}}, "NonKeyAttributes": [], "TableData": [{"id": {"N": "1"}}]}]}
                """;
        ReadResult r = Docs.parse(doc);
        assertEquals(List.of(), r.problems());
        DataModel m = r.model().orElseThrow();
        assertEquals("", m.metadata().version());
        assertEquals("", m.metadata().awsService());
        JsonNode written = tree(roundTrip(m)).get("ModelMetadata");
        assertFalse(written.has("Version"));
        assertFalse(written.has("AWSService"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"1.0", "2.0", "3.0"})
    void everyVersionIsKept(String version) throws Exception {
        String doc = withTable("").replace("\"3.0\"", "\"" + version + "\"");
        DataModel m = clean(doc);
        assertEquals(version, m.metadata().version());
        assertEquals(version, tree(roundTrip(m)).get("ModelMetadata").get("Version").textValue());
    }

    @Test
    void missingAwsService() {
        DataModel m = clean(withTable("").replace("\"AWSService\": \"Amazon DynamoDB\",", ""));
        assertEquals("", m.metadata().awsService());
        roundTrip(m);
    }

    @Test
    void aJsonNumberWhereANumberStringBelongs() throws Exception {
        TableDesign t = table(withTable("\"TableData\": [{\"PK\": {\"S\": \"a\"}, \"SK\": {\"S\": \"b\"}, \"n\": {\"N\": 1.50}}]"));
        assertEquals(AttributeValue.n("1.5"), t.items().get(0).attributes().get("n"));
        JsonNode written = tree(WorkbenchJson.write(DataModel.of("M", List.of(t))));
        assertEquals("1.5", written.at("/DataModel/0/TableData/0/n/N").textValue());
    }

    @Test
    void anEmptyCellIsLeftOutWithAnInfo() {
        ReadResult r = Docs.parse(withTable(
                "\"TableData\": [{\"PK\": {\"S\": \"a\"}, \"SK\": {\"S\": \"b\"}, \"note\": {}}]"));
        assertFalse(r.hasErrors());
        assertEquals(Item.of("PK", AttributeValue.s("a"), "SK", AttributeValue.s("b")),
                r.model().orElseThrow().tables().get(0).items().get(0));
        assertEquals("$.DataModel[0].TableData[0].note", Docs.only(r, Severity.INFO).path());
    }

    @Test
    void emptyKeyStringsAreDerivedFromTheirTemplates() {
        String doc = withTable("""
                "TableFacets": [{"FacetName": "Movie",
                  "KeyAttributeAlias": {"PartitionKeyAlias": "PK", "SortKeyAlias": "SK"},
                  "TableData": [{"PK": {"S": ""}, "SK": {"S": ""}, "movieId": {"S": "42"}, "year": {"N": "7"}},
                                {"PK": {"S": ""}, "SK": {"S": "kept"}, "year": {"N": "1"}}],
                  "NonKeyAttributes": ["movieId", "year"]}],
                "ModelSchema": {"models": {"Movie": {
                  "PK": {"type": "string", "value": "MOVIE#${movieId}"},
                  "SK": {"type": "string", "value": "${year:4:0}"},
                  "movieId": {"type": "string"}, "year": {"type": "number"}}}}
                """);
        ReadResult r = Docs.parse(doc);
        assertFalse(r.hasErrors());
        Entity movie = r.model().orElseThrow().tables().get(0).entities().get(0);
        assertEquals(AttributeValue.s("MOVIE#42"), movie.items().get(0).attributes().get("PK"));
        assertEquals(AttributeValue.s("0007"), movie.items().get(0).attributes().get("SK"));
        assertEquals(AttributeValue.s("kept"), movie.items().get(1).attributes().get("SK"));
        // The second item has no movieId: its empty PK cannot be derived, which is said where.
        Problem warning = Docs.only(r, Severity.WARNING);
        assertEquals("$.DataModel[0].TableFacets[0].TableData[1].PK", warning.path());
        assertTrue(warning.message().contains("movieId"), warning.message());
        assertEquals(1, Docs.of(r, Severity.INFO).size());
        DataModel read = r.model().orElseThrow();
        assertEquals(read, Docs.parse(WorkbenchJson.write(read)).model().orElseThrow());
    }

    @Test
    void aTopLevelModelSchemaIsKeptBesidesPerTableOnes() throws Exception {
        String doc = withTable("\"ModelSchema\": {\"models\": {}}").replaceFirst("\\{\n",
                "{\n  \"ModelSchema\": {\"version\": \"9\", \"models\": {\"X\": {\"a\": {\"type\": \"string\"}}}},\n");
        DataModel m = clean(doc);
        JsonNode written = tree(roundTrip(m));
        assertEquals(tree("{\"version\": \"9\", \"models\": {\"X\": {\"a\": {\"type\": \"string\"}}}}"),
                written.get("ModelSchema"));
    }

    @Test
    void unknownMembersEverywhereAreWrittenBack() throws Exception {
        String doc = """
                {"ModelName": "M", "Tool": {"by": "me"},
                 "ModelMetadata": {"Author": "", "DateCreated": "", "DateLastModified": "", "Description": "",
                   "AWSService": "Amazon DynamoDB", "Version": "3.0", "Tags": ["a"]},
                 "DataModel": [{"TableName": "T",
                   "KeyAttributes": {"PartitionKey": {"AttributeName": "PK", "AttributeType": "S"}},
                   "NonKeyAttributes": [],
                   "TableFacets": [{"FacetName": "F", "KeyAttributeAlias": {"PartitionKeyAlias": "Id"},
                     "TableData": [], "NonKeyAttributes": [], "DataAccess": {"MySql": {}}, "Color": "red"}],
                   "GlobalSecondaryIndexes": [{"IndexName": "G", "KeyAttributes": {"PartitionKey":
                     {"AttributeName": "g", "AttributeType": "S"}}, "Projection": {"ProjectionType": "KEYS_ONLY"},
                     "Note": 1.50}],
                   "DataAccess": {"MySql": {}}, "SampleDataFormats": {"g": ["identifiers", "UUID"]},
                   "TableNotes": "x",
                   "ModelSchema": {"version": "2.0.0", "indexes": {"G": {"hash": "g", "cost": 3}},
                     "params": {"isoDates": true},
                     "models": {"F": {"PK": {"type": "string", "value": "F#${id}", "required": true},
                       "id": {"type": "string", "default": "x", "validate": "/^\\\\d+$/"}}},
                     "extensions": {"modeler": {"zoom": 2}}}}]}
                """;
        DataModel m = clean(doc);
        assertEquals("Id", m.tables().get(0).entities().get(0).partitionKeyAlias());
        String text = roundTrip(m);
        assertTrue(text.contains("\"Note\": 1.50"), text);
        JsonNode out = tree(text);
        assertEquals(tree("{\"by\": \"me\"}"), out.get("Tool"));
        assertEquals(tree("[\"a\"]"), out.get("ModelMetadata").get("Tags"));
        JsonNode table = out.get("DataModel").get(0);
        assertEquals("x", table.get("TableNotes").textValue());
        assertEquals(tree("{\"g\": [\"identifiers\", \"UUID\"]}"), table.get("SampleDataFormats"));
        assertEquals("red", table.at("/TableFacets/0/Color").textValue());
        assertEquals(tree("{\"MySql\": {}}"), table.at("/TableFacets/0/DataAccess"));
        JsonNode schema = table.get("ModelSchema");
        assertEquals("2.0.0", schema.get("version").textValue());
        assertEquals(3, schema.at("/indexes/G/cost").intValue());
        assertTrue(schema.at("/params/isoDates").booleanValue());
        assertTrue(schema.at("/models/F/PK/required").booleanValue());
        assertEquals("x", schema.at("/models/F/id/default").textValue());
        assertEquals("/^\\d+$/", schema.at("/models/F/id/validate").textValue());
        assertEquals(2, schema.at("/extensions/modeler/zoom").intValue());
    }

    @Test
    void crlfLineEnds() {
        String doc = withTable("\"TableData\": [{\"PK\": {\"S\": \"a\"}, \"SK\": {\"S\": \"b\"}}]").replace("\n", "\r\n");
        assertEquals(1, table(doc).items().size());
    }

    @Test
    void aUtf8ByteOrderMark(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("bom.json");
        byte[] text = withTable("\"TableData\": [{\"PK\": {\"S\": \"é\"}, \"SK\": {\"S\": \"b\"}}]")
                .getBytes(StandardCharsets.UTF_8);
        byte[] bytes = new byte[text.length + 3];
        bytes[0] = (byte) 0xEF;
        bytes[1] = (byte) 0xBB;
        bytes[2] = (byte) 0xBF;
        System.arraycopy(text, 0, bytes, 3, text.length);
        Files.write(file, bytes);
        ReadResult r = WorkbenchJson.read(file);
        assertEquals(List.of(), r.problems());
        assertEquals(AttributeValue.s("é"), r.model().orElseThrow().tables().get(0).items().get(0).attributes().get("PK"));
        assertEquals(1, WorkbenchJson.parse("\uFEFF" + new String(text, StandardCharsets.UTF_8), "x")
                .model().orElseThrow().tables().size());
    }

    @Test
    void duplicateDeclaredAttributesAreKeptAsRead() throws Exception {
        String attr = "{\"AttributeName\": \"type\", \"AttributeType\": \"S\"}";
        TableDesign t = table(withTable("").replace("\"NonKeyAttributes\": []",
                "\"NonKeyAttributes\": [" + attr + ", " + attr + "]"));
        assertEquals(List.of(new AttributeDef("type", AttributeType.S), new AttributeDef("type", AttributeType.S)),
                t.attributes());
        assertEquals(2, tree(WorkbenchJson.write(DataModel.of("M", List.of(t))))
                .at("/DataModel/0/NonKeyAttributes").size());
    }

    @Test
    void theTypeAttributeIsInferredFromFacetsWithoutAModelSchema() {
        String doc = withTable("""
                "TableFacets": [
                  {"FacetName": "customer", "TableData": [
                     {"PK": {"S": "c#1"}, "SK": {"S": "c#1"}, "Kind": {"S": "Customer"}, "EntityType": {"S": "customer"}},
                     {"PK": {"S": "c#2"}, "SK": {"S": "c#2"}, "Kind": {"S": "Customer"}, "EntityType": {"S": "customer"}}],
                   "NonKeyAttributes": ["EntityType", "Kind"]},
                  {"FacetName": "order", "TableData": [
                     {"PK": {"S": "c#1"}, "SK": {"S": "o#1"}, "Kind": {"S": "Order"}, "EntityType": {"S": "order"}}],
                   "NonKeyAttributes": ["Kind", "EntityType"]}]
                """);
        TableDesign t = table(doc);
        assertEquals("EntityType", t.typeAttribute());
        assertEquals(List.of(new AttributeDef("Kind", AttributeType.S)), t.entities().get(0).attributes());
        roundTrip(DataModel.of("M", List.of(t)));
    }

    @Test
    void aTypeValueThatDiffersFromTheFacetNameIsInferred() {
        String doc = withTable("""
                "TableFacets": [
                  {"FacetName": "Customers", "TableData": [{"PK": {"S": "1"}, "SK": {"S": "1"}, "kind": {"S": "C"}}]},
                  {"FacetName": "Orders", "TableData": [{"PK": {"S": "1"}, "SK": {"S": "2"}, "kind": {"S": "O"}}]}]
                """);
        TableDesign t = table(doc);
        assertEquals("kind", t.typeAttribute());
        assertEquals("C", t.entities().get(0).typeValue());
        assertEquals("O", t.entities().get(1).typeValue());
        roundTrip(DataModel.of("M", List.of(t)));
    }

    @Test
    void withoutAnyHintTheTypeAttributeIsEntityType() {
        assertEquals(TableDesign.DEFAULT_TYPE_ATTRIBUTE, table(withTable("")).typeAttribute());
    }

    @Test
    void theNonStandardHotelSchemaIsRead() {
        DataModel m = WorkbenchJson.read(ReferenceFiles.named("amazon-dynamodb-labs/Hotel Reservations.json"))
                .model().orElseThrow();
        TableDesign t = m.tables().get(0);
        assertEquals("type", t.typeAttribute());
        assertEquals(List.of("~new~", "hotel", "rate", "customert", "booking", "summary", "checkin"),
                t.entities().stream().map(Entity::name).toList());
        Entity booking = t.entity("booking").orElseThrow();
        assertEquals(List.of("SK", "GSI1PK", "GSI1SK"), List.copyOf(booking.keyTemplates().keySet()));
        assertEquals("${type}#${date}#${roomId}", t.entity("checkin").orElseThrow().template("SK").orElseThrow().source());
        // Items in the table's TableData belong to the model their type attribute names (Dynobase's form).
        assertEquals(List.of(), t.items());
        assertEquals(List.of(0, 1, 1, 1, 1, 1, 0), t.entities().stream().map(e -> e.items().size()).toList());
        assertEquals(25, t.attributes().size());
        assertTrue(t.extra().fields().get("ModelSchema").contains("\"projection\":\"ALL\""));
    }

    @Test
    void keyAttributeAliasesEqualToTheKeyNamesAreNoAliases() {
        Entity e = table(withTable("\"TableFacets\": [{\"FacetName\": \"F\", \"KeyAttributeAlias\": "
                + "{\"PartitionKeyAlias\": \"PK\", \"SortKeyAlias\": \"Sort\"}}]")).entities().get(0);
        assertEquals("", e.partitionKeyAlias());
        assertEquals("Sort", e.sortKeyAlias());
    }

    @Test
    void capacityIsReadAndAPartialAutoScalingIsAWarningAndKeptAsWritten() throws Exception {
        String doc = withTable("""
                "BillingMode": "PROVISIONED",
                "ProvisionedCapacitySettings": {"ProvisionedThroughput": {"ReadCapacityUnits": 5, "WriteCapacityUnits": 7},
                  "AutoScalingRead": {"ScalingPolicyConfiguration": {"TargetValue": 70}}}
                """);
        ReadResult read = Docs.parse(doc);
        Problem warning = Docs.only(read, Severity.WARNING);
        assertEquals("$.DataModel[0].ProvisionedCapacitySettings.AutoScalingRead", warning.path());
        TableDesign t = read.model().orElseThrow().tables().get(0);
        assertEquals(dev.tablewright.model.Billing.provisioned(5, 7), t.billing());
        assertTrue(t.settings().throughput().readScaling().isEmpty());
        JsonNode written = tree(WorkbenchJson.write(DataModel.of("M", List.of(t))));
        assertEquals(tree("""
                {"ProvisionedThroughput": {"ReadCapacityUnits": 5, "WriteCapacityUnits": 7},
                 "AutoScalingRead": {"ScalingPolicyConfiguration": {"TargetValue": 70}}}"""),
                written.at("/DataModel/0/ProvisionedCapacitySettings"));
    }
}
