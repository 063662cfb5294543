package dev.tablewright.ui.pivot;

import dev.tablewright.engine.api.SearchVectorsResult;
import dev.tablewright.engine.index.SourcedItem;
import dev.tablewright.engine.pivot.PivotLayout;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A SearchVectors' results as a grid, nearest first (one block, not pivoted by partition, so the order
 * is the search's): the score column first, then the table's keys, then the other attributes as met.
 */
public final class SearchGrid {
    /** The column a result's score shows in: a name no attribute is expected to have. */
    public static final String SCORE = "(score)";

    private SearchGrid() {
    }

    /** @param t the table's design, or null when not known (then no key columns lead) */
    public static GridSnapshot of(String table, String index, TableDesign t, SearchVectorsResult result) {
        Set<String> names = new LinkedHashSet<>();
        names.add(SCORE);
        Set<String> keys = new LinkedHashSet<>();
        if (t != null) {
            keys.add(t.keySchema().partitionKey().name());
            t.keySchema().sortKey().ifPresent(k -> keys.add(k.name()));
            names.addAll(keys);
        }
        List<PivotLayout.Row> rows = new ArrayList<>();
        for (int i = 0; i < result.results().size(); i++) {
            SearchVectorsResult.Scored s = result.results().get(i);
            Item item = s.item().with(SCORE, score(s.score()));
            names.addAll(item.attributes().keySet());
            rows.add(new PivotLayout.Row("", new SourcedItem(null, i, item)));
        }
        List<PivotLayout.Column> columns = names.stream().map(n -> new PivotLayout.Column(n, keys.contains(n))).toList();
        // One block, its merged cell naming the order ("nearest first (4)") where a grid names a partition.
        List<PivotLayout.Block> blocks = rows.isEmpty() ? List.of()
                : List.of(new PivotLayout.Block(List.of(AttributeValue.s("nearest first")), rows));
        PivotLayout layout = new PivotLayout(index, columns, blocks, rows.size(), rows.size(), false, 0);
        TableDesign design = t != null ? t : TableDesign.of(table, KeySchema.of(SCORE, AttributeType.S));
        return GridSnapshot.of(design, index, layout);
    }

    private static AttributeValue score(double score) {
        return Double.isFinite(score) ? new AttributeValue.N(BigDecimal.valueOf(score)) : new AttributeValue.S("none");
    }
}
