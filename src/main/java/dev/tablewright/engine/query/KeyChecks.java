package dev.tablewright.engine.query;

import dev.tablewright.engine.value.ItemBytes;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyLimits;
import dev.tablewright.model.KeySchema;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** DynamoDB's checks of key attributes: a Key argument, a whole item, and index keys in an item. */
final class KeyChecks {
    static final int MAX_PARTITION_KEY_BYTES = KeyLimits.MAX_PARTITION_KEY_BYTES;
    static final int MAX_SORT_KEY_BYTES = KeyLimits.MAX_SORT_KEY_BYTES;
    static final long MAX_ITEM_BYTES = 400 * 1024;

    private KeyChecks() {
    }

    /** A Key argument (GetItem, UpdateItem, DeleteItem …): exactly the key attributes, right types, not empty. */
    static void key(KeySchema keys, Map<String, AttributeValue> key) {
        keyAttributes(keys, key);
        keyValues(keys, key);
    }

    /** A Key argument names exactly the key attributes, each of its type (checked before the expressions). */
    static void keyAttributes(KeySchema keys, Map<String, AttributeValue> key) {
        if (key.size() != keys.attributes().size()) {
            throw DynamoErrors.keyMismatch();
        }
        for (AttributeDef k : keys.attributes()) {
            AttributeValue v = key.get(k.name());
            if (v == null) {
                throw DynamoErrors.keyMismatch();
            }
            if (v.type() != k.type()) {
                throw new ActionError(DynamoErrors.keyMismatch().getMessage());
            }
        }
    }

    /** A Key argument's values are not empty and not too long (checked after the expressions). */
    static void keyValues(KeySchema keys, Map<String, AttributeValue> key) {
        for (AttributeDef k : keys.attributes()) {
            notEmpty(k.name(), key.get(k.name()));
        }
        sizes(keys, key);
    }

    /**
     * The key attributes of an item to put, one attribute at a time in DynamoDB Local's order: the
     * table's partition and sort key, each LSI's sort key, then each GSI's keys. Each attribute is
     * checked in full (present for a table key, type, not empty, length) before the next is looked at,
     * so a partition key too long is reported before a sort key of the wrong type. An index key
     * attribute may be absent (sparse index); one shared with an earlier key is not checked again.
     */
    static void itemKeys(Table table, Item item) {
        KeySchema keys = table.keys();
        for (AttributeDef k : keys.attributes()) {
            AttributeValue v = item.attributes().get(k.name());
            if (v == null) {
                throw DynamoErrors.invalidParameter("Missing the key " + k.name() + " in the item");
            }
            if (v.type() != k.type()) {
                throw new ActionError(DynamoErrors.INVALID_PARAMETER + "Type mismatch for key " + k.name() + " expected: "
                        + k.type() + " actual: " + v.type());
            }
            notEmpty(k.name(), v);
            tableKeySize(keys, k, v);
        }
        Set<String> checked = new HashSet<>(keys.names());
        for (IndexDef index : checkOrder(table)) {
            for (AttributeDef k : index.keys().attributes()) {
                AttributeValue v = item.attributes().get(k.name());
                if (v != null && checked.add(k.name())) {
                    indexKeyType(index, k, v);
                    indexKeyNotEmpty(index, k, v, false);
                    indexKeySize(index, k, v);
                }
            }
        }
    }

    /**
     * The index key attributes of an item as an update leaves it: absent is fine (sparse), empty or of
     * the wrong type is refused, attribute by attribute, emptiness first (as DynamoDB Local reports).
     */
    static void indexKeyTypes(Table table, Item item) {
        for (IndexDef index : checkOrder(table)) {
            for (AttributeDef k : index.keys().attributes()) {
                AttributeValue v = item.attributes().get(k.name());
                if (v != null && !table.keys().contains(k.name())) {
                    indexKeyNotEmpty(index, k, v, true);
                    indexKeyType(index, k, v);
                }
            }
        }
    }

    /** Index key values longer than DynamoDB allows, in an item as an update leaves it (before its size). */
    static void indexKeySizes(Table table, Item item) {
        for (IndexDef index : checkOrder(table)) {
            for (AttributeDef k : index.keys().attributes()) {
                AttributeValue v = item.attributes().get(k.name());
                if (v != null && !table.keys().contains(k.name())) {
                    indexKeySize(index, k, v);
                }
            }
        }
    }

    private static void indexKeyType(IndexDef index, AttributeDef k, AttributeValue v) {
        if (v.type() != k.type()) {
            throw new ActionError(DynamoErrors.INVALID_PARAMETER + "Type mismatch for Index Key " + k.name()
                    + " Expected: " + k.type() + " Actual: " + v.type() + " IndexName: " + index.name());
        }
    }

    private static void indexKeySize(IndexDef index, AttributeDef k, AttributeValue v) {
        boolean partition = index.keys().isPartitionAttribute(k.name());
        if (ItemBytes.value(v) > (partition ? MAX_PARTITION_KEY_BYTES : MAX_SORT_KEY_BYTES)) {
            throw DynamoErrors.invalidParameter("Size limit exceeded");
        }
    }

    /**
     * LSIs before GSIs, each group in the order DynamoDB Local walks them: it keeps a table's indexes in
     * a HashMap by name, so (of lsi1 and lsi2) lsi2 comes first. DynamoDB's own order is not known; the
     * differential test holds the engine to Local's.
     */
    private static List<IndexDef> checkOrder(Table table) {
        Map<String, IndexDef> local = new HashMap<>();
        Map<String, IndexDef> global = new HashMap<>();
        for (IndexDef index : table.indexes()) {
            (index.isGlobal() ? global : local).put(index.name(), index);
        }
        List<IndexDef> order = new ArrayList<>(local.values());
        order.addAll(global.values());
        return order;
    }

    private static void indexKeyNotEmpty(IndexDef index, AttributeDef k, AttributeValue v, boolean byUpdate) {
        if (!isEmpty(v)) {
            return;
        }
        throw DynamoErrors.validation(byUpdate
                ? "One or more parameter values are not valid. The update expression attempted to update a "
                + "secondary index key to a value that is not supported. The AttributeValue for a key "
                + "attribute cannot contain an empty " + kind(v) + " value."
                : emptyValue(k.name(), v, index));
    }

    private static void notEmpty(String name, AttributeValue v) {
        if (isEmpty(v)) {
            throw DynamoErrors.validation(emptyValue(name, v, null));
        }
    }

    /** Why an empty key value is refused: as a table key's (index null) or as the index's key. */
    static String emptyValue(String name, AttributeValue v, IndexDef index) {
        return index == null
                ? "One or more parameter values are not valid. The AttributeValue for a key attribute cannot "
                + "contain an empty " + kind(v) + " value. Key: " + name
                : "One or more parameter values are not valid. A value specified for a secondary index key is not "
                + "supported. The AttributeValue for a key attribute cannot contain an empty " + kind(v)
                + " value. IndexName: " + index.name() + ", IndexKey: " + name;
    }

    static void sizes(KeySchema keys, Map<String, AttributeValue> attributes) {
        for (AttributeDef k : keys.attributes()) {
            tableKeySize(keys, k, attributes.get(k.name()));
        }
    }

    private static void tableKeySize(KeySchema keys, AttributeDef k, AttributeValue v) {
        if (k.name().equals(keys.partitionKey().name())) {
            if (ItemBytes.value(v) > MAX_PARTITION_KEY_BYTES) {
                throw new ActionError(DynamoErrors.INVALID_PARAMETER
                        + "Size of hashkey has exceeded the maximum size limit of2048 bytes");
            }
        } else if (ItemBytes.value(v) > MAX_SORT_KEY_BYTES) {
            throw new ActionError(DynamoErrors.INVALID_PARAMETER
                    + "Aggregated size of all range keys has exceeded the size limit of 1024 bytes");
        }
    }

    static boolean isEmpty(AttributeValue v) {
        return v instanceof AttributeValue.S s && s.value().isEmpty()
                || v instanceof AttributeValue.B b && b.value().length() == 0;
    }

    private static String kind(AttributeValue v) {
        return v instanceof AttributeValue.B ? "binary" : "string";
    }
}
