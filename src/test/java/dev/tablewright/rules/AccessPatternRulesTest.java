package dev.tablewright.rules;

import static dev.tablewright.rules.MoviesFixture.append;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.Severity;

import java.util.Map;

import org.junit.jupiter.api.Test;

class AccessPatternRulesTest {
    private static final String PATH = "Movies/accessPatterns/New pattern";

    private static DataModel with(AccessPattern p) {
        return MoviesFixture.with(t -> t.withAccessPatterns(append(t.accessPatterns(), p)));
    }

    private static DataModel with(String entity, OperationKind op, String index, String keyCondition,
            Map<String, String> parameters) {
        return with(MoviesFixture.pattern("New pattern", entity, op, index, keyCondition, parameters));
    }

    private static DataModel query(String index) {
        return with("Movie", OperationKind.QUERY, index, "GSI1PK = GENRE#Drama", Map.of());
    }

    @Test
    void unknownEntity() {
        Check.problem(with("Film", OperationKind.QUERY, null, "PK = FILM#1", Map.of()), Severity.ERROR, PATH,
                "unknown entity 'Film'");
        Check.none(with("Movie", OperationKind.QUERY, null, "PK = MOVIE#1", Map.of()), "unknown entity");
        Check.none(with(null, OperationKind.QUERY, null, "PK = MOVIE#1", Map.of()), "unknown entity");
    }

    @Test
    void unknownIndex() {
        Check.problem(query("GSI9"), Severity.ERROR, PATH, "unknown index 'GSI9': the table has no index of that name");
        Check.none(query("GSI1"), "unknown index");
        Check.none(query("LSI1"), "unknown index");
    }

    @Test
    void primaryMeansTheBaseTable() {
        Check.none(with("Movie", OperationKind.GET_ITEM, "primary", "PK = MOVIE#1 AND SK = MOVIE#1", Map.of()), "index");
    }

    @Test
    void singleItemOperationsCannotUseAnIndex() {
        Check.problem(with("Movie", OperationKind.GET_ITEM, "GSI1", "GSI1PK = GENRE#Drama", Map.of()), Severity.ERROR, PATH,
                "GetItem cannot use index 'GSI1': only Query and Scan read secondary indexes");
        Check.problem(with("Movie", OperationKind.DELETE_ITEM, "GSI1", "GSI1PK = GENRE#Drama", Map.of()), Severity.ERROR, PATH,
                "DeleteItem cannot use index");
        Check.none(query("GSI1"), "cannot use index");
    }

    @Test
    void scanIsAWarning() {
        Check.problem(with("Movie", OperationKind.SCAN, null, "", Map.of()), Severity.WARNING, PATH,
                "served by a Scan, not a Query");
        Check.none(MoviesFixture.movies(), "Scan");
    }

    @Test
    void keyedOperationsNeedAKeyCondition() {
        Check.problem(with("Movie", OperationKind.GET_ITEM, null, "", Map.of()), Severity.WARNING, PATH,
                "GetItem with an empty key condition");
        Check.problem(with("Movie", OperationKind.QUERY, "GSI1", " ", Map.of()), Severity.WARNING, PATH,
                "Query with an empty key condition");
        Check.none(with("Movie", OperationKind.SCAN, null, "", Map.of()), "empty key condition");
        Check.none(with("Movie", OperationKind.PUT_ITEM, null, "", Map.of()), "empty key condition");
        Check.none(MoviesFixture.movies(), "empty key condition");
    }

    @Test
    void parametersNeedSampleValues() {
        Check.problem(with("Movie", OperationKind.GET_ITEM, null, "PK = MOVIE#${movieId} AND SK = MOVIE#${movieId}", Map.of()),
                Severity.WARNING, PATH, "parameter ${movieId} has no sample value");
        Check.problem(with("Movie", OperationKind.QUERY, null, "PK = MOVIE#${movieId}", Map.of("movieId", " ")),
                Severity.WARNING, PATH, "parameter ${movieId} has no sample value");
        Check.none(with("Movie", OperationKind.QUERY, null, "PK = MOVIE#${movieId}", Map.of("movieId", "tt1")), "sample value");
        Check.none(MoviesFixture.movies(), "sample value");
    }

    @Test
    void filterParametersNeedSampleValuesToo() {
        AccessPattern p = new AccessPattern("New pattern", "", "Movie", OperationKind.QUERY, "GSI1", "GSI1PK = GENRE#Drama",
                "releaseYear > ${since:4:0}", "", true, Map.of());
        Check.problem(with(p), Severity.WARNING, PATH, "parameter ${since} has no sample value");
    }

    @Test
    void namesAreUnique() {
        DataModel model = with("Movie", OperationKind.QUERY, null, "PK = MOVIE#1", Map.of()).withTable("Movies",
                t -> t.withAccessPatterns(append(t.accessPatterns(), t.accessPatterns().get(0))));
        Check.problem(model, Severity.ERROR, "Movies/accessPatterns/Get movie",
                "access pattern name 'Get movie' is used more than once");
        Check.none(MoviesFixture.movies(), "used more than once");
    }

    @Test
    void namesAreNotEmpty() {
        Check.problem(with(MoviesFixture.pattern("", "Movie", OperationKind.QUERY, null, "PK = MOVIE#1", Map.of())),
                Severity.ERROR, "Movies/accessPatterns/", "an access pattern has no name");
    }
}
