/** Option groups that the commands and the benches share (below both, so neither package reaches up into the other). */
package dev.tablewright.cli.options;
