package dev.tablewright.cli;

import dev.tablewright.cli.options.CliCommand;
import dev.tablewright.engine.diff.DiffResult;
import dev.tablewright.engine.diff.ModelDiff;
import dev.tablewright.format.ReadResult;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.format.diff.DiffOutput;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Problem;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code diff OLD NEW}: what changed between two model files, element by element and item by item. */
@Command(name = "diff", mixinStandardHelpOptions = true,
        description = {"Compare two model files semantically: tables, keys, attributes, indexes, entities, key "
                + "templates, relationships, access patterns, and sample items by primary key.",
                "Exit code: 0 the same, 1 different, 2 a file could not be read."})
final class DiffCommand extends CliCommand {
    @Parameters(index = "0", paramLabel = "OLD", description = "the model before (.json)")
    Path oldFile;

    @Parameters(index = "1", paramLabel = "NEW", description = "the model after (.json)")
    Path newFile;

    @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "text",
            description = "text, markdown or json (default: ${DEFAULT-VALUE})")
    String format;

    @Override
    protected int run(PrintWriter out, PrintWriter err) {
        return CommandOutcome.of("diff", err, () -> {
            DiffOutput.Format f = DiffOutput.Format.parse(format);
            Optional<DataModel> before = read(oldFile, err);
            Optional<DataModel> after = read(newFile, err);
            if (before.isEmpty() || after.isEmpty()) {
                return ExitCodes.UNREADABLE;
            }
            DiffResult diff = ModelDiff.compare(before.get(), after.get());
            out.print(DiffOutput.render(diff, oldFile.toString(), newFile.toString(), f));
            out.flush();
            return diff.isSame() ? ExitCodes.OK : ExitCodes.ERRORS;
        });
    }

    /** The model, or one line on {@code err} saying which file and what went wrong. */
    private static Optional<DataModel> read(Path file, PrintWriter err) {
        ReadResult read = WorkbenchJson.read(file);
        if (read.model().isEmpty()) {
            String why = read.problems().stream().filter(Problem::isError).findFirst()
                    .map(p -> (p.path().isEmpty() ? "" : p.path() + ": ") + p.message())
                    .orElse("not a model file");
            err.println("tablewright diff: cannot read " + file + ": " + why);
        }
        return read.model();
    }
}
