/**
 * Files written so that nothing is ever half written: {@link dev.tablewright.io.AtomicFile} (temp file
 * and move). Plain JDK, below every layer that saves something (format, aws, ui).
 */
package dev.tablewright.io;
