package dev.tablewright.format;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.model.Aggregate;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GroupPart;
import dev.tablewright.model.IndexItems;
import dev.tablewright.model.KeptEntity;
import dev.tablewright.model.Measure;
import dev.tablewright.model.MeasureKind;
import dev.tablewright.model.PartOf;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.stream.KeptFixtures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A table's kept entities in {@code extensions.tablewright.keptEntities}: read, written, and kept when unreadable. */
class KeptEntitiesFormatTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String OURS = "/DataModel/0/ModelSchema/extensions/tablewright";
    private static final String LIST = OURS + "/keptEntities";
    private static final String AT = "$.DataModel[0].ModelSchema.extensions.tablewright.keptEntities";

    /** Both kinds and every measure, part and option, including shapes the rules refuse. */
    static List<KeptEntity> everyShape() {
        return List.of(
                new KeptEntity("MonthlyTotal", "Stream", new Aggregate(
                        List.of(new GroupPart("movieId", "movieId", PartOf.VALUE),
                                new GroupPart("month", "streamedAt", PartOf.MONTH),
                                new GroupPart("year", "streamedAt", PartOf.YEAR),
                                new GroupPart("day", "streamedAt", PartOf.DAY)),
                        List.of(new Measure("streams", MeasureKind.COUNT, ""),
                                new Measure("minutes", MeasureKind.SUM, "minutesWatched"),
                                new Measure("shortest", MeasureKind.MIN, "minutesWatched"),
                                new Measure("longest", MeasureKind.MAX, "minutesWatched"),
                                new Measure("lastDevice", MeasureKind.LATEST, "device")))),
                new KeptEntity("FieldIndex", "Issue", new IndexItems("customFields", List.of("title", "issueId"))),
                new KeptEntity("ByTitle", "Issue", new IndexItems("", List.of())),
                new KeptEntity("NumberField", "Issue", new IndexItems("customFields",
                        java.util.Optional.of(dev.tablewright.model.AttributeType.N), List.of("issueId"))),
                new KeptEntity("Empty", "Nowhere", new Aggregate(List.of(), List.of())));
    }

    private static TableDesign table(List<KeptEntity> kept) {
        return KeptFixtures.read(KeptFixtures.MONTHLY_TOTALS).tables().get(0).withKeptEntities(kept);
    }

    @Test
    void everyShapeGoesThroughTheFileUnchanged() {
        DataModel model = DataModel.of("m", List.of(table(everyShape())));
        String text = WorkbenchJson.write(model);
        ReadResult read = WorkbenchJson.parse(text, "kept.json");
        assertEquals(List.of(), read.problems());
        DataModel back = read.model().orElseThrow();
        assertEquals(everyShape(), back.tables().get(0).keptEntities());
        Docs.assertSameModel(model, back);
        assertEquals(text, WorkbenchJson.write(back), "a second write is the same text");
    }

    @Test
    void theTestModelsAreWrittenBackAsTheyAre() throws Exception {
        for (Path file : List.of(KeptFixtures.MONTHLY_TOTALS, KeptFixtures.CUSTOM_FIELD_INDEX)) {
            DataModel model = KeptFixtures.read(file);
            assertEquals(1, model.tables().get(0).keptEntities().size(), file::toString);
            assertEquals(JSON.readTree(Files.readString(file)), JSON.readTree(WorkbenchJson.write(model)),
                    file::toString);
        }
    }

    @Test
    void aKeptEntityIsWrittenInTheDocumentedShape() throws Exception {
        JsonNode list = JSON.readTree(WorkbenchJson.write(DataModel.of("m", List.of(table(everyShape()))))).at(LIST);
        assertEquals(JSON.readTree("""
                {"entity": "FieldIndex", "source": "Issue",
                 "indexItems": {"each": "customFields", "copied": ["title", "issueId"]}}"""), list.get(1));
        assertEquals(JSON.readTree("""
                {"entity": "ByTitle", "source": "Issue", "indexItems": {"copied": []}}"""), list.get(2));
        assertEquals(JSON.readTree("""
                {"entity": "NumberField", "source": "Issue",
                 "indexItems": {"each": "customFields", "entryType": "N", "copied": ["issueId"]}}"""), list.get(3));
        assertEquals(JSON.readTree("""
                {"attribute": "minutes", "kind": "SUM", "of": "minutesWatched"}"""),
                list.at("/0/aggregate/measures/1"));
        assertEquals(JSON.readTree("{\"attribute\": \"streams\", \"kind\": \"COUNT\"}"),
                list.at("/0/aggregate/measures/0"));
    }

    @Test
    void aOneTableSchemaFileCarriesThemToo() {
        String schema = dev.tablewright.format.onetable.OneTableFile.write(table(everyShape()));
        ReadResult read = dev.tablewright.format.onetable.OneTableFile.read(schema, "movies.json", "Movies");
        assertEquals(everyShape(), read.model().orElseThrow().tables().get(0).keptEntities(), read.problems()::toString);
    }

    @Test
    void aTableWithoutKeptEntitiesHasNoSuchMember() throws Exception {
        JsonNode ours = JSON.readTree(WorkbenchJson.write(DataModel.of("m", List.of(table(List.of()))))).at(OURS);
        assertTrue(ours.isObject() && ours.path("keptEntities").isMissingNode(), ours::toString);
    }

    static Stream<Arguments> malformed() {
        return Stream.of(
                Arguments.of("a missing entity", "/entity", null, "[0].entity", "found nothing"),
                Arguments.of("a source that is not a string", "/source", "7", "[0].source", "found the number 7"),
                Arguments.of("neither kind", "/aggregate", null, "[0]", "found neither"),
                Arguments.of("both kinds", "/indexItems", "{}", "[0]", "not both"),
                Arguments.of("an aggregate that is a list", "/aggregate", "[]", "[0].aggregate", "an aggregate"),
                Arguments.of("group parts that are not a list", "/aggregate",
                        "{\"groupBy\": {}, \"measures\": []}", "[0].aggregate.groupBy", "an array of group parts"),
                Arguments.of("a group part that is not an object", "/aggregate",
                        "{\"groupBy\": [\"movieId\"], \"measures\": []}", "[0].aggregate.groupBy[0]",
                        "expected an object, found"),
                Arguments.of("an unknown date part", "/aggregate", "{\"groupBy\": [{\"name\": \"w\", \"attribute\": "
                        + "\"streamedAt\", \"of\": \"WEEK\"}], \"measures\": []}", "[0].aggregate.groupBy[0].of",
                        "VALUE, YEAR, MONTH or DAY"),
                Arguments.of("an unknown measure", "/aggregate", "{\"groupBy\": [], \"measures\": [{\"attribute\": "
                        + "\"a\", \"kind\": \"AVERAGE\", \"of\": \"b\"}]}", "[0].aggregate.measures[0].kind",
                        "COUNT, SUM, MIN, MAX or LATEST"),
                Arguments.of("a sum of nothing", "/aggregate", "{\"groupBy\": [], \"measures\": [{\"attribute\": "
                        + "\"a\", \"kind\": \"SUM\"}]}", "[0].aggregate.measures[0].of", "found nothing"),
                Arguments.of("a count of something", "/aggregate", "{\"groupBy\": [], \"measures\": [{\"attribute\": "
                        + "\"a\", \"kind\": \"COUNT\", \"of\": \"b\"}]}", "[0].aggregate.measures[0].of",
                        "a count measures no attribute"),
                Arguments.of("a member of a group part this version does not know", "/aggregate",
                        "{\"groupBy\": [{\"name\": \"m\", \"attribute\": \"movieId\", \"zone\": \"UTC\"}], "
                                + "\"measures\": []}", "[0].aggregate.groupBy[0].zone", "holds only name"),
                Arguments.of("an aggregate member this version does not know", "/aggregate",
                        "{\"groupBy\": [], \"measures\": [], \"window\": 5}", "[0].aggregate.window",
                        "holds only groupBy, measures"));
    }

    /**
     * The first of two kept entities is spoilt: one WARNING at the member's path, the good one read,
     * the spoilt one written back unchanged (after the one the model holds) and read the same way again.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("malformed")
    void aMalformedKeptEntityIsAWarningAndIsWrittenBackUnchanged(String what, String member, String value,
            String path, String says) throws Exception {
        ObjectNode file = (ObjectNode) JSON.readTree(WorkbenchJson.write(DataModel.of("m",
                List.of(table(everyShape().subList(0, 2))))));
        SpoiltElements.check(file, LIST, AT, member, value, path, says, TableDesign::keptEntities, everyShape().get(1));
    }

    @Test
    void aMemberOfANewerVersionIsAWarningAndWrittenBackWithItsKeptEntity() throws Exception {
        ObjectNode file = (ObjectNode) JSON.readTree(WorkbenchJson.write(DataModel.of("m",
                List.of(table(everyShape().subList(0, 2))))));
        ((ObjectNode) file.at(LIST + "/1")).put("handler", "python");
        ReadResult read = WorkbenchJson.parse(JSON.writeValueAsString(file), "newer.json");
        assertEquals(1, read.problems().size(), read.problems()::toString);
        assertEquals(AT + "[1].handler", read.problems().get(0).path());
        DataModel model = read.model().orElseThrow();
        assertEquals(everyShape().subList(0, 2), model.tables().get(0).keptEntities());
        assertEquals(file.at(LIST), JSON.readTree(WorkbenchJson.write(model)).at(LIST));
    }

    @Test
    void aListThatIsNotAnArrayIsKept() throws Exception {
        ObjectNode file = (ObjectNode) JSON.readTree(WorkbenchJson.write(DataModel.of("m", List.of(table(List.of())))));
        ((ObjectNode) file.at(OURS)).put("keptEntities", "none yet");
        ReadResult read = WorkbenchJson.parse(JSON.writeValueAsString(file), "bad.json");
        assertEquals(1, read.problems().size(), read.problems()::toString);
        assertEquals(AT, read.problems().get(0).path());
        assertEquals("none yet", JSON.readTree(WorkbenchJson.write(read.model().orElseThrow())).at(LIST).textValue());
    }
}
