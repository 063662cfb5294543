package dev.tablewright.cli;

import dev.tablewright.format.ReportFormat;
import dev.tablewright.aws.drift.LiveDrift;
import dev.tablewright.aws.sdk.SdkEndpoint;
import dev.tablewright.cli.options.CliCommand;
import dev.tablewright.cli.options.LiveOptions;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.format.diff.DiffOutput;
import dev.tablewright.operation.drift.DriftComparison;
import dev.tablewright.operation.drift.DriftOutcome;
import dev.tablewright.operation.drift.DriftSide;
import dev.tablewright.operation.drift.UnreadableSide;
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
 * {@code diff OLD NEW}: what changed between two sides, element by element and item by item. A side
 * is a model file, a CloudFormation template or a Terraform file; with {@code --endpoint/--profile}
 * and {@code --table}, a live table is the NEW side (the OLD with {@code --live-side old}) and a
 * sample of its items is checked against the model's key templates.
 */
@Command(name = "diff", mixinStandardHelpOptions = true,
        description = {"Compare two sides semantically: tables, keys, attributes, indexes, every table setting,",
                "entities, key templates, relationships, access patterns, and sample items by primary key.",
                "A side is a model file, a CloudFormation template (JSON or YAML) or a Terraform file (.tf); a",
                "template holds only the tables' designs, so it is compared with the model's design.",
                "diff MODEL --endpoint URL|--profile P --table T compares the model with a live table: its keys,",
                "indexes and settings, and whether a sample of its items follows the model's key templates.",
                "Exit code: 0 the same, 1 different (or live items that do not follow the templates),",
                "2 a side could not be read."})
final class DiffCommand extends CliCommand implements LiveCommand {
    @Parameters(index = "0", paramLabel = "OLD", description = "the side before: a model, template or Terraform file")
    Path oldFile;

    @Parameters(index = "1", arity = "0..1", paramLabel = "NEW",
            description = "the side after (left out when a live table is the other side)")
    Path newFile;

    @Mixin
    LiveOptions live = new LiveOptions();

    @Option(names = {"-t", "--table"}, paramLabel = "T", description = "the live table to compare (with --endpoint/--profile)")
    String table;

    @Option(names = "--model-table", paramLabel = "M",
            description = "the model's table the live table is compared with (default: the one named as the live table)")
    String modelTable;

    @Option(names = "--live-side", paramLabel = "SIDE", defaultValue = "new",
            description = "new (default: how the live table drifted from the model) or old (what the model changes"
                    + " of the live table)")
    String liveSide;

    @Option(names = "--sample", paramLabel = "N", defaultValue = "" + ReverseCommand.DEFAULT_SAMPLE,
            description = "how many live items to check against the model's key templates; 0 checks none"
                    + " (default: ${DEFAULT-VALUE})")
    int sample;

    @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "text",
            description = "text, markdown or json (default: ${DEFAULT-VALUE})")
    String format;

    @Override
    public LiveOptions liveOptions() {
        return live;
    }

    @Override
    protected int run(PrintWriter out, PrintWriter err) {
        try {
            ReportFormat f = ReportFormat.parse(format);
            DriftComparison comparison = new DriftComparison(Optional.ofNullable(modelTable), sample, progress(err),
                    () -> false);
            DriftOutcome outcome;
            if (live.isLive()) {
                outcome = withLive(comparison);
            } else {
                if (newFile == null || table != null || modelTable != null) {
                    throw new IllegalArgumentException(newFile == null
                            ? "give two files to compare, or one with --endpoint URL / --profile P and --table T"
                            : "--table and --model-table name a live table: give --endpoint URL or --profile P");
                }
                outcome = comparison.compare(new DriftSide.File(oldFile), new DriftSide.File(newFile));
            }
            outcome.warnings().forEach(err::println);
            out.print(DiffOutput.render(outcome.report(), outcome.oldLabel(), outcome.newLabel(), f));
            out.flush();
            return outcome.report().isSame() ? ExitCodes.OK : ExitCodes.ERRORS;
        } catch (UnreadableSide e) {
            if (e.outOfMemory()) {
                return OutOfMemory.report("tablewright " + name(), err);
            }
            err.println("tablewright diff: " + e.getMessage());
            e.details().stream().skip(1).forEach(err::println);
            return ExitCodes.UNREADABLE;
        } catch (DynamoException e) {
            err.println("tablewright diff: cannot read the live table " + table + ": " + e.errorCode() + ": " + e.getMessage());
            return ExitCodes.UNREADABLE;
        } catch (IllegalArgumentException e) {
            err.println("tablewright diff: " + e.getMessage());
            return ExitCodes.USAGE;
        } finally {
            err.flush();
        }
    }

    private DriftOutcome withLive(DriftComparison comparison) {
        if (table == null) {
            throw new IllegalArgumentException("name the live table to compare with --table T");
        }
        if (newFile != null) {
            throw new IllegalArgumentException("with a live table, give one file (the model): the live table is the other side");
        }
        boolean liveIsOld = switch (liveSide.toLowerCase(Locale.ROOT)) {
            case "old" -> true;
            case "new" -> false;
            default -> throw new IllegalArgumentException("--live-side is old or new, not '" + liveSide + "'");
        };
        try (SdkEndpoint endpoint = live.open()) {
            DriftSide liveTable = new DriftSide.LiveTable(endpoint.gateway(), table);
            DriftSide model = new DriftSide.File(oldFile);
            return liveIsOld ? comparison.compare(liveTable, model) : comparison.compare(model, liveTable);
        }
    }

    /** "sampled 20,000 of 100,000 items…" on standard error, at most once a second: a long scan shows it is moving. */
    private static Consumer<LiveDrift.Progress> progress(PrintWriter err) {
        long[] last = {System.nanoTime()};
        return p -> {
            long now = System.nanoTime();
            if (now - last[0] >= 1_000_000_000L && p.items() < p.of()) {
                last[0] = now;
                err.println(String.format(Locale.ROOT, "sampled %,d of %,d items…", p.items(), p.of()));
                err.flush();
            }
        };
    }
}
