package dev.tablewright.model.settings;

/** Who holds the key that encrypts the table at rest. */
public enum EncryptionType {
    /** DynamoDB's default: a key owned by AWS, free, not in the account. */
    AWS_OWNED("AWS owned key"),
    /** The account's {@code aws/dynamodb} KMS key ({@code SSEType KMS} without a key id). */
    AWS_MANAGED("AWS managed key"),
    /** A KMS key of the account's own, named by its ARN, id or alias. */
    CUSTOMER_MANAGED("Customer managed key");

    private final String label;

    EncryptionType(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
