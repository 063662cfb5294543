package dev.tablewright.cli;

import dev.tablewright.cli.options.CliCommand;
import dev.tablewright.cli.options.LiveOptions;
import dev.tablewright.engine.index.IndexView;
import dev.tablewright.engine.pivot.PivotLayout;
import dev.tablewright.format.pivot.PivotCsv;
import dev.tablewright.format.pivot.PivotJson;
import dev.tablewright.format.pivot.PivotText;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.TableDesign;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code pivot MODEL --table T [--index I] [--format text|csv|json]}: the grid in display order; with
 * {@code --endpoint URL}, of a live table (its keys from DescribeTable, its items from an all-pages scan).
 */
@Command(name = "pivot", mixinStandardHelpOptions = true,
        description = "Print a table or index of a model's sample data as the pivoted grid: partitions in key "
                + "order, items sorted as DynamoDB sorts them, the index's projection applied. With --endpoint URL, "
                + "a live table's items instead.")
final class PivotCommand extends CliCommand implements LiveCommand {
    @Parameters(paramLabel = "MODEL", arity = "0..1", description = "a model file (.json), unless --endpoint is given")
    Path file;

    @Mixin
    LiveOptions live = new LiveOptions();

    @Override
    public LiveOptions liveOptions() {
        return live;
    }

    @Option(names = "--max-items", paramLabel = "N", defaultValue = "100000",
            description = "with --endpoint: stop reading the live table after N items (default: ${DEFAULT-VALUE})")
    int maxItems;

    @Option(names = {"-t", "--table"}, paramLabel = "T",
            description = "the table (may be left out when the model has one)")
    String table;

    @Option(names = {"-i", "--index"}, paramLabel = "I", description = "a GSI or LSI of the table")
    String index;

    @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "text",
            description = "text, csv or json (default: ${DEFAULT-VALUE})")
    OutputFormat format;

    @Override
    protected int run(PrintWriter out, PrintWriter err) {
        return CommandOutcome.of("pivot", err, () -> {
            try (Target target = Target.open(file, live, err)) {
                if (target == null) {
                    return ExitCodes.UNREADABLE;
                }
                TableDesign t = target.table(table);
                if (target.isLive()) {
                    t = t.withItems(LiveItems.read(target.gateway(), t.name(), maxItems, err));
                }
                IndexView view;
                if (index == null) {
                    view = IndexView.ofTable(t);
                } else {
                    Optional<IndexView> v = IndexView.ofIndex(t, index);
                    if (v.isEmpty()) {
                        err.println("tablewright pivot: table " + t.name() + " has no index '" + index + "'; it has: " + names(t));
                        return ExitCodes.USAGE;
                    }
                    view = v.get();
                }
                format.write(PivotLayout.of(t, view), out);
                out.flush();
                return ExitCodes.OK;
            }
        });
    }

    private static String names(TableDesign t) {
        String list = t.indexes().stream().map(SecondaryIndex::name).collect(Collectors.joining(", "));
        return list.isEmpty() ? "(no indexes)" : list;
    }

    /** The output formats of grids and query results. */
    enum OutputFormat {
        text, csv, json;

        /** Writes the grid row by row: its text is never held whole, so a large one prints in little memory. */
        void write(PivotLayout pivot, PrintWriter out) {
            switch (this) {
                case csv -> PivotCsv.write(pivot, out);
                case json -> {
                    PivotJson.write(pivot, out);
                    out.print(System.lineSeparator());
                }
                default -> PivotText.write(pivot, out);
            }
        }
    }

}
