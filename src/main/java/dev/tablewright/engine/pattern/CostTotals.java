package dev.tablewright.engine.pattern;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The monthly cost of a model's access patterns summed per table (every pattern of it, writes and
 * their index entries included, and the stream handlers' work for the items its writes keep) and per
 * index (the patterns that Query or Scan it), in model order. Patterns without an expected rate add nothing.
 *
 * @param byIndex per table, per index read
 */
public record CostTotals(Map<String, MonthlyCost> byTable, Map<String, Map<String, MonthlyCost>> byIndex) {
    private static final MonthlyCost ZERO = new MonthlyCost(0, 0);

    public CostTotals {
        byTable = Collections.unmodifiableMap(new LinkedHashMap<>(byTable));
        Map<String, Map<String, MonthlyCost>> copy = new LinkedHashMap<>();
        byIndex.forEach((t, m) -> copy.put(t, Collections.unmodifiableMap(new LinkedHashMap<>(m))));
        byIndex = Collections.unmodifiableMap(copy);
    }

    public static CostTotals of(List<PatternAnalysis> analyses) {
        Map<String, MonthlyCost> tables = new LinkedHashMap<>();
        Map<String, Map<String, MonthlyCost>> indexes = new LinkedHashMap<>();
        for (PatternAnalysis a : analyses) {
            tables.merge(a.table(), a.totalCost().orElse(ZERO), MonthlyCost::plus);
            MonthlyCost cost = a.cost().orElse(ZERO);
            String index = a.servedBy().index();
            if (index != null) {
                indexes.computeIfAbsent(a.table(), t -> new LinkedHashMap<>()).merge(index, cost, MonthlyCost::plus);
            }
        }
        return new CostTotals(tables, indexes);
    }
}
