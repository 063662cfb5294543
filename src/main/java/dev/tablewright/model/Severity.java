package dev.tablewright.model;

/** How much a problem matters; ERROR means DynamoDB (or the file format) would reject the design. */
public enum Severity {
    ERROR, WARNING, INFO
}
