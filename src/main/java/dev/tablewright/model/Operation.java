package dev.tablewright.model;

import java.util.Optional;

/** The DynamoDB operation an access pattern uses. */
public enum Operation {
    GET_ITEM("GetItem"), QUERY("Query"), SCAN("Scan"), PUT_ITEM("PutItem"), UPDATE_ITEM("UpdateItem"),
    DELETE_ITEM("DeleteItem");

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
