package dev.tablewright.engine.query;

import dev.tablewright.engine.api.Page;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * ReadChecks items into one page as DynamoDB does: {@code Limit} counts items read before the filter, and
 * a page ends once the items read reach 1 MB; either way the page's LastEvaluatedKey is the last item
 * read (the table's keys, plus the index's for an index). The page reports the capacity its reads consumed.
 */
final class PageCollector {
    static final long PAGE_BYTES = 1024 * 1024;

    private PageCollector() {
    }

    static Page collect(Iterator<StoredItem> items, ReadPlan plan, Integer limit, List<AttributeDef> position,
            CapacityUnits.PageMeter meter) {
        return collect(items, plan, limit, position, meter, last -> true);
    }

    /** @param more whether anything follows an item where the page stops (else the page is the last) */
    static Page collect(Iterator<StoredItem> items, ReadPlan plan, Integer limit, List<AttributeDef> position,
            CapacityUnits.PageMeter meter, java.util.function.Predicate<StoredItem> more) {
        List<Item> out = new ArrayList<>();
        int scanned = 0;
        int count = 0;
        long bytes = 0;
        while (items.hasNext()) {
            StoredItem stored = items.next();
            Item read = plan.read(stored);
            scanned++;
            long readBytes = plan.bytes(stored, read);
            bytes += readBytes;
            plan.meter(stored, read, readBytes, meter);
            if (plan.passes(read)) {
                count++;
                Optional<Item> returned = plan.output(read);
                returned.ifPresent(out::add);
            }
            if (limit != null && scanned >= limit || bytes >= PAGE_BYTES) {
                return new Page(out, count, scanned, more.test(stored) ? position(stored, position) : null,
                        List.of(meter.consumed()));
            }
        }
        return new Page(out, count, scanned, null, List.of(meter.consumed()));
    }

    private static Map<String, AttributeValue> position(StoredItem item, List<AttributeDef> attributes) {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        for (AttributeDef a : attributes) {
            key.put(a.name(), item.get(a.name()));
        }
        return key;
    }
}
