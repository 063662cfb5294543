package dev.tablewright.engine.partiql;

import dev.tablewright.engine.api.DynamoException;

/**
 * The errors of ExecuteStatement, worded as DynamoDB Local words them (the only evidence there is),
 * and the Sandbox's own message for what its subset leaves out.
 */
public final class PartiqlErrors {
    /** DynamoDB's error code for an INSERT of a key that exists (DynamoDB Local says {@code DuplicateItem}). */
    public static final String DUPLICATE_ITEM = "DuplicateItemException";

    private PartiqlErrors() {
    }

    /** Raised without the statement; {@link StatementRunner} adds it (DynamoDB quotes the statement back). */
    static final class Malformed extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Malformed() {
            super(null, null, false, false);
        }
    }

    static Malformed malformed() {
        return new Malformed();
    }

    static DynamoException malformed(String statement) {
        return DynamoException.validation("Statement wasn't well formed, can't be processed: " + statement);
    }

    static DynamoException unsupported(String what) {
        return DynamoException.validation("The Sandbox's PartiQL does not support " + what
                + " (it runs SELECT, INSERT, UPDATE and DELETE on one table; see docs/engine-expressions.md)");
    }

    static DynamoException parameterCount() {
        return DynamoException.validation("Number of parameters in request and statement don't match.");
    }

    static DynamoException missingKeyEquality() {
        return DynamoException.validation("Where clause does not contain a mandatory equality on all key attributes");
    }

    static DynamoException keyMissing(String key) {
        return DynamoException.validation("Key attribute should be present in the item: Key " + key);
    }

    static DynamoException keyType(String key) {
        return DynamoException.validation(
                "Key attribute's data type should match its data type in table's schema: Key " + key);
    }

    static DynamoException duplicate() {
        return new DynamoException(DUPLICATE_ITEM, "Duplicate primary key exists in table");
    }

    static DynamoException noIndex(String index) {
        return DynamoException.validation("The table does not have the specified index: " + index);
    }

    static DynamoException invalidToken() {
        return DynamoException.validation("The provided NextToken is invalid");
    }
}
