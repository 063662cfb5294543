package dev.tablewright.cli.bench;

import dev.tablewright.cli.options.CliCommand;
import com.fasterxml.jackson.core.JsonProcessingException;
import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.api.QueryRequest;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.engine.expr.parse.ExpressionContext;
import dev.tablewright.engine.pivot.PivotLayout;
import dev.tablewright.engine.synthetic.SyntheticModel;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.TableDesign;
import java.io.PrintWriter;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code bench engine [--items N] [--json]}: medians for building every index view and pivot
 * layout (and, as the yardstick, a plain sort of the same keys), an expression parse, a partition
 * Query and a Scan page on a generated shop model.
 */
@Command(name = "engine", mixinStandardHelpOptions = true,
        description = "Time the engine on a generated model (5 entities, 3 GSIs, one sparse).")
final class EngineBench extends CliCommand {
    @Option(names = "--items", defaultValue = "100000", description = "sample items (default: ${DEFAULT-VALUE})")
    int items;

    @Option(names = "--runs", defaultValue = "7", description = "measured runs per figure (default: ${DEFAULT-VALUE})")
    int runs;

    @Option(names = "--seed", defaultValue = "42", description = "generator seed (default: ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--json", description = "print one JSON object of medians")
    boolean json;

    @Override
    protected int run(PrintWriter out, PrintWriter err) throws JsonProcessingException {
        if (!json) {
            out.printf("Generating %,d items…%n", items);
            out.flush();
        }
        DataModel model = SyntheticModel.generate(items, seed);
        TableDesign table = model.tables().get(0);
        Timer timer = new Timer(2, runs);
        Figures figures = new Figures();
        figures.put("items", table.allItems().size());
        double[] viewsAndSort = timer.medianMillis(() -> PivotLayout.all(table), PlainSort.of(table));
        double views = viewsAndSort[0];
        double plainSort = viewsAndSort[1];
        figures.put("views_and_pivots_ms", views);
        figures.put("plain_sort_ms", plainSort);
        // The goal is relative (views within 3x a plain sort of the same keys), so it holds on any machine.
        figures.put("views_to_sort_ratio", views / plainSort);
        try (SandboxGateway sandbox = SandboxGateway.of(model)) {
            int customers = (int) table.allItems().stream().filter(i -> i.get("SK").equals(AttributeValue.s("PROFILE")))
                    .count();
            // A different customer each call, so no run is served by a partition just touched.
            int[] next = {0};
            figures.put("partition_query_ms", timer.medianMillis(1_000, () -> {
                String pk = "CUST#C" + (next[0]++ * 7919 % Math.max(1, customers));
                Page page = sandbox.query(QueryRequest.of(table.name(), "PK = :pk",
                        new Expr(Map.of(), Map.of(":pk", AttributeValue.s(pk)))));
                if (page.count() == 0) {
                    throw new IllegalStateException("no items under " + pk);
                }
            }));
            figures.put("scan_page_ms", timer.medianMillis(() -> sandbox.scan(ScanRequest.of(table.name()))));
        }
        Map<String, AttributeValue> values = Map.of(":pk", AttributeValue.s("CUST#C1"), ":sk", AttributeValue.s("ORDER#"),
                ":s", AttributeValue.s("OPEN"), ":t", AttributeValue.n(100));
        figures.put("parse_ms", timer.medianMillis(1_000, () -> {
            ExpressionContext c = new ExpressionContext(Map.of("#s", "status", "#t", "total"), values);
            c.keyCondition("PK = :pk AND begins_with(SK, :sk)");
            c.filter("#s = :s AND #t > :t");
        }));
        System.gc();
        Runtime rt = Runtime.getRuntime();
        figures.put("heap_used_mb", (rt.totalMemory() - rt.freeMemory()) / (1024.0 * 1024.0));
        // Keep the model reachable until the heap is measured: it is what the figure is about.
        if (model.tables().isEmpty()) {
            return 1;
        }
        figures.print(out, json);
        return 0;
    }
}
