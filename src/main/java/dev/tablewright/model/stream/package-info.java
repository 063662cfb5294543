/**
 * What a table's stream keeps (issue 28): the items of kept entities computed from their sources'
 * items, as the stream handler would leave them. Pure, over the model alone, so that the rules, the
 * sample generator and the edits can all compute them.
 */
package dev.tablewright.model.stream;
