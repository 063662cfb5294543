package dev.tablewright.cli;

import dev.tablewright.format.ReadResult;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.io.ReadOnlyTarget;
import java.io.IOException;
import java.io.PrintWriter;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.TableDesign;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Collectors;

/** Reading a model for a command: problems that stop the read are printed to stderr. */
final class ModelFiles {
    private ModelFiles() {
    }

    /**
     * Reads the file; prints the problems when no model could be read and returns null then.
     *
     * @throws OutOfMemoryError when the heap was too small for the file: the command says so in {@link OutOfMemory}'s line
     */
    static ReadResult readOrReport(Path file, PrintWriter err) {
        ReadResult result = WorkbenchJson.read(file);
        if (result.ranOutOfMemory()) {
            throw new OutOfMemoryError(WorkbenchJson.TOO_LARGE);
        }
        if (result.model().isEmpty()) {
            result.problems().forEach(p -> err.println(p));
            return null;
        }
        return result;
    }

    /**
     * Writes the model atomically, a read-only file only when {@code force}; says on {@code err} why it
     * could not and returns false then.
     */
    static boolean save(DataModel model, Path file, boolean force, String command, PrintWriter err) {
        try {
            WorkbenchJson.save(model, file, force ? ReadOnlyTarget.REPLACE : ReadOnlyTarget.REFUSE);
            return true;
        } catch (IOException e) {
            CannotWrite.report(command, file, e, err);
            return false;
        }
    }

    /** The named table, or the only one when none is named; otherwise says what exists. */
    static Optional<TableDesign> table(DataModel model, String name, PrintWriter err) {
        if (name == null && model.tables().size() == 1) {
            return Optional.of(model.tables().get(0));
        }
        Optional<TableDesign> t = name == null ? Optional.empty() : model.table(name);
        if (t.isEmpty()) {
            String tables = model.tables().stream().map(TableDesign::name).collect(Collectors.joining(", "));
            err.println(name == null ? "tablewright: the model has several tables; name one with --table: " + tables
                    : "tablewright: no table '" + name + "'; the model has: " + tables);
        }
        return t;
    }
}
