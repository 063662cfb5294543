package dev.tablewright.aws.differential;

import dev.tablewright.aws.Gateway;
import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.api.QueryRequest;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * One generated operation: what it is (for the report), how to run it on a gateway, and how its two
 * answers must agree.
 *
 * @param match         EXACT: equal answers (a Query on the table or on an index with single-attribute keys,
 *                      whose ties the engine orders as DynamoDB Local does); QUERY: equal pages, or, where the
 *                      keys of a multi-attribute GSI tie (an order not yet established), equal items in
 *                      index-key order; SCAN: each item exactly once
 *                      across pages and segments, in key order inside each partition
 * @param partitionKeys the partition attributes of what is read (for the SCAN and relaxed QUERY order
 *                      check; several for a multi-attribute GSI key), or none for no order check (a
 *                      parallel scan of an index: DynamoDB Local splits index partitions between segments)
 * @param sortKeys      its sort attributes, in key order (none: no order to check)
 */
record Op(String kind, String description, Function<Gateway, Object> call, Match match, List<String> partitionKeys,
        List<String> sortKeys) {

    enum Match { EXACT, QUERY, SCAN }

    Op {
        partitionKeys = List.copyOf(partitionKeys);
        sortKeys = List.copyOf(sortKeys);
    }

    /** An operation whose reads are checked for order by the given key's attributes. */
    static Op ordered(String kind, String description, Function<Gateway, Object> call, Match match, KeySchema key) {
        return new Op(kind, description, call, match, key.partitionNames(), key.sortNames());
    }

    static final int MAX_PAGES = 400;
    /** Pages (of either gateway) that ended before their Limit: at 1 MB. Reported to show the boundary is exercised. */
    static final java.util.concurrent.atomic.AtomicInteger PAGES_CUT_AT_1MB = new java.util.concurrent.atomic.AtomicInteger();

    private static void countCut(Page page, Integer limit) {
        if (page.hasMore() && (limit == null || page.scannedCount() < limit)) {
            PAGES_CUT_AT_1MB.incrementAndGet();
        }
    }

    static Op exact(String kind, String description, Function<Gateway, Object> call) {
        return new Op(kind, description, call, Match.EXACT, List.of(), List.of());
    }

    Outcome run(Gateway gateway) {
        return Outcome.of(() -> call.apply(gateway));
    }

    /** Every page of a query, following LastEvaluatedKey to the end. */
    static List<Page> allPages(Gateway g, QueryRequest q) {
        List<Page> pages = new ArrayList<>();
        Page page = g.query(q);
        pages.add(page);
        countCut(page, q.limit());
        while (page.hasMore() && pages.size() < MAX_PAGES) {
            page = g.query(q.withExclusiveStartKey(page.lastEvaluatedKey()));
            pages.add(page);
            countCut(page, q.limit());
        }
        return pages;
    }

    /** Every page of every segment of a scan. */
    static List<Page> allPages(Gateway g, ScanRequest s) {
        List<Page> pages = new ArrayList<>();
        int segments = s.totalSegments() == null ? 1 : s.totalSegments();
        for (int seg = 0; seg < segments; seg++) {
            ScanRequest r = s.totalSegments() == null ? s : new ScanRequest(s.table(), s.index(), s.filter(),
                    s.projection(), s.expr(), s.limit(), null, seg, s.totalSegments(), s.select(), s.consistentRead());
            Page page = g.scan(r);
            pages.add(page);
            countCut(page, r.limit());
            while (page.hasMore() && pages.size() < MAX_PAGES) {
                page = g.scan(r.withExclusiveStartKey(page.lastEvaluatedKey()));
                pages.add(page);
                countCut(page, r.limit());
            }
        }
        return pages;
    }

    /** Why the two answers disagree, if they do. */
    Optional<String> difference(Outcome sandbox, Outcome local) {
        if (sandbox.failed() || local.failed()) {
            if (sandbox.failed() != local.failed()) {
                return Optional.of("one failed, the other did not");
            }
            if (!sandbox.code().equals(local.code())) {
                return Optional.of("different error codes");
            }
            if (!sandbox.reasons().equals(local.reasons())) {
                return Optional.of("different cancellation reasons");
            }
            return KnownDifferences.messagesAgree(local.message(), sandbox.message()) ? Optional.empty()
                    : Optional.of("different error messages");
        }
        if (Objects.equals(sandbox.value(), local.value())) {
            return Optional.empty();
        }
        if (match == Match.EXACT) {
            return Optional.of("different answers");
        }
        @SuppressWarnings("unchecked")
        List<Page> a = (List<Page>) sandbox.value();
        @SuppressWarnings("unchecked")
        List<Page> b = (List<Page>) local.value();
        if (total(a, true) != total(b, true) || total(a, false) != total(b, false)) {
            return Optional.of("different Count or ScannedCount totals");
        }
        if (!multiset(a).equals(multiset(b))) {
            return Optional.of("different items");
        }
        if (!order(a).equals(order(b))) {
            return Optional.of("different order inside a partition");
        }
        // Pages alike but for their capacity read the same items: they must have consumed the same too.
        if (withoutCapacity(a).equals(withoutCapacity(b))) {
            return Optional.of("different consumed capacity");
        }
        return Optional.empty();
    }

    private static List<Page> withoutCapacity(List<Page> pages) {
        return pages.stream().map(p -> new Page(p.items(), p.count(), p.scannedCount(), p.lastEvaluatedKey())).toList();
    }

    private static int total(List<Page> pages, boolean count) {
        return pages.stream().mapToInt(p -> count ? p.count() : p.scannedCount()).sum();
    }

    private static Map<Item, Integer> multiset(List<Page> pages) {
        Map<Item, Integer> m = new HashMap<>();
        pages.forEach(p -> p.items().forEach(i -> m.merge(i, 1, Integer::sum)));
        return m;
    }

    /**
     * Per partition (the tuple of its partition attributes' values), the sort key values (tuples) in the
     * order returned; ties compare equal. Items without every key attribute are left out.
     */
    private Map<List<AttributeValue>, List<List<AttributeValue>>> order(List<Page> pages) {
        Map<List<AttributeValue>, List<List<AttributeValue>>> m = new HashMap<>();
        if (partitionKeys.isEmpty() || sortKeys.isEmpty()) {
            return m;
        }
        for (Page p : pages) {
            for (Item i : p.items()) {
                List<AttributeValue> partition = values(i, partitionKeys);
                List<AttributeValue> sort = values(i, sortKeys);
                if (partition != null && sort != null) {
                    m.computeIfAbsent(partition, k -> new ArrayList<>()).add(sort);
                }
            }
        }
        return m;
    }

    /** The item's values of the attributes, in order, or null if it lacks one. */
    private static List<AttributeValue> values(Item item, List<String> attributes) {
        List<AttributeValue> values = new ArrayList<>(attributes.size());
        for (String a : attributes) {
            AttributeValue v = item.attributes().get(a);
            if (v == null) {
                return null;
            }
            values.add(v);
        }
        return values;
    }
}
