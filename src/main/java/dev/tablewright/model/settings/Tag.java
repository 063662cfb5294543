package dev.tablewright.model.settings;

/** One resource tag; DynamoDB's limits on keys and values are checked by the rules. */
public record Tag(String key, String value) {
    public Tag {
        if (key == null) {
            throw new NullPointerException("tag key");
        }
        value = value == null ? "" : value;
    }
}
