package dev.tablewright.engine.expr;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.List;
import java.util.Optional;

/**
 * A key condition resolved against a key schema: the partition to read (a value for each partition
 * attribute, in key order) and what the sort attributes must satisfy: equality on a prefix of them,
 * then at most one more condition on the next (for a single sort key: the sort-key condition, if any).
 *
 * @param partition one equality per partition attribute, in key order
 * @param sort the conditions on the first sort attributes, in key order; all but the last are equalities
 */
public record KeyCondition(List<Term> partition, List<Term> sort) {

    /** What one key attribute must satisfy. */
    public record Term(String attribute, KeyPredicate predicate) {
    }

    public KeyCondition {
        partition = List.copyOf(partition);
        sort = List.copyOf(sort);
        if (partition.isEmpty()) {
            throw new IllegalArgumentException("a key condition names the partition");
        }
    }

    /** The partition's values, in key order. */
    public List<AttributeValue> partitionValues() {
        return partition.stream().map(t -> t.predicate().operand()).toList();
    }

    /** The values of the sort attributes fixed by equality before the last condition. */
    public List<AttributeValue> sortPrefix() {
        return sort.stream().limit(Math.max(0, sort.size() - 1)).map(t -> t.predicate().operand()).toList();
    }

    /** The condition on the last sort attribute named, if any. */
    public Optional<Term> lastSort() {
        return sort.isEmpty() ? Optional.empty() : Optional.of(sort.get(sort.size() - 1));
    }

    /** The predicate of {@link #lastSort()}. */
    public Optional<KeyPredicate> sortCondition() {
        return lastSort().map(Term::predicate);
    }

    /** Whether an item (of the table or index the schema describes) falls within the condition. */
    public boolean matches(Item item) {
        return fits(item, false, true);
    }

    /** Whether an ExclusiveStartKey fits the condition for a query reading forwards or backwards. */
    public boolean admitsStart(Item start, boolean forward) {
        return fits(start, true, forward);
    }

    private boolean fits(Item item, boolean asStart, boolean forward) {
        for (Term t : partition) {
            Optional<AttributeValue> v = item.get(t.attribute());
            if (v.isEmpty() || !v.get().equals(t.predicate().operand())) {
                return false;
            }
        }
        for (int i = 0; i < sort.size(); i++) {
            Term t = sort.get(i);
            Optional<AttributeValue> v = item.get(t.attribute());
            boolean last = i == sort.size() - 1;
            if (v.isEmpty() || !(asStart && last ? t.predicate().admitsStart(v.get(), forward)
                    : t.predicate().matches(v.get()))) {
                return false;
            }
        }
        return true;
    }
}
