package dev.tablewright.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.Problem;

import java.util.List;

import org.junit.jupiter.api.Test;

class ModelValidatorTest {

    @Test
    void realisticModelHasNoProblems() {
        Check.clean(MoviesFixture.movies());
    }

    @Test
    void emptyModelHasNoProblems() {
        Check.clean(DataModel.of("Empty", List.of()));
    }

    @Test
    void orderIsDeterministic() {
        DataModel broken = MoviesFixture.with(t -> t.withName("x y").withItems(List.of(dev.tablewright.model.Item.EMPTY)));
        List<Problem> first = ModelValidator.validate(broken);
        assertTrue(first.size() > 2);
        for (int i = 0; i < 5; i++) {
            assertEquals(first, ModelValidator.validate(broken));
        }
    }

    @Test
    void resultIsImmutable() {
        List<Problem> problems = ModelValidator.validate(MoviesFixture.movies());
        org.junit.jupiter.api.Assertions.assertThrows(UnsupportedOperationException.class,
                () -> problems.add(Problem.info("", "x")));
    }
}
