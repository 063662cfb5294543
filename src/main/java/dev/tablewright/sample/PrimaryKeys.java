package dev.tablewright.sample;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.TableDesign;
import java.util.HashSet;
import java.util.Set;

/** The table's primary keys already taken, so that no generated item would overwrite another. */
final class PrimaryKeys {
    private record Key(AttributeValue partition, AttributeValue sort) {
    }

    private final String partitionKey;
    private final String sortKey;
    private final Set<Key> taken = new HashSet<>();

    PrimaryKeys(TableDesign table) {
        partitionKey = table.keySchema().partitionKey().name();
        sortKey = table.keySchema().sortKey().map(AttributeDef::name).orElse(null);
        for (Item i : table.allItems()) {
            taken.add(keyOf(i));
        }
    }

    /**
     * Takes the item's primary key; false when another item has it. An item without a partition key
     * (its template could not render) takes nothing: the validator reports it.
     */
    boolean claim(Item derived) {
        Key key = keyOf(derived);
        return key.partition() == null || taken.add(key);
    }

    private Key keyOf(Item item) {
        return new Key(item.attributes().get(partitionKey), sortKey == null ? null : item.attributes().get(sortKey));
    }
}
