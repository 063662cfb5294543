package dev.tablewright.rules;

import dev.tablewright.model.KeyLimits;

/**
 * DynamoDB's limits that a design can break, with the figures from the DynamoDB developer guide
 * ("Service, account, and table quotas" and "Item sizes and formats").
 */
public final class Limits {
    /** Table and index names: 3–255 characters of {@link #NAME_CHARACTERS}. */
    public static final int MIN_TABLE_OR_INDEX_NAME = 3;
    public static final int MAX_TABLE_OR_INDEX_NAME = 255;
    /** The characters table and index names may use, as a regex character class. */
    public static final String NAME_CHARACTERS = "[a-zA-Z0-9_.-]";

    /** Key attribute names (table and index keys) and projected attribute names, in UTF-8 bytes. */
    public static final int MAX_KEY_ATTRIBUTE_NAME_BYTES = 255;
    /** Any other attribute name, in UTF-8 bytes (64 KB). */
    public static final int MAX_ATTRIBUTE_NAME_BYTES = 65_535;

    /** A partition key value (table or index), in bytes (UTF-8 for strings). */
    public static final int MAX_PARTITION_KEY_BYTES = KeyLimits.MAX_PARTITION_KEY_BYTES;
    /** A sort key value (table or index), in bytes. */
    public static final int MAX_SORT_KEY_BYTES = KeyLimits.MAX_SORT_KEY_BYTES;

    /** An item, names and values together, as {@link ItemSize} computes it: 400 KB. */
    public static final int MAX_ITEM_BYTES = 400 * 1024;
    /** Above this an item is near the limit (a warning, not DynamoDB's): 300 KB. */
    public static final int NEAR_ITEM_BYTES = 300 * 1024;
    /** Lists and maps nest at most this deep. */
    public static final int MAX_NESTING_DEPTH = 32;

    /** Global secondary indexes per table: the default quota (adjustable through Service Quotas). */
    public static final int MAX_GLOBAL_INDEXES = 20;
    /** Local secondary indexes per table: a hard limit. */
    public static final int MAX_LOCAL_INDEXES = 5;
    /** Non-key attributes projected by INCLUDE, summed over all of a table's indexes. */
    public static final int MAX_PROJECTED_ATTRIBUTES = 100;

    private Limits() {
    }
}
