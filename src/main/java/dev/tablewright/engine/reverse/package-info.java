/**
 * Reverse engineering: entities, key templates, attribute types and relationships inferred from a
 * table's items (a live sample or a plain NoSQL Workbench export), with notes on what was uncertain
 * for the user to review. Pure Java: no JavaFX, no AWS SDK, no Jackson.
 */
package dev.tablewright.engine.reverse;
