package dev.tablewright.ui.operations;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.ui.pivot.GridSnapshot;
import java.util.Map;

/**
 * What a run shows, computed off the FX thread.
 *
 * @param nextKey where the next page starts, or null when the read is complete
 */
record RunResult(GridSnapshot grid, String json, String summary, Map<String, AttributeValue> nextKey) {
}
