/**
 * Drift between a model and a live table's items: which entity each sampled item belongs to, and
 * which of its stored keys the entity's templates do not give from the item's own attributes.
 */
package dev.tablewright.engine.drift;
