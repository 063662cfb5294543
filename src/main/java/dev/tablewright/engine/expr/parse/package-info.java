/**
 * The hand-written lexer and recursive-descent parsers of the expression language, and the validators
 * that apply DynamoDB's semantic checks in DynamoDB's order. Used through
 * {@link dev.tablewright.engine.expr.parse.ExpressionContext}. Its
 * {@link dev.tablewright.engine.expr.parse.TokenCursor} is the PartiQL parser's cursor too.
 */
package dev.tablewright.engine.expr.parse;
