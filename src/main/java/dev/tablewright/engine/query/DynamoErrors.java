package dev.tablewright.engine.query;

import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.model.Item;
import java.util.List;
import java.util.Optional;

/**
 * DynamoDB's error messages, in one place so that the differences from DynamoDB Local's wording
 * (docs/engine-differences.md) are easy to review.
 */
final class DynamoErrors {
    private DynamoErrors() {
    }

    static DynamoException validation(String message) {
        return DynamoException.validation(message);
    }

    static final String INVALID_PARAMETER = "One or more parameter values were invalid: ";

    static DynamoException invalidParameter(String detail) {
        return validation(INVALID_PARAMETER + detail);
    }

    static DynamoException tableNotFound() {
        return new DynamoException(DynamoException.RESOURCE_NOT_FOUND, "Requested resource not found");
    }

    static DynamoException tableExists(String table) {
        return new DynamoException(DynamoException.RESOURCE_IN_USE, "Table already exists: " + table);
    }

    static DynamoException keyMismatch() {
        return validation("The provided key element does not match the schema");
    }

    static DynamoException conditionFailed() {
        return conditionFailed(Optional.empty());
    }

    /** @param item the item as it was, when the request asked ReturnValuesOnConditionCheckFailure ALL_OLD */
    static DynamoException conditionFailed(Optional<Item> item) {
        return new DynamoException(DynamoException.CONDITIONAL_CHECK_FAILED, "The conditional request failed", item,
                List.of());
    }

    /** The framework's wording for a parameter outside its constraint. */
    static DynamoException constraint(String value, String parameter, String constraint) {
        return validation("1 validation error detected: Value '" + value + "' at '" + parameter
                + "' failed to satisfy constraint: " + constraint);
    }
}
