package dev.tablewright.engine.query;

import dev.tablewright.engine.expr.KeyCondition;
import dev.tablewright.engine.expr.KeyPredicate;
import dev.tablewright.engine.value.ValueOrder;
import dev.tablewright.model.AttributeValue;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.TreeMap;

/** The run of a partition that a key condition's sort terms select, read forwards or backwards. */
final class SortRange {
    private SortRange() {
    }

    /**
     * The sub-map the key condition bounds: the entries whose first sort values equal the condition's
     * equality prefix and whose next one satisfies its last predicate; begins_with is bounded below
     * only within the prefix (see {@link #iterate}).
     */
    static NavigableMap<EntryKey, StoredItem> narrow(NavigableMap<EntryKey, StoredItem> partition,
            KeyCondition condition) {
        if (condition.sortCondition().isEmpty()) {
            return partition;
        }
        List<AttributeValue> prefix = condition.sortPrefix();
        KeyPredicate p = condition.sortCondition().get();
        EntryKey first = EntryKey.before(prefix);
        EntryKey last = EntryKey.after(prefix);
        if (p instanceof KeyPredicate.Between b) {
            if (ValueOrder.compareKeys(b.low(), b.high()) > 0) {
                return SortRange.empty();
            }
            return partition.subMap(EntryKey.before(with(prefix, b.low())), true,
                    EntryKey.after(with(prefix, b.high())), true);
        }
        if (p instanceof KeyPredicate.BeginsWith bw) {
            return partition.subMap(EntryKey.before(with(prefix, bw.prefix())), true, last, false);
        }
        KeyPredicate.Compare c = (KeyPredicate.Compare) p;
        List<AttributeValue> value = with(prefix, c.value());
        switch (c.op()) {
            case EQ:
                return partition.subMap(EntryKey.before(value), true, EntryKey.after(value), true);
            case LT:
                return partition.subMap(first, true, EntryKey.before(value), false);
            case LE:
                return partition.subMap(first, true, EntryKey.after(value), false);
            case GT:
                return partition.subMap(EntryKey.after(value), false, last, false);
            case GE:
                return partition.subMap(EntryKey.before(value), false, last, false);
            default:
                throw new IllegalStateException("not a key comparison: " + c.op());
        }
    }

    private static List<AttributeValue> with(List<AttributeValue> prefix, AttributeValue value) {
        List<AttributeValue> values = new ArrayList<>(prefix.size() + 1);
        values.addAll(prefix);
        values.add(value);
        return values;
    }

    /**
     * The items of a narrowed range in the given direction. The entries that match a predicate form
     * one contiguous run, so non-matching entries are skipped before it and end it after it (only
     * begins_with leaves any to skip).
     */
    static Iterator<StoredItem> iterate(NavigableMap<EntryKey, StoredItem> range, boolean forward,
            KeyCondition condition) {
        Optional<KeyPredicate> predicate = condition.sortCondition();
        int position = condition.sort().size() - 1;
        Iterator<Map.Entry<EntryKey, StoredItem>> entries =
                (forward ? range : range.descendingMap()).entrySet().iterator();
        if (predicate.isEmpty()) {
            return new Iterator<>() {
                @Override
                public boolean hasNext() {
                    return entries.hasNext();
                }

                @Override
                public StoredItem next() {
                    return entries.next().getValue();
                }
            };
        }
        KeyPredicate p = predicate.get();
        return new Iterator<>() {
            private StoredItem next;
            private boolean started;
            private boolean done;

            @Override
            public boolean hasNext() {
                while (next == null && !done && entries.hasNext()) {
                    Map.Entry<EntryKey, StoredItem> e = entries.next();
                    if (p.matches(e.getKey().sortValue(position))) {
                        started = true;
                        next = e.getValue();
                    } else if (started) {
                        done = true;
                    }
                }
                return next != null;
            }

            @Override
            public StoredItem next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                StoredItem n = next;
                next = null;
                return n;
            }
        };
    }

    static NavigableMap<EntryKey, StoredItem> empty() {
        return new TreeMap<>(EntryKey.ORDER);
    }
}
