package dev.tablewright.ui.failure;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.logging.Formatter;
import java.util.logging.LogRecord;

/**
 * One record of the log file: time, level, logger, message, then the stack trace when there is one;
 * redacted, since a message or a trace may carry credentials.
 */
final class LogFormat extends Formatter {
    private static final DateTimeFormatter TIME =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSS xx").withZone(ZoneId.systemDefault());

    @Override
    public String format(LogRecord record) {
        StringBuilder line = new StringBuilder(TIME.format(record.getInstant())).append(' ')
                .append(record.getLevel().getName()).append(' ')
                .append(record.getLoggerName() == null ? "" : record.getLoggerName()).append(": ")
                .append(formatMessage(record)).append(System.lineSeparator());
        if (record.getThrown() != null) {
            StringWriter trace = new StringWriter();
            record.getThrown().printStackTrace(new PrintWriter(trace));
            line.append(trace);
        }
        return Redaction.redact(line.toString());
    }
}
