package dev.tablewright.cli;

import dev.tablewright.cli.options.CliCommand;
import dev.tablewright.format.ReadResult;
import dev.tablewright.format.port.Export;
import dev.tablewright.format.port.Exporter;
import dev.tablewright.format.registry.Exporters;
import dev.tablewright.io.ReadOnlyTarget;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Problem;
import dev.tablewright.rules.ModelValidator;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code export MODEL --to TARGET [-o PATH]}: the model in another tool's format (the targets are
 * {@link Exporters}'), to standard output or written atomically. A model with errors is not exported
 * unless {@code --force}: a template built from it would fail at deploy time instead. A read-only
 * PATH is not replaced unless {@code --force} either.
 */
@Command(name = "export", mixinStandardHelpOptions = true,
        description = {"Write the model in another tool's format, the --to TARGET (docs/exports.md). --table and",
                "--entity narrow the model first. To standard output, or to -o PATH (atomically). What the target",
                "cannot say as the model says it is printed as a warning."})
final class ExportCommand extends CliCommand {
    @Parameters(index = "0", paramLabel = "MODEL", description = "the model file")
    Path model;

    @Option(names = "--to", required = true, paramLabel = "TARGET", completionCandidates = Targets.class,
            description = "the format to write: ${COMPLETION-CANDIDATES}")
    String target;

    /** The targets the help lists: the registry's, so a new exporter needs no word here. */
    static final class Targets implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            return Exporters.targets().iterator();
        }
    }

    @Option(names = {"-o", "--output"}, paramLabel = "PATH", description = "where to write (default: standard output)")
    Path out;

    @Option(names = "--table", paramLabel = "TABLE", description = "export only this table")
    String table;

    @Option(names = "--entity", paramLabel = "ENTITY", description = "export only this entity (and its items)")
    String entity;

    @Option(names = "--force", description = "export even when the model has errors (the exit code is still 1); replace a read-only PATH")
    boolean force;

    @Override
    protected int run(PrintWriter stdout, PrintWriter err) {
        Optional<Exporter> exporter = Exporters.find(target);
        if (exporter.isEmpty()) {
            err.println("tablewright export: unknown target '" + target + "'; the targets are: "
                    + String.join(", ", Exporters.targets()));
            return ExitCodes.USAGE;
        }
        ReadResult read = ModelFiles.readOrReport(model, err);
        if (read == null) {
            return ExitCodes.UNREADABLE;
        }
        DataModel m = read.model().orElseThrow();
        String name = model.getFileName().toString();
        List<Problem> problems = new ArrayList<>(read.problems());
        ModelValidator.validate(m).forEach(p -> problems.add(p.inFile(name)));
        problems.stream().filter(Problem::isError).forEach(p -> err.println(p.file().isEmpty() ? p.inFile(name) : p));
        boolean errors = problems.stream().anyMatch(Problem::isError);
        if (errors && !force) {
            err.println("tablewright export: " + model + " has errors; nothing was exported (--force exports anyway)");
            return ExitCodes.ERRORS;
        }
        try {
            DataModel narrowed = dev.tablewright.format.data.ItemSelection.narrow(m, table, entity);
            if (out == null) {
                // Written as it is made: the items of a large model never become one text.
                exporter.get().write(narrowed, stdout).forEach(w -> err.println("tablewright export: warning: " + w));
            } else {
                // The exporter writes the file and whatever goes beside it (the design document's images).
                Export export = exporter.get().write(narrowed, out, force ? ReadOnlyTarget.REPLACE : ReadOnlyTarget.REFUSE);
                export.warnings().forEach(w -> err.println("tablewright export: warning: " + w));
                err.println("Wrote " + out + " (" + m.tables().size() + " table" + (m.tables().size() == 1 ? "" : "s") + ")");
                if (!export.besides().isEmpty()) {
                    err.println("Wrote beside it: " + String.join(", ", export.besides()));
                }
            }
        } catch (IllegalArgumentException e) {
            err.println("tablewright export: " + e.getMessage());
            return ExitCodes.USAGE;
        } catch (IOException e) {
            return CannotWrite.report("export", out, e, err);
        }
        return errors ? ExitCodes.ERRORS : ExitCodes.OK;
    }
}
