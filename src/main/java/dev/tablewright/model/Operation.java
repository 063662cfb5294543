package dev.tablewright.model;

import java.util.Optional;

/** The DynamoDB operation an access pattern uses. */
public enum Operation {
    GET_ITEM("GetItem"), QUERY("Query"), SCAN("Scan"), PUT_ITEM("PutItem"), UPDATE_ITEM("UpdateItem"),
    DELETE_ITEM("DeleteItem"), BATCH_GET_ITEM("BatchGetItem"), BATCH_WRITE_ITEM("BatchWriteItem"),
    TRANSACT_GET_ITEMS("TransactGetItems"), TRANSACT_WRITE_ITEMS("TransactWriteItems");

    private final String apiName;

    Operation(String apiName) {
        this.apiName = apiName;
    }

    public String apiName() {
        return apiName;
    }

    /** GetItem, Query and Scan: what can run without changing a table. */
    public boolean isRead() {
        return this == GET_ITEM || this == QUERY || this == SCAN;
    }

    /** Every operation that reads items, the batch and transaction forms included. */
    public boolean reads() {
        return isRead() || this == BATCH_GET_ITEM || this == TRANSACT_GET_ITEMS;
    }

    /** The multi-item forms: each request names several items by their full primary keys. */
    public boolean isMultiItem() {
        return this == BATCH_GET_ITEM || this == BATCH_WRITE_ITEM || this == TRANSACT_GET_ITEMS
                || this == TRANSACT_WRITE_ITEMS;
    }

    /** TransactGetItems and TransactWriteItems, which DynamoDB bills at twice the units. */
    public boolean isTransaction() {
        return this == TRANSACT_GET_ITEMS || this == TRANSACT_WRITE_ITEMS;
    }

    /** Accepts the API name ({@code GetItem}), the enum name, or OneTable's verbs (get, find, scan…). */
    public static Optional<Operation> parse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        for (Operation o : values()) {
            if (o.apiName.equalsIgnoreCase(text) || o.name().equalsIgnoreCase(text)) {
                return Optional.of(o);
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
}
