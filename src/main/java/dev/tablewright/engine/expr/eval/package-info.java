/**
 * Evaluation of parsed expressions against items: conditions and filters
 * ({@link dev.tablewright.engine.expr.eval.ConditionEvaluator}), projections
 * ({@link dev.tablewright.engine.expr.eval.Projector}) and updates
 * ({@link dev.tablewright.engine.expr.eval.UpdateApplier}). Build a projector or applier once and
 * apply it to many items.
 */
package dev.tablewright.engine.expr.eval;
