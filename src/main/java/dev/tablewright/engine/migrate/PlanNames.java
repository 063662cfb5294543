package dev.tablewright.engine.migrate;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The live names a plan leaves TO's tables and indexes under. DynamoDB renames neither, so a table
 * replaced under its own name is created as {@code NAME-v2} and a changed index as {@code GSI-1-v2}; a
 * table the plan changes in place keeps FROM's name even where TO calls it otherwise (a live table
 * {@code shop-prod} planned to the model's {@code Shop}).
 */
public final class PlanNames {
    /** TO table name → live table name, in TO's order. */
    private final Map<String, String> tables;
    /** Live table name → (TO index name → live index name), for the indexes created under another name. */
    private final Map<String, Map<String, String>> indexes;

    private PlanNames(Map<String, String> tables, Map<String, Map<String, String>> indexes) {
        this.tables = Collections.unmodifiableMap(tables);
        this.indexes = indexes;
    }

    /**
     * @param to the TO model the plan was made to: its tables are what the plan leaves, and a table kept
     *           in place under another name is paired with TO's one table left unpaired
     */
    public static PlanNames of(MigrationPlan plan, DataModel to) {
        Map<String, String> created = new HashMap<>();
        Map<String, Map<String, String>> indexes = new HashMap<>();
        for (MigrationStep step : plan.steps()) {
            if (step instanceof MigrationStep.CreateTable c) {
                created.put(c.design(), c.newTable());
            } else if (step instanceof MigrationStep.CreateGsi g && !g.index().equals(g.design())) {
                indexes.computeIfAbsent(g.table(), t -> new HashMap<>()).put(g.design(), g.index());
            } else if (step instanceof MigrationStep.CreateVectorIndex v && !v.index().equals(v.design())) {
                indexes.computeIfAbsent(v.table(), t -> new HashMap<>()).put(v.design(), v.index());
            }
        }
        // A table neither created nor deleted by the plan is changed in place and keeps its name.
        Set<String> kept = new LinkedHashSet<>();
        for (TablePlan t : plan.tables()) {
            boolean replacedOrGone = t.steps().stream().anyMatch(s -> s instanceof MigrationStep.CreateTable
                    || s instanceof MigrationStep.DeleteTable);
            if (!replacedOrGone) {
                kept.add(t.table());
            }
        }
        Map<String, String> tables = new LinkedHashMap<>();
        List<String> unpaired = new ArrayList<>();
        for (TableDesign t : to.tables()) {
            if (created.containsKey(t.name())) {
                tables.put(t.name(), created.get(t.name()));
            } else if (kept.remove(t.name())) {
                tables.put(t.name(), t.name());
            } else {
                unpaired.add(t.name());
            }
        }
        // One table kept under FROM's name and one of TO's left: the plan paired them (one table each side, or a rename).
        boolean onePair = unpaired.size() == 1 && kept.size() == 1;
        for (String name : unpaired) {
            tables.put(name, onePair ? kept.iterator().next() : name);
        }
        // Keep TO's order.
        Map<String, String> ordered = new LinkedHashMap<>();
        to.tables().forEach(t -> ordered.put(t.name(), tables.get(t.name())));
        return new PlanNames(ordered, indexes);
    }

    /** TO's table name → the live table's, in TO's order. */
    public Map<String, String> tables() {
        return tables;
    }

    /** The live name of TO's table; its own name when the plan does not mention it. */
    public String liveTable(String toTable) {
        return tables.getOrDefault(toTable, toTable);
    }

    /** TO's name of a live table, when it is one of TO's. */
    public Optional<String> toTable(String liveTable) {
        return tables.entrySet().stream().filter(e -> e.getValue().equals(liveTable)).map(Map.Entry::getKey).findFirst();
    }

    /** The live name of TO's index {@code toIndex} on the live table. */
    public String liveIndex(String liveTable, String toIndex) {
        return indexes.getOrDefault(liveTable, Map.of()).getOrDefault(toIndex, toIndex);
    }

    /** TO's name of the live table's index {@code liveIndex} (its own when it was not created under another). */
    public String toIndex(String liveTable, String liveIndex) {
        return indexes.getOrDefault(liveTable, Map.of()).entrySet().stream().filter(e -> e.getValue().equals(liveIndex))
                .map(Map.Entry::getKey).findFirst().orElse(liveIndex);
    }

    /** TO's table as it should stand live: the live table's name, each index under its live name. */
    public TableDesign underLiveNames(TableDesign toTable) {
        String live = liveTable(toTable.name());
        return renamed(toTable.withName(live), name -> liveIndex(live, name));
    }

    /**
     * A live table's design under TO's names: the table as {@code toTable}, each index created under
     * another name as TO's. An index still live under TO's own name beside its replacement (the old one,
     * not yet deleted) keeps its name, and so does its replacement: both are then seen as they are.
     */
    public TableDesign underToNames(TableDesign live, String toTable) {
        Set<String> liveNames = new LinkedHashSet<>();
        live.globalIndexes().forEach(g -> liveNames.add(g.name()));
        live.vectorIndexes().forEach(v -> liveNames.add(v.name()));
        return renamed(live.withName(toTable), name -> {
            String to = toIndex(live.name(), name);
            return to.equals(name) || liveNames.contains(to) ? name : to;
        });
    }

    private static TableDesign renamed(TableDesign t, java.util.function.UnaryOperator<String> name) {
        List<GlobalSecondaryIndex> gsis = t.globalIndexes().stream().map(g -> g.withName(name.apply(g.name()))).toList();
        List<VectorIndex> vectors = t.vectorIndexes().stream().map(v -> v.withName(name.apply(v.name()))).toList();
        return t.withGlobalIndexes(gsis).withVectorIndexes(vectors);
    }
}
