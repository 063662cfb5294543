/**
 * DynamoDB's expression language: an immutable AST for condition, filter, key-condition, projection
 * and update expressions, produced by {@link dev.tablewright.engine.expr.parse.ExpressionContext} with
 * placeholders resolved and DynamoDB's validation applied. Every error is an
 * {@link dev.tablewright.engine.expr.ExpressionException} worded as DynamoDB words it. Parse once,
 * evaluate many times with the classes of {@code expr.eval}.
 */
package dev.tablewright.engine.expr;

import dev.tablewright.engine.expr.parse.ExpressionContext;