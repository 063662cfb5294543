package dev.tablewright.cli;

import dev.tablewright.engine.api.SearchVectorsResult;
import dev.tablewright.engine.pivot.PivotLayout;
import dev.tablewright.format.pivot.PivotJson;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DistanceFunction;
import dev.tablewright.model.Item;
import dev.tablewright.model.TableDesign;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A SearchVectors' answer as {@code run} prints it: the grid a query's page prints, nearest first,
 * with each result's score as a column right after the keys ({@value #SCORE}, a name no attribute is
 * expected to have), then how many results and what the score means for the index's distance function.
 */
final class SearchResults {
    static final String SCORE = "(score)";

    private SearchResults() {
    }

    /** @param index the vector index searched, whose distance function (when the design has it) says what a score means */
    static void print(PrintWriter out, PrintWriter err, PivotCommand.OutputFormat format, String title, TableDesign t,
            String index, SearchVectorsResult result) {
        List<Item> rows = result.results().stream().map(r -> r.item().with(SCORE, score(r.score()))).toList();
        PivotLayout layout = scoreAfterKeys(PivotLayout.ofResult(title, t, t.keySchema(), rows));
        int n = rows.size();
        if (format == PivotCommand.OutputFormat.json) {
            PivotJson.writeResult(layout, n, n, null, out);
            out.println();
        } else {
            format.write(layout, out);
            PrintWriter summary = format == PivotCommand.OutputFormat.text ? out : err;
            summary.println(n + (n == 1 ? " result" : " results") + ", nearest first"
                    + meaning(t.vectorIndex(index).map(v -> v.distance())));
        }
        out.flush();
        err.flush();
    }

    /** "; score: cosine distance (0 identical … 2 opposite), lower is nearer", or "" when the index is not known. */
    static String meaning(Optional<DistanceFunction> distance) {
        return distance.map(d -> "; " + SCORE + ": " + switch (d) {
            case COSINE -> "cosine distance (0 identical … 2 opposite), lower is nearer";
            case EUCLIDEAN -> "Euclidean distance, lower is nearer";
            case DOT_PRODUCT -> "dot product, higher is nearer";
        }).orElse("");
    }

    private static AttributeValue score(double score) {
        return Double.isFinite(score) ? new AttributeValue.N(BigDecimal.valueOf(score)) : new AttributeValue.S("none");
    }

    /** The score column moved to just after the key columns. */
    private static PivotLayout scoreAfterKeys(PivotLayout layout) {
        List<PivotLayout.Column> columns = new ArrayList<>(layout.columns());
        PivotLayout.Column score = columns.stream().filter(c -> c.name().equals(SCORE)).findFirst().orElse(null);
        if (score == null) {
            return layout; // no results
        }
        columns.remove(score);
        int afterKeys = (int) columns.stream().filter(PivotLayout.Column::key).count();
        columns.add(afterKeys, score);
        return new PivotLayout(layout.title(), columns, layout.blocks(), layout.itemCount(), layout.tableItemCount(),
                layout.sparse(), layout.partitionColumns());
    }
}
