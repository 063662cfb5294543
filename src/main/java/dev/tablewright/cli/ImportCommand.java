package dev.tablewright.cli;

import dev.tablewright.format.json.SourceFiles;
import dev.tablewright.cli.options.CliCommand;
import dev.tablewright.format.ReadResult;
import dev.tablewright.format.port.Importer;
import dev.tablewright.format.registry.Importers;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Problem;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code import SOURCE FILE… -o MODEL}: a new model from another tool's files (the sources are
 * {@link Importers}'). Nothing is written when a file is unreadable (exit 2) or has errors (exit 1):
 * a model missing a table that failed would look complete. An existing MODEL is kept unless {@code --force}.
 */
@Command(name = "import", mixinStandardHelpOptions = true,
        description = {"Make a model from another tool's files: cloudformation (templates in JSON or YAML,",
                "several tables per template), terraform (.tf files: their aws_dynamodb_table resources),",
                "onetable (schema files, a table each), csv (rows added to an",
                "entity of --into MODEL). Problems are printed as file: path: severity: message."})
final class ImportCommand extends CliCommand {
    @Parameters(index = "0", paramLabel = "SOURCE", completionCandidates = Sources.class,
            description = "the format of the files: ${COMPLETION-CANDIDATES}")
    String source;

    /** The sources the help lists: the registry's and CSV into an entity. */
    static final class Sources implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            List<String> all = new java.util.ArrayList<>(Importers.sources());
            all.add(CsvIntoEntity.SOURCE);
            return all.iterator();
        }
    }

    @Parameters(index = "1..*", arity = "1..*", paramLabel = "FILE", description = "the files to read")
    List<Path> files;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "MODEL", description = "the model file to write")
    Path out;

    @Option(names = "--force", description = "replace MODEL when it exists (even read-only)")
    boolean force;

    @picocli.CommandLine.ArgGroup(exclusive = false, heading = "csv: rows into an entity of a model%n")
    CsvIntoEntity csv;

    @Override
    protected int run(PrintWriter stdout, PrintWriter err) {
        if (CsvIntoEntity.SOURCE.equals(source)) {
            return csv == null ? csvUsage(err) : csv.run(files, out, force, stdout, err);
        }
        Optional<Importer> importer = Importers.find(source);
        if (importer.isEmpty()) {
            err.println("tablewright import: unknown source '" + source + "'; the sources are: "
                    + String.join(", ", Importers.sources()) + ", " + CsvIntoEntity.SOURCE);
            return ExitCodes.USAGE;
        }
        if (Files.exists(out) && !force) {
            err.println("tablewright import: " + out + " exists; nothing was written (--force replaces it)");
            return ExitCodes.USAGE;
        }
        ReadResult read = importer.get().read(files);
        read.problems().forEach(err::println);
        if (read.model().isEmpty()) {
            return ExitCodes.UNREADABLE;
        }
        if (read.problems().stream().anyMatch(Problem::isError)) {
            err.println("tablewright import: nothing was written (errors above)");
            return ExitCodes.ERRORS;
        }
        DataModel model = read.model().get().withName(SourceFiles.stem(out));
        if (!ModelFiles.save(model, out, force, "import", err)) {
            return ExitCodes.UNREADABLE;
        }
        stdout.println("Wrote " + out + " (" + model.tables().size() + " table"
                + (model.tables().size() == 1 ? "" : "s") + ")");
        return ExitCodes.OK;
    }

    private static int csvUsage(PrintWriter err) {
        err.println("tablewright import csv: name the model and entity: --into MODEL --entity ENTITY [--table TABLE]");
        return ExitCodes.USAGE;
    }
}
