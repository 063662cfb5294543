package dev.tablewright.engine.cost;

import dev.tablewright.engine.pattern.PatternAnalysis;
import dev.tablewright.engine.pattern.RequestCapacity;
import dev.tablewright.engine.pattern.StreamWrite;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.RequestRate;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A table's patterns' request units per second, split the way DynamoDB meters them: a pattern that
 * Queries or Scans a GSI reads through that GSI (every unit of it: a GSI cannot fetch from the table),
 * any other read through the table (an LSI's reads are the table's); a write's units are the table's,
 * less each GSI entry it writes, which is that GSI's (the analysis's ReturnConsumedCapacity INDEXES
 * split), and so are the stream handlers' for the items the write keeps ({@code PatternAnalysis.stream}).
 * Patterns without a capacity or a rate add nothing.
 *
 * @param table    the table's own units
 * @param indexes  each GSI's units, in the table's order (every GSI, zero when nothing goes through it)
 * @param unsplit  the writing patterns whose split between the table and its GSIs is not known: their
 *                 units are all counted as the table's
 */
record UnitsByResource(ResourceUnits table, Map<String, ResourceUnits> indexes, List<String> unsplit) {

    UnitsByResource {
        indexes = Collections.unmodifiableMap(new LinkedHashMap<>(indexes));
        unsplit = List.copyOf(unsplit);
    }

    static UnitsByResource of(TableDesign table, List<PatternAnalysis> analyses) {
        ResourceUnits own = ResourceUnits.ZERO;
        Map<String, ResourceUnits> gsis = new LinkedHashMap<>();
        table.globalIndexes().forEach(g -> gsis.put(g.name(), ResourceUnits.ZERO));
        List<String> unsplit = new ArrayList<>();
        for (PatternAnalysis a : analyses) {
            Optional<RequestCapacity> c = a.capacity();
            Optional<RequestRate> rate = a.pattern().rateValue();
            if (c.isEmpty() || rate.isEmpty()) {
                continue;
            }
            double avg = rate.get().average();
            double peak = rate.get().peak();
            String index = a.servedBy().index();
            if (index != null && gsis.containsKey(index)) {
                gsis.put(index, gsis.get(index).plusRead(c.get().readUnits(), avg, peak));
            } else {
                own = own.plusRead(c.get().readUnits(), avg, peak);
            }
            double tablePart = c.get().writeUnits();
            Optional<Map<String, Double>> split = c.get().writesByIndex();
            if (split.isPresent()) {
                for (Map.Entry<String, Double> e : split.get().entrySet()) {
                    if (gsis.containsKey(e.getKey())) {
                        gsis.put(e.getKey(), gsis.get(e.getKey()).plusWrite(e.getValue(), avg, peak));
                        tablePart -= e.getValue();
                    }
                }
            } else if (!table.globalIndexes().isEmpty()) {
                unsplit.add(a.pattern().name());
            }
            own = own.plusWrite(tablePart, avg, peak);
            // The stream handlers' reads and writes for the items this pattern's writes keep: the table's,
            // less each GSI entry the kept items write.
            for (StreamWrite w : a.stream()) {
                own = own.plusRead(w.capacity().readUnits(), avg, peak);
                double handlerTable = w.capacity().writeUnits();
                for (Map.Entry<String, Double> e : w.capacity().writesByIndex().orElse(Map.of()).entrySet()) {
                    if (gsis.containsKey(e.getKey())) {
                        gsis.put(e.getKey(), gsis.get(e.getKey()).plusWrite(e.getValue(), avg, peak));
                        handlerTable -= e.getValue();
                    }
                }
                own = own.plusWrite(handlerTable, avg, peak);
            }
        }
        return new UnitsByResource(own, gsis, unsplit);
    }

    /** The GSI's units (zero for a name the table has no GSI of). */
    ResourceUnits index(GlobalSecondaryIndex g) {
        return indexes.getOrDefault(g.name(), ResourceUnits.ZERO);
    }
}
