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
    void anEntityAttributeItsTemplateFillsIsDroppedFromItsListWhenSaved() {
        DataModel model = MoviesFixture.withEntity("Movie", e -> e.withAttributes(append(e.attributes(),
                new AttributeDef("GSI1SK", AttributeType.S))));
        Check.problem(model, Severity.WARNING, "Movies/entities/Movie/attributes/GSI1SK",
                "'GSI1SK' is listed among entity Movie's attributes and filled by its template ${releaseYear}#${movieId} "
                        + "as the sort key of index GSI1: saved and reopened, entity Movie keeps the template and no "
                        + "longer lists 'GSI1SK' among its attributes (its items keep their values)");
        Check.none(MoviesFixture.movies(), "among its attributes");
    }

    /** Without a template the attribute is written as the entity's own and read back so: nothing to say. */
    @Test
    void anEntityAttributeThatIsAKeyWithoutATemplateIsKeptAsItIs() {
        DataModel model = MoviesFixture.withEntity("Movie", e -> e.withAttributes(append(e.attributes(),
                new AttributeDef("rating", AttributeType.N))));
        Check.none(model, "among its attributes");
        DataModel back = dev.tablewright.format.WorkbenchJson.parse(dev.tablewright.format.WorkbenchJson.write(model), "f")
                .model().orElseThrow();
        org.junit.jupiter.api.Assertions.assertTrue(back.table("Movies").orElseThrow().entity("Movie").orElseThrow()
                .attribute("rating").isPresent());
    }

    @Test
    void keyNamedAttributeWithAnotherTypeIsOnlyReportedAsTheTypeError() {
        DataModel model = MoviesFixture.withEntity("Movie", e -> e.withAttributes(append(e.attributes(),
                new AttributeDef("rating", AttributeType.S))));
        Check.none(model, "among its attributes");
        Check.problem(model, Severity.ERROR, "Movies/entities/Movie/attributes/rating", "is declared as S");
    }
}
