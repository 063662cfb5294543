package dev.tablewright.cli;

import dev.tablewright.engine.migrate.Source;
import dev.tablewright.format.migrate.PlanFile;
import dev.tablewright.format.migrate.PlanModels;
import dev.tablewright.format.migrate.PlanRead;
import dev.tablewright.format.migrate.PlanReader;
import dev.tablewright.model.DataModel;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The plan file a {@code migrate} command takes, and the model files it names, read for the command:
 * what cannot be read is said on stderr in one line, as {@code tablewright migrate …: …}.
 */
final class PlanArguments {
    private final Path planFile;
    private final String command;
    private final PrintWriter err;

    PlanArguments(Path planFile, String command, PrintWriter err) {
        this.planFile = planFile;
        this.command = command;
        this.err = err;
    }

    Optional<PlanFile> plan() {
        PlanRead read = PlanReader.read(planFile);
        if (read.plan().isEmpty()) {
            err.println("tablewright " + command + ": " + read.firstError());
        }
        return read.plan();
    }

    /** The side's model file, read only when it is the very file the plan was made from. */
    Optional<DataModel> model(Source side) {
        PlanModels.Loaded loaded = PlanModels.read(planFile, side);
        if (loaded.model().isEmpty()) {
            err.println("tablewright " + command + ": " + loaded.error());
        }
        return loaded.model();
    }
}
