package dev.tablewright.ui.failure;

import java.nio.file.Path;
import java.util.Optional;
import java.util.logging.ConsoleHandler;
import java.util.logging.Formatter;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * The app's log file, {@code <app home>/logs/tablewright.log}: every java.util.logging record of
 * level INFO and above (the app's warnings, every failure the {@link FailureReporter} reports) goes
 * there too, besides the console (redacted as well), written on a background thread, 1 MiB a file and
 * {@value #GENERATIONS} files kept ({@code tablewright.log.1} the newer of the old).
 */
public final class FailureLog {
    static final long LIMIT = 1024 * 1024;
    static final int GENERATIONS = 5;

    private static BackgroundHandler handler;
    private static Path file;

    private FailureLog() {
    }

    /**
     * Adds the log file to the root logger, once: later calls, whatever their folder, keep the first.
     *
     * @return the log file
     */
    public static synchronized Path install(Path appHome) {
        if (handler == null) {
            RotatingFile rotating = new RotatingFile(appHome.resolve("logs").resolve("tablewright.log"), LIMIT,
                    GENERATIONS);
            handler = handler(rotating);
            Logger root = Logger.getLogger("");
            redactConsole(root.getHandlers());
            root.addHandler(handler);
            file = rotating.file();
        }
        return file;
    }

    /**
     * The console's records redacted too: a terminal's output is often kept (a CI log, a pasted
     * screen), and a failure's message may carry a credential.
     */
    static void redactConsole(Handler[] handlers) {
        for (Handler h : handlers) {
            if (h instanceof ConsoleHandler && !(h.getFormatter() instanceof Redacted)) {
                h.setFormatter(new Redacted(h.getFormatter()));
            }
        }
    }

    /** Another formatter's text, redacted. */
    private static final class Redacted extends Formatter {
        private final Formatter format;

        Redacted(Formatter format) {
            this.format = format;
        }

        @Override
        public String format(LogRecord record) {
            return Redaction.redact(format.format(record));
        }
    }

    /** The log file, once installed. */
    public static synchronized Optional<Path> file() {
        return Optional.ofNullable(file);
    }

    /** Waits (a few seconds at most) until what was logged is in the file; the JVM's exit does it too. */
    public static void flush() {
        BackgroundHandler h;
        synchronized (FailureLog.class) {
            h = handler;
        }
        if (h != null) {
            h.flush();
        }
    }

    /** A handler writing into {@code file} as the installed one does (tests use their own). */
    static BackgroundHandler handler(RotatingFile file) {
        BackgroundHandler h = new BackgroundHandler(file::append, "tablewright-log");
        h.setFormatter(new LogFormat());
        h.setLevel(Level.INFO);
        return h;
    }
}
