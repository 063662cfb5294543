package dev.tablewright.format.workbench;

/**
 * Names inside {@code ModelSchema.extensions.tablewright} (a table's, and the top-level one that
 * holds what belongs to the whole model), shared by their readers and writers.
 */
final class ExtensionFormat {
    static final String NAMESPACE = "tablewright";
    static final int VERSION = 1;
    static final String RELATIONSHIPS = "relationships";
    static final String LAYOUT = "layout";
    /** The sort key type of each LSI: OneTable's index entries carry no types. */
    static final String LOCAL_INDEXES = "localIndexes";
    static final String SORT_TYPE = "sortType";
    /** Access patterns whose saved query (in Dynobase's form) cannot say them whole, in Tablewright's form. */
    static final String QUERIES = "queries";
    /** A pattern's members beyond Dynobase's: a strongly consistent read, the expected request rate. */
    static final String CONSISTENT_READ = "consistentRead";
    static final String RATE = "rate";
    static final String PEAK = "peak";
    static final String AVERAGE = "average";
    /**
     * The whole key of each multi-attribute GSI ({@code partitionKeys}, {@code sortKeys}: attributes
     * with types, in key order): Workbench's {@code KeyAttributes} holds only the first of each.
     */
    static final String GLOBAL_INDEX_KEYS = "globalIndexKeys";
    static final String PARTITION_KEYS = "partitionKeys";
    static final String SORT_KEYS = "sortKeys";
    /**
     * Key attributes of multi-attribute GSIs that the writer added to the table's {@code NonKeyAttributes}
     * only so that Workbench knows them and their types; the reader leaves them out of the declared attributes.
     */
    static final String DECLARED_FOR_KEYS = "declaredForKeys";

    /**
     * The saved operations, in the top-level {@code ModelSchema}: by name,
     * {@code {"operation": "query", "description": "…", "request": {--cli-input-json}}}.
     */
    static final String OPERATIONS = "operations";
    static final String OPERATION = "operation";
    static final String REQUEST = "request";
    static final String DESCRIPTION = "description";

    private ExtensionFormat() {
    }
}
