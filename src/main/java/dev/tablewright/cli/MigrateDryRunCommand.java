package dev.tablewright.cli;

import dev.tablewright.cli.options.CliCommand;
import dev.tablewright.engine.migrate.DryRun;
import dev.tablewright.engine.migrate.DryRunResult;
import dev.tablewright.format.ReportFormat;
import dev.tablewright.format.migrate.DryRunText;
import dev.tablewright.format.migrate.PlanFile;
import dev.tablewright.model.DataModel;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code migrate dry-run PLAN.json}: the plan's steps applied to the FROM model's sample items (no
 * DynamoDB), then checked against TO: items, design and access patterns. Exit 0 when every check holds.
 */
@Command(name = "dry-run", mixinStandardHelpOptions = true,
        description = {"Apply a plan (from migrate plan -o) to the FROM model's sample items, then check the",
                "migrated items are what TO derives from them, the design is TO's, and every access pattern of",
                "TO returns what it returns on TO's own data. FROM and TO must be the model files the plan was",
                "made from (their SHA-256 is checked).",
                "Exit code: 0 every check holds, 1 a difference, 2 an unreadable plan or model, or a plan made",
                "from a live table or from another version of a model."})
final class MigrateDryRunCommand extends CliCommand {
    private static final String COMMAND = "migrate dry-run";

    @Parameters(index = "0", paramLabel = "PLAN", description = "the plan file (JSON) migrate plan wrote")
    Path planFile;

    @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "text",
            description = "what to print: text, markdown or json (default: ${DEFAULT-VALUE})")
    String format;

    @Override
    protected int run(PrintWriter out, PrintWriter err) {
        return CommandOutcome.of(COMMAND, err, () -> {
            ReportFormat f = ReportFormat.parse(format);
            PlanArguments arguments = new PlanArguments(planFile, COMMAND, err);
            Optional<PlanFile> read = arguments.plan();
            if (read.isEmpty()) {
                return ExitCodes.UNREADABLE;
            }
            PlanFile plan = read.get();
            if (!plan.from().isFile()) {
                err.println("tablewright " + COMMAND + ": the plan was made from " + plan.from().describe()
                        + "; a dry run needs the FROM model file, so make the plan from it (migrate plan FROM TO)");
                return ExitCodes.UNREADABLE;
            }
            Optional<DataModel> from = arguments.model(plan.from());
            if (from.isEmpty()) {
                return ExitCodes.UNREADABLE;
            }
            Optional<DataModel> to = arguments.model(plan.to());
            if (to.isEmpty()) {
                return ExitCodes.UNREADABLE;
            }
            DryRunResult result = DryRun.run(from.get(), to.get(), plan.plan());
            out.print(DryRunText.render(plan, result, f));
            out.flush();
            return result.holds() ? ExitCodes.OK : ExitCodes.ERRORS;
        });
    }
}
