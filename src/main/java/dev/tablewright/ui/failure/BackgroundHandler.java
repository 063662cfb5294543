package dev.tablewright.ui.failure;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.logging.ErrorManager;
import java.util.logging.Handler;
import java.util.logging.LogRecord;

/**
 * Formats a record on the thread that logs it and writes it on a daemon thread of its own, so the FX
 * thread never waits for the disk. A burst beyond what it holds is dropped and counted in the log,
 * rather than held in memory without end; {@link #flush()} and {@link #close()} wait, for a while,
 * until what was logged before them is written.
 */
final class BackgroundHandler extends Handler {
    /** Where the text goes (a {@link RotatingFile}). */
    interface Sink {
        void write(String text) throws IOException;
    }

    private static final int CAPACITY = 10_000;
    private static final int BATCH = 500;
    private static final long FLUSH_WAIT_MILLIS = 3_000;

    private final Sink sink;
    private final Thread writer;
    private final BlockingQueue<String> queue = new LinkedBlockingQueue<>(CAPACITY);
    private final Object progress = new Object();
    /** Records queued and records written so far; guarded by {@code progress}. */
    private long queued;
    private long written;
    private int dropped;
    private boolean closed;

    BackgroundHandler(Sink sink, String threadName) {
        this.sink = sink;
        writer = new Thread(this::writeForever, threadName);
        writer.setDaemon(true);
        writer.start();
    }

    @Override
    public void publish(LogRecord record) {
        if (!isLoggable(record)) {
            return;
        }
        String text;
        try {
            text = getFormatter().format(record);
        } catch (RuntimeException e) {
            reportError("Could not format a log record", e, ErrorManager.FORMAT_FAILURE);
            return;
        }
        synchronized (progress) {
            if (closed) {
                return;
            }
            if (queue.offer(text)) {
                queued++;
            } else {
                dropped++;
            }
        }
    }

    /** Waits (a few seconds at most) until every record published before is written. */
    @Override
    public void flush() {
        long deadline = System.currentTimeMillis() + FLUSH_WAIT_MILLIS;
        synchronized (progress) {
            long target = queued;
            long left;
            while (written < target && (left = deadline - System.currentTimeMillis()) > 0) {
                try {
                    progress.wait(left);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }

    /** Writes what is queued, then takes no more (the log manager closes its handlers as the JVM exits). */
    @Override
    public void close() {
        flush();
        synchronized (progress) {
            closed = true;
        }
        writer.interrupt();
    }

    private void writeForever() {
        List<String> batch = new ArrayList<>();
        while (true) {
            try {
                batch.add(queue.take());
            } catch (InterruptedException e) {
                return; // closed
            }
            queue.drainTo(batch, BATCH - 1);
            int lost;
            synchronized (progress) {
                lost = dropped;
                dropped = 0;
            }
            StringBuilder text = new StringBuilder();
            batch.forEach(text::append);
            if (lost > 0) {
                text.append(lost).append(" log records dropped: they came faster than the disk took them")
                        .append(System.lineSeparator());
            }
            try {
                sink.write(text.toString());
            } catch (IOException | RuntimeException e) {
                reportError("Could not write the log", e, ErrorManager.WRITE_FAILURE);
            }
            synchronized (progress) {
                written += batch.size();
                progress.notifyAll();
            }
            batch.clear();
        }
    }
}
