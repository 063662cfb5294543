package dev.tablewright.model;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Every DynamoDB data operation Tablewright runs, with the names the AWS CLI and the API give it,
 * whether it writes, whether one call names several items, and how many entries DynamoDB takes in
 * one call. The one list of operations: code that does something per kind switches over it with a
 * switch expression and no default, so a kind added here and not wired there does not compile
 * (docs/architecture.md, "Adding an operation kind").
 */
public enum OperationKind {
    QUERY("query", "Query", "Query", false, 1, "", "ProjectionExpression", "FilterExpression",
            "KeyConditionExpression"),
    SCAN("scan", "Scan", "Scan", false, 1, "", "ProjectionExpression", "FilterExpression"),
    GET_ITEM("get-item", "GetItem", "Get", false, 1, "", "ProjectionExpression"),
    PUT_ITEM("put-item", "PutItem", "Put", true, 1, "", "ConditionExpression"),
    UPDATE_ITEM("update-item", "UpdateItem", "Update", true, 1, "", "UpdateExpression", "ConditionExpression"),
    DELETE_ITEM("delete-item", "DeleteItem", "Delete", true, 1, "", "ConditionExpression"),
    BATCH_GET_ITEM("batch-get-item", "BatchGetItem", "BatchGet", false, 100, "keys"),
    BATCH_WRITE_ITEM("batch-write-item", "BatchWriteItem", "BatchWrite", true, 25, "put or delete requests"),
    TRANSACT_GET_ITEMS("transact-get-items", "TransactGetItems", "TransactGet", false, 100, "gets"),
    TRANSACT_WRITE_ITEMS("transact-write-items", "TransactWriteItems", "TransactWrite", true, 100, "actions"),
    /** PartiQL: reads or writes as its statement says, so it counts as one that may write. */
    EXECUTE_STATEMENT("execute-statement", "ExecuteStatement", "PartiQL", true, 1, ""),
    /** A vector index's nearest neighbours (issue 26); its condition takes only {@code =} on search-schema attributes. */
    SEARCH_VECTORS("search-vectors", "SearchVectors", "Vector search", false, 1, "", "ProjectionExpression",
            "SearchConditionExpression");

    private final String cliName;
    private final String apiName;
    private final String label;
    private final boolean writes;
    private final int limit;
    private final String entries;
    private final List<String> expressions;

    OperationKind(String cliName, String apiName, String label, boolean writes, int limit, String entries,
            String... expressions) {
        this.cliName = cliName;
        this.apiName = apiName;
        this.label = label;
        this.writes = writes;
        this.limit = limit;
        this.entries = entries;
        this.expressions = List.of(expressions);
    }

    /**
     * The expression parameters one call takes ({@code FilterExpression} …), in the order DynamoDB
     * lists them in its messages; none for the multi-item operations (each entry has its own) and PartiQL.
     */
    public List<String> expressions() {
        return expressions;
    }

    /** The short name the forms show: {@code BatchWrite}, {@code Get}, {@code PartiQL}. */
    public String label() {
        return label;
    }

    /** "BatchWrite takes at most 25 put or delete requests; this one has 26", or "" within the limit. */
    public String overLimit(int count) {
        return count <= limit ? "" : label + " takes at most " + limit + " " + entries + "; this one has " + count;
    }

    /** "25 put or delete requests at most": what the builder shows. */
    public String limitText() {
        return limit + " " + entries + " at most";
    }

    /** The AWS CLI's name: {@code aws dynamodb batch-write-item}. */
    public String cliName() {
        return cliName;
    }

    /** DynamoDB's name: {@code BatchWriteItem}. */
    public String apiName() {
        return apiName;
    }

    /** Whether it may change a table (a read-only connection refuses it before anything is sent). */
    public boolean writes() {
        return writes;
    }

    /** Whether one call names several items by their keys (the batch and transaction operations). */
    public boolean isMultiItem() {
        return !entries.isEmpty();
    }

    /** The most entries (keys, put or delete requests, actions) one call takes; 1 for the others. */
    public int limit() {
        return limit;
    }

    /** What one call's entries are ("keys", "actions"), or "" for an operation on one item or statement. */
    public String entries() {
        return entries;
    }

    /** GetItem, Query and Scan: the reads of one table or index. */
    public boolean isRead() {
        return this == GET_ITEM || this == QUERY || this == SCAN;
    }

    /** Every kind that only reads items, the batch and transaction forms included. */
    public boolean reads() {
        return !writes;
    }

    /** TransactGetItems and TransactWriteItems, which DynamoDB bills at twice the units. */
    public boolean isTransaction() {
        return this == TRANSACT_GET_ITEMS || this == TRANSACT_WRITE_ITEMS;
    }

    /** The kinds an access pattern may be: all but PartiQL's, whose statement says what it does. */
    public static List<OperationKind> patternKinds() {
        return Arrays.stream(values()).filter(k -> k != EXECUTE_STATEMENT).toList();
    }

    /**
     * An access pattern's kind from a file or a form: the API name ({@code GetItem}), the enum name,
     * or OneTable's verbs (get, find, scan…); never PartiQL's.
     */
    public static Optional<OperationKind> parsePattern(String text) {
        if (text == null) {
            return Optional.empty();
        }
        for (OperationKind k : patternKinds()) {
            if (k.apiName.equalsIgnoreCase(text) || k.name().equalsIgnoreCase(text)) {
                return Optional.of(k);
            }
        }
        return switch (text.strip().toLowerCase(java.util.Locale.ROOT)) {
            case "get" -> Optional.of(GET_ITEM);
            case "find", "query" -> Optional.of(QUERY);
            case "put", "create" -> Optional.of(PUT_ITEM);
            case "update" -> Optional.of(UPDATE_ITEM);
            case "delete", "remove" -> Optional.of(DELETE_ITEM);
            default -> Optional.empty();
        };
    }

    /** The AWS CLI's names, in this order. */
    public static List<String> cliNames() {
        return Arrays.stream(values()).map(OperationKind::cliName).toList();
    }

    /** The kind of an AWS CLI name ({@code put-item}); empty for one Tablewright does not run. */
    public static Optional<OperationKind> ofCliName(String cliName) {
        return Arrays.stream(values()).filter(k -> k.cliName.equals(cliName)).findFirst();
    }
}
