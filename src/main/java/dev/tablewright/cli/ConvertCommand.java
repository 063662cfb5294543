package dev.tablewright.cli;

import dev.tablewright.format.ReadResult;
import dev.tablewright.format.WorkbenchJson;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code convert IN -o OUT}: read tolerantly, write the normalized NoSQL Workbench JSON atomically. */
@Command(name = "convert", mixinStandardHelpOptions = true,
        description = {"Rewrite a model file normalized (any NoSQL Workbench version in, Version 3.0 out).",
                "Dynobase and Data Modeler extras are kept; key order is stable; the write is atomic."})
final class ConvertCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "IN", description = "the model file to read")
    Path in;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "OUT",
            description = "where to write (may be IN itself; the write is atomic)")
    Path out;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        ReadResult read = ModelFiles.readOrReport(in, err);
        if (read == null) {
            return ExitCodes.UNREADABLE;
        }
        read.problems().forEach(err::println);
        try {
            WorkbenchJson.save(read.model().orElseThrow(), out);
        } catch (IOException e) {
            err.println("tablewright convert: cannot write " + out + ": " + describe(e));
            return ExitCodes.UNREADABLE;
        }
        spec.commandLine().getOut().println("Wrote " + out);
        return read.hasErrors() ? ExitCodes.ERRORS : ExitCodes.OK;
    }

    private static String describe(IOException e) {
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
