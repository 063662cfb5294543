package dev.tablewright.rules;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.SavedOperation;
import dev.tablewright.model.Severity;
import java.util.List;
import org.junit.jupiter.api.Test;

class SavedOperationRulesTest {
    private static final String REQUEST = "{\"TableName\": \"Movies\"}";

    private static DataModel with(SavedOperation... ops) {
        return MoviesFixture.movies().withOperations(List.of(ops));
    }

    @Test
    void namedUniqueOperationsAreClean() {
        Check.clean(with(new SavedOperation("All movies", "scan", REQUEST, ""),
                new SavedOperation("Movie", "get-item", REQUEST, "")));
    }

    @Test
    void aNameIsRequired() {
        Check.problem(with(new SavedOperation(" ", "scan", REQUEST, "")), Severity.ERROR, "operations/ ",
                "a saved operation has no name");
    }

    @Test
    void namesAreUnique() {
        Check.problem(with(new SavedOperation("All", "scan", REQUEST, ""), new SavedOperation("All", "query", REQUEST, "")),
                Severity.ERROR, "operations/All", "saved operation name 'All' is used by more than one saved operation");
    }

    @Test
    void theOperationIsOneTablewrightRuns() {
        Check.problem(with(new SavedOperation("Drop", "delete-table", REQUEST, "")), Severity.ERROR, "operations/Drop",
                "the saved operation 'Drop' is a 'delete-table', which is not an operation Tablewright runs");
    }
}
