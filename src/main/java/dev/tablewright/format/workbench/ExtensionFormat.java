package dev.tablewright.format.workbench;

/** Names inside {@code ModelSchema.extensions.tablewright}, shared by its reader and writer. */
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

    private ExtensionFormat() {
    }
}
