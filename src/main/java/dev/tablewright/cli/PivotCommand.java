package dev.tablewright.cli;

import dev.tablewright.engine.index.IndexView;
import dev.tablewright.engine.pivot.PivotLayout;
import dev.tablewright.format.ReadResult;
import dev.tablewright.format.pivot.PivotCsv;
import dev.tablewright.format.pivot.PivotJson;
import dev.tablewright.format.pivot.PivotText;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.TableDesign;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code pivot MODEL --table T [--index I] [--format text|csv|json]}: the grid in display order. */
@Command(name = "pivot", mixinStandardHelpOptions = true,
        description = "Print a table or index of a model's sample data as the pivoted grid: partitions in key "
                + "order, items sorted as DynamoDB sorts them, the index's projection applied.")
final class PivotCommand implements Callable<Integer> {
    @Parameters(paramLabel = "MODEL", description = "a model file (.json)")
    Path file;

    @Option(names = {"-t", "--table"}, paramLabel = "T",
            description = "the table (may be left out when the model has one)")
    String table;

    @Option(names = {"-i", "--index"}, paramLabel = "I", description = "a GSI or LSI of the table")
    String index;

    @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "text",
            description = "text, csv or json (default: ${DEFAULT-VALUE})")
    OutputFormat format;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        ReadResult read = ModelFiles.readOrReport(file, err);
        if (read == null) {
            return ExitCodes.UNREADABLE;
        }
        Optional<TableDesign> t = ModelFiles.table(read.model().orElseThrow(), table, err);
        if (t.isEmpty()) {
            return ExitCodes.USAGE;
        }
        IndexView view;
        if (index == null) {
            view = IndexView.ofTable(t.get());
        } else {
            Optional<IndexView> v = IndexView.ofIndex(t.get(), index);
            if (v.isEmpty()) {
                err.println("tablewright pivot: table " + t.get().name() + " has no index '" + index + "'; it has: "
                        + names(t.get()));
                return ExitCodes.USAGE;
            }
            view = v.get();
        }
        spec.commandLine().getOut().print(format.render(PivotLayout.of(t.get(), view)));
        spec.commandLine().getOut().flush();
        return ExitCodes.OK;
    }

    private static String names(TableDesign t) {
        String list = t.indexes().stream().map(SecondaryIndex::name).collect(Collectors.joining(", "));
        return list.isEmpty() ? "(no indexes)" : list;
    }

    /** The output formats of grids and query results. */
    enum OutputFormat {
        text, csv, json;

        String render(PivotLayout pivot) {
            switch (this) {
                case csv:
                    return PivotCsv.render(pivot);
                case json:
                    return PivotJson.render(pivot) + System.lineSeparator();
                default:
                    return PivotText.render(pivot);
            }
        }
    }

}
