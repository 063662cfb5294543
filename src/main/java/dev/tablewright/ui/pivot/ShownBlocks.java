package dev.tablewright.ui.pivot;

import java.util.ArrayList;
import java.util.List;

/**
 * Merges the partition cells again over the rows a filter kept: the first kept row of each block
 * carries the cell (its key, with how many of the block's rows are shown), since the block's own
 * first row may be among those hidden.
 */
final class ShownBlocks {
    private ShownBlocks() {
    }

    /** {@code kept}, in grid order, with each block's merged cell on its first kept row. */
    static List<GridRow> of(List<GridRow> kept) {
        List<GridRow> merged = new ArrayList<>(kept.size());
        int start = 0;
        while (start < kept.size()) {
            GridRow.Block block = kept.get(start).block();
            int end = start + 1;
            while (end < kept.size() && kept.get(end).block() == block) {
                end++;
            }
            for (int i = start; i < end; i++) {
                merged.add(kept.get(i).merged(i == start, end - start));
            }
            start = end;
        }
        return merged;
    }
}
