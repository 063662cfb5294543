package dev.tablewright.rules;

import static dev.tablewright.rules.MoviesFixture.append;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Severity;

import org.junit.jupiter.api.Test;

class EntityRulesTest {

    @Test
    void typeMarkersAreUnique() {
        DataModel model = MoviesFixture.withEntity("Actor", e -> e.withTypeValue("Movie"));
        Check.problem(model, Severity.ERROR, "Movies/entities/Actor",
                "entity Actor has the same type marker as entity Movie (entityType = 'Movie'): their items cannot be told apart");
        Check.none(MoviesFixture.movies(), "type marker as");
    }

    @Test
    void partitionKeyTemplateExpected() {
        DataModel model = MoviesFixture.withEntity("Role", e -> e.withKeyTemplate("PK", null));
        Check.problem(model, Severity.WARNING, "Movies/entities/Role", "no key template for PK");
        Check.none(MoviesFixture.movies(), "no key template");
    }

    @Test
    void sortKeyTemplateExpected() {
        DataModel model = MoviesFixture.withEntity("Role", e -> e.withKeyTemplate("SK", null));
        Check.problem(model, Severity.WARNING, "Movies/entities/Role", "no key template for SK");
    }

    @Test
    void entityAttributeNamedLikeAKey() {
        DataModel model = MoviesFixture.withEntity("Movie", e -> e.withAttributes(append(e.attributes(),
                new AttributeDef("rating", AttributeType.N))));
        Check.problem(model, Severity.WARNING, "Movies/entities/Movie/attributes/rating",
                "'rating' is the sort key of index LSI1: the file format keeps key attributes out of an entity's attributes");
        Check.none(MoviesFixture.movies(), "keeps key attributes out");
    }

    @Test
    void keyNamedAttributeWithAnotherTypeIsOnlyReportedAsTheTypeError() {
        DataModel model = MoviesFixture.withEntity("Movie", e -> e.withAttributes(append(e.attributes(),
                new AttributeDef("rating", AttributeType.S))));
        Check.none(model, "keeps key attributes out");
        Check.problem(model, Severity.ERROR, "Movies/entities/Movie/attributes/rating", "is declared as S");
    }
}
