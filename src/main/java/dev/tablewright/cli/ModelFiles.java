package dev.tablewright.cli;

import dev.tablewright.format.ReadResult;
import dev.tablewright.format.WorkbenchJson;
import java.io.PrintWriter;
import java.nio.file.Path;

/** Reading a model for a command: problems that stop the read are printed to stderr. */
final class ModelFiles {
    private ModelFiles() {
    }

    /** Reads the file; prints the problems when no model could be read and returns null then. */
    static ReadResult readOrReport(Path file, PrintWriter err) {
        ReadResult result = WorkbenchJson.read(file);
        if (result.model().isEmpty()) {
            result.problems().forEach(p -> err.println(p));
            return null;
        }
        return result;
    }

}
