package dev.tablewright.ui.compare;

import dev.tablewright.aws.connect.Connection;
import java.nio.file.Path;

/**
 * The old side of the last comparison, as a migration plan can start from it (Plan migration…): a
 * model file, or a live table. A template file is no side a plan can name, so it has none.
 */
public sealed interface PlanOrigin {
    /** How the plan's heading names it. */
    String label();

    /** A model file: the saved version of the document, or another file. */
    record ModelFile(Path file) implements PlanOrigin {
        @Override
        public String label() {
            return String.valueOf(file.getFileName());
        }
    }

    /** A live table on a connection: what is there now, so the plan starts from it. */
    record LiveTable(Connection connection, String table) implements PlanOrigin {
        @Override
        public String label() {
            return "live table " + table + " on " + connection.name();
        }
    }
}
