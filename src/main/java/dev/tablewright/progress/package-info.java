/** Progress and cancellation of long work: plain JDK, below every layer that does long work. */
package dev.tablewright.progress;
