package dev.tablewright.engine.query;

import dev.tablewright.engine.expr.KeyPredicate;
import dev.tablewright.engine.value.ValueOrder;
import java.util.Iterator;
import java.util.Map;
import java.util.NavigableMap;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.TreeMap;

/** The run of a partition that a sort-key condition selects, read forwards or backwards. */
final class SortRange {
    private SortRange() {
    }

    /** The sub-map the predicate bounds; begins_with is bounded below only (see {@link #iterate}). */
    static NavigableMap<EntryKey, StoredItem> narrow(NavigableMap<EntryKey, StoredItem> partition,
            Optional<KeyPredicate> predicate) {
        if (predicate.isEmpty()) {
            return partition;
        }
        KeyPredicate p = predicate.get();
        if (p instanceof KeyPredicate.Between b) {
            if (ValueOrder.compareKeys(b.low(), b.high()) > 0) {
                return SortRange.empty();
            }
            return partition.subMap(EntryKey.before(b.low()), true, EntryKey.after(b.high()), true);
        }
        if (p instanceof KeyPredicate.BeginsWith bw) {
            return partition.tailMap(EntryKey.before(bw.prefix()), true);
        }
        KeyPredicate.Compare c = (KeyPredicate.Compare) p;
        switch (c.op()) {
            case EQ:
                return partition.subMap(EntryKey.before(c.value()), true, EntryKey.after(c.value()), true);
            case LT:
                return partition.headMap(EntryKey.before(c.value()), false);
            case LE:
                return partition.headMap(EntryKey.after(c.value()), false);
            case GT:
                return partition.tailMap(EntryKey.after(c.value()), false);
            case GE:
                return partition.tailMap(EntryKey.before(c.value()), false);
            default:
                throw new IllegalStateException("not a key comparison: " + c.op());
        }
    }

    /**
     * The items of a narrowed range in the given direction. The entries that match a predicate form
     * one contiguous run, so non-matching entries are skipped before it and end it after it (only
     * begins_with leaves any to skip).
     */
    static Iterator<StoredItem> iterate(NavigableMap<EntryKey, StoredItem> range, boolean forward,
            Optional<KeyPredicate> predicate) {
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
                    if (p.matches(e.getKey().sort())) {
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
