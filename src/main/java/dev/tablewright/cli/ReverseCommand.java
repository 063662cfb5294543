package dev.tablewright.cli;

import dev.tablewright.cli.options.CliCommand;
import dev.tablewright.cli.options.LiveOptions;
import dev.tablewright.aws.SampleItems;
import dev.tablewright.aws.sdk.SdkEndpoint;
import dev.tablewright.aws.settings.LiveSettings;
import dev.tablewright.engine.reverse.ReverseEngineer;
import dev.tablewright.engine.reverse.Reversed;
import dev.tablewright.engine.reverse.UnreachedPrefixes;
import dev.tablewright.format.ReadResult;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Relationship;
import dev.tablewright.model.TableDesign;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code reverse (--endpoint URL | --profile P) --table T [--sample N] -o MODEL} and
 * {@code reverse MODEL.json -o MODEL}: infers entities, key templates and relationships from a live
 * table's items or from a model's tables that have items but no entities, and writes the model.
 */
@Command(name = "reverse", mixinStandardHelpOptions = true,
        description = {"Infer a model from items: entities (from a type attribute, else key prefixes), key templates",
                "(CUST#${customerId}), attribute types and relationships (item collections, inverted indexes).",
                "Reads a sample of a live table (--endpoint/--profile, --table), or a model file's tables that have",
                "items but no entities (a plain NoSQL Workbench export; everything else of the file is kept).",
                "What is uncertain is listed as notes: review the result. The write is atomic.",
                "Exit code: 0 written, 1 DynamoDB error, 2 bad arguments, unreadable model or the write failed."})
final class ReverseCommand extends CliCommand implements LiveCommand {
    static final int DEFAULT_SAMPLE = 1000;

    @Parameters(arity = "0..1", paramLabel = "MODEL", description = "a model file whose tables have items but no entities")
    Path model;

    @Mixin
    LiveOptions live = new LiveOptions();

    @Override
    public LiveOptions liveOptions() {
        return live;
    }

    @Option(names = {"-t", "--table"}, paramLabel = "T",
            description = "the live table to read (required with --endpoint/--profile); in MODEL, the one table to reverse")
    String table;

    @Option(names = "--sample", paramLabel = "N", defaultValue = "" + DEFAULT_SAMPLE,
            description = "how many items of the live table to read (default: ${DEFAULT-VALUE})")
    int sample;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "OUT", description = "where to write the model")
    Path out;

    @Option(names = "--force", description = "replace OUT even when it is read-only")
    boolean force;

    @Override
    protected int run(PrintWriter stdout, PrintWriter err) {
        return CommandOutcome.of("reverse", err, () -> {
            if (live.isLive() == (model != null)) {
                throw new IllegalArgumentException("give either MODEL or --endpoint URL / --profile P with --table T");
            }
            if (live.isLive()) {
                return fromLive(stdout, err);
            }
            ReadResult read = ModelFiles.readOrReport(model, err);
            return read == null ? ExitCodes.UNREADABLE : fromFile(read.model().orElseThrow(), stdout, err);
        });
    }

    private int fromLive(PrintWriter stdout, PrintWriter err) {
        if (table == null) {
            throw new IllegalArgumentException("name the live table to read with --table T");
        }
        if (sample < 1) {
            throw new IllegalArgumentException("--sample must be at least 1, not " + sample);
        }
        try (SdkEndpoint endpoint = live.open()) {
            LiveSettings settings = endpoint.gateway().liveSettings(table).orElseThrow(() ->
                    new IllegalArgumentException("no table " + table + " at " + endpoint.gateway().displayName()));
            TableDesign design = settings.design();
            SampleItems items = SampleItems.first(endpoint.gateway(), table, sample);
            if (items.more()) {
                stdout.println("Read a sample of " + items.items().size() + " items of " + table + " (--sample to read more)");
            }
            Reversed reversed = ReverseEngineer.infer(design, items.items());
            stdout.print(report(reversed, items.items().size()));
            // Each settings call is optional: one the endpoint does not answer is said, not fatal.
            settings.notes().forEach(n -> stdout.println("  note: " + n + "; left at DynamoDB's default"));
            UnreachedPrefixes.note(reversed.design(), items.items().size(), items.more(), "run reverse again with --sample "
                    + (long) sample * 10).ifPresent(n -> stdout.println("  note: " + n));
            return write(DataModel.of(table, List.of(reversed.design())), stdout, err);
        }
    }

    private int fromFile(DataModel read, PrintWriter stdout, PrintWriter err) {
        List<TableDesign> tables = new ArrayList<>();
        List<String> reversedNames = new ArrayList<>();
        for (TableDesign t : read.tables()) {
            boolean wanted = table == null || table.equals(t.name());
            if (wanted && ReverseEngineer.isReversible(t)) {
                Reversed r = ReverseEngineer.infer(t, t.items());
                stdout.print(report(r, t.items().size()));
                tables.add(r.design());
                reversedNames.add(t.name());
            } else {
                tables.add(t);
            }
        }
        if (reversedNames.isEmpty()) {
            String names = read.tables().stream().map(TableDesign::name).collect(Collectors.joining(", "));
            throw new IllegalArgumentException(table != null && read.table(table).isEmpty()
                    ? "no table '" + table + "' in " + model + "; it has: " + names
                    : "no table of " + model + " has items without entities (nothing to reverse): " + names);
        }
        return write(read.withTables(tables), stdout, err);
    }

    private int write(DataModel result, PrintWriter stdout, PrintWriter err) {
        if (!ModelFiles.save(result, out, force, "reverse", err)) {
            return ExitCodes.UNREADABLE;
        }
        stdout.println("Wrote " + out);
        return ExitCodes.OK;
    }

    /**
     * What was inferred: each entity with its item count and templates, the table's vector indexes, the
     * relationships, the notes.
     */
    static String report(Reversed reversed, int itemCount) {
        TableDesign d = reversed.design();
        StringBuilder b = new StringBuilder();
        b.append(d.name()).append(": ").append(d.entities().size()).append(" entities from ").append(itemCount)
                .append(" items\n");
        for (Entity e : d.entities()) {
            b.append("  ").append(e.name()).append(" (").append(e.items().size()).append(" items")
                    .append(reversed.typeAttribute().map(a -> ", " + a + " = \"" + e.typeValue() + "\"").orElse(""))
                    .append(')');
            e.keyTemplates().forEach((k, t) -> b.append("  ").append(k).append(" = ").append(t));
            b.append('\n');
        }
        // Read from DescribeTable (or kept from the file), not inferred: said so the user sees they came along.
        d.vectorIndexes().forEach(v -> b.append("  vector index ").append(v.name()).append(" (").append(v.vectorAttribute())
                .append(", ").append(v.dimensions()).append(" dimensions, ").append(v.distance()).append(")\n"));
        for (Relationship r : d.relationships()) {
            b.append("  ").append(r.summary()).append('\n');
        }
        reversed.notes().forEach(n -> b.append("  note: ").append(n).append('\n'));
        return b.toString();
    }
}
