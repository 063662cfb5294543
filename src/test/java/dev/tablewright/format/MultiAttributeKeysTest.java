package dev.tablewright.format;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Billing;
import dev.tablewright.model.Binary;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.DiagramLayout;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.Problem;
import dev.tablewright.model.Projection;
import dev.tablewright.model.RawJson;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** GSIs with several partition and sort attributes in the file (docs/file-format.md, "Multi-attribute keys"). */
class MultiAttributeKeysTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String TABLE = "$.DataModel[0]";
    private static final String SCHEMA = TABLE + ".ModelSchema";
    private static final String EXT = SCHEMA + ".extensions.tablewright.globalIndexKeys";

    private static AttributeDef a(String name, AttributeType type) {
        return new AttributeDef(name, type);
    }

    /** Two partition attributes and three sort attributes of mixed types. */
    static final KeySchema BY_REGION = new KeySchema(
            List.of(a("tournamentId", AttributeType.S), a("region", AttributeType.S)),
            List.of(a("round", AttributeType.N), a("bracket", AttributeType.S), a("checksum", AttributeType.B)));
    /** Two partition attributes, no sort key. */
    static final KeySchema BY_CATEGORY = new KeySchema(
            List.of(a("category", AttributeType.S), a("tier", AttributeType.N)), List.of());

    static TableDesign table(boolean dynobaseForm) {
        List<GlobalSecondaryIndex> gsis = List.of(
                new GlobalSecondaryIndex("ByRegion", BY_REGION, Projection.ALL),
                new GlobalSecondaryIndex("GSI1", KeySchema.of("GSI1PK", AttributeType.S), Projection.KEYS_ONLY),
                new GlobalSecondaryIndex("ByCategory", BY_CATEGORY, Projection.include(List.of("region"))));
        Map<String, KeyTemplate> templates = new LinkedHashMap<>();
        templates.put("PK", KeyTemplate.parse("MATCH#${matchId}"));
        templates.put("SK", KeyTemplate.parse("MATCH"));
        templates.put("GSI1PK", KeyTemplate.parse("${tournamentId}"));
        List<AttributeDef> attributes = List.of(new AttributeDef("matchId", AttributeType.S, true),
                a("tournamentId", AttributeType.S), a("region", AttributeType.S), a("round", AttributeType.N),
                a("bracket", AttributeType.S), a("checksum", AttributeType.B), a("category", AttributeType.S),
                a("tier", AttributeType.N));
        Item match = Item.of("PK", AttributeValue.s("MATCH#m1"), "SK", AttributeValue.s("MATCH"),
                "GSI1PK", AttributeValue.s("t1"), "type", AttributeValue.s("Match"),
                "matchId", AttributeValue.s("m1"), "tournamentId", AttributeValue.s("t1"),
                "region", AttributeValue.s("EU"), "round", AttributeValue.n(2), "bracket", AttributeValue.s("upper"),
                "checksum", new AttributeValue.B(Binary.of(new byte[] {1, 2})), "category", AttributeValue.s("pro"),
                "tier", AttributeValue.n(1));
        Entity entity = new Entity("Match", "Match", attributes, templates, "", "", List.of(match), RawJson.EMPTY);
        // region is declared by the designer; the other key attributes are not.
        return new TableDesign("Tournaments", KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S),
                List.of(a("region", AttributeType.S)), gsis, List.of(), List.of(), Billing.ON_DEMAND, null, "type", List.of(entity),
                List.of(), List.of(), List.of(new AccessPattern("Upper bracket of a region", "", "Match", OperationKind.QUERY,
                        "ByRegion", "tournamentId = ${t} AND region = ${r} AND round = ${n} AND begins_with(bracket, up)",
                        "", "", true, Map.of("t", "t1", "r", "EU", "n", "2")),
                        new AccessPattern("Pro tier 1", "", null, OperationKind.QUERY, "ByCategory",
                                "category = pro AND tier = 1", "", "", true, Map.of())),
                List.of(), DiagramLayout.EMPTY,
                dynobaseForm ? new RawJson(Map.of("TableFacets", "false")) : RawJson.EMPTY);
    }

    static DataModel model(boolean dynobaseForm) {
        return new DataModel("Tournaments", ModelMetadata.empty(), List.of(table(dynobaseForm)), RawJson.EMPTY);
    }

    private static JsonNode written() throws Exception {
        return JSON.readTree(WorkbenchJson.write(model(false))).at("/DataModel/0");
    }

    /** The written file, changed, read back. */
    private static ReadResult edited(Consumer<ObjectNode> change) throws Exception {
        ObjectNode root = (ObjectNode) JSON.readTree(WorkbenchJson.write(model(false)));
        change.accept((ObjectNode) root.at("/DataModel/0"));
        return Docs.parse(JSON.writeValueAsString(root));
    }

    private static KeySchema keys(ReadResult r, String index) {
        assertFalse(r.hasErrors(), r.problems()::toString);
        return r.model().orElseThrow().tables().get(0).index(index).orElseThrow()
                .keySchema(KeySchema.of("PK", AttributeType.S));
    }

    /**
     * The warnings about index keys: a saved query on an index whose key fell back to fewer attributes
     * no longer asks what Tablewright's form of it says, and is reported too.
     */
    private static List<Problem> keyWarnings(ReadResult r) {
        return Docs.of(r, Severity.WARNING).stream().filter(p -> !p.path().startsWith(SCHEMA + ".queries")).toList();
    }

    /** The file changed reads the index's key as expected, with one warning. */
    private static void assertReadWithOneWarning(Consumer<ObjectNode> change, String index, KeySchema expected,
            String path, String message) throws Exception {
        ReadResult r = edited(change);
        assertEquals(expected, keys(r, index));
        Problem p = Docs.only(r, Severity.WARNING);
        assertEquals(path, p.path());
        assertEquals(message, p.message());
    }

    private static ObjectNode extension(ObjectNode table) {
        return (ObjectNode) table.at("/ModelSchema/extensions/tablewright/globalIndexKeys");
    }

    private static ObjectNode oneTable(ObjectNode table, String index) {
        return (ObjectNode) table.at("/ModelSchema/indexes/" + index);
    }

    @Test
    void aModelWithMultiAttributeKeysSurvivesWriteAndRead() {
        Docs.roundTrip(model(false));
    }

    @Test
    void dynobasesFormKeepsThemToo() {
        String text = Docs.roundTrip(model(true));
        assertFalse(text.contains("TableFacets"), text);
    }

    @Test
    void workbenchSeesTheFirstAttributesAndEveryKeyAttributeDeclared() throws Exception {
        JsonNode t = written();
        JsonNode byRegion = t.at("/GlobalSecondaryIndexes/0/KeyAttributes");
        assertEquals(JSON.readTree("""
                {"PartitionKey": {"AttributeName": "tournamentId", "AttributeType": "S"},
                 "SortKey": {"AttributeName": "round", "AttributeType": "N"}}"""), byRegion);
        assertEquals(JSON.readTree("""
                {"PartitionKey": {"AttributeName": "category", "AttributeType": "S"}}"""),
                t.at("/GlobalSecondaryIndexes/2/KeyAttributes"));
        assertEquals(JSON.readTree("""
                [{"AttributeName": "region", "AttributeType": "S"},
                 {"AttributeName": "tournamentId", "AttributeType": "S"},
                 {"AttributeName": "round", "AttributeType": "N"},
                 {"AttributeName": "bracket", "AttributeType": "S"},
                 {"AttributeName": "checksum", "AttributeType": "B"},
                 {"AttributeName": "category", "AttributeType": "S"},
                 {"AttributeName": "tier", "AttributeType": "N"}]"""), t.get("NonKeyAttributes"));
    }

    @Test
    void theModelSchemaListsEveryAttributeAndTheExtensionTheirTypes() throws Exception {
        JsonNode schema = written().get("ModelSchema");
        assertEquals(JSON.readTree("""
                {"primary": {"hash": "PK", "sort": "SK"},
                 "ByRegion": {"hash": "tournamentId", "sort": "round", "hashAttributes": ["tournamentId", "region"],
                              "sortAttributes": ["round", "bracket", "checksum"], "project": "all"},
                 "GSI1": {"hash": "GSI1PK", "project": "keys"},
                 "ByCategory": {"hash": "category", "hashAttributes": ["category", "tier"], "project": ["region"]}}"""),
                schema.get("indexes"));
        JsonNode ours = schema.at("/extensions/tablewright");
        assertEquals(JSON.readTree("""
                {"ByRegion": {"partitionKeys": [{"AttributeName": "tournamentId", "AttributeType": "S"},
                                                {"AttributeName": "region", "AttributeType": "S"}],
                              "sortKeys": [{"AttributeName": "round", "AttributeType": "N"},
                                           {"AttributeName": "bracket", "AttributeType": "S"},
                                           {"AttributeName": "checksum", "AttributeType": "B"}]},
                 "ByCategory": {"partitionKeys": [{"AttributeName": "category", "AttributeType": "S"},
                                                  {"AttributeName": "tier", "AttributeType": "N"}],
                                "sortKeys": []}}"""), ours.get("globalIndexKeys"));
        assertEquals(JSON.readTree("[\"tournamentId\", \"round\", \"bracket\", \"checksum\", \"category\", \"tier\"]"),
                ours.get("declaredForKeys"));
    }

    @Test
    void singleAttributeKeysWriteNoneOfIt() {
        String text = WorkbenchJson.write(ModelSchemaRoundTripTest.everything());
        for (String member : List.of("hashAttributes", "sortAttributes", "globalIndexKeys", "declaredForKeys")) {
            assertFalse(text.contains(member), member);
        }
    }

    @Test
    void withoutTheExtensionTheOneTableListsGiveTheKeyTypedFromTheDeclaredAttributes() throws Exception {
        ReadResult r = edited(t -> ((ObjectNode) t.at("/ModelSchema/extensions/tablewright"))
                .remove("globalIndexKeys"));
        assertEquals(BY_REGION, keys(r, "ByRegion"));
        assertEquals(BY_CATEGORY, keys(r, "ByCategory"));
        assertEquals(List.of(), Docs.of(r, Severity.WARNING));
    }

    @Test
    void withoutTheModelSchemaKeyAttributesGiveTheFirstAttributes() throws Exception {
        ReadResult r = edited(t -> t.remove("ModelSchema"));
        assertEquals(KeySchema.of("tournamentId", AttributeType.S, "round", AttributeType.N), keys(r, "ByRegion"));
        assertEquals(KeySchema.of("category", AttributeType.S), keys(r, "ByCategory"));
    }

    @Test
    void theExtensionWinsOverTheListsAndKeyAttributesWithAWarningAtEach() throws Exception {
        ReadResult r = edited(t -> {
            ((ArrayNode) oneTable(t, "ByRegion").get("hashAttributes")).remove(1);
            ((ObjectNode) t.at("/GlobalSecondaryIndexes/2/KeyAttributes/PartitionKey")).put("AttributeName", "kind");
        });
        assertEquals(BY_REGION, keys(r, "ByRegion"));
        assertEquals(BY_CATEGORY, keys(r, "ByCategory"));
        List<Problem> warnings = Docs.of(r, Severity.WARNING);
        assertEquals(List.of(SCHEMA + ".indexes.ByRegion.hashAttributes", EXT + ".ByCategory"),
                warnings.stream().map(Problem::path).toList(), warnings::toString);
        assertTrue(warnings.get(0).message().contains("(tournamentId S; round N, bracket S, checksum B)"),
                warnings.get(0).message());
        assertTrue(warnings.get(0).message().contains("(tournamentId S, region S; round N, bracket S, checksum B)"),
                warnings.get(0).message());
        assertTrue(warnings.get(1).message().contains("(kind S)"), warnings.get(1).message());
    }

    @Test
    void listsThatDisagreeWithKeyAttributesAreUsedWithAWarning() throws Exception {
        ReadResult r = edited(t -> {
            ((ObjectNode) t.at("/ModelSchema/extensions/tablewright")).remove("globalIndexKeys");
            ((ObjectNode) t.at("/GlobalSecondaryIndexes/0/KeyAttributes/SortKey")).put("AttributeName", "bracket")
                    .put("AttributeType", "S");
        });
        assertEquals(BY_REGION, keys(r, "ByRegion"));
        List<Problem> warnings = Docs.of(r, Severity.WARNING);
        assertEquals(List.of(SCHEMA + ".indexes.ByRegion.sortAttributes"),
                warnings.stream().map(Problem::path).toList(), warnings::toString);
        assertEquals("GlobalSecondaryIndexes gives 'ByRegion' the key (tournamentId S; bracket S), which is not the "
                + "first attributes of the listed (tournamentId S, region S; round N, bracket S, checksum B); the list "
                + "is used", warnings.get(0).message());
    }

    @Test
    void aHashThatIsNotTheFirstPartitionAttributeIsReported() throws Exception {
        assertReadWithOneWarning(t -> oneTable(t, "ByRegion").put("hash", "region"), "ByRegion", BY_REGION,
                SCHEMA + ".indexes.ByRegion",
                "the ModelSchema gives other keys (region, round) than its whole key (tournamentId, region, "
                + "round, bracket, checksum), which is used");
    }

    @Test
    void fiveAttributesAreAWarningAndTheNextSourceIsUsed() throws Exception {
        // The OneTable lists give the key.
        assertReadWithOneWarning(t -> ((ArrayNode) extension(t).at("/ByRegion/sortKeys"))
                .add(JSON.createObjectNode().put("AttributeName", "a").put("AttributeType", "S"))
                .add(JSON.createObjectNode().put("AttributeName", "b").put("AttributeType", "S")),
                "ByRegion", BY_REGION, EXT + ".ByRegion.sortKeys",
                "expected an array of 0 to 4 sort attributes (DynamoDB's limit), found 5 attributes; "
                + "it is kept as written");
    }

    @Test
    void aTypeThatNoKeyCanHaveIsReadAsS() throws Exception {
        assertReadWithOneWarning(t -> ((ObjectNode) extension(t).at("/ByCategory/partitionKeys/1"))
                .put("AttributeType", "BOOL"), "ByCategory",
                new KeySchema(List.of(a("category", AttributeType.S), a("tier", AttributeType.S)), List.of()),
                EXT + ".ByCategory.partitionKeys[1].AttributeType",
                "expected a key type (S, N or B), found 'BOOL'; read as S");
    }

    @Test
    void anAttributeTwiceIsAWarningInEitherSource() throws Exception {
        ReadResult r = edited(t -> {
            ((ObjectNode) extension(t).at("/ByRegion/sortKeys/2")).put("AttributeName", "region");
            ((ArrayNode) oneTable(t, "ByRegion").get("sortAttributes")).set(2, "region");
        });
        assertEquals(KeySchema.of("tournamentId", AttributeType.S, "round", AttributeType.N), keys(r, "ByRegion"),
                "from KeyAttributes");
        List<Problem> warnings = keyWarnings(r);
        assertEquals(List.of(EXT + ".ByRegion.sortKeys", SCHEMA + ".indexes.ByRegion.sortAttributes"),
                warnings.stream().map(Problem::path).toList(), warnings::toString);
        warnings.forEach(w -> assertEquals("the attribute 'region' appears twice in the key; DynamoDB allows it once; "
                + "it is kept as written", w.message()));
    }

    @Test
    void anEmptyListIsAWarning() throws Exception {
        ReadResult r = edited(t -> {
            extension(t).with("ByCategory").putArray("partitionKeys");
            oneTable(t, "ByCategory").putArray("hashAttributes");
        });
        assertEquals(KeySchema.of("category", AttributeType.S), keys(r, "ByCategory"));
        List<Problem> warnings = keyWarnings(r);
        assertEquals(List.of(EXT + ".ByCategory.partitionKeys", SCHEMA + ".indexes.ByCategory.hashAttributes"),
                warnings.stream().map(Problem::path).toList(), warnings::toString);
        assertTrue(warnings.get(0).message().contains("found an empty array"), warnings.get(0).message());
    }

    @Test
    void badInputNeverThrowsAndIsKeptAsWritten() throws Exception {
        List<Consumer<ObjectNode>> changes = List.of(
                t -> extension(t).put("ByRegion", 5),
                t -> extension(t).with("ByRegion").put("partitionKeys", "tournamentId"),
                t -> ((ArrayNode) extension(t).at("/ByRegion/partitionKeys")).set(0, JSON.nullNode()),
                t -> ((ArrayNode) extension(t).at("/ByRegion/partitionKeys")).set(0, JSON.createObjectNode()),
                t -> ((ArrayNode) extension(t).at("/ByRegion/sortKeys")).set(2, JSON.getNodeFactory().numberNode(-2.2E-90)),
                t -> extension(t).with("Missing").putArray("partitionKeys").addObject()
                        .put("AttributeName", "x").put("AttributeType", "S"),
                t -> ((ObjectNode) t.at("/ModelSchema/extensions/tablewright")).put("globalIndexKeys", "x"),
                t -> ((ObjectNode) t.at("/ModelSchema/extensions/tablewright")).putArray("declaredForKeys").add(1),
                t -> oneTable(t, "ByRegion").put("hashAttributes", 3),
                t -> ((ArrayNode) oneTable(t, "ByRegion").get("sortAttributes")).add("").add(JSON.nullNode()));
        for (Consumer<ObjectNode> change : changes) {
            ReadResult r = edited(change);
            assertFalse(r.hasErrors(), r.problems()::toString);
            List<Problem> warnings = Docs.of(r, Severity.WARNING);
            assertFalse(warnings.isEmpty());
            warnings.forEach(w -> assertTrue(w.path().startsWith(SCHEMA), w::toString));
            String again = WorkbenchJson.write(r.model().orElseThrow());
            ReadResult reread = Docs.parse(again);
            assertFalse(reread.hasErrors());
            // What was kept goes back as it was, so the output reads as the same model (kept parts included).
            Docs.assertSameModel(r.model().orElseThrow(), reread.model().orElseThrow());
        }
    }
}
