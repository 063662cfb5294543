package dev.tablewright.cli;

import dev.tablewright.cli.options.CliCommand;
import dev.tablewright.format.ReadResult;
import dev.tablewright.model.Problem;
import dev.tablewright.model.Severity;
import dev.tablewright.rules.ModelValidator;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code validate MODEL…}: file and design problems; exit 0 clean, 1 errors, 2 unreadable. */
@Command(name = "validate", mixinStandardHelpOptions = true,
        description = {"Check model files against DynamoDB's rules and Tablewright's design lint.",
                "Exit code: 0 no errors, 1 errors found, 2 a file could not be read."})
final class ValidateCommand extends CliCommand {
    @Parameters(paramLabel = "MODEL", arity = "1..*", description = "NoSQL Workbench model files (.json)")
    List<Path> files;

    @Option(names = {"-q", "--quiet"}, description = "Print errors only, not warnings and notes.")
    boolean quiet;

    @Override
    protected int run(PrintWriter out, PrintWriter err) {
        int exit = ExitCodes.OK;
        for (Path file : files) {
            ReadResult read = ModelFiles.readOrReport(file, err);
            if (read == null) {
                exit = ExitCodes.UNREADABLE;
                continue;
            }
            List<Problem> problems = new ArrayList<>(read.problems());
            String name = file.getFileName().toString();
            ModelValidator.validate(read.model().orElseThrow()).forEach(p -> problems.add(p.inFile(name)));
            long errors = problems.stream().filter(Problem::isError).count();
            long warnings = problems.stream().filter(p -> p.severity() == Severity.WARNING).count();
            for (Problem p : problems) {
                if (!quiet || p.isError()) {
                    out.println(p.file().isEmpty() ? p.inFile(name) : p);
                }
            }
            out.printf("%s: %d error%s, %d warning%s%n", file, errors, errors == 1 ? "" : "s", warnings,
                    warnings == 1 ? "" : "s");
            if (errors > 0 && exit == ExitCodes.OK) {
                exit = ExitCodes.ERRORS;
            }
        }
        out.flush();
        return exit;
    }
}
