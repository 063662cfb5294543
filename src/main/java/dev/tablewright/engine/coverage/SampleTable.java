package dev.tablewright.engine.coverage;

import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.ItemResult;
import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.expr.ExpressionException;
import dev.tablewright.engine.index.SourcedItem;
import dev.tablewright.engine.pattern.PatternRequest;
import dev.tablewright.engine.query.QueryEngine;
import dev.tablewright.engine.query.SampleData;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.TableDesign;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A table's sample data ({@link SampleData}: derived keys applied, items DynamoDB would refuse left
 * out) in the engine, to run access patterns on as DynamoDB would: one request each, with the
 * pattern's sample parameters, counting what the request reads before its filter.
 */
final class SampleTable {
    private final TableDesign table;
    private final SampleData data;
    private final QueryEngine engine;

    SampleTable(TableDesign table) {
        this.table = table;
        this.data = SampleData.of(List.of(table));
        this.engine = data.engine();
    }

    /** One request of a read pattern; {@link Reading.Access#NOT_RUN} for writes and for what cannot run. */
    Reading run(AccessPattern pattern) {
        if (!pattern.operation().isRead()) {
            return Reading.failed(pattern.operation().apiName() + " writes; only reads are run");
        }
        Optional<String> index = pattern.indexName().filter(i -> table.index(i).isPresent());
        try {
            PatternRequest.Read read = PatternRequest.of(table, pattern, Map.of());
            if (read instanceof PatternRequest.Get g) {
                ItemResult r = engine.get(g.request());
                List<Item> items = r.item().stream().toList();
                return new Reading(Reading.Access.GET_ITEM, Optional.empty(), items.size(), items.size(),
                        entities(items), "");
            }
            if (read instanceof PatternRequest.Query q) {
                Page p = engine.query(q.request());
                return new Reading(Reading.Access.QUERY, index, p.scannedCount(), p.count(), entities(p.items()), "");
            }
            Page p = engine.scan(((PatternRequest.Scan) read).request());
            return new Reading(Reading.Access.SCAN, index, p.scannedCount(), p.count(), entities(p.items()), "");
        } catch (IllegalArgumentException | DynamoException | ExpressionException e) {
            return Reading.failed(e.getMessage());
        }
    }

    private Set<String> entities(List<Item> items) {
        Set<String> found = new LinkedHashSet<>();
        for (Item i : items) {
            // The sample item the table holds under the returned item's key (an index projects the table's keys).
            data.sourceOf(table.name(), i).map(SourcedItem::entity).ifPresent(found::add);
        }
        Set<String> ordered = new LinkedHashSet<>();
        table.entities().stream().map(Entity::name).filter(found::contains).forEach(ordered::add);
        return ordered;
    }
}
