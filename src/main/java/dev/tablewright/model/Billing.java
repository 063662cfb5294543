package dev.tablewright.model;

/** Billing mode and, for PROVISIONED, the table's read and write capacity units. */
public record Billing(BillingMode mode, long readCapacityUnits, long writeCapacityUnits) {
    public static final Billing ON_DEMAND = new Billing(BillingMode.PAY_PER_REQUEST, 0, 0);

    public Billing {
        if (mode == null) {
            throw new NullPointerException("billing mode");
        }
    }

    public static Billing provisioned(long read, long write) {
        return new Billing(BillingMode.PROVISIONED, read, write);
    }
}
