package dev.tablewright.engine.synthetic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.engine.pivot.PivotLayout;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Problem;
import dev.tablewright.model.TableDesign;
import dev.tablewright.rules.ModelValidator;
import java.util.List;
import org.junit.jupiter.api.Test;

class SyntheticModelTest {
    @Test
    void generatesTheRequestedSizeReproducibly() {
        DataModel a = SyntheticModel.generate(2_000, 7);
        assertEquals(2_000, a.tables().get(0).allItems().size());
        assertEquals(a, SyntheticModel.generate(2_000, 7));
        assertEquals(5, a.tables().get(0).entities().size());
        assertEquals(3, a.tables().get(0).globalIndexes().size());
    }

    @Test
    void isAValidDesignWithOneSparseIndex() {
        TableDesign t = SyntheticModel.generate(3_000, 1).tables().get(0);
        List<Problem> errors = ModelValidator.validate(SyntheticModel.generate(3_000, 1)).stream()
                .filter(Problem::isError).toList();
        assertTrue(errors.isEmpty(), errors::toString);
        List<PivotLayout> pivots = PivotLayout.all(t);
        assertEquals(4, pivots.size());
        assertEquals(3_000, pivots.get(0).itemCount());
        PivotLayout gsi3 = pivots.get(3);
        assertTrue(gsi3.sparse());
        assertTrue(gsi3.itemCount() > 0 && gsi3.itemCount() < 300, "flagged reviews only: " + gsi3.itemCount());
    }
}
