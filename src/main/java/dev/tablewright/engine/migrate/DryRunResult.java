package dev.tablewright.engine.migrate;

import java.util.List;

/**
 * What a dry run found, check by check: items that differ from what TO derives, design differences
 * from TO, access patterns that return otherwise than on TO's own data, and what a step could not do.
 */
public record DryRunResult(List<String> items, List<String> design, List<String> patterns, List<String> steps) {
    public DryRunResult {
        items = List.copyOf(items);
        design = List.copyOf(design);
        patterns = List.copyOf(patterns);
        steps = List.copyOf(steps);
    }

    /** Every check holds: the plan carries FROM's sample items to exactly what TO gives. */
    public boolean holds() {
        return items.isEmpty() && design.isEmpty() && patterns.isEmpty() && steps.isEmpty();
    }
}
