package dev.tablewright.model.stream;

import dev.tablewright.format.ReadResult;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.model.DataModel;

import java.nio.file.Path;

/**
 * The two small models of kept entities in {@code src/test/resources/kept}: streams with their
 * monthly totals (an aggregate by movie and month), issues with their custom-field index items.
 */
public final class KeptFixtures {
    public static final Path MONTHLY_TOTALS = Path.of("src/test/resources/kept/monthly-totals.json");
    public static final Path CUSTOM_FIELD_INDEX = Path.of("src/test/resources/kept/custom-field-index.json");

    private KeptFixtures() {
    }

    public static DataModel read(Path file) {
        ReadResult read = WorkbenchJson.read(file);
        if (!read.problems().isEmpty()) {
            throw new AssertionError(file + " reads with problems: " + read.problems());
        }
        return read.model().orElseThrow();
    }
}
