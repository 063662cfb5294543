package dev.tablewright.format.data;

import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads CSV (RFC 4180: commas, double quotes doubled inside quoted cells, quoted line breaks, CRLF or
 * LF) one record at a time, so a file of any length streams through. A UTF-8 byte order mark is
 * skipped.
 */
public final class CsvReader {
    /** One record and the line it starts on (1-based). */
    public record Record(long line, List<String> cells) {
    }

    private final Reader in;
    private long line = 1;
    private int peeked = -2;
    private boolean started;

    public CsvReader(Reader in) {
        this.in = in;
    }

    /**
     * @return empty at the end of the input
     * @throws IllegalArgumentException for a quote left open at the end
     */
    public Optional<Record> next() throws IOException {
        int c = read();
        if (!started) {
            started = true;
            if (c == '\uFEFF') {
                c = read();
            }
        }
        if (c == -1) {
            return Optional.empty();
        }
        long start = line;
        List<String> cells = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean quoted = false;
        boolean wasQuoted = false;
        while (true) {
            if (quoted) {
                if (c == -1) {
                    throw new IllegalArgumentException("line " + start + ": a quoted cell is not closed");
                }
                if (c == '"') {
                    int n = read();
                    if (n == '"') {
                        cell.append('"');
                    } else {
                        quoted = false;
                        c = n;
                        continue;
                    }
                } else {
                    if (c == '\n') {
                        line++;
                    }
                    cell.append((char) c);
                }
            } else if (c == ',') {
                cells.add(cell.toString());
                cell.setLength(0);
                wasQuoted = false;
            } else if (c == '\r' || c == '\n' || c == -1) {
                if (c == '\r') {
                    int n = read();
                    if (n != '\n') {
                        unread(n);
                    }
                }
                if (c != -1) {
                    line++;
                }
                cells.add(cell.toString());
                return Optional.of(new Record(start, cells));
            } else if (c == '"' && cell.length() == 0 && !wasQuoted) {
                quoted = true;
                wasQuoted = true;
            } else {
                cell.append((char) c);
            }
            c = read();
        }
    }

    private int read() throws IOException {
        if (peeked != -2) {
            int c = peeked;
            peeked = -2;
            return c;
        }
        return in.read();
    }

    private void unread(int c) {
        peeked = c;
    }
}
