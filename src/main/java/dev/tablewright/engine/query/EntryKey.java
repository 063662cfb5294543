package dev.tablewright.engine.query;

import dev.tablewright.engine.value.ValueOrder;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import java.util.Comparator;
import java.util.List;

/**
 * The position of an item inside a partition: its sort key values (none when the table or index has
 * no sort key; several for a GSI with a multi-attribute sort key, compared left to right), then, in
 * an index where several items share the index keys, the hash DynamoDB Local orders them by
 * ({@link TieOrder}), then the table's partition and sort key (never reached but for a hash
 * collision). {@code bound} makes the probes that sit before
 * (-1) or after (+1) every entry whose first sort values are the probe's: a probe may give fewer
 * values than the key has, to bound a prefix of the sort attributes.
 */
record EntryKey(List<AttributeValue> sort, Binary tie, AttributeValue tablePk, AttributeValue tableSk, int bound) {
    static final Comparator<EntryKey> ORDER = EntryKey::compare;

    static EntryKey of(List<AttributeValue> sort, Binary tie, AttributeValue tablePk, AttributeValue tableSk) {
        return new EntryKey(sort, tie, tablePk, tableSk, 0);
    }

    static EntryKey before(List<AttributeValue> sortPrefix) {
        return new EntryKey(sortPrefix, null, null, null, -1);
    }

    static EntryKey after(List<AttributeValue> sortPrefix) {
        return new EntryKey(sortPrefix, null, null, null, 1);
    }

    private static int compare(EntryKey a, EntryKey b) {
        int common = Math.min(a.sort.size(), b.sort.size());
        for (int i = 0; i < common; i++) {
            int c = ValueOrder.compareKeys(a.sort.get(i), b.sort.get(i));
            if (c != 0) {
                return c;
            }
        }
        // Equal over the shorter: a probe that is shorter sits before or after all the longer ones.
        if (a.sort.size() != b.sort.size()) {
            return a.sort.size() < b.sort.size() ? a.bound : -b.bound;
        }
        if (a.bound != 0 || b.bound != 0) {
            return Integer.compare(a.bound, b.bound);
        }
        int c = a.tie == null || b.tie == null ? (a.tie == null ? (b.tie == null ? 0 : -1) : 1) : a.tie.compareTo(b.tie);
        if (c != 0) {
            return c;
        }
        c = nullable(a.tablePk, b.tablePk);
        return c != 0 ? c : nullable(a.tableSk, b.tableSk);
    }

    private static int nullable(AttributeValue a, AttributeValue b) {
        if (a == null || b == null) {
            return a == null ? (b == null ? 0 : -1) : 1;
        }
        return ValueOrder.compareKeys(a, b);
    }
}
