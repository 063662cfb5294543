package dev.tablewright.format;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Billing;
import dev.tablewright.model.Binary;
import dev.tablewright.model.Cardinality;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.DiagramLayout;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyDerivation;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.Point;
import dev.tablewright.model.Projection;
import dev.tablewright.model.RawJson;
import dev.tablewright.model.Relationship;
import dev.tablewright.model.TableDesign;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A hand-built model using every feature the file format carries survives write → read unchanged. */
class ModelSchemaRoundTripTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String BIG = "12345678901234567890123456789012345678";

    static DataModel everything() {
        KeySchema keys = KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S);
        List<AttributeDef> declared = List.of(new AttributeDef("GSI1PK", AttributeType.S),
                new AttributeDef("GSI1SK", AttributeType.S), new AttributeDef("status", AttributeType.S),
                new AttributeDef("date", AttributeType.S), new AttributeDef("raceScore", AttributeType.N),
                new AttributeDef("title", AttributeType.S));
        List<GlobalSecondaryIndex> gsis = List.of(
                new GlobalSecondaryIndex("GSI1", KeySchema.of("GSI1PK", AttributeType.S, "GSI1SK", AttributeType.S),
                        Projection.ALL),
                new GlobalSecondaryIndex("GSI2", KeySchema.of("GSI2PK", AttributeType.B), Projection.KEYS_ONLY),
                new GlobalSecondaryIndex("GSI3", KeySchema.of("status", AttributeType.S, "date", AttributeType.S),
                        Projection.include(List.of("title", "year"))));
        List<LocalSecondaryIndex> lsis = List.of(
                new LocalSecondaryIndex("LSI1", new AttributeDef("raceScore", AttributeType.N), Projection.ALL),
                new LocalSecondaryIndex("LSI2", new AttributeDef("rank", AttributeType.N),
                        Projection.include(List.of("title"))));

        Map<String, KeyTemplate> movieKeys = new LinkedHashMap<>();
        movieKeys.put("PK", KeyTemplate.parse("MOVIE#${movieId}"));
        movieKeys.put("SK", KeyTemplate.parse("MOVIE#${movieId}"));
        movieKeys.put("GSI1PK", KeyTemplate.parse("${genre}"));
        movieKeys.put("GSI1SK", KeyTemplate.parse("${year:4:0}#${title}"));
        movieKeys.put("slug", KeyTemplate.parse("${title}-${year}"));
        List<AttributeDef> movieAttributes = List.of(new AttributeDef("movieId", AttributeType.S, true),
                new AttributeDef("title", AttributeType.S), new AttributeDef("year", AttributeType.N, true),
                new AttributeDef("genre", AttributeType.S), new AttributeDef("tags", AttributeType.SS),
                new AttributeDef("scores", AttributeType.NS), new AttributeDef("blobs", AttributeType.BS),
                new AttributeDef("meta", AttributeType.M), new AttributeDef("cast", AttributeType.L),
                new AttributeDef("released", AttributeType.BOOL), new AttributeDef("nothing", AttributeType.NULL),
                new AttributeDef("poster", AttributeType.B), new AttributeDef("GSI2PK", AttributeType.B));
        Entity movie = new Entity("Movie", "MOVIE", movieAttributes, movieKeys, "MovieId", "Sort", List.of(),
                new RawJson(Map.of("DataAccess", "{\"MySql\":{}}")));
        Map<String, KeyTemplate> actorKeys = new LinkedHashMap<>();
        actorKeys.put("PK", KeyTemplate.parse("ACTOR#${actorId}"));
        actorKeys.put("SK", KeyTemplate.parse("PROFILE"));
        Entity actor = new Entity("Actor", "Actor", List.of(new AttributeDef("actorId", AttributeType.S)),
                actorKeys, "", "", List.of(), RawJson.EMPTY);

        TableDesign table = new TableDesign("Movies", keys, declared, gsis, lsis, List.of(), Billing.provisioned(5, 10), null, "kind",
                List.of(movie, actor), List.of(),
                List.of(new Relationship("Movie", "Actor", Cardinality.MANY_TO_MANY, "cast"),
                        new Relationship("Actor", "Movie", Cardinality.ONE_TO_MANY, "")),
                List.of(new AccessPattern("Get movie by id", "Movie detail page", "Movie", OperationKind.GET_ITEM, null,
                                "PK = MOVIE#${movieId} AND SK = MOVIE#${movieId}", "", "", true,
                                Map.of("movieId", "tt0111161")),
                        new AccessPattern("Movies by genre", "", "Movie", OperationKind.QUERY, "GSI1",
                                "GSI1PK = ${genre} AND begins_with(GSI1SK, ${year})", "released = :t", "title, year",
                                false, ordered("genre", "drama", "year", "1994")),
                        new AccessPattern("Everything", "", null, OperationKind.SCAN, null, "", "", "", true, Map.of())),
                List.of(Item.of("PK", AttributeValue.s("CONFIG"), "SK", AttributeValue.s("v1"),
                        "ratio", AttributeValue.n("0.000000000000000000000000000000000001"))),
                new DiagramLayout(Map.of()).with("Movie", new Point(40, 60)).with("Actor", new Point(120.5, -3.25)),
                RawJson.EMPTY);
        Item movieItem = Item.of("PK", AttributeValue.s(""), "SK", AttributeValue.s(""),
                "kind", AttributeValue.s("MOVIE"), "movieId", AttributeValue.s("tt0111161"),
                "title", AttributeValue.s("The Shawshank Redemption 🎬 𝄞"), "year", AttributeValue.n(1994),
                "genre", AttributeValue.s("drama"),
                "tags", new AttributeValue.SS(new LinkedHashSet<>(List.of("prison", "hope", "ü"))),
                "scores", new AttributeValue.NS(new LinkedHashSet<>(List.of(new BigDecimal(BIG),
                        new BigDecimal("-" + BIG), new BigDecimal("9.9E125"), new BigDecimal("1E-130")))),
                "blobs", new AttributeValue.BS(Set.of(Binary.of(new byte[] {(byte) 0xFF, (byte) 0x80, 0}))),
                "meta", new AttributeValue.M(ordered("rating", AttributeValue.n("9.3"),
                        "nested", new AttributeValue.M(Map.of("deep", AttributeValue.list(AttributeValue.NULL))))),
                "cast", AttributeValue.list(AttributeValue.s("Tim Robbins"), AttributeValue.n(BIG),
                        AttributeValue.TRUE),
                "released", AttributeValue.FALSE, "nothing", AttributeValue.NULL,
                "poster", new AttributeValue.B(Binary.of(new byte[] {(byte) 0x89, 'P', 'N', 'G', (byte) 0xFE})),
                "GSI2PK", new AttributeValue.B(Binary.of(new byte[] {(byte) 0xC0, (byte) 0xFF, (byte) 0xEE})));
        movieItem = KeyDerivation.deriveAll(table, movie, movieItem).item();
        table = table.withEntity("Movie", e -> e.withItems(List.of(
                KeyDerivation.deriveAll(table0(), movie, Item.of("movieId", AttributeValue.s("x"))).item())));
        final Item derived = movieItem;
        table = table.withEntity("Movie", e -> e.withItems(List.of(derived, e.items().get(0))));

        TableDesign counters = new TableDesign("Counters", KeySchema.of("id", AttributeType.N), List.of(), List.of(),
                List.of(), List.of(), Billing.ON_DEMAND, null, null, List.of(), List.of(), List.of(), List.of(),
                List.of(Item.of("id", AttributeValue.n(BIG), "count", AttributeValue.n("-0.5"))), DiagramLayout.EMPTY,
                RawJson.EMPTY);
        ModelMetadata metadata = new ModelMetadata("Ada ✍", "2026-01-01T00:00:00Z", "2026-02-03T04:05:06Z",
                "Every feature", ModelMetadata.AWS_SERVICE, ModelMetadata.CURRENT_VERSION,
                new RawJson(Map.of("Reviewer", "\"Grace\"")));
        return new DataModel("Everything 🗂", metadata, List.of(table, counters), RawJson.EMPTY);
    }

    /** A map in the order given (Map.of's order changes from run to run; the fuzz test needs the same text). */
    @SuppressWarnings("unchecked")
    private static <V> Map<String, V> ordered(Object... namesAndValues) {
        Map<String, V> map = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            map.put((String) namesAndValues[i], (V) namesAndValues[i + 1]);
        }
        return map;
    }

    /** The table's key context for deriving the sparse item (it has no genre, title or year). */
    private static TableDesign table0() {
        return TableDesign.of("Movies", KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S));
    }

    @Test
    void everyFeatureSurvivesWriteAndRead() {
        Docs.roundTrip(everything());
    }

    @Test
    void theModelSchemaHasTheContractsShape() throws Exception {
        JsonNode schema = JSON.readTree(WorkbenchJson.write(everything())).at("/DataModel/0/ModelSchema");
        assertEquals("onetable:1.1.0", schema.get("format").textValue());
        assertEquals(JSON.readTree("""
                {"primary": {"hash": "PK", "sort": "SK"},
                 "GSI1": {"hash": "GSI1PK", "sort": "GSI1SK", "project": "all"},
                 "GSI2": {"hash": "GSI2PK", "project": "keys"},
                 "GSI3": {"hash": "status", "sort": "date", "project": ["title", "year"]},
                 "LSI1": {"type": "local", "sort": "raceScore", "project": "all"},
                 "LSI2": {"type": "local", "sort": "rank", "project": ["title"]}}"""), schema.get("indexes"));
        assertEquals("kind", schema.at("/params/typeField").textValue());
        JsonNode movie = schema.at("/models/Movie");
        assertEquals(List.of("PK", "SK", "GSI1PK", "GSI1SK", "slug", "kind", "movieId", "title", "year", "genre",
                "tags", "scores", "blobs", "meta", "cast", "released", "nothing", "poster", "GSI2PK"), names(movie));
        assertEquals(JSON.readTree("{\"type\": \"string\", \"value\": \"MOVIE\"}"), movie.get("kind"));
        assertEquals(JSON.readTree("{\"type\": \"string\", \"value\": \"${year:4:0}#${title}\"}"), movie.get("GSI1SK"));
        assertEquals(JSON.readTree("{\"type\": \"set\", \"items\": \"number\"}"), movie.get("scores"));
        assertEquals(JSON.readTree("{\"type\": \"number\", \"required\": true}"), movie.get("year"));
        assertEquals(JSON.readTree("{\"type\": \"binary\"}"), movie.get("GSI2PK"));
        assertEquals("primary", schema.at("/queries/Get movie by id/index").textValue());
        assertEquals("Entity", schema.at("/queries/Movies by genre/type").textValue());
        assertEquals("Movie", schema.at("/queries/Movies by genre/model").textValue());
        assertEquals("Scan", schema.at("/queries/Everything/type").textValue());
        assertFalse(schema.at("/queries/Everything").has("model"));
        JsonNode ours = schema.at("/extensions/tablewright");
        assertEquals("Query", ours.at("/queries/Movies by genre/operation").textValue());
        assertFalse(ours.at("/queries/Movies by genre/scanIndexForward").booleanValue());
        assertEquals(JSON.readTree("{\"from\": \"Movie\", \"to\": \"Actor\", \"cardinality\": \"M:N\", \"label\": \"cast\"}"),
                ours.at("/relationships/0"));
        assertEquals(JSON.readTree("{\"Movie\": {\"x\": 40, \"y\": 60}, \"Actor\": {\"x\": 120.5, \"y\": -3.25}}"),
                ours.get("layout"));
        assertEquals("N", ours.at("/localIndexes/LSI2/sortType").textValue());
    }

    @Test
    void facetsListTheTypeAttributeThenDerivedThenOwnAttributes() throws Exception {
        JsonNode facet = JSON.readTree(WorkbenchJson.write(everything())).at("/DataModel/0/TableFacets/0");
        assertEquals(List.of("FacetName", "KeyAttributeAlias", "TableData", "NonKeyAttributes", "DataAccess"),
                names(facet));
        assertEquals(JSON.readTree("{\"PartitionKeyAlias\": \"MovieId\", \"SortKeyAlias\": \"Sort\"}"),
                facet.get("KeyAttributeAlias"));
        List<String> attributes = JSON.convertValue(facet.get("NonKeyAttributes"), List.class);
        assertEquals(List.of("kind", "GSI1PK", "GSI1SK", "slug", "movieId", "title", "year", "genre", "tags", "scores",
                "blobs", "meta", "cast", "released", "nothing", "poster", "GSI2PK"), attributes);
    }

    @Test
    void valuesAreWrittenAsDynamoDbReturnsThem() throws Exception {
        String text = WorkbenchJson.write(everything());
        assertTrue(text.contains("\"" + BIG + "\""));
        assertTrue(text.contains("\"0.000000000000000000000000000000000001\""));
        assertTrue(text.contains("The Shawshank Redemption 🎬 𝄞"), "non-BMP text is written as UTF-8, not escaped");
        JsonNode movieItem = JSON.readTree(text).at("/DataModel/0/TableFacets/0/TableData/0");
        assertEquals("iVBOR/4=", movieItem.at("/poster/B").textValue());
        assertEquals("MOVIE#tt0111161", movieItem.at("/PK/S").textValue());
        assertEquals("1994#The Shawshank Redemption 🎬 𝄞", movieItem.at("/GSI1SK/S").textValue());
    }

    private static List<String> names(JsonNode node) {
        List<String> names = new java.util.ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
