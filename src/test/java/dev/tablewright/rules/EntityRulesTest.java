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
                "'rating' is the sort key of index LSI1: when saved, it is kept with index LSI1's keys, not listed among "
                        + "entity Movie's attributes (no value is lost)");
        Check.none(MoviesFixture.movies(), "not listed among entity");
    }

    @Test
    void keyNamedAttributeWithAnotherTypeIsOnlyReportedAsTheTypeError() {
        DataModel model = MoviesFixture.withEntity("Movie", e -> e.withAttributes(append(e.attributes(),
                new AttributeDef("rating", AttributeType.S))));
        Check.none(model, "not listed among entity");
        Check.problem(model, Severity.ERROR, "Movies/entities/Movie/attributes/rating", "is declared as S");
    }
}
