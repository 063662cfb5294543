/**
 * A live table as one side of a diff: its description with every setting that could be read (the
 * model's value kept, and said, for one that could not), and how a sample of its items follows the
 * model's key templates.
 */
package dev.tablewright.aws.drift;
