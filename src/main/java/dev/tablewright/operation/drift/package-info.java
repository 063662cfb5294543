/**
 * {@code diff} with a template or a live table on a side, as the command line and the window's
 * Compare tab both run it: the sides read, the design-only side given the model's entities, the live
 * table's items sampled against the model's templates.
 */
package dev.tablewright.operation.drift;
