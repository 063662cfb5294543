package dev.tablewright.rules;

import static dev.tablewright.rules.MoviesFixture.append;

import dev.tablewright.model.Cardinality;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Relationship;
import dev.tablewright.model.Severity;

import org.junit.jupiter.api.Test;

class RelationshipRulesTest {

    private static DataModel with(Relationship r) {
        return MoviesFixture.with(t -> t.withRelationships(append(t.relationships(), r)));
    }

    @Test
    void unknownStart() {
        Check.problem(with(new Relationship("Studio", "Movie", Cardinality.ONE_TO_MANY, "")), Severity.ERROR,
                "Movies/relationships/2", "the relationship starts at unknown entity 'Studio'");
    }

    @Test
    void unknownEnd() {
        Check.problem(with(new Relationship("Movie", "Review", Cardinality.ONE_TO_MANY, "")), Severity.ERROR,
                "Movies/relationships/2", "the relationship ends at unknown entity 'Review'");
    }

    @Test
    void knownEndsAndSelfRelationships() {
        Check.clean(with(new Relationship("Movie", "Actor", Cardinality.MANY_TO_MANY, "stars")));
        Check.clean(with(new Relationship("Actor", "Actor", Cardinality.MANY_TO_MANY, "worked with")));
    }

    @Test
    void aSelfRelationshipToAnUnknownEntityIsReportedOnce() {
        long count = ModelValidator.validate(with(new Relationship("Ghost", "Ghost", Cardinality.ONE_TO_ONE, "")))
                .stream().filter(p -> p.message().contains("unknown entity")).count();
        org.junit.jupiter.api.Assertions.assertEquals(1, count);
    }
}
