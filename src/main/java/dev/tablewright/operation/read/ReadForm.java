package dev.tablewright.operation.read;

import dev.tablewright.operation.form.FilterRow;
import dev.tablewright.operation.form.SortOp;
import java.util.List;

/**
 * What the Query/Scan form holds, as text the user typed; {@link ReadRequests} turns it into a request.
 *
 * @param index           null or "" for the base table
 * @param partitionValues one per partition attribute of the key, in key order
 * @param sortValues      one per sort attribute, in key order; the given ones are a left-to-right
 *                        prefix, blank for the rest
 * @param sortOp          the condition on the last given sort value (the others take {@code =})
 * @param sortValue2      BETWEEN's upper bound
 * @param projection      attribute names separated by commas, or "" for whole items
 * @param segments        a Scan's parallel segments (1 for a plain scan)
 */
public record ReadForm(ReadKind kind, String table, String index, List<String> partitionValues,
        List<String> sortValues, SortOp sortOp, String sortValue2, List<FilterRow> filters, String projection,
        Integer limit, boolean scanForward, boolean consistentRead, int segments) {
    /** The form's most segments: each runs on its own thread (JSON may ask for more; it runs as written). */
    public static final int MAX_SEGMENTS = 64;

    public ReadForm {
        index = index == null || index.isEmpty() ? null : index;
        partitionValues = List.copyOf(partitionValues);
        sortValues = List.copyOf(sortValues);
        sortOp = sortOp == null ? SortOp.EQ : sortOp;
        sortValue2 = sortValue2 == null ? "" : sortValue2;
        filters = List.copyOf(filters);
        projection = projection == null ? "" : projection;
        segments = Math.max(1, segments);
    }
}
