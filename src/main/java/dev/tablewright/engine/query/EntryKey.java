package dev.tablewright.engine.query;

import dev.tablewright.engine.value.ValueOrder;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * The position of an item inside a partition: its sort key values (none when the table or index has
 * no sort key; several for a GSI with a multi-attribute sort key, compared left to right), then, in
 * an index where several items share the index keys, the hash DynamoDB Local orders them by
 * ({@link TieOrder}), then the table's partition and sort key (never reached but for a hash
 * collision). {@code bound} makes the probes that sit before
 * (-1) or after (+1) every entry whose first sort values are the probe's: a probe may give fewer
 * values than the key has, to bound a prefix of the sort attributes.
 *
 * <p>A table holds one per item and index (millions for a million items), so a single sort value,
 * the usual key, is held as it is, without a list around it.
 */
final class EntryKey {
    static final Comparator<EntryKey> ORDER = EntryKey::compare;

    /** The one sort value itself, else the list of the sort values (none, several, or a start key's missing one). */
    private final Object sort;
    private final Binary tie;
    private final AttributeValue tablePk;
    private final AttributeValue tableSk;
    private final int bound;

    private EntryKey(List<AttributeValue> sort, Binary tie, AttributeValue tablePk, AttributeValue tableSk, int bound) {
        this.sort = sort.size() == 1 && sort.get(0) != null ? sort.get(0) : sort;
        this.tie = tie;
        this.tablePk = tablePk;
        this.tableSk = tableSk;
        this.bound = bound;
    }

    static EntryKey of(List<AttributeValue> sort, Binary tie, AttributeValue tablePk, AttributeValue tableSk) {
        return new EntryKey(sort, tie, tablePk, tableSk, 0);
    }

    static EntryKey before(List<AttributeValue> sortPrefix) {
        return new EntryKey(sortPrefix, null, null, null, -1);
    }

    static EntryKey after(List<AttributeValue> sortPrefix) {
        return new EntryKey(sortPrefix, null, null, null, 1);
    }

    /** How many sort values the key (or probe) has. */
    int sortSize() {
        return sort instanceof AttributeValue ? 1 : sortList().size();
    }

    /** The sort value at this position, left to right. */
    AttributeValue sortValue(int position) {
        return sort instanceof AttributeValue v && position == 0 ? v : sortList().get(position);
    }

    @SuppressWarnings("unchecked")
    private List<AttributeValue> sortList() {
        return sort instanceof AttributeValue v ? List.of(v) : (List<AttributeValue>) sort;
    }

    private static int compare(EntryKey a, EntryKey b) {
        int aSize = a.sortSize();
        int bSize = b.sortSize();
        int common = Math.min(aSize, bSize);
        for (int i = 0; i < common; i++) {
            int c = ValueOrder.compareKeys(a.sortValue(i), b.sortValue(i));
            if (c != 0) {
                return c;
            }
        }
        // Equal over the shorter: a probe that is shorter sits before or after all the longer ones.
        if (aSize != bSize) {
            return aSize < bSize ? a.bound : -b.bound;
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

    @Override
    public boolean equals(Object o) {
        return o instanceof EntryKey k && sortList().equals(k.sortList()) && Objects.equals(tie, k.tie)
                && Objects.equals(tablePk, k.tablePk) && Objects.equals(tableSk, k.tableSk) && bound == k.bound;
    }

    @Override
    public int hashCode() {
        return Objects.hash(sortList(), tie, tablePk, tableSk, bound);
    }

    @Override
    public String toString() {
        return "EntryKey" + sortList() + (bound == 0 ? "" : bound < 0 ? " before" : " after");
    }
}
