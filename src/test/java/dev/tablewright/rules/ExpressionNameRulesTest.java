package dev.tablewright.rules;

import static dev.tablewright.model.AttributeValue.s;
import static dev.tablewright.rules.MoviesFixture.append;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Severity;

import org.junit.jupiter.api.Test;

class ExpressionNameRulesTest {

    private static DataModel withMovieAttribute(String name) {
        return MoviesFixture.withEntity("Movie", e -> e.withAttributes(append(e.attributes(),
                new AttributeDef(name, AttributeType.S))));
    }

    @Test
    void reservedWordIsANoteNotAWarning() {
        Check.problem(withMovieAttribute("year"), Severity.INFO, "Movies/entities/Movie/attributes/year",
                "'year' is a DynamoDB reserved word: expressions need a #placeholder");
        Check.none(MoviesFixture.movies(), "reserved word");
    }

    @Test
    void reservedWordsIgnoreCase() {
        Check.problem(withMovieAttribute("Status"), Severity.INFO, "Movies/entities/Movie/attributes/Status",
                "reserved word");
    }

    @Test
    void typeAttributeIsChecked() {
        Check.problem(MoviesFixture.with(t -> t.withTypeAttribute("type")), Severity.INFO, "Movies",
                "'type' is a DynamoDB reserved word");
    }

    @Test
    void eachNameIsReportedOnceWhereItFirstAppears() {
        DataModel model = MoviesFixture.with(t -> t.withAttributes(append(t.attributes(),
                new AttributeDef("name", AttributeType.S))).withEntity("Actor", e -> e.withAttributes(append(e.attributes(),
                new AttributeDef("name", AttributeType.S))).withItems(e.items().stream().map(i -> i.with("name",
                s("x"))).toList())));
        long count = ModelValidator.validate(model).stream().filter(p -> p.message().contains("reserved word")).count();
        assertEquals(1, count);
        Check.problem(model, Severity.INFO, "Movies/attributes/name", "reserved word");
    }

    @Test
    void aNameInSeveralTablesIsReportedOnceInTheModel() {
        DataModel one = withMovieAttribute("year");
        DataModel two = one.withTables(append(one.tables(), one.tables().get(0).withName("Movies2")));
        long count = ModelValidator.validate(two).stream().filter(p -> p.message().contains("'year' is a DynamoDB reserved word")).count();
        assertEquals(1, count);
    }

    @Test
    void charactersThatNeedAPlaceholderAreInfo() {
        Check.problem(withMovieAttribute("first-name"), Severity.INFO, "Movies/entities/Movie/attributes/first-name",
                "'first-name' contains '-': expressions need a #placeholder");
        Check.problem(withMovieAttribute("info.rating"), Severity.INFO, "Movies/entities/Movie/attributes/info.rating",
                "contains '.'");
        Check.problem(withMovieAttribute("release date"), Severity.INFO, "Movies/entities/Movie/attributes/release date",
                "contains a space");
        Check.problem(withMovieAttribute("2ndTitle"), Severity.INFO, "Movies/entities/Movie/attributes/2ndTitle",
                "starts with a digit");
        Check.none(withMovieAttribute("_snake_case_2"), "#placeholder");
    }
}
