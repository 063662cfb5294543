package dev.tablewright.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.cli.options.CliCommand;
import dev.tablewright.format.ReadResult;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.io.ReadOnlyTarget;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Problem;
import dev.tablewright.rules.ModelValidator;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code convert IN -o OUT}: read tolerantly, write the normalized NoSQL Workbench JSON atomically —
 * but never a model with errors (from reading or from the rules), nor over a read-only OUT, unless {@code --force}.
 */
@Command(name = "convert", mixinStandardHelpOptions = true,
        description = {"Rewrite a model file normalized (any NoSQL Workbench version in, Version 3.0 out).",
                "Dynobase and Data Modeler extras are kept; key order is stable; the write is atomic.",
                "A model with errors is not written (exit 1) unless --force; what would change is listed.",
                "A read-only OUT is not replaced (exit 2) unless --force."})
final class ConvertCommand extends CliCommand {
    /** More changes than this are counted, not listed. */
    private static final int MAX_CHANGES = 30;

    @Parameters(index = "0", paramLabel = "IN", description = "the model file to read")
    Path in;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "OUT",
            description = "where to write (may be IN itself; the write is atomic)")
    Path out;

    @Option(names = "--force", description = "write even when the model has errors (the exit code is still 1) or OUT is read-only")
    boolean force;

    @Override
    protected int run(PrintWriter stdout, PrintWriter err) {
        ReadResult read = ModelFiles.readOrReport(in, err);
        if (read == null) {
            return ExitCodes.UNREADABLE;
        }
        DataModel model = read.model().orElseThrow();
        List<Problem> problems = new ArrayList<>(read.problems());
        String name = in.getFileName().toString();
        ModelValidator.validate(model).forEach(p -> problems.add(p.inFile(name)));
        problems.forEach(p -> err.println(p.file().isEmpty() ? p.inFile(name) : p));
        boolean errors = problems.stream().anyMatch(Problem::isError);
        printChanges(stdout, WorkbenchJson.tree(model), errors && !force ? "Would change" : "Changes");
        if (errors && !force) {
            err.println("tablewright convert: " + in + " has errors; nothing was written (--force writes anyway)");
            return ExitCodes.ERRORS;
        }
        try {
            WorkbenchJson.save(model, out, force ? ReadOnlyTarget.REPLACE : ReadOnlyTarget.REFUSE);
        } catch (IOException e) {
            return CannotWrite.report("convert", out, e, err);
        }
        stdout.println("Wrote " + out);
        return errors ? ExitCodes.ERRORS : ExitCodes.OK;
    }

    private void printChanges(PrintWriter stdout, JsonNode written, String title) {
        ConvertChanges.Changes changes;
        try {
            changes = ConvertChanges.between(in, written, MAX_CHANGES);
        } catch (IOException e) {
            stdout.println(title + ": not listed (" + describe(e) + ")");
            return;
        }
        stdout.println(title + " (" + changes.total() + "):" + (changes.total() == 0 ? " none" : ""));
        changes.first().forEach(c -> stdout.println("  " + c));
        if (changes.total() > MAX_CHANGES) {
            stdout.println("  … and " + (changes.total() - MAX_CHANGES) + " more");
        }
    }

    private static String describe(IOException e) {
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
