/**
 * The pure domain of a DynamoDB single-table design: immutable records, no JavaFX, no AWS SDK, no
 * Jackson. Every edit is a function from one {@link dev.tablewright.model.DataModel} to the next.
 */
package dev.tablewright.model;
