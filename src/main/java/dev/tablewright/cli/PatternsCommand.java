package dev.tablewright.cli;

import dev.tablewright.cli.options.CliCommand;
import com.fasterxml.jackson.databind.node.ArrayNode;
import dev.tablewright.engine.cost.TableCost;
import dev.tablewright.engine.cost.TableCostEstimator;
import dev.tablewright.format.ReadResult;
import dev.tablewright.format.json.Json;
import dev.tablewright.model.DataModel;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code patterns MODEL…}: each access pattern's served-by, items returned on the sample data,
 * capacity per request, monthly cost and problems, for CI.
 */
@Command(name = "patterns", mixinStandardHelpOptions = true,
        description = {"Check each access pattern: how it is served, what it returns on the sample data, "
                + "its read and write units per request and its monthly cost (at its expected rate).",
                "Exit code: 0 all served by key, 1 a pattern needs a Scan (unless --allow-scan) or has an error, "
                        + "2 a file could not be read."})
final class PatternsCommand extends CliCommand {
    @Parameters(paramLabel = "MODEL", arity = "1..*", description = "NoSQL Workbench model files (.json)")
    List<Path> files;

    @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "text",
            description = "text, json or markdown (default: ${DEFAULT-VALUE})")
    Format format;

    @Option(names = "--allow-scan", description = "A pattern served by a Scan does not fail the check.")
    boolean allowScan;

    enum Format { text, json, markdown }

    @Override
    protected int run(PrintWriter out, PrintWriter err) {
        int exit = ExitCodes.OK;
        ArrayNode json = Json.array();
        for (Path file : files) {
            ReadResult read = ModelFiles.readOrReport(file, err);
            if (read == null) {
                exit = ExitCodes.UNREADABLE;
                continue;
            }
            DataModel model = read.model().orElseThrow();
            List<PatternRow> rows = PatternRow.of(model);
            String name = file.toString();
            List<TableCost> tables = new TableCostEstimator(model.pricesOrDefault()).all(model,
                    rows.stream().map(PatternRow::analysis).toList());
            switch (format) {
                case json -> json.add(PatternsOutput.json(name, rows, model.pricesOrDefault(), tables));
                case markdown -> out.println(PatternsOutput.markdown(name, rows, model.pricesOrDefault(), tables));
                default -> out.print(PatternsOutput.text(name, rows, model.pricesOrDefault(), tables));
            }
            if (exit == ExitCodes.OK && rows.stream().anyMatch(r -> r.fails(allowScan))) {
                exit = ExitCodes.ERRORS;
            }
        }
        if (format == Format.json) {
            out.println(Json.pretty(json));
        }
        out.flush();
        return exit;
    }
}
