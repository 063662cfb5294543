package dev.tablewright.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.Aggregate;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GroupPart;
import dev.tablewright.model.IndexItems;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeptEntity;
import dev.tablewright.model.Measure;
import dev.tablewright.model.MeasureKind;
import dev.tablewright.model.PartOf;
import dev.tablewright.model.Problem;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.StreamView;
import dev.tablewright.model.stream.KeptItems;
import dev.tablewright.rules.ModelValidator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Issue 28 part 7: the movies sample's monthly totals are a kept aggregate of its streams, the issue
 * tracker's custom-field values kept index items of its issues; what the samples store is what the
 * stream keeps, checked against the sums and entries counted here, not only against {@link KeptItems}.
 */
class SampleKeptEntitiesTest {

    private static TableDesign table(String sample) {
        DataModel model = SampleModels.read(sample).model().orElseThrow();
        return model.tables().get(0);
    }

    private static String text(Item item, String attribute) {
        return ((AttributeValue.S) item.get(attribute).orElseThrow()).value();
    }

    private static BigDecimal number(Item item, String attribute) {
        return ((AttributeValue.N) item.get(attribute).orElseThrow()).value();
    }

    @ParameterizedTest
    @ValueSource(strings = {"movies-actors.json", "movies-actors-v2.json"})
    void theMoviesSampleKeepsStreamTotalFromItsStreams(String sample) {
        TableDesign movies = table(sample);
        assertEquals(Optional.of(StreamView.NEW_AND_OLD_IMAGES), movies.settings().stream(), "the stream is on");
        KeptEntity kept = movies.keptEntity("StreamTotal").orElseThrow();
        assertEquals("Stream", kept.source());
        assertEquals(new Aggregate(
                List.of(new GroupPart("movieId", "movieId", PartOf.VALUE),
                        new GroupPart("yearMonth", "streamedAt", PartOf.MONTH)),
                List.of(new Measure("streamCount", MeasureKind.COUNT, ""),
                        new Measure("totalMinutes", MeasureKind.SUM, "minutesWatched"),
                        new Measure("movieTitle", MeasureKind.LATEST, "movieTitle"))), kept.keeping());

        KeptItems.Computed computed = KeptItems.compute(movies, kept);
        assertEquals(List.of(), computed.notes());
        List<Item> totals = movies.entity("StreamTotal").orElseThrow().items();
        assertEquals(computed.items(), totals, "the stored totals are what the stream keeps");
    }

    /** Counted here from the streams: each total is its movie's streams of its month, and nothing else. */
    @Test
    void eachMonthlyTotalIsTheSumOfItsStreams() {
        TableDesign movies = table("movies-actors.json");
        Map<String, List<Item>> byGroup = new LinkedHashMap<>();
        for (Item s : movies.entity("Stream").orElseThrow().items()) {
            byGroup.computeIfAbsent(text(s, "movieId") + " " + text(s, "streamedAt").substring(0, 7), g -> new ArrayList<>())
                    .add(s);
        }
        List<Item> totals = movies.entity("StreamTotal").orElseThrow().items();
        assertEquals(byGroup.size(), totals.size(), "one total per movie and month streamed");
        for (Item total : totals) {
            String group = text(total, "movieId") + " " + text(total, "yearMonth");
            List<Item> streams = byGroup.get(group);
            assertEquals(BigDecimal.valueOf(streams.size()), number(total, "streamCount"), group);
            assertEquals(0, streams.stream().map(s -> number(s, "minutesWatched")).reduce(BigDecimal.ZERO, BigDecimal::add)
                    .compareTo(number(total, "totalMinutes")), group);
            assertEquals(total.get("streamCount"), total.get("gsi2sk"), "GSI-2 sorts the month by the count");
            assertEquals("mov#" + text(total, "movieId"), text(total, "pk"));
            assertEquals("tot#" + text(total, "yearMonth"), text(total, "sk"));
        }
        // A few streams per movie and month, ranked apart: the sample's story of the top of a month.
        assertEquals(BigDecimal.valueOf(5), number(totalOf(totals, "tt0468569", "2021-09"), "streamCount"));
        assertEquals(BigDecimal.valueOf(3), number(totalOf(totals, "tt0111161", "2021-08"), "streamCount"));
    }

    private static Item totalOf(List<Item> totals, String movieId, String month) {
        return totals.stream().filter(t -> text(t, "movieId").equals(movieId) && text(t, "yearMonth").equals(month))
                .findFirst().orElseThrow();
    }

    @Test
    void theTrackerKeepsAnIndexItemPerCustomFieldOfEachType() {
        TableDesign tracker = table("issue-tracker.json");
        assertEquals(Optional.of(StreamView.NEW_AND_OLD_IMAGES), tracker.settings().stream(), "the stream is on");
        Map<String, AttributeType> typeOf = Map.of("StringFieldValue", AttributeType.S, "NumberFieldValue", AttributeType.N);
        Map<String, String> valueKey = Map.of("StringFieldValue", "StringValue", "NumberFieldValue", "NumValue");
        for (String name : List.of("StringFieldValue", "NumberFieldValue")) {
            KeptEntity kept = tracker.keptEntity(name).orElseThrow();
            assertEquals("Issue", kept.source());
            assertEquals(new IndexItems("customFields", Optional.of(typeOf.get(name)), List.of()), kept.keeping());
            KeptItems.Computed computed = KeptItems.compute(tracker, kept);
            assertEquals(List.of(), computed.notes());
            List<Item> stored = tracker.entity(name).orElseThrow().items();
            assertEquals(computed.items(), stored, name + ": the stored index items are what the stream keeps");

            // Counted here from the issues' maps: one index item per entry of the entity's type.
            List<String> expected = new ArrayList<>();
            for (Item issue : tracker.entity("Issue").orElseThrow().items()) {
                Optional<AttributeValue> fields = issue.get("customFields");
                if (fields.isEmpty()) {
                    continue;
                }
                ((AttributeValue.M) fields.get()).value().entrySet().stream().sorted(Map.Entry.comparingByKey())
                        .filter(e -> e.getValue().type() == typeOf.get(name))
                        .forEach(e -> expected.add(text(issue, "issueId") + " " + text(issue, "projectId") + "#"
                                + e.getKey() + " " + e.getValue().displayText()));
            }
            List<String> found = stored.stream().map(i -> text(i, "PK") + " " + text(i, "SK") + " "
                    + i.get(valueKey.get(name)).orElseThrow().displayText()).toList();
            assertEquals(expected, found, name);
            assertFalse(found.isEmpty(), name);
        }
    }

    /** No kept-entity problem, no new warning: only the movies' two documented hot-month warnings. */
    @ParameterizedTest
    @ValueSource(strings = {"movies-actors.json", "issue-tracker.json"})
    void theSamplesValidateWithoutErrorsOrNewWarnings(String sample) {
        DataModel model = SampleModels.read(sample).model().orElseThrow();
        List<Problem> warnings = ModelValidator.validate(model).stream().filter(p -> p.severity() != Severity.INFO).toList();
        for (Problem p : warnings) {
            assertEquals(Severity.WARNING, p.severity(), p::toString);
            assertTrue(p.path().startsWith("Movies/entities/StreamTotal/keys/") && p.message().contains("takes few values"),
                    p::toString);
        }
        assertEquals(sample.equals("movies-actors.json") ? 2 : 0, warnings.size(), warnings::toString);
    }
}
