package dev.tablewright.model;

import java.nio.charset.StandardCharsets;

/**
 * DynamoDB's limits on one key value, a table's or an index's ("Item sizes and formats" in the
 * developer guide). Here in the model, below every layer that checks them: the design rules, the
 * engine and the sample generator.
 */
public final class KeyLimits {
    /** A partition key value, in bytes (UTF-8 for strings). */
    public static final int MAX_PARTITION_KEY_BYTES = 2048;
    /** A sort key value, in bytes. */
    public static final int MAX_SORT_KEY_BYTES = 1024;

    private KeyLimits() {
    }

    /**
     * The bytes a key value counts: UTF-8 for a string, its length for binary; 0 for a number (at most
     * 38 digits, far below either limit) and for what cannot be a key.
     */
    public static int bytes(AttributeValue key) {
        if (key instanceof AttributeValue.S s) {
            return s.value().getBytes(StandardCharsets.UTF_8).length;
        }
        return key instanceof AttributeValue.B b ? b.value().length() : 0;
    }

    /** An empty string or binary: no key may hold one (a number is never empty). */
    public static boolean isEmpty(AttributeValue key) {
        return (key instanceof AttributeValue.S || key instanceof AttributeValue.B) && bytes(key) == 0;
    }
}
