package dev.tablewright.cli;

import dev.tablewright.format.ReportFormat;
import dev.tablewright.aws.sdk.SdkEndpoint;
import dev.tablewright.cli.options.CliCommand;
import dev.tablewright.cli.options.LiveOptions;
import dev.tablewright.aws.migrate.LiveFromTable;
import dev.tablewright.engine.migrate.MigrationPlan;
import dev.tablewright.engine.migrate.MigrationPlanner;
import dev.tablewright.engine.migrate.PlanFacts;
import dev.tablewright.engine.migrate.Source;
import dev.tablewright.format.ReadResult;
import dev.tablewright.format.migrate.PlanFile;
import dev.tablewright.format.migrate.PlanJson;
import dev.tablewright.format.migrate.PlanModels;
import dev.tablewright.format.migrate.PlanText;
import dev.tablewright.io.AtomicFile;
import dev.tablewright.io.ReadOnlyTarget;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Problem;
import dev.tablewright.rules.ModelValidator;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code migrate plan FROM TO} and {@code migrate plan --endpoint URL | --profile P --table T TO}: the
 * ordered steps that carry FROM's tables to TO's design, each with why, whether it can be undone and its
 * estimate; to the screen as text or Markdown, to {@code -o PLAN.json} (atomically) for the commands
 * that will take it. A plan with a change DynamoDB cannot make says so and exits 1.
 */
@Command(name = "plan", mixinStandardHelpOptions = true,
        description = {"Plan the migration from one design to the next: FROM is a model file, or a live table",
                "(--endpoint URL or --profile P, with --table T); TO is a model file. Each step says why it is",
                "needed, how to undo it and what it costs (items, capacity units, on-demand cost, time at the",
                "write rate). The item count is --items N, else the live table's ItemCount, else the model's",
                "expected item count.",
                "Exit code: 0 planned, 1 DynamoDB cannot make a change (the plan says which) or a DynamoDB error,",
                "2 bad arguments, an unreadable model or the plan could not be written."})
final class MigratePlanCommand extends CliCommand implements LiveCommand {
    private static final String COMMAND = "migrate plan";

    @Parameters(arity = "1..2", paramLabel = "MODEL",
            description = "FROM and TO model files; only TO when FROM is a live table")
    List<Path> models;

    @Mixin
    LiveOptions live = new LiveOptions();

    @Override
    public LiveOptions liveOptions() {
        return live;
    }

    @Option(names = {"-t", "--table"}, paramLabel = "T", description = "the live table to migrate (with --endpoint/--profile)")
    String table;

    @Option(names = {"-o", "--output"}, paramLabel = "PLAN", description = "where to write the plan (JSON), atomically")
    Path output;

    @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "text",
            description = "what to print: text, markdown or json (default: ${DEFAULT-VALUE})")
    String format;

    @Option(names = "--items", paramLabel = "N", description = "how many items the table holds, for the estimates")
    Long items;

    @Option(names = "--write-rate", paramLabel = "R", defaultValue = "1000",
            description = "write units per second the copies and backfills run at (default: ${DEFAULT-VALUE})")
    double writeRate;

    @Option(names = "--force", description = "replace PLAN even when it is read-only")
    boolean force;

    @Override
    protected int run(PrintWriter out, PrintWriter err) {
        return CommandOutcome.of(COMMAND, err, () -> {
            ReportFormat f = ReportFormat.parse(format);
            if (items != null && items < 0) {
                throw new IllegalArgumentException("--items cannot be negative: " + items);
            }
            if (!(writeRate > 0) || Double.isInfinite(writeRate)) {
                throw new IllegalArgumentException("--write-rate must be a positive number of units per second, not "
                        + writeRate);
            }
            int expected = live.isLive() ? 1 : 2;
            if (models.size() != expected) {
                throw new IllegalArgumentException(live.isLive()
                        ? "with a live table as FROM, give only the TO model file"
                        : "give FROM and TO model files, or a live table (--endpoint URL or --profile P, with --table T) "
                                + "and TO");
            }
            if (live.isLive() && table == null) {
                throw new IllegalArgumentException("name the live table to migrate with --table T");
            }
            if (!live.isLive() && table != null) {
                throw new IllegalArgumentException("--table names a live table: give --endpoint URL or --profile P too");
            }
            Path toFile = models.get(models.size() - 1);
            Optional<DataModel> to = readModel(toFile, err);
            if (to.isEmpty()) {
                return ExitCodes.UNREADABLE;
            }
            List<Problem> errors = ModelValidator.validate(to.get()).stream().filter(Problem::isError).toList();
            if (!errors.isEmpty()) {
                Problem p = errors.get(0);
                err.println("tablewright " + COMMAND + ": " + toFile + " has " + errors.size() + " error"
                        + (errors.size() == 1 ? "" : "s") + " to fix before a migration is planned to it, the first: "
                        + (p.path().isEmpty() ? "" : p.path() + ": ") + p.message());
                return ExitCodes.ERRORS;
            }
            PlanFacts facts = new PlanFacts(Optional.ofNullable(items), Map.of(), writeRate, to.get().pricesOrDefault());
            PlanFile plan;
            if (live.isLive()) {
                plan = fromLive(to.get(), toFile, facts);
            } else {
                Path fromFile = models.get(0);
                Optional<DataModel> from = readModel(fromFile, err);
                if (from.isEmpty()) {
                    return ExitCodes.UNREADABLE;
                }
                plan = new PlanFile(Source.file(fromFile.toString(), PlanModels.sha256(fromFile)),
                        Source.file(toFile.toString(), PlanModels.sha256(toFile)), writeRate,
                        MigrationPlanner.plan(from.get(), to.get(), facts));
            }
            return report(plan, f, out, err);
        });
    }

    private PlanFile fromLive(DataModel to, Path toFile, PlanFacts facts) {
        try (SdkEndpoint endpoint = live.open()) {
            LiveFromTable live = LiveFromTable.read(endpoint.gateway(), table);
            MigrationPlan plan = MigrationPlanner.plan(live.model(), to, live.facts(facts));
            Source from = this.live.profile != null ? Source.profile(this.live.profile, table)
                    : Source.endpoint(this.live.endpoint, table);
            return new PlanFile(from, Source.file(toFile.toString(), PlanModels.sha256(toFile)), facts.writeRate(), plan);
        }
    }

    private int report(PlanFile plan, ReportFormat f, PrintWriter out, PrintWriter err) {
        if (output != null) {
            try {
                AtomicFile.write(output, PlanJson.write(plan).getBytes(StandardCharsets.UTF_8),
                        force ? ReadOnlyTarget.REPLACE : ReadOnlyTarget.REFUSE);
            } catch (IOException e) {
                return CannotWrite.report(COMMAND, output, e, err);
            }
        }
        out.print(PlanText.render(plan, f));
        if (output != null && f != ReportFormat.JSON) {
            out.println("Wrote " + output);
        }
        out.flush();
        if (plan.plan().refused()) {
            err.println("tablewright " + COMMAND + ": DynamoDB cannot make " + plan.plan().refusals().size()
                    + " of the changes (listed under Refused); change the new design before applying the plan");
            return ExitCodes.ERRORS;
        }
        return ExitCodes.OK;
    }

    private static Optional<DataModel> readModel(Path file, PrintWriter err) {
        ReadResult read = ModelFiles.readOrReport(file, err);
        return read == null ? Optional.empty() : read.model();
    }

}
