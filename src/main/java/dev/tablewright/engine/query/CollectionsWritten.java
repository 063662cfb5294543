package dev.tablewright.engine.query;

import dev.tablewright.engine.api.ItemCollectionMetrics;
import dev.tablewright.engine.api.WriteReturns;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The item collections a BatchWriteItem or TransactWriteItems wrote to, by table, each once, as
 * ReturnItemCollectionMetrics SIZE reports them (a table without a local secondary index has none).
 */
final class CollectionsWritten {
    private CollectionsWritten() {
    }

    /** @param applied the writes applied, in order (a ConditionCheck, which writes nothing, is left out) */
    static Map<String, List<ItemCollectionMetrics>> metrics(List<Prepared> applied, WriteReturns returns) {
        Map<String, List<ItemCollectionMetrics>> out = new LinkedHashMap<>();
        if (!returns.collectionMetrics()) {
            return out;
        }
        for (Prepared p : applied) {
            if (p == null || !p.writes()) {
                continue;
            }
            CollectionSize.of(p.table(), p.key()).ifPresent(m -> {
                List<ItemCollectionMetrics> list = out.computeIfAbsent(p.table().name(), t -> new ArrayList<>());
                if (list.stream().noneMatch(x -> x.key().equals(m.key()))) {
                    list.add(m);
                }
            });
        }
        return out;
    }
}
