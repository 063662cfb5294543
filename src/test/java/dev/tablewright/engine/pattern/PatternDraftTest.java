package dev.tablewright.engine.pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.engine.pattern.PatternDraft.Sort;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.TableDesign;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Patterns built from an entity's key templates say what the sample's hand-written patterns say, and run. */
class PatternDraftTest {
    private static final DataModel MOVIES = WorkbenchJson.read(Path.of("sample-models/movies-actors.json")).model()
            .orElseThrow();
    private static final TableDesign T = MOVIES.tables().get(0);

    private static AccessPattern sample(String name) {
        return T.accessPatterns().stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void draftsAreTheSamplesPatterns() {
        AccessPattern cast = PatternDraft.of(T, "CastMember", null, Sort.PREFIX, "cast");
        assertEquals(sample("List cast of a movie").keyCondition(), cast.keyCondition());
        assertEquals(OperationKind.QUERY, cast.operation());
        AccessPattern byActor = PatternDraft.of(T, "CastMember", "GSI-1", Sort.PREFIX, "by actor");
        assertEquals(sample("Get movies by an actor").keyCondition(), byActor.keyCondition());
        AccessPattern actor = PatternDraft.of(T, "Actor", null, Sort.EXACT, "actor");
        assertEquals(OperationKind.GET_ITEM, actor.operation());
        assertEquals(sample("Get actor by actor ID").keyCondition(), actor.keyCondition());
        assertEquals("pk = mov#${movieId}", PatternDraft.of(T, "Movie", null, Sort.NONE, "all").keyCondition());
    }

    @Test
    void parametersTakeTheEntitysFirstSampleValuesAndTheDraftRuns() {
        AccessPattern cast = PatternDraft.of(T, "CastMember", null, Sort.PREFIX, "cast");
        assertEquals(List.of("movieId"), List.copyOf(cast.parameters().keySet()));
        assertTrue(!cast.parameters().get("movieId").isEmpty(), cast.parameters()::toString);
        PatternAnalysis a = PatternAnalyzer.of(MOVIES).analyse(T, cast);
        assertEquals(List.of(), a.errors());
        assertEquals(List.of("CastMember"), a.entities());
        assertTrue(!a.returned().isEmpty());
    }

    @Test
    void aRangeOnADatePartOfTheSortKeyRunsAndSpansTheSamples() {
        AccessPattern streams = PatternDraft.of(T, "Stream", null, Sort.RANGE, "streams in a period");
        assertEquals("pk = mov#${movieId} AND sk BETWEEN str#${streamedAtFrom} AND str#${streamedAtTo}",
                streams.keyCondition());
        assertTrue(streams.parameters().get("streamedAtFrom").compareTo(streams.parameters().get("streamedAtTo")) <= 0,
                streams.parameters()::toString);
        PatternAnalysis a = PatternAnalyzer.of(MOVIES).analyse(T, streams);
        assertEquals(List.of(), a.errors());
        assertEquals(List.of("Stream"), a.entities());
        assertTrue(!a.returned().isEmpty());

        IllegalArgumentException notDates = assertThrows(IllegalArgumentException.class,
                () -> PatternDraft.of(T, "CastMember", null, Sort.RANGE, "x"));
        assertTrue(notDates.getMessage().contains("neither dates nor padded numbers"), notDates.getMessage());
    }

    @Test
    void whatCannotBeDraftedIsSaid() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PatternDraft.of(T, "Movie", "GSI-3", Sort.NONE, "x"));
        assertTrue(e.getMessage().contains("its items are not in that index"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> PatternDraft.of(T, "Nobody", null, Sort.NONE, "x"));
        assertThrows(IllegalArgumentException.class, () -> PatternDraft.of(T, "Movie", "GSI-9", Sort.NONE, "x"));
    }
}
