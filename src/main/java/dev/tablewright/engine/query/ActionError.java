package dev.tablewright.engine.query;

import dev.tablewright.engine.api.DynamoException;

/**
 * A ValidationException about one item's key values (of the wrong type, too long). Alone it fails
 * the request; inside TransactWriteItems it only cancels its action, whose reason is then
 * "ValidationError", as DynamoDB does. Every other validation error fails the whole transaction.
 */
final class ActionError extends DynamoException {
    private static final long serialVersionUID = 1L;

    ActionError(String message) {
        super(VALIDATION, message);
    }
}
