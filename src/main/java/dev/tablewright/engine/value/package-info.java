/**
 * DynamoDB's value semantics: ordering of key values, comparison and equality in expressions,
 * {@code size()}, type codes and number limits.
 */
package dev.tablewright.engine.value;
