package dev.tablewright.engine.api;

import dev.tablewright.model.Item;
import java.util.List;
import java.util.Optional;

/**
 * An error as DynamoDB reports it: its error code ({@code ValidationException},
 * {@code ConditionalCheckFailedException} …) and message. Both gateways raise exactly these, so a
 * caller (and the differential test) never sees which one answered. A failed condition carries the
 * item as it was when the request asked for it ({@code ReturnValuesOnConditionCheckFailure: ALL_OLD}),
 * and a cancelled transaction one reason per action, with that item where the action asked.
 */
public class DynamoException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public static final String VALIDATION = "ValidationException";
    public static final String CONDITIONAL_CHECK_FAILED = "ConditionalCheckFailedException";
    public static final String TRANSACTION_CANCELED = "TransactionCanceledException";
    public static final String RESOURCE_NOT_FOUND = "ResourceNotFoundException";
    public static final String RESOURCE_IN_USE = "ResourceInUseException";

    /**
     * Why one action of a cancelled transaction was cancelled ("None" where it was fine), and the item
     * it found when its condition failed and it asked for ALL_OLD.
     */
    public record Reason(String code, Optional<Item> item) {
        public static Reason of(String code) {
            return new Reason(code, Optional.empty());
        }
    }

    private final String errorCode;
    private final transient Optional<Item> item;
    private final transient List<Reason> reasons;

    public DynamoException(String errorCode, String message) {
        this(errorCode, message, Optional.empty(), List.of());
    }

    /** @param cancellationReasons for a cancelled transaction: one code per action ("None" where it was fine) */
    public DynamoException(String errorCode, String message, List<String> cancellationReasons) {
        this(errorCode, message, Optional.empty(), cancellationReasons.stream().map(Reason::of).toList());
    }

    /**
     * @param item    the item a failed condition found, when the request asked for it
     * @param reasons for a cancelled transaction: one per action
     */
    public DynamoException(String errorCode, String message, Optional<Item> item, List<Reason> reasons) {
        super(message);
        this.errorCode = errorCode;
        this.item = item;
        this.reasons = List.copyOf(reasons);
    }

    public static DynamoException validation(String message) {
        return new DynamoException(VALIDATION, message);
    }

    public String errorCode() {
        return errorCode;
    }

    /** For a ConditionalCheckFailedException asked ALL_OLD: the item as it was (empty when there was none). */
    public Optional<Item> item() {
        return item == null ? Optional.empty() : item;
    }

    /** For a cancelled transaction: one code per action ("None" where it was fine). */
    public List<String> cancellationReasons() {
        return reasons().stream().map(Reason::code).toList();
    }

    /** For a cancelled transaction: one reason per action, with the item where the action asked for it. */
    public List<Reason> reasons() {
        return reasons == null ? List.of() : reasons;
    }

    @Override
    public String toString() {
        return errorCode + ": " + getMessage();
    }
}
