package dev.tablewright.aws.commit;

import dev.tablewright.engine.api.DynamoException;
import java.util.Set;
import software.amazon.awssdk.core.exception.SdkClientException;

/**
 * Which failures a write may simply try again: throttling, DynamoDB's own 500s, and a connection
 * that dropped (the SDK's client-side error). A BatchWriteItem of puts and deletes may be repeated
 * whole: writing the same item twice leaves one item.
 */
final class Retryable {
    private static final Set<String> CODES = Set.of("ProvisionedThroughputExceededException", "ThrottlingException",
            "RequestLimitExceeded", "InternalServerError", "InternalFailure", "ServiceUnavailable",
            "ServiceUnavailableException", "TransactionInProgressException");

    private Retryable() {
    }

    static boolean is(RuntimeException e) {
        if (e instanceof DynamoException d) {
            return CODES.contains(d.errorCode());
        }
        return e instanceof SdkClientException;
    }
}
