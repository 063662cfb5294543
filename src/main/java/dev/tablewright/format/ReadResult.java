package dev.tablewright.format;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.Problem;

import java.util.List;
import java.util.Optional;

/**
 * What reading a model file gave: the model when anything usable was read, and every problem
 * found (errors that could be recovered from come with a model).
 */
public record ReadResult(Optional<DataModel> model, List<Problem> problems) {
    public ReadResult {
        model = model == null ? Optional.empty() : model;
        problems = List.copyOf(problems);
    }

    /** Whether any problem is an {@link dev.tablewright.model.Severity#ERROR}. */
    public boolean hasErrors() {
        return problems.stream().anyMatch(Problem::isError);
    }

    /** Whether the read stopped because the Java heap was too small for the file. */
    public boolean ranOutOfMemory() {
        return model.isEmpty() && problems.stream().anyMatch(p -> p.isError() && WorkbenchJson.TOO_LARGE.equals(p.message()));
    }
}
