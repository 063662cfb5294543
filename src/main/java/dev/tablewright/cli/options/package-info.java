/**
 * What the commands and the benches share (below both, so neither package reaches up into the other):
 * option groups, and {@link dev.tablewright.cli.options.CliCommand}, what each of them is.
 */
package dev.tablewright.cli.options;
