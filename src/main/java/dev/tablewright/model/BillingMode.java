package dev.tablewright.model;

public enum BillingMode {
    PAY_PER_REQUEST, PROVISIONED
}
