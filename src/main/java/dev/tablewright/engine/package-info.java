/**
 * The in-memory engine that behaves as DynamoDB does: value ordering ({@code value}), the expression
 * language ({@code expr}: parsing and validation, {@code expr.eval}: evaluation). Pure Java: no JavaFX,
 * no AWS SDK, no Jackson.
 */
package dev.tablewright.engine;
