package dev.tablewright.engine.api;

import java.util.List;

/**
 * An error as DynamoDB reports it: its error code ({@code ValidationException},
 * {@code ConditionalCheckFailedException} …) and message. Both gateways raise exactly these, so a
 * caller (and the differential test) never sees which one answered.
 */
public class DynamoException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public static final String VALIDATION = "ValidationException";
    public static final String CONDITIONAL_CHECK_FAILED = "ConditionalCheckFailedException";
    public static final String TRANSACTION_CANCELED = "TransactionCanceledException";
    public static final String RESOURCE_NOT_FOUND = "ResourceNotFoundException";
    public static final String RESOURCE_IN_USE = "ResourceInUseException";

    private final String errorCode;
    private final List<String> cancellationReasons;

    public DynamoException(String errorCode, String message) {
        this(errorCode, message, List.of());
    }

    /** @param cancellationReasons for a cancelled transaction: one code per action ("None" where it was fine) */
    public DynamoException(String errorCode, String message, List<String> cancellationReasons) {
        super(message);
        this.errorCode = errorCode;
        this.cancellationReasons = List.copyOf(cancellationReasons);
    }

    public static DynamoException validation(String message) {
        return new DynamoException(VALIDATION, message);
    }

    public String errorCode() {
        return errorCode;
    }

    public List<String> cancellationReasons() {
        return cancellationReasons;
    }

    @Override
    public String toString() {
        return errorCode + ": " + getMessage();
    }
}
