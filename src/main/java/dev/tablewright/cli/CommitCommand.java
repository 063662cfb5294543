package dev.tablewright.cli;

import dev.tablewright.cli.options.CliCommand;
import dev.tablewright.cli.options.LiveOptions;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.aws.commit.Commit;
import dev.tablewright.aws.commit.CommitOptions;
import dev.tablewright.aws.commit.CommitPlan;
import dev.tablewright.aws.commit.CommitProgress;
import dev.tablewright.aws.commit.CommitRefusedException;
import dev.tablewright.aws.commit.CommitReport;
import dev.tablewright.aws.commit.CommitStepException;
import dev.tablewright.aws.commit.ExistingTables;
import dev.tablewright.aws.commit.TableCommit;
import dev.tablewright.aws.connect.RegionEndpoints;
import dev.tablewright.aws.sdk.SdkEndpoint;
import dev.tablewright.format.ReadResult;
import dev.tablewright.format.json.Json;
import dev.tablewright.model.DataModel;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code commit MODEL (--endpoint URL | --profile P [--region R]) [--region-endpoint REGION=URL]… [--table T]…
 * [--replace | --add | --resume]}:
 * creates the model's tables on a live DynamoDB and writes their sample items. What a replace deletes
 * and the progress go to standard error before and while it runs, the report to standard output; a
 * commit that did not end complete says on standard error where every table stands and what to run next.
 */
@Command(name = "commit", mixinStandardHelpOptions = true,
        description = {"Create a model's tables (GSIs, LSIs, billing) on DynamoDB Local or AWS, wait until ACTIVE,",
                "and write their sample items with parallel BatchWriteItem calls (retried with backoff).",
                "An existing table stops the commit before anything is written, unless --replace (delete and",
                "recreate it: its items are lost), --add (write into it and add missing GSIs; same keys needed)",
                "or --resume (finish a commit that stopped: write only the items missing or different; nothing deleted).",
                "Exit code: 0 every item written, 1 refused, DynamoDB error or items not written,",
                "2 bad arguments or unreadable model."})
final class CommitCommand extends CliCommand implements LiveCommand {
    @Parameters(paramLabel = "MODEL", description = "the model file")
    Path model;

    @Mixin
    LiveOptions live = new LiveOptions();

    @Override
    public LiveOptions liveOptions() {
        return live;
    }

    @Option(names = {"-t", "--table"}, paramLabel = "T", description = "a table of the model to commit (repeat; default: all)")
    List<String> tables = new ArrayList<>();

    @ArgGroup(exclusive = true)
    Existing existing;

    static final class Existing {
        @Option(names = "--replace", description = "delete an existing table of the same name and create it anew")
        boolean replace;

        @Option(names = "--add", description = "write into an existing table of the same keys; add missing GSIs")
        boolean add;

        @Option(names = "--resume", description = "finish a commit that stopped: create missing tables, add missing"
                + " GSIs, write only the items an existing table (same keys) lacks or holds otherwise; delete nothing")
        boolean resume;
    }

    @Option(names = "--region-endpoint", paramLabel = "REGION=URL",
            description = {"where a global table's replica region is (repeat): the commit sets there what only a"
                    + " replica's own region sets (deletion protection, point-in-time recovery, contributor insights,"
                    + " tags, resource policy). With --profile the profile reaches every region by itself; an"
                    + " --endpoint (DynamoDB Local) has no other regions without it"})
    java.util.Map<String, String> regionEndpoints = new java.util.LinkedHashMap<>();

    @Option(names = "--writers", paramLabel = "N", defaultValue = "" + CommitOptions.DEFAULT_WRITERS,
            description = "BatchWriteItem calls in flight at once, 1-64 (default: ${DEFAULT-VALUE})")
    int writers;

    @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "text",
            description = "the report as text or json (default: ${DEFAULT-VALUE})")
    Format format;

    enum Format { text, json }

    @Override
    protected int run(PrintWriter out, PrintWriter err) {
        return CommandOutcome.of("commit", err, () -> {
            if (!live.isLive()) {
                throw new IllegalArgumentException("say where to commit: --endpoint URL or --profile P [--region R]");
            }
            ReadResult read = ModelFiles.readOrReport(model, err);
            if (read == null) {
                return ExitCodes.UNREADABLE;
            }
            DataModel m = read.model().orElseThrow();
            CommitOptions options = new CommitOptions(tables, mode(), writers, dev.tablewright.aws.commit.Backoff.DEFAULT);
            // Before the hook: a bad --region-endpoint must not leave a hook that waits for a report at exit.
            RegionEndpoints regions = RegionEndpoints.forCommandLine(live.endpoint, live.profile, regionEndpoints);
            AtomicBoolean cancelled = new AtomicBoolean();
            CountDownLatch reported = new CountDownLatch(1);
            // Ctrl+C: the writers stop before their next request and the report is printed before exit.
            Thread hook = new Thread(() -> {
                cancelled.set(true);
                awaitQuietly(reported);
            }, "commit-interrupted");
            Runtime.getRuntime().addShutdownHook(hook);
            try (SdkEndpoint endpoint = live.open()) {
                Commit commit = new Commit(endpoint.gateway(), m, options, regions);
                CommitPlan plan = commit.plan();
                if (!plan.deletions().isEmpty()) {
                    err.println("tablewright commit: " + plan.deletions());
                    err.flush();
                }
                // Said before anything changes, like the deletions above.
                plan.settingChanges().forEach(c -> err.println("tablewright commit: will change " + c));
                plan.settingNotes().forEach(n -> err.println("tablewright commit: " + n));
                plan.vectorIndexChanges().forEach(n -> err.println("tablewright commit: " + n));
                err.flush();
                CommitReport report = commit.run(plan, progress(err), cancelled::get);
                out.println(format == Format.json ? Json.pretty(json(report)) : report.text());
                out.flush();
                if (report.complete()) {
                    return ExitCodes.OK;
                }
                err.println("tablewright commit: " + report.stopped() + "; " + next(report) + ".");
                return ExitCodes.ERRORS;
            } catch (CommitRefusedException e) {
                if (e.reason() == CommitRefusedException.Reason.DELETION_PROTECTED) {
                    err.println("tablewright commit: " + deletionProtected(e.tables()));
                    return ExitCodes.ERRORS;
                }
                err.println("tablewright commit: " + (e.reason() == CommitRefusedException.Reason.EXISTS
                        ? e.problem() + " Nothing was written: to write into it anyway, run the same command with"
                                + " --replace (delete it and create it anew: its items are lost), --add (write the"
                                + " model's items into it; same keys needed) or --resume (write only the items it lacks)."
                        : e.getMessage()));
                return ExitCodes.ERRORS;
            } catch (CommitStepException e) {
                err.println("tablewright commit: " + e.getMessage() + "; nothing was changed.");
                return ExitCodes.ERRORS;
            } finally {
                reported.countDown();
                removeHook(hook);
            }
        });
    }

    /**
     * "table Orders has deletion protection on: --replace would delete it; turn it off first (…)",
     * with the AWS CLI command that turns it off on this connection.
     */
    private String deletionProtected(List<String> protectedTables) {
        boolean one = protectedTables.size() == 1;
        String cli = live.connection().awsCliOptions();
        List<String> commands = protectedTables.stream().map(t -> "aws dynamodb update-table --table-name " + t
                + " --no-deletion-protection-enabled" + cli).toList();
        return (one ? "table " : "tables ") + String.join(", ", protectedTables) + (one ? " has" : " have")
                + " deletion protection on: --replace would delete " + (one ? "it" : "them") + "; turn it off first ("
                + String.join("; ", commands) + ", or set deletion protection off in the model and commit with --add),"
                + " then replace " + (one ? "it" : "them") + ". Nothing was changed.";
    }

    /** The command that finishes a commit that did not end complete. */
    static String next(CommitReport report) {
        if (report.next() == CommitReport.Next.AGAIN) {
            return "run the same command again";
        }
        return "run the same command with --resume" + (report.mode() == ExistingTables.REPLACE ? " in place of --replace"
                : report.mode() == ExistingTables.ADD ? " in place of --add" : "");
    }

    private ExistingTables mode() {
        if (existing == null) {
            return ExistingTables.REFUSE;
        }
        return existing.replace ? ExistingTables.REPLACE : existing.resume ? ExistingTables.RESUME : ExistingTables.ADD;
    }

    /** A line when the step changes, and at most one a second while items are written. */
    private static java.util.function.Consumer<CommitProgress> progress(PrintWriter err) {
        AtomicLong last = new AtomicLong();
        String[] step = {""};
        return p -> {
            synchronized (step) {
                String now = p.table() + ": " + p.step();
                long t = System.nanoTime();
                if (!now.equals(step[0]) || t - last.get() > 1_000_000_000L) {
                    step[0] = now;
                    last.set(t);
                    err.println(p.line());
                    err.flush();
                }
            }
        };
    }

    static ObjectNode json(CommitReport report) {
        ObjectNode o = Json.object();
        ArrayNode tables = o.putArray("tables");
        for (TableCommit t : report.tables()) {
            ObjectNode n = tables.addObject();
            n.put("table", t.table());
            n.put("action", t.action().name().toLowerCase(Locale.ROOT));
            n.put("stage", t.stage().name().toLowerCase(Locale.ROOT));
            n.put("items", t.modelItems());
            n.put("alreadyThere", t.alreadyThere());
            n.put("written", t.items().written());
            n.put("retried", t.items().retried());
            n.put("failed", t.items().failed());
            n.put("notWritten", t.notWritten());
            n.put("state", t.state());
            t.indexesAdded().forEach(n.putArray("indexesAdded")::add);
            if (!t.settings().isEmpty()) {
                ArrayNode settings = n.putArray("settings");
                t.settings().forEach(st -> {
                    ObjectNode setting = settings.addObject();
                    if (!st.region().isEmpty()) {
                        setting.put("region", st.region());
                    }
                    setting.put("setting", st.target().label()).put("value", st.value()).put("status", st.statusName())
                            .put("line", st.line());
                });
            }
            if (!t.vectorIndexes().isEmpty()) {
                ArrayNode vectors = n.putArray("vectorIndexes");
                t.vectorIndexes().forEach(v -> vectors.addObject().put("index", v.index()).put("status", v.statusName())
                        .put("line", v.line()));
            }
            t.notes().forEach(n.putArray("notes")::add);
            t.refused().forEach(n.putArray("refused")::add);
            t.items().errors().forEach(n.putArray("errors")::add);
        }
        o.put("written", report.written());
        o.put("retried", report.retried());
        o.put("failed", report.failed());
        o.put("seconds", report.elapsed().toMillis() / 1000.0);
        o.put("notWritten", report.notWritten());
        o.put("cancelled", report.cancelled());
        o.put("complete", report.complete());
        report.failure().ifPresent(f -> o.put("failure", f.sentence()));
        if (!report.complete()) {
            o.put("next", next(report));
        }
        return o;
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void removeHook(Thread hook) {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // The JVM is exiting (Ctrl+C): the hook has run and the report above says "cancelled".
        }
    }
}
