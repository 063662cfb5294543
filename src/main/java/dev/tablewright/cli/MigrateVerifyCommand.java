package dev.tablewright.cli;

import dev.tablewright.aws.migrate.MigrationVerify;
import dev.tablewright.aws.migrate.VerifyUnreadable;
import dev.tablewright.aws.sdk.SdkEndpoint;
import dev.tablewright.cli.options.CliCommand;
import dev.tablewright.cli.options.LiveOptions;
import dev.tablewright.engine.migrate.VerifyReport;
import dev.tablewright.format.ReportFormat;
import dev.tablewright.format.migrate.PlanFile;
import dev.tablewright.format.migrate.VerifyText;
import dev.tablewright.model.DataModel;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code migrate verify PLAN.json --endpoint URL | --profile P}: after {@code apply}, every table the plan
 * leaves is read live (a replaced table under its new name, an index created as {@code GSI-1-v2} as TO's
 * {@code GSI-1}) and checked against TO: its design, then every item against TO's key templates.
 */
@Command(name = "verify", mixinStandardHelpOptions = true,
        description = {"After migrate apply: read every table the plan leaves (a table replaced as NAME-v2 under",
                "that name, an index created as NAME-v2 as TO's NAME) and check it against TO: the keys, indexes",
                "and settings as diff compares a live table, then every item (a full parallel scan) against TO's",
                "key templates: per entity the items read, matching and not, the first --show N items that do",
                "not match with what differs, and the items no entity claims.",
                "Exit code: 0 everything matches TO, 1 a difference, 2 an unreadable plan or model, a table",
                "that is not there or an endpoint that cannot be reached."})
final class MigrateVerifyCommand extends CliCommand implements LiveCommand {
    private static final String COMMAND = "migrate verify";
    /** Progress on standard error at most this often: a big table's scan shows it is moving. */
    private static final long PROGRESS_NANOS = 3_000_000_000L;

    @Parameters(index = "0", paramLabel = "PLAN", description = "the plan file (JSON) migrate plan wrote")
    Path planFile;

    @Mixin
    LiveOptions live = new LiveOptions();

    @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "text",
            description = "what to print: text, markdown or json (default: ${DEFAULT-VALUE})")
    String format;

    @Option(names = "--show", paramLabel = "N", defaultValue = "20",
            description = "how many items that do not match (and of no entity) to list per table (default: ${DEFAULT-VALUE})")
    int show;

    @Override
    public LiveOptions liveOptions() {
        return live;
    }

    @Override
    protected int run(PrintWriter out, PrintWriter err) {
        return CommandOutcome.of(COMMAND, err, () -> {
            ReportFormat f = ReportFormat.parse(format);
            if (!live.isLive()) {
                throw new IllegalArgumentException("give the live DynamoDB the plan was applied to: --endpoint URL or"
                        + " --profile P");
            }
            if (show < 0) {
                throw new IllegalArgumentException("--show must be 0 or more, not " + show);
            }
            PlanArguments arguments = new PlanArguments(planFile, COMMAND, err);
            Optional<PlanFile> read = arguments.plan();
            if (read.isEmpty()) {
                return ExitCodes.UNREADABLE;
            }
            PlanFile plan = read.get();
            Optional<DataModel> to = arguments.model(plan.to());
            if (to.isEmpty()) {
                return ExitCodes.UNREADABLE;
            }
            try (SdkEndpoint endpoint = live.open()) {
                VerifyReport report = new MigrationVerify(endpoint.gateway(), show, progress(err), () -> false)
                        .run(plan.plan(), to.get());
                out.print(VerifyText.render(plan, report, endpoint.gateway().displayName(), f));
                out.flush();
                return report.matches() ? ExitCodes.OK : ExitCodes.ERRORS;
            } catch (VerifyUnreadable e) {
                err.println("tablewright " + COMMAND + ": " + e.getMessage());
                return ExitCodes.UNREADABLE;
            }
        });
    }

    /** "verify: Movies-v2: 200,000 of about 2,000,000 items read…" every few seconds. */
    private static Consumer<MigrationVerify.Progress> progress(PrintWriter err) {
        long[] last = {System.nanoTime()};
        return p -> {
            long now = System.nanoTime();
            if (now - last[0] >= PROGRESS_NANOS) {
                last[0] = now;
                err.println(String.format(Locale.ROOT, "verify: %s: %,d%s items read…", p.table(), p.items(),
                        p.about() > p.items() ? String.format(Locale.ROOT, " of about %,d", p.about()) : ""));
                err.flush();
            }
        };
    }
}
