package dev.tablewright.aws.sdk;

import java.util.Optional;

/**
 * Who manages a KMS key: AWS (the account's {@code aws/dynamodb} key) or the customer. DescribeTable
 * names a table's key by its ARN in both cases, so reading a table back as the model has it needs KMS.
 */
@FunctionalInterface
public interface KeyManagers {
    /** For a connection that reaches no KMS (DynamoDB Local, the Sandbox). */
    KeyManagers NONE = arn -> Lookup.unknown("this connection reaches no AWS KMS");

    Lookup lookUp(String keyArn);

    /** The answer for one key: AWS managed or not, or why it could not be told. */
    record Lookup(Optional<Boolean> awsManaged, String why) {
        public static Lookup of(boolean awsManaged) {
            return new Lookup(Optional.of(awsManaged), "");
        }

        public static Lookup unknown(String why) {
            return new Lookup(Optional.empty(), why);
        }
    }
}
