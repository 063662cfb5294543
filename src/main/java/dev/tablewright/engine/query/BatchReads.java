package dev.tablewright.engine.query;

import dev.tablewright.engine.api.BatchGetRequest;
import dev.tablewright.engine.api.BatchGetResult;
import dev.tablewright.engine.api.ConsumedCapacity;
import dev.tablewright.engine.api.GetItemRequest;
import dev.tablewright.engine.api.ItemResult;
import dev.tablewright.engine.api.TransactGet;
import dev.tablewright.engine.api.TransactGetResult;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * BatchGetItem and TransactGetItems: validate the whole request first (count, tables, keys,
 * duplicates), then read each key as a GetItem would, capacity too (see {@link CapacityUnits}). Nothing is
 * ever left unprocessed here.
 */
final class BatchReads {
    static final int MAX_KEYS = 100;

    private BatchReads() {
    }

    /** @param get one GetItem, run under the engine's lock */
    static BatchGetResult batchGet(BatchGetRequest request, Function<String, Table> tables,
            Function<GetItemRequest, ItemResult> get) {
        if (request.tables().isEmpty()) {
            throw DynamoErrors.constraint("{}", "requestItems",
                    "Map value must satisfy constraint: [Member must have length greater than or equal to 1]");
        }
        if (request.keyCount() > MAX_KEYS) {
            throw DynamoErrors.validation("Too many items requested for the BatchGetItem call");
        }
        request.tables().forEach((name, keys) -> {
            Table table = tables.apply(name);
            Set<Map<String, AttributeValue>> seen = new HashSet<>();
            for (Map<String, AttributeValue> key : keys.keys()) {
                KeyChecks.key(table.keys(), key);
                if (!seen.add(key)) {
                    throw DynamoErrors.validation("Provided list of item keys contains duplicates");
                }
            }
        });
        Map<String, List<Item>> responses = new LinkedHashMap<>();
        List<ConsumedCapacity> consumed = new ArrayList<>();
        request.tables().forEach((name, keys) -> {
            List<ItemResult> gets = new ArrayList<>();
            for (Map<String, AttributeValue> key : keys.keys()) {
                gets.add(get.apply(new GetItemRequest(name, key, keys.projection(), keys.expr(),
                        keys.consistentRead())));
            }
            responses.put(name, gets.stream().flatMap(g -> g.item().stream()).toList());
            consumed.add(CapacityUnits.batchGet(name, gets));
        });
        return new BatchGetResult(responses, Map.of(), consumed);
    }

    static TransactGetResult transactGet(List<TransactGet> gets, Function<String, Table> tables,
            Function<GetItemRequest, ItemResult> get) {
        if (gets.isEmpty() || gets.size() > MAX_KEYS) {
            throw DynamoErrors.constraint(String.valueOf(gets.size()), "transactItems", gets.isEmpty()
                    ? "Member must have length greater than or equal to 1"
                    : "Member must have length less than or equal to 100");
        }
        Set<List<Object>> seen = new HashSet<>();
        for (TransactGet g : gets) {
            Table table = tables.apply(g.table());
            KeyChecks.key(table.keys(), g.key());
            if (!seen.add(List.of(g.table(), g.key()))) {
                throw DynamoErrors.validation("Transaction request cannot include multiple operations on one item");
            }
        }
        List<ItemResult> reads = new ArrayList<>();
        for (TransactGet g : gets) {
            // Transactional reads are strongly consistent; the engine has but one copy anyway.
            reads.add(get.apply(new GetItemRequest(g.table(), g.key(), g.projection(), g.expr(), true)));
        }
        return new TransactGetResult(reads.stream().map(ItemResult::item).toList(), CapacityUnits.transactGet(reads));
    }
}
