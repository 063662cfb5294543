package dev.tablewright.rules;

import static dev.tablewright.model.AttributeValue.s;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Severity;

import org.junit.jupiter.api.Test;

class EntityItemRulesTest {

    @Test
    void staleDerivedKey() {
        DataModel model = MoviesFixture.withItem("Movie", 0, i -> i.with("genre", s("Comedy")));
        Check.problem(model, Severity.WARNING, "Movies/entities/Movie/items/0",
                "stale derived key: GSI1PK is 'GENRE#Drama' but its template 'GENRE#${genre}' gives 'GENRE#Comedy'");
        Check.none(MoviesFixture.movies(), "stale derived key");
    }

    @Test
    void keysThatCannotBeDerivedAreNotStale() {
        DataModel model = MoviesFixture.withItem("Movie", 0, i -> i.without("genre"));
        Check.none(model, "stale derived key");
    }

    @Test
    void emptyKeysAreUnderivedNotStale() {
        DataModel model = MoviesFixture.withItem("Movie", 0, i -> i.with("GSI1PK", s("")));
        Check.none(model, "stale derived key");
    }

    @Test
    void typeMarkerMatchesTheEntity() {
        DataModel model = MoviesFixture.withItem("Movie", 1, i -> i.with("entityType", s("Actor")));
        Check.problem(model, Severity.WARNING, "Movies/entities/Movie/items/1",
                "the item has entityType = 'Actor' but belongs to entity Movie, whose type marker is 'Movie'");
        Check.none(MoviesFixture.withItem("Movie", 1, i -> i.without("entityType")), "type marker is");
    }

    @Test
    void requiredAttributesPresent() {
        DataModel model = MoviesFixture.withItem("Movie", 1, i -> i.without("title"));
        Check.problem(model, Severity.WARNING, "Movies/entities/Movie/items/1",
                "the item lacks 'title', which entity Movie requires");
        Check.none(MoviesFixture.withItem("Movie", 1, i -> i.without("genre")), "requires");
    }

    @Test
    void declaredTypesKept() {
        DataModel model = MoviesFixture.withItem("Movie", 0, i -> i.with("releaseYear", s("1994")));
        Check.problem(model, Severity.WARNING, "Movies/entities/Movie/items/0",
                "'releaseYear' is S but entity Movie declares it as N");
        Check.none(MoviesFixture.withItem("Movie", 0, i -> i.with("releaseYear", AttributeValue.NULL)), "declares it as");
    }
}
