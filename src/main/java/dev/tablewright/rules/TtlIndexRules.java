package dev.tablewright.rules;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.Problem;
import dev.tablewright.model.TableDesign;

import java.util.List;
import java.util.Optional;

/**
 * A sparse GSI that time to live would empty: the GSI holds some of the table's sample items but
 * not all (those that carry all of its key attributes), and every item it holds carries the TTL
 * attribute as a Number, so each expires in time and leaves the index with it ("As items are
 * deleted, they are removed from any local secondary index and global secondary index
 * immediately", UpdateTimeToLive). A GSI that holds no sample item, or every one, is not reported:
 * the sample data says nothing of the first, and the second empties with the whole table, which is
 * what TTL is for. Advice, since an index of short-lived items (sessions, open carts) may be meant
 * to empty.
 */
final class TtlIndexRules {
    private TtlIndexRules() {
    }

    static void check(TableDesign table, List<Problem> out) {
        Optional<String> ttl = table.settings().ttlAttribute();
        if (ttl.isEmpty()) {
            return;
        }
        List<Item> items = table.allItems();
        for (GlobalSecondaryIndex g : table.globalIndexes()) {
            List<String> keys = g.keys().names();
            List<Item> held = items.stream().filter(i -> keys.stream().allMatch(i::has)).toList();
            boolean allExpire = !held.isEmpty() && held.stream()
                    .allMatch(i -> i.get(ttl.get()).filter(v -> v instanceof AttributeValue.N).isPresent());
            if (allExpire && held.size() < items.size()) {
                out.add(Problem.info(Paths.index(table.name(), g.name()), "every sample item in index " + g.name()
                        + " (" + Text.count(held.size(), "item", "items") + " with " + String.join(", ", keys)
                        + ") carries the TTL attribute " + Text.quote(ttl.get()) + ", so the index empties as they "
                        + "expire; give the items it must keep no " + ttl.get()));
            }
        }
    }
}
