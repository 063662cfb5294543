package dev.tablewright.engine.query;

import dev.tablewright.engine.value.ValueOrder;
import dev.tablewright.model.AttributeValue;
import java.util.Comparator;

/**
 * The position of an item inside a partition: its sort key value (null when the table or index has
 * none), then, in an index where several items share the index keys, the table's partition and sort
 * key (our tie order; DynamoDB leaves ties in an index unordered). {@code bound} makes the probes
 * that sit before (-1) or after (+1) every entry with a given sort value.
 */
record EntryKey(AttributeValue sort, AttributeValue tablePk, AttributeValue tableSk, int bound) {
    static final Comparator<EntryKey> ORDER = EntryKey::compare;

    static EntryKey of(AttributeValue sort, AttributeValue tablePk, AttributeValue tableSk) {
        return new EntryKey(sort, tablePk, tableSk, 0);
    }

    static EntryKey before(AttributeValue sort) {
        return new EntryKey(sort, null, null, -1);
    }

    static EntryKey after(AttributeValue sort) {
        return new EntryKey(sort, null, null, 1);
    }

    private static int compare(EntryKey a, EntryKey b) {
        int c = nullable(a.sort, b.sort);
        if (c != 0 || a.bound != 0 || b.bound != 0) {
            return c != 0 ? c : Integer.compare(a.bound, b.bound);
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
