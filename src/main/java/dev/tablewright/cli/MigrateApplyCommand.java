package dev.tablewright.cli;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.connect.Connection;
import dev.tablewright.aws.connect.ConnectionStore;
import dev.tablewright.aws.migrate.ApplyListener;
import dev.tablewright.aws.migrate.ApplyOptions;
import dev.tablewright.aws.migrate.ApplyReport;
import dev.tablewright.aws.migrate.ApplyRequest;
import dev.tablewright.aws.migrate.MigrationApply;
import dev.tablewright.aws.migrate.StepResult;
import dev.tablewright.aws.sdk.SdkEndpoint;
import dev.tablewright.cli.options.CliCommand;
import dev.tablewright.cli.options.LiveOptions;
import dev.tablewright.engine.migrate.MigrationStep;
import dev.tablewright.format.migrate.JournalJson;
import dev.tablewright.format.migrate.PlanFile;
import dev.tablewright.model.DataModel;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code migrate apply PLAN.json --endpoint URL | --profile P}: runs a plan on the live table with a
 * journal next to the plan ({@code PLAN.journal.json}) that {@code --resume} continues. A deletion runs
 * only once its name is typed (or {@code --yes}); Ctrl+C stops at the next page and prints the report.
 */
@Command(name = "apply", mixinStandardHelpOptions = true,
        description = {"Run a plan (from migrate plan -o) on the live table: the steps in order, with progress,",
                "parallel writers, retries with backoff. A journal next to the plan (PLAN.journal.json) records",
                "each finished step and page: --resume continues a run that stopped. Deleting an index or a table",
                "asks for its name to be typed (--yes for CI). A read-only connection is refused.",
                "Exit code: 0 completed, 1 failed, cancelled or not confirmed, 2 an unreadable plan or model, or",
                "refused (nothing was written)."})
final class MigrateApplyCommand extends CliCommand {
    private static final String COMMAND = "migrate apply";
    /** Items progress is printed at most this often. */
    private static final long PROGRESS_EVERY_NANOS = TimeUnit.SECONDS.toNanos(3);

    @Parameters(index = "0", paramLabel = "PLAN", description = "the plan file (JSON) migrate plan wrote")
    Path planFile;

    @Mixin
    LiveOptions live;

    @Option(names = "--resume", description = "continue the run the journal next to the plan records")
    boolean resume;

    @Option(names = "--yes", description = "confirm every deletion without asking (for CI)")
    boolean yes;

    @Option(names = "--writers", paramLabel = "N", defaultValue = "4",
            description = "parallel writers and scan segments (default: ${DEFAULT-VALUE})")
    int writers;

    @Option(names = "--write-rate", paramLabel = "R", defaultValue = "0",
            description = "at most R writes per second over all writers; 0 = no limit (default)")
    double writeRate;

    @Override
    protected int run(PrintWriter out, PrintWriter err) {
        return CommandOutcome.of(COMMAND, err, () -> {
            if (!live.isLive()) {
                throw new IllegalArgumentException("say where to apply the plan: --endpoint URL or --profile P [--region R]");
            }
            if (writers < 1 || writeRate < 0) {
                throw new IllegalArgumentException(writers < 1 ? "--writers must be at least 1" : "--write-rate must be 0 or more");
            }
            PlanArguments arguments = new PlanArguments(planFile, COMMAND, err);
            Optional<PlanFile> read = arguments.plan();
            if (read.isEmpty()) {
                return ExitCodes.UNREADABLE;
            }
            PlanFile plan = read.get();
            Optional<DataModel> from = Optional.empty();
            if (plan.from().isFile()) {
                from = arguments.model(plan.from());
                if (from.isEmpty()) {
                    return ExitCodes.UNREADABLE;
                }
            }
            Optional<DataModel> to = arguments.model(plan.to());
            if (to.isEmpty()) {
                return ExitCodes.UNREADABLE;
            }
            Optional<Connection> readOnly = savedReadOnly();
            if (readOnly.isPresent()) {
                err.println("tablewright " + COMMAND + ": refused: the saved connection \"" + readOnly.get().name()
                        + "\" for " + (live.profile != null ? "profile " + live.profile : live.endpoint) + " is read-only; a migration writes. Nothing was written.");
                return ExitCodes.UNREADABLE;
            }
            Optional<Set<String>> confirmed = confirm(plan, err);
            if (confirmed.isEmpty()) {
                return ExitCodes.UNREADABLE;
            }
            Path journal = MigrationApply.journalFor(planFile);
            ApplyRequest request = new ApplyRequest(plan.plan(), plan.from(), plan.to(), from, to.get(),
                    JournalJson.store(journal), new ApplyOptions(writers, writeRate, confirmed.get(), resume));
            return apply(request, out, err);
        });
    }

    /** Runs the plan with a Ctrl+C hook that stops it at the next page and waits for the report. */
    private int apply(ApplyRequest request, PrintWriter out, PrintWriter err) {
        AtomicBoolean cancelled = new AtomicBoolean();
        CountDownLatch reported = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            cancelled.set(true);
            try {
                reported.await(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "migrate-apply-interrupted");
        Runtime.getRuntime().addShutdownHook(hook);
        try (SdkEndpoint endpoint = live.open()) {
            Gateway gateway = endpoint.gateway();
            ApplyReport report = MigrationApply.run(gateway, request, progress(err), cancelled::get);
            out.print(report.render());
            out.flush();
            if (report.status() == ApplyReport.Status.COMPLETED) {
                return ExitCodes.OK;
            }
            if (report.status() == ApplyReport.Status.REFUSED) {
                err.println("tablewright " + COMMAND + ": refused: " + report.message());
                return ExitCodes.UNREADABLE;
            }
            return ExitCodes.ERRORS;
        } finally {
            reported.countDown();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                // Ctrl+C: the hook has run and the report above says "cancelled".
            }
        }
    }

    /** One line per step as it starts and ends, and items every few seconds. */
    private static ApplyListener progress(PrintWriter err) {
        return new ApplyListener() {
            private long last;

            @Override
            public void stepStarted(int index, int of, MigrationStep step) {
                err.println("[" + index + "/" + of + "] " + step.summary() + " (" + step.id() + ")");
                err.flush();
            }

            @Override
            public void itemsProgress(MigrationStep step, long read, long written, long expected) {
                long now = System.nanoTime();
                if (now - last >= PROGRESS_EVERY_NANOS) {
                    last = now;
                    err.println(String.format(Locale.ROOT, "      %,d items read%s, %,d written", read,
                            expected < 0 ? "" : String.format(Locale.ROOT, " of about %,d", expected), written));
                    err.flush();
                }
            }

            @Override
            public void stepFinished(MigrationStep step, StepResult result) {
                err.println("      " + result.statusName() + (result.message().isEmpty() ? "" : ": " + result.message()));
                err.flush();
            }
        };
    }

    /**
     * Each deletion confirmed by typing its name on standard input, or all by --yes; empty (refused)
     * when a name is mistyped or there is no answer (no terminal and no --yes).
     */
    private Optional<Set<String>> confirm(PlanFile plan, PrintWriter err) {
        Set<String> confirmed = new LinkedHashSet<>();
        // A resumed run skips the deletions its journal records as done: they are not asked again.
        var deletions = MigrationApply.deletionsLeft(plan.plan(),
                resume ? JournalJson.read(MigrationApply.journalFor(planFile)) : Optional.empty());
        if (yes || deletions.isEmpty()) {
            deletions.forEach(d -> confirmed.add(d.id()));
            return Optional.of(confirmed);
        }
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (MigrationStep d : deletions) {
            String name = MigrationApply.confirmationName(d);
            err.println("tablewright " + COMMAND + ": step " + d.id() + " will " + d.summary()
                    + "; this cannot be undone. Type " + name + " to confirm:");
            err.flush();
            String answer;
            try {
                answer = in.readLine();
            } catch (IOException e) {
                answer = null;
            }
            if (answer == null) {
                err.println("tablewright " + COMMAND + ": refused: the plan deletes " + name + " and no one typed its"
                        + " name (no terminal?); pass --yes to confirm every deletion. Nothing was written.");
                return Optional.empty();
            }
            if (!answer.strip().equals(name)) {
                err.println("tablewright " + COMMAND + ": refused: '" + answer.strip() + "' is not " + name
                        + "; nothing was written.");
                return Optional.empty();
            }
            confirmed.add(d.id());
        }
        return Optional.of(confirmed);
    }

    /** A connection saved in the window for this endpoint or profile and marked read-only. */
    private Optional<Connection> savedReadOnly() {
        // As the window's AppHome: the tablewright.home property (tests), else ~/.tablewright.
        String home = System.getProperty("tablewright.home");
        Path folder = home != null && !home.isBlank() ? Path.of(home) : Path.of(System.getProperty("user.home"), ".tablewright");
        return new ConnectionStore(folder).load().stream().filter(Connection::readOnly)
                .filter(c -> live.profile != null ? live.profile.equals(c.profile())
                        : live.endpoint != null && live.endpoint.equals(c.endpoint()))
                .findFirst();
    }
}
