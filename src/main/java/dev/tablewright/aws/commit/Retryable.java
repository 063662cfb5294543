package dev.tablewright.aws.commit;

import dev.tablewright.engine.api.DynamoException;
import java.util.Set;
import software.amazon.awssdk.core.exception.SdkClientException;

/**
 * Which failures a call may simply try again: throttling, DynamoDB's own 500s, and a connection
 * that dropped or timed out (the SDK's client-side error). A BatchWriteItem of puts and deletes may be
 * repeated whole: writing the same item twice leaves one item. A control-plane call is repeated only
 * after looking at the state its lost answer may have reached ({@link TableSteps}).
 */
public final class Retryable {
    private static final Set<String> CODES = Set.of("ProvisionedThroughputExceededException", "ThrottlingException",
            "RequestLimitExceeded", "InternalServerError", "InternalFailure", "ServiceUnavailable",
            "ServiceUnavailableException", "TransactionInProgressException");

    private Retryable() {
    }

    public static boolean is(RuntimeException e) {
        if (e instanceof DynamoException d) {
            return CODES.contains(d.errorCode());
        }
        return e instanceof SdkClientException;
    }
}
